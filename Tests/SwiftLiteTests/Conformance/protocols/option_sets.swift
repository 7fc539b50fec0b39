// A struct conforming to OptionSet gets init(), array literals of its options and the
// set algebra on its raw bits; it prints as its raw value, as in Swift.
struct ShippingOptions: OptionSet {
    let rawValue: UInt8
    static let nextDay = ShippingOptions(rawValue: 1 << 0)
    static let secondDay = ShippingOptions(rawValue: 1 << 1)
    static let priority = ShippingOptions(rawValue: 1 << 2)
    static let express: ShippingOptions = [.nextDay, .priority]
}
var chosen: ShippingOptions = []
print(chosen.isEmpty, chosen)
chosen.insert(.secondDay)
print(chosen, chosen.contains(.secondDay), chosen.insert(.secondDay).inserted)
chosen = .express
print(chosen.rawValue, chosen.contains(.priority), [ShippingOptions.nextDay, .secondDay].map(\.rawValue))
print(chosen.remove(.secondDay) == nil, chosen.remove(.nextDay) ?? [], chosen)
let all = ShippingOptions(rawValue: 7)
print(all.isStrictSuperset(of: .express), ShippingOptions.express.isSubset(of: all), all.isDisjoint(with: []))
func describe(_ o: ShippingOptions) -> String { o == .express ? "express" : "other" }
print(describe([.priority, .nextDay]), describe(.priority))
