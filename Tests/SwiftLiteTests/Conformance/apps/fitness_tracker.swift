// App: a fitness tracker: workouts of different kinds (enum with payloads), weekly totals, personal bests and goals.
enum Workout {
    case run(km: Double, minutes: Int)
    case ride(km: Double, minutes: Int)
    case lift(sets: Int, reps: Int, kg: Int)
    case yoga(minutes: Int)
    var minutes: Int {
        switch self {
        case .run(_, let m), .ride(_, let m), .yoga(let m): return m
        case let .lift(sets, reps, _): return sets * reps / 2
        }
    }
    var calories: Int {
        switch self {
        case .run(let km, _): return Int(km * 62)
        case .ride(let km, _): return Int(km * 28)
        case let .lift(sets, reps, kg): return sets * reps * kg / 20
        case .yoga(let m): return m * 3
        }
    }
    var kind: String {
        switch self {
        case .run: return "run"
        case .ride: return "ride"
        case .lift: return "lift"
        case .yoga: return "yoga"
        }
    }
}
struct Entry {
    let day: Int
    let workout: Workout
}
let log = [
    Entry(day: 1, workout: .run(km: 5, minutes: 28)), Entry(day: 2, workout: .lift(sets: 5, reps: 5, kg: 80)),
    Entry(day: 3, workout: .yoga(minutes: 45)), Entry(day: 4, workout: .run(km: 10, minutes: 61)),
    Entry(day: 6, workout: .ride(km: 42.5, minutes: 95)), Entry(day: 8, workout: .run(km: 5, minutes: 26)),
    Entry(day: 9, workout: .lift(sets: 4, reps: 8, kg: 70)), Entry(day: 12, workout: .run(km: 21.1, minutes: 118)),
    Entry(day: 13, workout: .yoga(minutes: 30)),
]
for (week, entries) in Dictionary(grouping: log, by: { ($0.day - 1) / 7 + 1 }).sorted(by: { $0.key < $1.key }) {
    let minutes = entries.map(\.workout.minutes).reduce(0, +)
    let kinds = Set(entries.map(\.workout.kind)).sorted()
    print("week \(week): \(entries.count) workouts, \(minutes) min, \(entries.map(\.workout.calories).reduce(0, +)) kcal, \(kinds)")
}
let runs = log.compactMap { e -> (day: Int, km: Double, pace: Double)? in
    guard case let .run(km, minutes) = e.workout else { return nil }
    return (e.day, km, Double(minutes) / km)
}
let fastest = runs.min { $0.pace < $1.pace }!
let longest = runs.max { $0.km < $1.km }!
print("fastest pace \(fastest.pace) min/km on day \(fastest.day); longest run \(longest.km) km")
let goalKm = 40.0
let ranKm = runs.map(\.km).reduce(0, +)
print("running goal: \(ranKm) of \(goalKm) km", ranKm >= goalKm ? "reached" : "missing \(goalKm - ranKm)")
let restDays = Set(1...14).subtracting(log.map(\.day)).sorted()
print("rest days:", restDays)
let lifts: [Int] = log.compactMap { entry -> Int? in
    if case let .lift(_, _, kg) = entry.workout { return kg }
    return nil
}
print("heaviest lift:", lifts.max()!)
