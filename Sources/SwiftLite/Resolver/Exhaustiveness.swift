/// Whether the cases of a `switch` cover every value of its subject, as Swift checks it:
/// `true` and `false`, every case of an enum, `nil` and any non-nil value, and every
/// combination of those in a tuple (`switch (a, b) { case (true, _): ... case (false, true):
/// ... case (false, false): ... }`). Other types need a `default` or a pattern that matches
/// anything.
struct Exhaustiveness {
    /// The values a subject can take, as far as patterns can tell them apart.
    indirect enum Space {
        /// Finitely many: `true`/`false`, an enum's case names, `some`/`none`.
        case finite([String])
        case tuple([Space])
        /// `nil` or any value of the wrapped space (`.text(let s)?`, `nil`).
        case optional(Space)
        /// Too many to list (Ints, Strings...): only a pattern matching anything covers it.
        case infinite
    }

    /// What the check found: nothing missing, or the values no case matches.
    enum Verdict {
        case exhaustive
        /// The uncovered values, written as Swift suggests them (`.triangle`, `(false, true)`).
        case missing([String])
        /// The subject could not be told apart: only a `default` or a pattern matching
        /// anything would make it exhaustive.
        case needsDefault
    }

    /// The combinations checked at most; beyond, the switch is taken as exhaustive.
    static let maximumCombinations = 4096

    /// Checks `cases` against the subject's space; when `space` is nil it is inferred from
    /// the patterns, using `enumCases` (all case names of the enum that has a case named so,
    /// or nil).
    static func check(_ cases: [SwitchCase], space: Space?, enumCases: (String) -> [String]?) -> Verdict {
        if cases.contains(where: \.isDefault) { return .exhaustive }
        return check(cases.filter { $0.guardExpression == nil }.flatMap(\.patterns), space: space, enumCases: enumCases)
    }

    /// Whether `patterns` together match every value of `space`.
    private static func check(_ patterns: [Pattern], space: Space?, enumCases: (String) -> [String]?) -> Verdict {
        if patterns.contains(where: matchesEverything) { return .exhaustive }
        guard let space = space ?? inferSpace(patterns, enumCases: enumCases) else { return .needsDefault }
        let values = concreteValues(space)
        guard values.count <= maximumCombinations else { return .exhaustive }
        if case .infinite = space { return .needsDefault }
        var missing: [String] = []
        for value in values where !patterns.contains(where: { covers($0, value) }) {
            if case .name(let name) = value, payloadsCovered(of: name, by: patterns, enumCases: enumCases) { continue }
            missing.append(spelling(value))
        }
        return missing.isEmpty ? .exhaustive : .missing(missing)
    }

    /// Whether the patterns of the case `name` that match its associated values cover them
    /// together (`.failure(.offline)` and `.failure(.status(_))` of an error with those two
    /// cases), the values' space inferred from those patterns as a switch on them infers it.
    private static func payloadsCovered(of name: String, by patterns: [Pattern], enumCases: (String) -> [String]?) -> Bool {
        let payloads = patterns.compactMap { pattern -> Pattern? in
            guard case .enumCase(_, name, let arguments?, let location) = pattern, !arguments.isEmpty else { return nil }
            return arguments.count == 1 ? arguments[0].pattern : .tuple(arguments, location)
        }
        guard !payloads.isEmpty, case .exhaustive = check(payloads, space: nil, enumCases: enumCases) else { return false }
        return true
    }

    /// One concrete value: a name (`true`, a case, `some`), `*` for "any of infinitely
    /// many", or a tuple of those.
    indirect enum Concrete {
        case name(String)
        case anything
        case tuple([Concrete])
        /// A non-nil optional holding the value.
        case some(Concrete)
    }

    private static func concreteValues(_ space: Space) -> [Concrete] {
        switch space {
        case .finite(let names): return names.map { .name($0) }
        case .infinite: return [.anything]
        case .optional(let wrapped): return [.name("none")] + concreteValues(wrapped).map { .some($0) }
        case .tuple(let spaces):
            var result: [[Concrete]] = [[]]
            for component in spaces {
                let values = concreteValues(component)
                if result.count * values.count > maximumCombinations * 2 { return Array(repeating: .anything, count: maximumCombinations + 1) }
                result = result.flatMap { prefix in values.map { prefix + [$0] } }
            }
            return result.map { .tuple($0) }
        }
    }

    private static func spelling(_ value: Concrete) -> String {
        switch value {
        case .name(let name): return ["true", "false", "nil"].contains(name) ? name : (name == "none" ? "nil" : ".\(name)")
        case .anything: return "_"
        case .tuple(let elements): return "(" + elements.map(spelling).joined(separator: ", ") + ")"
        case .some(let wrapped): return ".some(\(spelling(wrapped)))"
        }
    }

    /// Whether a pattern matches every value it may meet.
    static func matchesEverything(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .tuple(let elements, _): return elements.allSatisfy { matchesEverything($0.pattern) }
        default: return false
        }
    }

    private static func covers(_ pattern: Pattern, _ value: Concrete) -> Bool {
        if matchesEverything(pattern) { return true }
        switch (pattern, value) {
        case (.expression(let expression), .name(let name)):
            switch expression.kind {
            case .boolean(let flag): return name == (flag ? "true" : "false")
            case .nilLiteral: return name == "none"
            case .implicitMember(let member): return name == member
            case .member(_, let member): return name == member
            default: return false
            }
        case (.enumCase(_, let caseName, let arguments, _), .name(let name)):
            guard caseName == name || (caseName == "some" && name == "some") || (caseName == "none" && name == "none") else { return false }
            return (arguments ?? []).allSatisfy { matchesEverything($0.pattern) }
        case (.optional(let inner), .name(let name)):
            return name == "some" && matchesEverything(inner)
        case (.optional(let inner), .some(let wrapped)):
            return covers(inner, wrapped)
        case (.enumCase(_, "some", let arguments, _), .some(let wrapped)):
            guard let arguments, arguments.count == 1 else { return arguments == nil || arguments!.isEmpty }
            return covers(arguments[0].pattern, wrapped)
        case (.expression(let expression), .some):
            if case .implicitMember("some") = expression.kind { return true }
            return false
        case (.tuple(let elements, _), .tuple(let values)):
            guard elements.count == values.count else { return false }
            return zip(elements, values).allSatisfy { covers($0.pattern, $1) }
        default:
            return false
        }
    }

    /// The space the patterns themselves imply: Booleans, an enum's cases, optionals,
    /// tuples of those. Nil when they say nothing (a literal of an infinite type).
    private static func inferSpace(_ patterns: [Pattern], enumCases: (String) -> [String]?) -> Space? {
        var inferred: Space?
        for pattern in patterns {
            guard let space = space(of: pattern, enumCases: enumCases) else { continue }
            inferred = merge(inferred, space)
        }
        return inferred
    }

    private static func space(of pattern: Pattern, enumCases: (String) -> [String]?) -> Space? {
        switch pattern {
        case .expression(let expression):
            switch expression.kind {
            case .boolean: return .finite(["true", "false"])
            case .nilLiteral: return .finite(["some", "none"])
            case .implicitMember(let name): return enumCases(name).map { .finite($0) }
            default: return .infinite
            }
        case .enumCase(_, let name, _, _):
            if name == "some" || name == "none" { return .finite(["some", "none"]) }
            return enumCases(name).map { .finite($0) }
        case .optional(let inner):
            return .optional(space(of: inner, enumCases: enumCases) ?? .infinite)
        case .tuple(let elements, _):
            return .tuple(elements.map { space(of: $0.pattern, enumCases: enumCases) ?? .infinite })
        case .wildcard, .binding:
            return nil
        case .typeCheck:
            return .infinite
        }
    }

    private static func merge(_ first: Space?, _ second: Space) -> Space {
        guard let first else { return second }
        switch (first, second) {
        case (.tuple(let a), .tuple(let b)) where a.count == b.count:
            return .tuple(zip(a, b).map { pair in
                if case .infinite = pair.0 { return pair.1 }
                return pair.0
            })
        case (.infinite, _): return second
        case (.optional(let a), .optional(let b)): return .optional(merge(a, b))
        case (.finite(let names), .optional) where names.contains("some"): return second
        case (.optional, .finite(let names)) where names.contains("some"): return first
        default: return first
        }
    }
}
