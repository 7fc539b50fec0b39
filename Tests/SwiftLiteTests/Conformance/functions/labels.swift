// Argument labels: external and internal names, and _ for no label.
func greet(person name: String, from city: String) -> String {
    "Hello \(name) from \(city)"
}
print(greet(person: "Ann", from: "Oslo"))
func add(_ a: Int, _ b: Int) -> Int {
    return a + b
}
print(add(2, 3))
func move(from start: Int, to end: Int) -> Int {
    end - start
}
print(move(from: 3, to: 10))
func volume(width: Int, height: Int, depth: Int) -> Int {
    width * height * depth
}
print(volume(width: 2, height: 3, depth: 4))
