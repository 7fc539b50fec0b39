// Enums: methods, computed properties, static members and initializers declared on an enum.
enum Coin: Int {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
    var cents: Int { rawValue }
    var name: String {
        switch self {
        case .penny: return "penny"
        case .nickel: return "nickel"
        case .dime: return "dime"
        case .quarter: return "quarter"
        }
    }
    func worth(_ count: Int) -> Int { cents * count }
    static let all: [Coin] = [.quarter, .dime, .nickel, .penny]
    static func change(for amount: Int) -> [Coin] {
        var rest = amount
        var coins: [Coin] = []
        for coin in all {
            while rest >= coin.cents {
                coins.append(coin)
                rest -= coin.cents
            }
        }
        return coins
    }
}
print(Coin.dime.name, Coin.dime.worth(3))
print(Coin.change(for: 68).map(\.name))

enum Temperature {
    case celsius(Double)
    case fahrenheit(Double)
    init(kelvin: Double) {
        self = .celsius(kelvin - 273.15)
    }
    var inCelsius: Double {
        switch self {
        case .celsius(let c): return c
        case .fahrenheit(let f): return (f - 32) * 5 / 9
        }
    }
    func isWarmer(than other: Temperature) -> Bool {
        inCelsius > other.inCelsius
    }
}
print(Temperature.fahrenheit(212).inCelsius)
print(Temperature(kelvin: 300).inCelsius)
print(Temperature.celsius(30).isWarmer(than: .fahrenheit(80)))
