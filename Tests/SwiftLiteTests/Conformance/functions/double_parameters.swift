// Integer literals passed where a Double is declared become Doubles.
func half(_ x: Double) -> Double {
    x / 2
}
print(half(3))
print(half(3.0))
func scale(_ x: Double, by factor: Double = 2) -> Double {
    x * factor
}
print(scale(4))
print(scale(1, by: 3))
func one() -> Double {
    return 1
}
print(one())
