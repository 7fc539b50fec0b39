// Source: github.com/lopsae/swiftui-100-days, views-and-modifiers/ViewsAndModifiers/ContentView.swift (commit db4887d4e9b7f8e39b5b01cf8a766e2cd32c9f15)
// Changed: appended sibling file(s) GridStack.swift, RedCapsuleModifier.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker
//
// ViewsAndModifiers
//


import SwiftUI


struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
            CapsuleText("And a one!")
            Text("And a Two!")
                .modifier(RedCapsuleModifier())
            Text("And a Two Three Four!")
                .redCapsule()
        }
        .padding()
        .background(.red)

        GridStack(rows: 2, columns: 2) { row, col in
            HStack {
                Image(systemName: "\(row*2 + col).circle")
                Text("R\(row) C\(col)")
            }.padding()
            .background(.gray)
            .clipShape(.capsule)
            Text("Addendum")
        }
    }
}


struct CapsuleText: View {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var body: some View {
        Text(text)
            .font(.subheadline)
            .padding()
            .foregroundStyle(.white)
            .background(.blue)
            .clipShape(.capsule)
    }
}

#Preview {
    ContentView()
}

// ---- appended from sibling file views-and-modifiers/ViewsAndModifiers/GridStack.swift (same repo and commit) ----
//
// ViewsAndModifiers
//


import SwiftUI


struct GridStack<Content: View>: View {

    let rows: Int
    let columns: Int
    @ViewBuilder let makeItem: (Int, Int) -> Content // (row, column)

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { rowIndex in
                HStack {
                    ForEach(0..<columns, id: \.self) { columnIndex in
                        makeItem(rowIndex, columnIndex)
                    }
                } // HStack
            }
        } // VStack
    }

}

// ---- appended from sibling file views-and-modifiers/ViewsAndModifiers/RedCapsuleModifier.swift (same repo and commit) ----
//
// ViewsAndModifiers
//


import SwiftUI


struct RedCapsuleModifier: ViewModifier {

    func body(content: Content) -> some View {
        return content
            .font(.subheadline)
            .foregroundStyle(.white)
            .padding()
            .background(.red)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }

}


extension View {

    func redCapsule() -> some View {
        modifier(RedCapsuleModifier())
    }

}

