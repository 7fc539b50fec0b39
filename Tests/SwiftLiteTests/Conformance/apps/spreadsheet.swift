// App: a tiny spreadsheet: cells hold numbers or formulas (indirect enum), evaluated with references, memoization and cycle detection.
indirect enum Formula {
    case number(Double)
    case ref(String)
    case sum([String])
    case binary(Character, Formula, Formula)
}
enum CellValue: Equatable, CustomStringConvertible {
    case value(Double)
    case error(String)
    var description: String {
        switch self {
        case .value(let v): return v == v.rounded() ? String(Int(v)) : String(v)
        case .error(let e): return "#\(e)"
        }
    }
}
final class Sheet {
    private var cells: [String: Formula] = [:]
    private var cache: [String: CellValue] = [:]
    private var evaluating: Set<String> = []
    private(set) var evaluations = 0
    subscript(name: String) -> Formula? {
        get { cells[name] }
        set {
            cells[name] = newValue
            cache = [:]
        }
    }
    func value(_ name: String) -> CellValue {
        if let cached = cache[name] { return cached }
        guard let formula = cells[name] else { return .value(0) }
        guard evaluating.insert(name).inserted else { return .error("CYCLE") }
        defer { evaluating.remove(name) }
        evaluations += 1
        let result = eval(formula)
        cache[name] = result
        return result
    }
    private func eval(_ f: Formula) -> CellValue {
        switch f {
        case .number(let n): return .value(n)
        case .ref(let name): return value(name)
        case .sum(let names):
            var total = 0.0
            for n in names {
                guard case .value(let v) = value(n) else { return value(n) }
                total += v
            }
            return .value(total)
        case let .binary(op, a, b):
            guard case .value(let x) = eval(a) else { return eval(a) }
            guard case .value(let y) = eval(b) else { return eval(b) }
            switch op {
            case "+": return .value(x + y)
            case "-": return .value(x - y)
            case "*": return .value(x * y)
            default: return y == 0 ? .error("DIV/0") : .value(x / y)
            }
        }
    }
}
let sheet = Sheet()
sheet["A1"] = .number(120)
sheet["A2"] = .number(80)
sheet["A3"] = .number(45.5)
sheet["A4"] = .sum(["A1", "A2", "A3"])
sheet["B1"] = .binary("*", .ref("A4"), .number(0.2))
sheet["B2"] = .binary("+", .ref("A4"), .ref("B1"))
sheet["C1"] = .binary("/", .ref("B2"), .ref("Z9"))
for name in ["A4", "B1", "B2", "C1"] { print(name, sheet.value(name)) }
print("evaluations:", sheet.evaluations)
_ = sheet.value("B2")
print("evaluations after cached read:", sheet.evaluations)
sheet["A2"] = .number(100)
print("B2 after edit:", sheet.value("B2"))
sheet["A1"] = .ref("B2")
print("A1 with a cycle:", sheet.value("A1"), sheet.value("B1"))
sheet["Z9"] = .number(4)
sheet["A1"] = .number(0)
print("C1:", sheet.value("C1"))
