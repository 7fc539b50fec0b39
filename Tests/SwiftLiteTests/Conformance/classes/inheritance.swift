// Classes: single inheritance with override, super calls in methods and initializers, and overridden properties.
class Animal {
    let name: String
    init(name: String) {
        self.name = name
    }
    func sound() -> String { "..." }
    func describe() -> String { "\(name) says \(sound())" }
    var legs: Int { 4 }
}
class Dog: Animal {
    override func sound() -> String { "woof" }
}
class Puppy: Dog {
    override func sound() -> String { super.sound() + "!" }
    override func describe() -> String { "little " + super.describe() }
}
class Bird: Animal {
    var canFly: Bool
    init(name: String, canFly: Bool) {
        self.canFly = canFly
        super.init(name: name)
    }
    override func sound() -> String { "tweet" }
    override var legs: Int { 2 }
}
let animals: [Animal] = [Animal(name: "thing"), Dog(name: "rex"), Puppy(name: "bit"), Bird(name: "tweety", canFly: true)]
for animal in animals {
    print(animal.describe(), animal.legs)
}
print(animals.filter { $0 is Dog }.count)
if let bird = animals[3] as? Bird {
    print(bird.name, bird.canFly)
}
print((animals[2] as? Dog)?.sound() ?? "none", (animals[0] as? Dog)?.sound() ?? "none")
