// switch over tuples: literals, wildcards, bindings.
func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x axis"
    case (0, let y):
        return "on the y axis at \(y)"
    case (-2...2, -2...2):
        return "near the origin"
    case let (x, y):
        return "at \(x), \(y)"
    }
}
print(locate((0, 0)))
print(locate((5, 0)))
print(locate((0, -3)))
print(locate((1, 1)))
print(locate((7, 8)))
