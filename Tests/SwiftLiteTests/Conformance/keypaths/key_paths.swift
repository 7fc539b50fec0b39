// Key paths: \.name and \Type.name read with subscript(keyPath:), nested paths, and \.self.
struct Address {
    var city: String
}
struct Person {
    var name: String
    var age: Int
    var address: Address
}
let ann = Person(name: "Ann", age: 36, address: Address(city: "Oslo"))
let namePath = \Person.name
print(ann[keyPath: namePath])
print(ann[keyPath: \Person.address.city])
let agePath: KeyPath<Person, Int> = \.age
print(ann[keyPath: agePath])
var bob = ann
bob[keyPath: \Person.name] = "Bob"
bob[keyPath: \.address.city] = "Rome"
print(bob.name, bob.address.city, ann.name)
print([1, 2, 3].map(\.self))
let words = ["a", "bb", "ccc"]
print(words.map(\.count))
print(words[keyPath: \.count])
print("hello"[keyPath: \.count])
let paths: [KeyPath<Person, String>] = [\.name, \.address.city]
print(paths.map { ann[keyPath: $0] })
