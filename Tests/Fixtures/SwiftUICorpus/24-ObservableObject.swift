import SwiftUI

class Timer2Model: ObservableObject {
    @Published var laps: [Int] = []
    @Published var elapsed = 0

    func tick() { elapsed += 10 }
    func lap() { laps.append(elapsed) }
}

struct StopwatchView: View {
    @StateObject private var model = Timer2Model()

    var body: some View {
        VStack {
            Text("\(model.elapsed) s")
                .font(.largeTitle)
            HStack {
                Button("Tick") { model.tick() }
                Button("Lap") { model.lap() }
            }
            LapList(model: model)
        }
    }
}

struct LapList: View {
    @ObservedObject var model: Timer2Model

    var body: some View {
        List(model.laps.indices, id: \.self) { index in
            Text("Lap \(index + 1): \(model.laps[index]) s")
        }
    }
}

#Preview {
    StopwatchView()
}
