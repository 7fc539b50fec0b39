// Structs: static stored and computed properties and static methods, reached through the type name.
struct Config {
    static let appName = "Workbench"
    static var launches = 0
    static var banner: String { "\(appName) #\(launches)" }
    static func launch() {
        launches += 1
    }
    static func make(scale: Int) -> Config {
        Config(scale: scale)
    }
    var scale: Int
}
Config.launch()
Config.launch()
print(Config.banner)
print(Config.make(scale: 3).scale)

struct Color {
    var r: Int, g: Int, b: Int
    static let black = Color(r: 0, g: 0, b: 0)
    static let white = Color(r: 255, g: 255, b: 255)
    static func gray(_ level: Int) -> Color {
        Color(r: level, g: level, b: level)
    }
    var hex: String {
        [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}
print(Color.black.hex, Color.white.hex, Color.gray(128).hex)

struct IDGenerator {
    static var next = 1
    static func make() -> Int {
        defer { next += 1 }
        return next
    }
}
print(IDGenerator.make(), IDGenerator.make(), IDGenerator.make())

func describe(_ c: Color) -> String { c.hex }
let palette: [Color] = [.black, .gray(17), .white]
print(palette.map(describe))
