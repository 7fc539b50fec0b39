// Source: github.com/davidthomasstanton/100-Days-Of-SwiftUI, Review/Review/RemoveRows_1.swift (commit bbf2573f185f85288c5253b4df91300a1578525f)
//
//  RemoveRows_1.swift
//  Review
//
//  Created by David Stanton on 2/29/24.
//

import SwiftUI

struct RemoveRows_1: View {
    @State private var numbers = [Int]()
    @State private var currentNum = 1
    var body: some View {
        NavigationStack {
            VStack {
                List {
                    ForEach(numbers, id: \.self) {
                        Text("Row \($0)")
                    }
                    .onDelete(perform: removeRows)
                }
                
                Button("Add Row") {
                    numbers.append(currentNum)
                    currentNum += 1
                }
                .padding(50)
                .background(.gray)
                .foregroundColor(.red)
                .clipShape(.circle)
            }
            .toolbar {
                EditButton()
            }
        }
    }
    func removeRows(at offsets: IndexSet) {
        numbers.remove(atOffsets: offsets)
    }
}

#Preview {
    RemoveRows_1()
}
