import SwiftUI

struct OrderView: View {
    @State private var quantity = 1
    private let price = 4

    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Text("Total: $\(quantity * price)")
                .font(.headline)
        }
        .padding()
    }
}

#Preview {
    OrderView()
}
