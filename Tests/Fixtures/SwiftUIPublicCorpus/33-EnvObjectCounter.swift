// Source: github.com/sakurakotubaki/SwiftUITutorial, SwiftUITutorial/EnvironmentObjectView.swift (commit b0e0b94ac2f75d24fe37b90a6d73a768eda18164)
// Changed: appended sibling file(s) TextBlockView.swift, SampleView.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker
import SwiftUI

@MainActor class DataExample : ObservableObject {
    @Published var text = "Counter"
    @Published var counter = 0
}

struct EnvironmentObjectView: View {
    @StateObject var data = DataExample()
    
    var body: some View {
        VStack {
            TextBlockView()
            SampleView()
        }
        .environmentObject(data)
    }
}

#Preview {
    EnvironmentObjectView()
}

// ---- appended from sibling file SwiftUITutorial/TextBlockView.swift (same repo and commit) ----
import SwiftUI

struct TextBlockView: View {
    @EnvironmentObject var data : DataExample
    
    var body: some View {
        ZStack {
            Rectangle()
                .frame(width: 200, height: 60)
                .foregroundColor(/*@START_MENU_TOKEN@*/.blue/*@END_MENU_TOKEN@*/)
                .cornerRadius(9)
            Text("\(data.text) : \(data.counter)")
                .foregroundColor(.white)
        }
        .onTapGesture {
            data.counter += 1
        }
    }
}

#Preview {
    TextBlockView()
}

// ---- appended from sibling file SwiftUITutorial/SampleView.swift (same repo and commit) ----
import SwiftUI

struct SampleView: View {
    @EnvironmentObject var data : DataExample
    
    var body: some View {
        Text("\(data.text) : \(data.counter)")
    }
}

#Preview {
    SampleView()
        .environmentObject(DataExample())
}
