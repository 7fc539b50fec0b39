// App: a service layer with protocol-typed dependencies injected through init; a live and a mock implementation, tested.
protocol Clock { func now() -> Int }
protocol UserStore {
    func user(id: Int) -> String?
    mutating func save(id: Int, name: String)
}
protocol Logger: AnyObject { func log(_ message: String) }
struct FixedClock: Clock {
    let time: Int
    func now() -> Int { time }
}
final class SteppingClock: Clock {
    private var t = 0
    func now() -> Int {
        t += 60
        return t
    }
}
struct MemoryStore: UserStore {
    var users: [Int: String] = [:]
    func user(id: Int) -> String? { users[id] }
    mutating func save(id: Int, name: String) { users[id] = name }
}
final class RecordingLogger: Logger {
    private(set) var lines: [String] = []
    func log(_ message: String) { lines.append(message) }
}
struct GreetingService<Store: UserStore> {
    let clock: Clock
    var store: Store
    let logger: Logger
    func greet(id: Int) -> String {
        let hour = clock.now() / 3600 % 24
        let salutation = hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening"
        guard let name = store.user(id: id) else {
            logger.log("unknown user \(id)")
            return "\(salutation)!"
        }
        logger.log("greeted \(name)")
        return "\(salutation), \(name)!"
    }
    mutating func register(id: Int, name: String) -> Bool {
        guard store.user(id: id) == nil, !name.isEmpty else {
            logger.log("rejected \(id)")
            return false
        }
        store.save(id: id, name: name)
        logger.log("registered \(name) at \(clock.now())")
        return true
    }
}
let logger = RecordingLogger()
var service = GreetingService(clock: FixedClock(time: 9 * 3600), store: MemoryStore(), logger: logger)
print(service.register(id: 1, name: "Ann"), service.register(id: 1, name: "Bob"), service.register(id: 2, name: ""))
print(service.greet(id: 1), service.greet(id: 7))
let evening = GreetingService(clock: FixedClock(time: 20 * 3600 + 5), store: service.store, logger: logger)
print(evening.greet(id: 1))
var stepping = GreetingService(clock: SteppingClock(), store: MemoryStore(users: [3: "Cy"]), logger: logger)
_ = stepping.register(id: 4, name: "Dee")
_ = stepping.register(id: 5, name: "Eve")
print(stepping.greet(id: 3), stepping.store.users.count)
for line in logger.lines { print("log:", line) }
