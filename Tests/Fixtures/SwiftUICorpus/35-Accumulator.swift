import SwiftUI

struct TipCalculator: View {
    @State private var bill = 40.0
    @State private var tipPercent = 15
    @State private var people = 2
    let tipOptions = [10, 15, 20, 25]

    var totalPerPerson: Double {
        let tip = bill * Double(tipPercent) / 100
        return (bill + tip) / Double(people)
    }

    var body: some View {
        Form {
            Section("Bill") {
                Stepper("People: \(people)", value: $people, in: 1...10)
            }
            Section("Tip") {
                Picker("Tip", selection: $tipPercent) {
                    ForEach(tipOptions, id: \.self) { Text("\($0)%").tag($0) }
                }
                .pickerStyle(.segmented)
            }
            Section("Each pays") {
                Text(String(format: "%.2f", totalPerPerson))
            }
        }
    }
}

#Preview {
    TipCalculator()
}
