// A view with state of its own: `count` lives at local[ID].CounterView.count, ID being the
// node id of the counter's HStack.

import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        HStack(spacing: 12) {
            Button("-") { count -= 1 }
                .buttonStyle(.bordered)
            Text("\(count)")
                .font(.system(size: 28, weight: .semibold))
                .frame(minWidth: 60)
            Button("+") { count += 1 }
                .buttonStyle(.borderedProminent)
        }
    }
}

#Preview("Counter") {
    CounterView()
}
