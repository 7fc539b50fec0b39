// App: a text adventure engine: rooms with exits, items, a player struct, and commands parsed from a script of inputs.
enum Direction: String, CaseIterable { case north, south, east, west }
struct Room {
    let name: String
    var exits: [Direction: String]
    var items: [String]
    var locked: Direction?
}
struct Game {
    var rooms: [String: Room]
    var location: String
    var inventory: [String] = []
    var moves = 0
    mutating func perform(_ input: String) -> String {
        let words = input.lowercased().split(separator: " ").map(String.init)
        guard let verb = words.first else { return "Say something." }
        moves += 1
        let object = words.dropFirst().joined(separator: " ")
        switch verb {
        case "look":
            let room = rooms[location]!
            let exits = Direction.allCases.filter { room.exits[$0] != nil }.map(\.rawValue)
            let items = room.items.isEmpty ? "nothing" : room.items.joined(separator: ", ")
            return "\(room.name). Exits: \(exits.joined(separator: ", ")). You see \(items)."
        case "go":
            guard let dir = Direction(rawValue: object), let target = rooms[location]!.exits[dir] else {
                return "You can't go that way."
            }
            if rooms[location]!.locked == dir {
                guard inventory.contains("key") else { return "The door is locked." }
                rooms[location]!.locked = nil
            }
            location = target
            return "You walk \(dir.rawValue) to the \(rooms[target]!.name.lowercased())."
        case "take":
            guard let i = rooms[location]!.items.firstIndex(of: object) else { return "There is no \(object) here." }
            inventory.append(rooms[location]!.items.remove(at: i))
            return "Taken: \(object)."
        case "inventory":
            return inventory.isEmpty ? "You carry nothing." : "You carry: \(inventory.sorted().joined(separator: ", "))."
        default:
            moves -= 1
            return "I don't know how to \(verb)."
        }
    }
}
var game = Game(rooms: [
    "hall": Room(name: "Hall", exits: [.north: "library", .east: "kitchen"], items: ["lamp"], locked: .north),
    "kitchen": Room(name: "Kitchen", exits: [.west: "hall"], items: ["key", "bread"], locked: nil),
    "library": Room(name: "Library", exits: [.south: "hall"], items: ["map"], locked: nil),
], location: "hall")
let inputs = ["look", "go north", "take lamp", "go east", "take key", "take sword", "go west", "go north", "look", "take map", "dance", "inventory", "go up"]
for input in inputs {
    print("> \(input)")
    print(game.perform(input))
}
print("moves: \(game.moves), in \(game.location)")
