// Classes: a subclass overriding a stored property to add observers wraps the superclass's observers.
class Base {
    var level = 0 {
        willSet { print("Base will", level, "->", newValue) }
        didSet { print("Base did", oldValue, "->", level) }
    }
    var plain = "a"
}
class Middle: Base {
    override var level: Int {
        didSet { print("Middle did", oldValue, "->", level) }
    }
    override var plain: String {
        willSet { print("Middle will plain", newValue) }
    }
}
final class Leaf: Middle {
    override var level: Int {
        willSet { print("Leaf will", newValue) }
        didSet { print("Leaf did", level) }
    }
}
let leaf = Leaf()
leaf.level = 3
leaf.level += 1
leaf.plain = "b"
print(leaf.level, leaf.plain)
let base: Base = Middle()
base.level = 7
print(base.level)
