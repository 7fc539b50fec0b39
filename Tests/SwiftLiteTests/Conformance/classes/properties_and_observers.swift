// Classes: stored and computed properties, observers, static members and lazy-free caching.
class Player {
    static var created = 0
    static func resetCount() { created = 0 }
    var name: String
    var score = 0 {
        didSet {
            if score > best { best = score }
            changes.append("\(oldValue)->\(score)")
        }
    }
    private(set) var best = 0
    var changes: [String] = []
    var summary: String { "\(name): \(score) (best \(best))" }
    var level: Int {
        get { score / 100 }
        set { score = newValue * 100 }
    }
    init(name: String) {
        self.name = name
        Player.created += 1
    }
}
let p = Player(name: "ann")
p.score = 150
p.score -= 100
p.level = 3
print(p.summary, p.level)
print(p.changes)
_ = Player(name: "bo")
print(Player.created)
Player.resetCount()
print(Player.created)
class Base {
    var value = 1 {
        didSet { print("Base saw", value) }
    }
}
class Derived: Base {
    override var value: Int {
        didSet { print("Derived saw", value) }
    }
}
let d = Derived()
d.value = 5
