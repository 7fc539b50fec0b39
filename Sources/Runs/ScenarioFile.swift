import FileReading
import Runtime
import ViewTree

/// Scenario files: JSON, one scenario each (docs/scenarios.md has the format). Reading
/// checks every key and value and names the line and column of the first that is wrong;
/// nothing in a hand-edited file can make the workbench crash.
public enum ScenarioFile {
    /// The step kinds and the keys each may have besides `step`, `expect` and `recorded`.
    static let stepKeys: [String: [String]] = [
        "load": [], "tap": ["node", "event", "payload"], "dispatch": ["action", "payload"],
        "bind": ["node", "binding", "path", "value"], "set": ["path", "value"], "replace": ["state"],
    ]
    /// The top-level keys.
    static let topKeys = ["workbenchScenario", "name", "state", "steps"]

    /// Reads and checks a scenario file.
    public static func read(path: String) throws(ScenarioFileError) -> Scenario {
        let text: String
        do {
            text = try FileReader.text(at: path)
        } catch {
            let position = error.line.flatMap { line in error.column.map { TextPosition(line: line, column: $0) } }
            throw ScenarioFileError(file: path, position: position, message: error.reason)
        }
        return try parse(text, file: path)
    }

    /// Checks scenario text; `file` names it in errors and gives the default name.
    public static func parse(_ text: String, file: String) throws(ScenarioFileError) -> Scenario {
        let document: PositionedJSON
        do {
            document = try JSONParser.parseWithPositions(text)
        } catch {
            throw ScenarioFileError(file: file, position: error.position, message: error.message)
        }
        let reader = Reader(file: file, positions: document.positions)
        return try reader.scenario(document.value, defaultName: defaultName(of: file))
    }

    /// A scenario's name from its file's: `scenarios/add-todo.json` is `add-todo`.
    public static func defaultName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    }

    /// Walks the parsed JSON, with the position of every key for errors.
    struct Reader {
        let file: String
        let positions: [String: TextPosition]

        func fail(_ path: String, _ message: String) -> ScenarioFileError {
            ScenarioFileError(file: file, position: positions[path], message: message)
        }

        func scenario(_ value: JSONValue, defaultName: String) throws(ScenarioFileError) -> Scenario {
            guard case .object(let members) = value else {
                throw fail("", "a scenario is a JSON object with \"workbenchScenario\", \"state\" and \"steps\", found \(value.kindDescription)")
            }
            try checkKeys(members, allowed: ScenarioFile.topKeys, at: "")
            guard let version = members["workbenchScenario"] else {
                throw fail("", "a scenario needs \"workbenchScenario\": \(Scenario.formatVersion) (the version of its format)")
            }
            guard case .int(let number) = version, number >= 1 else {
                throw fail("workbenchScenario", "\"workbenchScenario\" must be a positive integer, found \(version.kindDescription)")
            }
            guard number <= Scenario.formatVersion else {
                throw fail("workbenchScenario", "this scenario has format \(number), newer than this workbench reads (\(Scenario.formatVersion)); update the workbench")
            }
            var name = defaultName
            if let given = members["name"] {
                guard case .string(let text) = given, !text.isEmpty else { throw fail("name", "\"name\" must be a non-empty string") }
                name = text
            }
            var state: JSONValue?
            if let given = members["state"], given != .null {
                guard case .object = given else { throw fail("state", "\"state\" must be an object (the starting state) or null (a cold start), found \(given.kindDescription)") }
                state = given
            }
            guard case .array(let elements) = members["steps"] ?? .null else {
                throw fail(members["steps"] == nil ? "" : "steps", "a scenario needs \"steps\": an array whose first step is {\"step\": \"load\"}")
            }
            guard !elements.isEmpty else { throw fail("steps", "\"steps\" is empty; the first step is {\"step\": \"load\"}") }
            var steps: [ScenarioStep] = []
            for (index, element) in elements.enumerated() {
                steps.append(try step(element, at: "steps[\(index)]", isFirst: index == 0))
            }
            return Scenario(name: name, state: state, steps: steps)
        }

        func step(_ value: JSONValue, at path: String, isFirst: Bool) throws(ScenarioFileError) -> ScenarioStep {
            guard case .object(let members) = value else {
                throw fail(path, "a step is an object such as {\"step\": \"tap\", \"node\": \"0.1\"}, found \(value.kindDescription)")
            }
            guard case .string(let kind) = members["step"] ?? .null else {
                throw fail(members["step"] == nil ? path : path + ".step", "a step needs \"step\": one of \(ScenarioFile.kindList)")
            }
            guard let keys = ScenarioFile.stepKeys[kind] else {
                var message = "unknown step \"\(kind)\""
                if let suggestion = Spelling.suggestion(for: kind, among: ScenarioFile.stepKeys.keys) { message += " (did you mean \"\(suggestion)\"?)" }
                throw fail(path + ".step", message + "; the steps are \(ScenarioFile.kindList)")
            }
            try checkKeys(members, allowed: ["step", "expect", "recorded"] + keys, at: path)
            if isFirst != (kind == "load") {
                throw fail(path + ".step", isFirst
                    ? "the first step of a scenario is {\"step\": \"load\"} (the app's first run), found \"\(kind)\""
                    : "only the first step is a load")
            }
            let input = try self.input(kind, members, at: path)
            var recorded: [JSONValue]?
            if let given = members["recorded"] {
                guard case .array(let values) = given else { throw fail(path + ".recorded", "\"recorded\" must be an array of the run's random and clock results") }
                for (index, element) in values.enumerated() {
                    switch element {
                    case .int, .double, .bool, .string: continue
                    default: throw fail("\(path).recorded[\(index)]", "a recorded result is a number, a boolean or a string, found \(element.kindDescription)")
                    }
                }
                recorded = values
            }
            let expect = try expectation(members["expect"], at: path + ".expect")
            return ScenarioStep(input: input, expect: expect, recorded: recorded, position: positions[path])
        }

        func input(_ kind: String, _ members: [String: JSONValue], at path: String) throws(ScenarioFileError) -> AppInput? {
            switch kind {
            case "load":
                return nil
            case "tap":
                let event = members["event"] == nil ? "tap" : try string("event", members, at: path, what: "the node's event (tap, delete, submit...)")
                return .tap(node: try string("node", members, at: path, what: "the id of the node tapped"), event: event, payload: members["payload"] ?? .null)
            case "dispatch":
                return .dispatch(action: try string("action", members, at: path, what: "the action's name"), payload: members["payload"] ?? .null)
            case "bind":
                let value = try required("value", members, at: path, what: "the value written")
                if members["node"] != nil {
                    if members["path"] != nil { throw fail(path + ".path", "a bind step names a \"node\" or a \"path\", not both") }
                    var binding: String?
                    if members["binding"] != nil { binding = try string("binding", members, at: path, what: "which binding of the node") }
                    return .bindNode(node: try string("node", members, at: path, what: "the node whose binding is written"), binding: binding, value: value)
                }
                if members["binding"] != nil { throw fail(path + ".binding", "\"binding\" goes with \"node\"") }
                return .bind(path: try statePath(members, at: path), value: value)
            case "set":
                return .set(path: try statePath(members, at: path), value: try required("value", members, at: path, what: "the value written"))
            default:  // replace
                let state = try required("state", members, at: path, what: "the new state")
                guard case .object = state else { throw fail(path + ".state", "\"state\" must be an object, found \(state.kindDescription)") }
                return .replace(state: state)
            }
        }

        func expectation(_ value: JSONValue?, at path: String) throws(ScenarioFileError) -> ScenarioExpectation {
            guard let value else { return ScenarioExpectation() }
            guard case .object(let members) = value else { throw fail(path, "\"expect\" must be an object with \"ir\", \"state\" or \"error\"") }
            try checkKeys(members, allowed: ["ir", "state", "error"], at: path)
            var expect = ScenarioExpectation()
            switch members["ir"] {
            case nil, .null?: break
            case .string(let hash)?: expect.ir = .hash(try self.hash(hash, at: path + ".ir"))
            case let given?:
                do {
                    expect.ir = .inline(try Document(json: given))
                } catch {
                    throw fail(path + ".ir", "\"ir\" is neither a hash nor an IR document: \(error)")
                }
            }
            switch members["state"] {
            case nil, .null?: break
            case .string(let hash)?: expect.state = .hash(try self.hash(hash, at: path + ".state"))
            case .object?: expect.state = .inline(members["state"]!)
            case let given?: throw fail(path + ".state", "\"state\" must be the state (an object) or its hash (a string), found \(given.kindDescription)")
            }
            if let given = members["error"], given != .null {
                guard case .string(let text) = given, !text.isEmpty else { throw fail(path + ".error", "\"error\" must be the text the step's error contains") }
                expect.error = text
            }
            return expect
        }

        func hash(_ text: String, at path: String) throws(ScenarioFileError) -> String {
            let hex = text.lowercased()
            guard hex.utf8.count == 32, hex.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                throw fail(path, "\"\(text)\" is not a hash (32 hexadecimal digits)")
            }
            return hex
        }

        func required(_ key: String, _ members: [String: JSONValue], at path: String, what: String) throws(ScenarioFileError) -> JSONValue {
            guard let value = members[key] else { throw fail(path, "this \(members["step"]?.stringValue ?? "") step needs \"\(key)\": \(what)") }
            return value
        }

        func string(_ key: String, _ members: [String: JSONValue], at path: String, what: String) throws(ScenarioFileError) -> String {
            guard case .string(let text) = try required(key, members, at: path, what: what), !text.isEmpty else {
                throw fail(path + "." + key, "\"\(key)\" must be a non-empty string: \(what)")
            }
            return text
        }

        func statePath(_ members: [String: JSONValue], at path: String) throws(ScenarioFileError) -> String {
            let text = try string("path", members, at: path, what: "a state path such as todos[0].done")
            do throws(StatePath.ParseError) {
                _ = try StatePath(parsing: text)
            } catch {
                throw fail(path + ".path", error.description)
            }
            return text
        }

        func checkKeys(_ members: [String: JSONValue], allowed: [String], at path: String) throws(ScenarioFileError) {
            for key in JSONBytes.sortedKeys(members.keys) where !allowed.contains(key) {
                var message = "unknown key \"\(key)\""
                if let suggestion = Spelling.suggestion(for: key, among: allowed) {
                    message += " (did you mean \"\(suggestion)\"?)"
                } else {
                    message += "; the keys here are " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                }
                throw fail(path.isEmpty ? key : path + "." + key, message)
            }
        }
    }

    /// The step kinds, for messages.
    static let kindList = "\"load\", \"tap\", \"dispatch\", \"bind\", \"set\", \"replace\""
}
