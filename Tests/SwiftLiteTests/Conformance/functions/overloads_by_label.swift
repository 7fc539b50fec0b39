// Functions with the same name and different argument labels.
func area(width: Int, height: Int) -> Int { width * height }
func area(side: Int) -> Int { side * side }
func area(radius: Double) -> Double { 3.0 * radius * radius }
print(area(width: 2, height: 5))
print(area(side: 4))
print(area(radius: 2.0))
