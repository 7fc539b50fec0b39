import SwiftUI

struct Card: ViewModifier {
    var highlighted = false

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(highlighted ? Color.yellow.opacity(0.3) : Color.gray.opacity(0.1))
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func card(highlighted: Bool = false) -> some View {
        modifier(Card(highlighted: highlighted))
    }
}

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipesView: View {
    let recipes = [Recipe(id: 1, name: "Pancakes", minutes: 20), Recipe(id: 2, name: "Omelette", minutes: 10)]
    @State private var favorite: Int?

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(recipes) { recipe in
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.headline)
                        Text("\(recipe.minutes) min").font(.subheadline)
                    }
                    .card(highlighted: favorite == recipe.id)
                    .onTapGesture { favorite = recipe.id }
                }
            }
            .padding()
        }
    }
}

#Preview {
    RecipesView()
}
