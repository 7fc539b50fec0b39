import SwiftUI

struct Forecast: Identifiable {
    let id: String
    let high: Int
    let low: Int
    let symbol: String
}

struct WeatherView: View {
    @State private var useCelsius = true
    let week = [
        Forecast(id: "Mon", high: 21, low: 12, symbol: "sun.max"),
        Forecast(id: "Tue", high: 18, low: 10, symbol: "cloud"),
        Forecast(id: "Wed", high: 15, low: 9, symbol: "cloud.rain"),
    ]

    func format(_ celsius: Int) -> String {
        useCelsius ? "\(celsius)°" : "\(celsius * 9 / 5 + 32)°"
    }

    var body: some View {
        VStack {
            Toggle("Celsius", isOn: $useCelsius)
            Grid(alignment: .leading, horizontalSpacing: 12) {
                ForEach(week) { day in
                    GridRow {
                        Text(day.id)
                        Image(systemName: day.symbol)
                        Text(format(day.high))
                        Text(format(day.low)).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    WeatherView()
}
