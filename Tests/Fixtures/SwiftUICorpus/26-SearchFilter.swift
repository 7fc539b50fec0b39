import SwiftUI

struct CountryList: View {
    let countries = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France"]
    @State private var searchText = ""

    var filtered: [String] {
        if searchText.isEmpty { return countries }
        return countries.filter { $0.lowercased().contains(searchText.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Search", text: $searchText)
                    .textFieldStyle(.roundedBorder)
                List(filtered, id: \.self) { country in
                    Text(country)
                }
                Text("\(filtered.count) of \(countries.count)")
            }
            .navigationTitle("Countries")
        }
    }
}

#Preview {
    CountryList()
}
