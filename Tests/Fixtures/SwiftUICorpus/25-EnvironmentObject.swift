import SwiftUI

class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            ProductRow(name: "Coffee")
            ProductRow(name: "Tea")
            CartBadge()
        }
        .environmentObject(cart)
    }
}

struct ProductRow: View {
    let name: String
    @EnvironmentObject var cart: Cart

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add") { cart.items.append(name) }
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Cart: \(cart.items.count) items")
    }
}

#Preview {
    ShopView()
}
