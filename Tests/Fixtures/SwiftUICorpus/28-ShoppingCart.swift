import SwiftUI
import Observation

struct CartItem: Identifiable {
    let id: Int
    let name: String
    let price: Double
    var quantity: Int
}

@Observable
final class ShoppingCart {
    var items = [
        CartItem(id: 1, name: "Notebook", price: 3.5, quantity: 2),
        CartItem(id: 2, name: "Pen", price: 1.25, quantity: 4),
    ]

    var total: Double {
        items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }
}

struct CartView: View {
    @State private var cart = ShoppingCart()

    var body: some View {
        Form {
            ForEach($cart.items) { $item in
                Stepper("\(item.name) × \(item.quantity)", value: $item.quantity, in: 0...10)
            }
            Text(String(format: "Total: $%.2f", cart.total))
                .bold()
        }
    }
}

#Preview {
    CartView()
}
