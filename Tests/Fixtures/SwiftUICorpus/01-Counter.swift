import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.largeTitle)
                .bold()
            HStack {
                Button("Decrement") { count -= 1 }
                Button("Increment") { count += 1 }
            }
            Button("Reset") {
                count = 0
            }
            .disabled(count == 0)
        }
        .padding()
    }
}

#Preview {
    CounterView()
}
