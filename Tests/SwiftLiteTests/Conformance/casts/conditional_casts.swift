// as? gives nil when the dynamic type does not match; no implicit numeric conversion.
let things: [Any] = [1, "two", 3.0, true, [1, 2]]
for thing in things {
    if let i = thing as? Int {
        print("Int \(i)")
    } else if let s = thing as? String {
        print("String \(s)")
    } else if let d = thing as? Double {
        print("Double \(d)")
    } else if let b = thing as? Bool {
        print("Bool \(b)")
    } else if let a = thing as? [Int] {
        print("array of \(a.count)")
    }
}
let one: Any = 1
print((one as? Double) == nil)
print((one as? String) == nil)
