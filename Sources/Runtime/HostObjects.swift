import SwiftLite
import ViewTree

/// `state`: the app's state store, as scripts see it.
final class StateObject: HostObject {
    private unowned let environment: ProgramEnvironment

    init(environment: ProgramEnvironment) {
        self.environment = environment
    }

    override var typeName: String { "State" }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        let context = try environment.requireContext()
        func path(_ index: Int) throws(ScriptError) -> StatePath {
            guard index < arguments.count, case .string(let text) = arguments[index] else {
                throw ScriptError(.wrongArguments, "state.\(name) needs a path string as its first argument, such as \"todos[0].done\"")
            }
            do throws(StatePath.ParseError) { return try StatePath(parsing: text) } catch { throw ScriptError(.host, error.description) }
        }
        func expect(_ signature: [String?]) throws(ScriptError) {
            guard labels == signature else {
                let expected = "state.\(name)(" + signature.map { ($0 ?? "_") + ":" }.joined() + ")"
                throw ScriptError(.wrongArguments, "wrong arguments for state.\(name): write \(expected)")
            }
        }
        switch name {
        case "get":
            try expect([nil])
            let statePath = try path(0)
            context.reads.record(statePath.description)
            return context.store.get(statePath)
        case "set":
            try expect([nil, nil])
            let statePath = try path(0)
            do throws(StateError) { try context.store.set(statePath, to: arguments[1]) } catch { throw ScriptError(.host, error.message) }
            return .null
        case "initial":
            try expect([nil, nil])
            let statePath = try path(0)
            if context.store.get(statePath).isNull {
                do throws(StateError) { try context.store.set(statePath, to: arguments[1]) } catch { throw ScriptError(.host, error.message) }
            }
            return .null
        case "bind":
            try expect([nil])
            return .host(BindingObject(path: try path(0), environment: environment))
        case "ref":
            try expect([nil])
            return .host(StateReferenceObject(path: try path(0)))
        default:
            var message = "'state' has no method '\(name)'; it has get, set, initial, bind and ref"
            if let suggestion = ["get", "set", "initial", "bind", "ref"].first(where: { $0.lowercased() == name.lowercased() }) {
                message += " (did you mean '\(suggestion)'?)"
            }
            throw ScriptError(.unknownMember, message)
        }
    }
}

/// `state.ref("path")`: a read-only reference to a path, recorded as `StateRef(path)`.
final class StateReferenceObject: HostObject {
    let path: StatePath

    init(path: StatePath) {
        self.path = path
    }

    override var typeName: String { "StateRef" }
    override var scriptDescription: String { "StateRef(\"\(path)\")" }
    override func isEqual(to other: HostObject) -> Bool { (other as? StateReferenceObject)?.path == path }
}

/// `actions`: the registry of named action handlers (`actions["name"] = { ctx in ... }`).
final class ActionsObject: HostObject {
    private unowned let environment: ProgramEnvironment

    init(environment: ProgramEnvironment) {
        self.environment = environment
    }

    override var typeName: String { "Actions" }

    override func subscriptGet(_ key: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard case .string(let name) = key else { throw ScriptError(.typeMismatch, "an action name must be a String") }
        return try environment.requireContext().actions[name] ?? .null
    }

    override func subscriptSet(_ key: SwiftLite.Value, _ value: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) {
        guard case .string(let name) = key else { throw ScriptError(.typeMismatch, "an action name must be a String") }
        switch value {
        case .closure(let closure):
            guard closure.parameterCount <= 1 else {
                throw ScriptError(.wrongArguments, "an action handler takes at most one parameter (the context): { ctx in ... }")
            }
            try environment.requireContext().actions[name] = value
        case .null:
            try environment.requireContext().actions[name] = nil
        default:
            throw ScriptError(.typeMismatch, "an action handler must be a closure: actions[\"\(name)\"] = { ctx in ... }")
        }
    }
}

/// The `ctx` an action handler receives: `ctx.payload` and `ctx.action`.
final class ActionContextObject: HostObject {
    let action: String
    let payload: SwiftLite.Value

    init(action: String, payload: SwiftLite.Value) {
        self.action = action
        self.payload = payload
    }

    override var typeName: String { "ActionContext" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "payload": return payload
        case "action": return .string(action)
        default: throw ScriptError(.unknownMember, "'ctx' has no member '\(name)'; it has 'payload' and 'action'")
        }
    }
}
