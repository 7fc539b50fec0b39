// Printing: nested optionals keep .some(nil) apart from nil: made by .some(nil) or by storing or passing a nil Int? as an Int??, unwrapped by if let, guard let, ! and ??.
let inner: Int? = nil
let wrapped: Int?? = inner
let direct: Int?? = .some(nil)
let outer: Int?? = nil
let full: Int?? = .some(3)
print(wrapped, direct, outer, full)
print(wrapped == nil, outer == nil, direct != nil)
if let level = direct {
    print("has a level:", level, level == nil)
} else {
    print("no level")
}
if let level = outer { print("outer has", level) } else { print("outer is empty") }
print(direct!, full!, direct ?? 7, outer ?? 7, (full ?? 7) ?? 0)
var changing: String?? = "a"
print(changing)
changing = .some(nil)
print(changing)
let maybe: String? = nil
changing = maybe
print(changing, changing! == nil)
changing = nil
print(changing)
func describe(_ value: Int??) -> String {
    guard let once = value else { return "none" }
    guard let twice = once else { return "some(none)" }
    return "some(some(\(twice)))"
}
print(describe(direct), describe(outer), describe(full))
print(describe(inner), describe(5), describe(nil))
let list: [Int?] = [nil, 2]
for case let value? in list { print("value", value) }
print(list.compactMap { $0 }, list.map { $0 == nil })
