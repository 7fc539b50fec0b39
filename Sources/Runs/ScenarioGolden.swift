import FileReading
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The golden file beside a scenario (`add-todo.golden.json`): the expected trees its steps
/// name by hash, so that a mismatch can be shown as a tree diff while the scenario itself
/// stays short. `{"workbenchGolden": 1, "ir": {HASH: DOCUMENT}, "state": {HASH: STATE}}`.
public struct ScenarioGolden: Sendable {
    /// Trees by their hash (`ScenarioTree.hash`), in the scenario's form.
    public var trees: [String: Document] = [:]
    /// States by the hash of their canonical JSON.
    public var states: [String: JSONValue] = [:]

    /// An empty golden.
    public init() {}

    /// Reads a golden file; a missing file is an empty golden (the hashes are then still
    /// checked, but a mismatch cannot be shown as a diff).
    public static func read(path: String) throws(ScenarioFileError) -> ScenarioGolden {
        guard access(path, F_OK) == 0 else { return ScenarioGolden() }
        let text: String
        do {
            text = try FileReader.text(at: path)
        } catch {
            throw ScenarioFileError(file: path, position: nil, message: error.reason)
        }
        let parsed: PositionedJSON
        do {
            parsed = try JSONParser.parseWithPositions(text)
        } catch {
            throw ScenarioFileError(file: path, position: error.position, message: error.message)
        }
        func fail(_ key: String, _ message: String) -> ScenarioFileError {
            ScenarioFileError(file: path, position: parsed.positions[key], message: message)
        }
        guard case .object(let members) = parsed.value, members["workbenchGolden"] == .int(1) else {
            throw fail("", "a golden file is {\"workbenchGolden\": 1, \"ir\": {HASH: DOCUMENT}}; workbench test --update writes it")
        }
        var golden = ScenarioGolden()
        for (hash, tree) in members["ir"]?.objectValue ?? [:] {
            do {
                golden.trees[hash] = try Document(json: tree)
            } catch {
                throw fail("ir." + hash, "the tree \(hash) is not an IR document: \(error)")
            }
        }
        golden.states = members["state"]?.objectValue ?? [:]
        return golden
    }

    /// The golden file's text.
    public var text: String {
        var members: [String: JSONValue] = ["workbenchGolden": 1, "ir": .object(trees.mapValues(\.jsonValue))]
        if !states.isEmpty { members["state"] = .object(states) }
        return JSONValue.object(members).prettyText + "\n"
    }

    /// The hash a scenario names a state by.
    public static func hash(ofState state: JSONValue) -> String {
        ScenarioTree.hash(canonical: CanonicalJSONWriter().bytes(state))
    }
}
