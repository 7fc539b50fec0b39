import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
    let emoji: String
    let calories: Int
}

let fruits = [
    Fruit(id: 1, name: "Apple", emoji: "🍎", calories: 95),
    Fruit(id: 2, name: "Banana", emoji: "🍌", calories: 105),
    Fruit(id: 3, name: "Cherry", emoji: "🍒", calories: 50),
]

struct FruitListView: View {
    var body: some View {
        NavigationStack {
            List(fruits) { fruit in
                NavigationLink(destination: FruitDetailView(fruit: fruit)) {
                    Text("\(fruit.emoji) \(fruit.name)")
                }
            }
            .navigationTitle("Fruits")
        }
    }
}

struct FruitDetailView: View {
    let fruit: Fruit

    var body: some View {
        VStack(spacing: 12) {
            Text(fruit.emoji).font(.system(size: 80))
            Text(fruit.name).font(.title)
            Text("\(fruit.calories) calories")
        }
        .navigationTitle(fruit.name)
    }
}

#Preview {
    FruitListView()
}
