// Source: github.com/jaywcjlove/swiftui-example, example/alerts-and-menus/demo9/Demo/Shared/ContentView.swift (commit 6b05fb0f3f5fece3630b7d7b1242e15b6c317998)
// Changed: appended `#Preview { ContentView() }` (the file has only a PreviewProvider, so it had no document)
//
//  ContentView.swift
//  Shared
//
//  Created by 王楚江 on 2021/3/24.
//

import SwiftUI

struct ContentView: View {
    @State private var selection = "Red"
    let colors = ["Red", "Green", "Blue", "Black", "Tartan"]

    var body: some View {
        VStack {
            Picker("Select a paint color", selection: $selection) {
                ForEach(colors, id: \.self) {
                    Text($0)
                }
            }
            .pickerStyle(MenuPickerStyle())

            Text("Selected color: \(selection)")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

#Preview { ContentView() }
