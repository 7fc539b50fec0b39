// A gradebook: weighted scores, letter grades from ranges, ranking with ties,
// per-assignment statistics and a formatted report table.
import Foundation

enum Kind: String, CaseIterable {
    case homework, quiz, exam
    var weight: Double {
        switch self {
        case .homework: return 0.25
        case .quiz: return 0.25
        case .exam: return 0.5
        }
    }
}

struct Assignment: Hashable {
    let title: String, kind: Kind
    let maxPoints: Int
}

struct Student {
    let name: String
    var scores: [Assignment: Int] = [:]

    func average(of kind: Kind) -> Double? {
        let relevant = scores.filter { $0.key.kind == kind }
        guard !relevant.isEmpty else { return nil }
        let earned = relevant.reduce(0) { $0 + $1.value }
        let possible = relevant.keys.reduce(0) { $0 + $1.maxPoints }
        return Double(earned) / Double(possible) * 100
    }

    var weighted: Double {
        let parts = Kind.allCases.compactMap { kind in average(of: kind).map { (kind.weight, $0) } }
        let totalWeight = parts.reduce(0) { $0 + $1.0 }
        return parts.reduce(0) { $0 + $1.0 * $1.1 } / totalWeight
    }
}

func letter(for score: Double) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 60..<70: return "D"
    default: return "F"
    }
}

let hw1 = Assignment(title: "HW1", kind: .homework, maxPoints: 10)
let hw2 = Assignment(title: "HW2", kind: .homework, maxPoints: 10)
let quiz = Assignment(title: "Quiz", kind: .quiz, maxPoints: 20)
let midterm = Assignment(title: "Midterm", kind: .exam, maxPoints: 100)
let assignments = [hw1, hw2, quiz, midterm]

var students = [
    Student(name: "Ines", scores: [hw1: 9, hw2: 10, quiz: 18, midterm: 91]),
    Student(name: "Jon", scores: [hw1: 7, hw2: 6, quiz: 15, midterm: 72]),
    Student(name: "Kai", scores: [hw1: 10, quiz: 12, midterm: 64]),
    Student(name: "Lea", scores: [hw1: 9, hw2: 10, quiz: 18, midterm: 91]),
]
students[2].scores[hw2] = 8

let ranked = students.sorted { ($0.weighted, $1.name) > ($1.weighted, $0.name) }
var rank = 0
var previous: Double? = nil
for (index, student) in ranked.enumerated() {
    if student.weighted != previous { rank = index + 1 }
    previous = student.weighted
    let line = String(format: "%d. %-5@ %6.2f %@", rank, student.name, student.weighted, letter(for: student.weighted))
    print(line)
}

for assignment in assignments {
    let values = students.compactMap { $0.scores[assignment] }
    let mean = Double(values.reduce(0, +)) / Double(values.count)
    let best = values.max() ?? 0
    print("\(assignment.title.padding(toLength: 8, withPad: ".", startingAt: 0)) mean \(String(format: "%.1f", mean)) best \(best)/\(assignment.maxPoints)")
}
let distribution = Dictionary(grouping: students.map { letter(for: $0.weighted) }, by: { $0 }).mapValues(\.count)
print(distribution.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let missing = students.filter { s in assignments.contains { s.scores[$0] == nil } }.map(\.name)
print("missing work:", missing.isEmpty ? "none" : missing.joined(separator: ","))
print(Kind.allCases.map { "\($0.rawValue):\(Int($0.weight * 100))%" })
