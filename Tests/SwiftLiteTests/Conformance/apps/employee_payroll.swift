// App: payroll for employees of different kinds behind a Payable protocol, with deductions and a department summary.
protocol Payable {
    var name: String { get }
    var department: String { get }
    func grossPay(hours: Int) -> Int
}
extension Payable {
    func netPay(hours: Int) -> Int {
        let gross = grossPay(hours: hours)
        let tax = gross > 4000 ? (gross - 4000) * 30 / 100 + 400 : gross / 10
        return gross - tax
    }
}
struct Salaried: Payable {
    let name: String
    let department: String
    let monthly: Int
    func grossPay(hours: Int) -> Int { monthly }
}
struct Hourly: Payable {
    let name: String
    let department: String
    let rate: Int
    func grossPay(hours: Int) -> Int {
        let overtime = max(0, hours - 160)
        return (hours - overtime) * rate + overtime * rate * 3 / 2
    }
}
struct Commissioned: Payable {
    let name: String
    let department: String
    let base: Int
    let sales: [Int]
    func grossPay(hours: Int) -> Int { base + sales.reduce(0, +) / 20 }
}
let staff: [any Payable] = [
    Salaried(name: "Iris", department: "Engineering", monthly: 6000),
    Hourly(name: "Jon", department: "Support", rate: 20),
    Commissioned(name: "Kai", department: "Sales", base: 1500, sales: [20000, 34000, 8000]),
    Hourly(name: "Lea", department: "Support", rate: 25),
    Salaried(name: "Max", department: "Engineering", monthly: 3500),
]
let hours = ["Jon": 172, "Lea": 120]
for person in staff {
    let h = hours[person.name] ?? 160
    print("\(person.name) (\(person.department)): gross \(person.grossPay(hours: h)), net \(person.netPay(hours: h))")
}
let byDepartment = Dictionary(grouping: staff, by: \.department)
for dept in byDepartment.keys.sorted() {
    let people = byDepartment[dept]!
    let total = people.reduce(0) { $0 + $1.grossPay(hours: hours[$1.name] ?? 160) }
    print(dept, people.count, total)
}
let top = staff.max { $0.netPay(hours: hours[$0.name] ?? 160) < $1.netPay(hours: hours[$1.name] ?? 160) }!
print("top earner:", top.name, top is Salaried)
