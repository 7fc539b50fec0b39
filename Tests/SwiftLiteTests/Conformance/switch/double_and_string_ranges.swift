// Range patterns over Doubles and Strings, compared with the bounds.
func band(_ progress: Double) -> String {
    switch progress {
    case 0.0..<0.25: return "starting"
    case 0.25..<0.75: return "halfway"
    case 0.75...1.0: return "almost done"
    default: return "out of range"
    }
}
print(band(0), band(0.5), band(1), band(1.5))
func section(_ name: String) -> String {
    switch name {
    case "a"..."m": return "first half"
    case "n"..."z": return "second half"
    default: return "other"
    }
}
print(section("kiwi"), section("pear"), section("Apple"))
