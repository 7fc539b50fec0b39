// App: unit conversion with a generic Measurement over unit enums conforming to a protocol with a base factor.
protocol UnitKind: CaseIterable, Hashable {
    var symbol: String { get }
    var toBase: Double { get }
}
enum Length: UnitKind {
    case millimeter, centimeter, meter, kilometer, inch, foot, mile
    var symbol: String {
        switch self {
        case .millimeter: return "mm"
        case .centimeter: return "cm"
        case .meter: return "m"
        case .kilometer: return "km"
        case .inch: return "in"
        case .foot: return "ft"
        case .mile: return "mi"
        }
    }
    var toBase: Double {
        switch self {
        case .millimeter: return 0.001
        case .centimeter: return 0.01
        case .meter: return 1
        case .kilometer: return 1000
        case .inch: return 0.0254
        case .foot: return 0.3048
        case .mile: return 1609.344
        }
    }
}
enum Mass: UnitKind {
    case gram, kilogram, pound, ounce
    var symbol: String { ["g", "kg", "lb", "oz"][Mass.allCases.firstIndex(of: self)!] }
    var toBase: Double { [1, 1000, 453.59237, 28.349523125][Mass.allCases.firstIndex(of: self)!] }
}
struct Measurement<U: UnitKind>: CustomStringConvertible {
    let value: Double
    let unit: U
    func converted(to target: U) -> Measurement<U> {
        Measurement(value: value * unit.toBase / target.toBase, unit: target)
    }
    static func + (a: Measurement, b: Measurement) -> Measurement {
        Measurement(value: a.value + b.converted(to: a.unit).value, unit: a.unit)
    }
    var description: String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded) \(unit.symbol)"
    }
}
func parse<U: UnitKind>(_ text: String, as _: U.Type) -> Measurement<U>? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let v = Double(parts[0]), let u = U.allCases.first(where: { $0.symbol == parts[1] }) else { return nil }
    return Measurement(value: v, unit: u)
}
let marathon = Measurement(value: 42.195, unit: Length.kilometer)
print(marathon, "=", marathon.converted(to: .mile), "=", marathon.converted(to: .foot))
let height = Measurement(value: 6, unit: Length.foot) + Measurement(value: 2, unit: Length.inch)
print(height, height.converted(to: .centimeter))
for text in ["12 in", "3.5 km", "7 parsecs", "abc m"] {
    print(text, "->", parse(text, as: Length.self)?.converted(to: .meter).description ?? "invalid")
}
let bag = Measurement(value: 1, unit: Mass.pound) + Measurement(value: 8, unit: Mass.ounce)
print(bag, bag.converted(to: .kilogram))
print(Length.allCases.map(\.symbol), Mass.allCases.count)
let lengths = ["1 mi", "1000 m", "5280 ft", "1 km"].compactMap { parse($0, as: Length.self) }
print(lengths.sorted { $0.converted(to: .meter).value < $1.converted(to: .meter).value }.map(\.description))
