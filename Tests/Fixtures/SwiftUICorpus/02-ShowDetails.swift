import SwiftUI

struct ContentView: View {
    @State private var showDetails = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Show details") {
                showDetails.toggle()
            }

            if showDetails {
                Text("You should follow me on Twitter.")
                    .font(.largeTitle)
            }
        }
    }
}

#Preview {
    ContentView()
}
