import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var history: [Int] = []

    func increment() {
        value += 1
        history.append(value)
    }
}

struct ParentView: View {
    @State private var counter = Counter()

    var body: some View {
        VStack {
            Text("Value: \(counter.value)")
            ChildView(counter: counter)
            Text("History: \(counter.history.map(String.init).joined(separator: ", "))")
        }
    }
}

struct ChildView: View {
    var counter: Counter

    var body: some View {
        Button("Increment") {
            counter.increment()
        }
    }
}

#Preview {
    ParentView()
}
