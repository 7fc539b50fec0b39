// Source: github.com/davidthomasstanton/100-Days-Of-SwiftUI, Review/Review/NavigationDestination_1.swift (commit bbf2573f185f85288c5253b4df91300a1578525f)
//
//  NavigationDestination_1.swift
//  Review
//
//  Created by David Stanton on 3/2/24.
//

import SwiftUI

struct NavigationDestination_1: View {
    var body: some View {
//        NavigationStack {
//            List(0..<100) { i in
//                NavigationLink("Item \(i)", value: i)
//            }
//            .navigationDestination(for: Int.self) { selection in
//                Text("You selected \(selection)")
//            }
//        }
        
        NavigationStack {
            List(0..<100) { i in
                NavigationLink("Select: \(i)", value: i)
            }
            .navigationDestination(for: Int.self) { selection in
                Text("You selected \(selection)")
            }
        }
    }
}

#Preview {
    NavigationDestination_1()
}
