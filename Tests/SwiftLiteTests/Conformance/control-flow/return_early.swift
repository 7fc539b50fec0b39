// return ends a function early, from inside loops and nested blocks.
func firstNegative(_ values: [Int]) -> Int? {
    for value in values {
        if value < 0 {
            return value
        }
    }
    return nil
}
print(firstNegative([3, -2, -7]) ?? 0)
print(firstNegative([1, 2]) == nil)
func log(_ message: String, enabled: Bool) {
    if !enabled { return }
    print(message)
}
log("shown", enabled: true)
log("hidden", enabled: false)
