// switch over Any values with is and as patterns.
func describe(_ value: Any) -> String {
    switch value {
    case let n as Int:
        return "an Int \(n)"
    case let s as String where s.isEmpty:
        return "an empty String"
    case let s as String:
        return "a String \(s)"
    case is Double:
        return "a Double"
    default:
        return "something else"
    }
}
print(describe(3))
print(describe(""))
print(describe("hi"))
print(describe(2.5))
print(describe(true))
