// App: a gradebook: weighted averages per student, letter grades from an enum, class statistics and a ranking.
enum Letter: String, CaseIterable {
    case a = "A", b = "B", c = "C", d = "D", f = "F"
    init(score: Double) {
        switch score {
        case 90...: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 60..<70: self = .d
        default: self = .f
        }
    }
}
struct Assessment {
    let name: String
    let weight: Double
}
struct Student {
    let name: String
    var scores: [String: Double]
}
struct Gradebook {
    let assessments: [Assessment]
    var students: [Student] = []
    func average(_ s: Student) -> Double {
        let total = assessments.reduce(0.0) { $0 + (s.scores[$1.name] ?? 0) * $1.weight }
        let weights = assessments.reduce(0.0) { $0 + $1.weight }
        return (total / weights * 10).rounded() / 10
    }
    func missing(_ s: Student) -> [String] {
        assessments.map(\.name).filter { s.scores[$0] == nil }
    }
    var ranking: [(String, Double)] {
        students.map { ($0.name, average($0)) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
var book = Gradebook(assessments: [
    Assessment(name: "hw", weight: 0.2), Assessment(name: "midterm", weight: 0.3), Assessment(name: "final", weight: 0.5),
])
book.students = [
    Student(name: "Ana", scores: ["hw": 95, "midterm": 88, "final": 92]),
    Student(name: "Ben", scores: ["hw": 70, "midterm": 65, "final": 58]),
    Student(name: "Cy", scores: ["hw": 100, "final": 81]),
    Student(name: "Dee", scores: ["hw": 85, "midterm": 79, "final": 75]),
]
for (rank, entry) in book.ranking.enumerated() {
    let (name, avg) = entry
    print("\(rank + 1). \(name) \(avg) \(Letter(score: avg).rawValue)")
}
for s in book.students where !book.missing(s).isEmpty {
    print("\(s.name) is missing \(book.missing(s).joined(separator: ", "))")
}
let letters = book.students.map { Letter(score: book.average($0)) }
let distribution = Letter.allCases.map { l in "\(l.rawValue):\(letters.filter { $0 == l }.count)" }
print(distribution.joined(separator: " "))
let finals = book.students.compactMap { $0.scores["final"] }
print("final max \(finals.max()!), min \(finals.min()!), mean \(finals.reduce(0, +) / Double(finals.count))")
