import ViewTree

extension ScenarioFile {
    /// A scenario's text: pretty JSON with its keys in reading order (`step` first in each
    /// step, `expect` last) rather than sorted, since people read and review these files.
    public static func text(_ scenario: Scenario) -> String {
        var steps: [OrderedJSON] = []
        for step in scenario.steps {
            var fields: [(String, OrderedJSON)] = (step.input?.jsonFields ?? [("step", "load")]).map { ($0.key, .value($0.value)) }
            if let recorded = step.recorded { fields.append(("recorded", .value(.array(recorded)))) }
            var expect: [(String, OrderedJSON)] = []
            if let error = step.expect.error { expect.append(("error", .value(.string(error)))) }
            switch step.expect.ir {
            case .hash(let hash)?: expect.append(("ir", .value(.string(hash))))
            case .inline(let document)?: expect.append(("ir", .value(document.jsonValue)))
            case nil: break
            }
            switch step.expect.state {
            case .hash(let hash)?: expect.append(("state", .value(.string(hash))))
            case .inline(let state)?: expect.append(("state", .value(state)))
            case nil: break
            }
            fields.append(("expect", .object(expect)))
            steps.append(.object(fields))
        }
        let top: OrderedJSON = .object([
            ("workbenchScenario", .value(.int(Scenario.formatVersion))),
            ("name", .value(.string(scenario.name))),
            ("state", .value(scenario.state ?? .null)),
            ("steps", .array(steps)),
        ])
        return top.text(depth: 0) + "\n"
    }

    /// The golden file beside a scenario: `scenarios/add.json` → `scenarios/add.golden.json`.
    public static func goldenPath(of path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".golden.json"
    }

    /// Whether a path is a golden file rather than a scenario.
    public static func isGolden(_ path: String) -> Bool {
        path.hasSuffix(".golden.json")
    }
}

/// JSON written with its object keys in a chosen order; values inside are canonical.
enum OrderedJSON {
    /// A value written canonically (pretty, its keys sorted).
    case value(JSONValue)
    /// An object whose keys are written in this order.
    case object([(String, OrderedJSON)])
    /// An array.
    case array([OrderedJSON])

    /// The text, indented as if at `depth`.
    func text(depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth + 1)
        let closing = String(repeating: "  ", count: depth)
        switch self {
        case .value(let value):
            var bytes: [UInt8] = []
            CanonicalJSONWriter(style: .pretty).write(value, into: &bytes, depth: depth)
            return String(decoding: bytes, as: UTF8.self)
        case .object(let fields):
            guard !fields.isEmpty else { return "{}" }
            let lines = fields.map { indent + JSONValue.string($0.0).canonicalText + ": " + $0.1.text(depth: depth + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { indent + $0.text(depth: depth + 1) }.joined(separator: ",\n") + "\n" + closing + "]"
        }
    }
}
