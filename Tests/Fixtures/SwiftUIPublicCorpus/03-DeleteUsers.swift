// Source: github.com/jaywcjlove/swiftui-example, example/lists/demo4/Demo/Shared/ContentView.swift (commit 6b05fb0f3f5fece3630b7d7b1242e15b6c317998)
// Changed: appended `#Preview { ContentView() }` (the file has only a PreviewProvider, so it had no document)
//
//  ContentView.swift
//  Shared
//
//  Created by 王楚江 on 2021/3/19.
//

import SwiftUI

struct ContentView: View {
    @State private var users = ["Paul", "Taylor", "Adele"]

    var body: some View {
        NavigationView {
            List {
                ForEach(users, id: \.self) { user in
                    Text(user)
                }
                .onDelete(perform: delete)
            }
        }
    }

    func delete(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

#Preview { ContentView() }
