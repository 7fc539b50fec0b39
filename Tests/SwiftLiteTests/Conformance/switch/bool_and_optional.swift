// Exhaustive switches over Bool and over an optional (let x? and nil).
func describe(_ flag: Bool) -> String {
    switch flag {
    case true: return "yes"
    case false: return "no"
    }
}
print(describe(true), describe(false))
func show(_ value: Int?) -> String {
    switch value {
    case let x?:
        return "value \(x)"
    case nil:
        return "nothing"
    }
}
print(show(5), show(nil))
