// Tuples in arrays and dictionaries, iterated with destructuring.
let people = [(name: "Ann", age: 31), (name: "Bob", age: 25)]
for (name, age) in people {
    print("\(name) is \(age)")
}
for person in people where person.age > 30 {
    print(person.name)
}
let oldest = people.max { $0.age < $1.age }!
print(oldest.name)
print(people.map { $0.age }.reduce(0, +))
var grid: [(Int, Int)] = []
grid.append((0, 1))
print(grid[0].1, grid.count)
