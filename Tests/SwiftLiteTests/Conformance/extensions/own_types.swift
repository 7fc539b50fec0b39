// Extensions: adding methods, computed properties, initializers, nested types and conformances to the script's own types.
struct Temperature {
    var celsius: Double
}
extension Temperature {
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
    mutating func warm(by d: Double) { celsius += d }
    enum Feeling { case cold, mild, hot }
    var feeling: Feeling {
        celsius < 10 ? .cold : celsius < 25 ? .mild : .hot
    }
}
var t = Temperature(fahrenheit: 50)
print(t.celsius, t.fahrenheit, t.feeling)
t.warm(by: 20)
print(t.celsius, t.feeling)
extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}
print(t, [t, Temperature(celsius: -1)])
extension Temperature: Comparable {
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}
print([Temperature(celsius: 3), Temperature(celsius: -2)].sorted())
class Account { var balance = 0 }
extension Account {
    func deposit(_ n: Int) { balance += n }
    static func opened(with n: Int) -> Account {
        let a = Account()
        a.deposit(n)
        return a
    }
}
print(Account.opened(with: 30).balance)
enum Planet: Int { case mercury = 1, venus, earth }
extension Planet: CaseIterable {
    var next: Planet? { Planet(rawValue: rawValue + 1) }
}
print(Planet.allCases.map { $0.next?.rawValue ?? 0 })
