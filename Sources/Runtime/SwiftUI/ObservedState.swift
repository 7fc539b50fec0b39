import SwiftLite
import ViewTree

/// Script values kept in the state store, as `@State`, bindings and observable objects
/// read and write them: encoded to JSON-like values on the way in (`StateCoding`), read
/// back in the shape of the property, with every observable object in the value bound to
/// the path it was read from, so that its properties read and write the store there.
enum ObservedState {
    /// The value at `path` read back as `shape`; nil when it does not fit the shape.
    static func decode(_ stored: SwiftLite.Value, as shape: ValueShape, at path: StatePath, environment: ProgramEnvironment) -> SwiftLite.Value? {
        let effective: ValueShape
        if case .any = shape { effective = .any } else { effective = shape }
        guard let value = StateCoding.decode(stored, as: effective, missing: { type, field in
            field == ObservationRegistrarObject.propertyName ? .host(ObservationRegistrarObject(environment: environment)) : nil
        }) else { return nil }
        bindObservables(in: value, at: path)
        return value
    }

    /// Binds every observable object in `value` (kept at `path`) to its place in the store.
    static func bindObservables(in value: SwiftLite.Value, at path: StatePath) {
        switch value {
        case .instance:
            guard let type = value.declaredType, !type.isEnumeration else { return }
            for (name, member) in value.storedProperties {
                if case .host(let registrar as ObservationRegistrarObject) = member {
                    registrar.bind(to: path, type: type)
                    continue
                }
                guard member.declaredType != nil || member.arrayElements != nil || member.dictionaryEntries != nil else { continue }
                bindObservables(in: member, at: path.appending(.key(StateCoding.key(ofField: name, in: type))))
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where element.declaredType != nil || element.arrayElements != nil {
                bindObservables(in: element, at: path.appending(.index(index)))
            }
        case .dictionary:
            for (key, member) in value.dictionaryEntries ?? [] where member.declaredType != nil {
                bindObservables(in: member, at: path.appending(.key(key)))
            }
        default:
            return
        }
    }
}

extension RunContext {
    /// Writes a script value at a state path, as JSON-like values; an error names what
    /// cannot be kept. A nil is kept as nil: the property holds it.
    func write(_ value: SwiftLite.Value, at path: StatePath) throws(ScriptError) {
        let encoded = try StateCoding.encode(value)
        do throws(StateError) { try store.set(path, to: encoded, keepingNil: true) } catch { throw ScriptError(.host, error.message) }
        ObservedState.bindObservables(in: value, at: path)
    }
}

extension StatePath {
    /// The path one step further down.
    func appending(_ component: Component) -> StatePath {
        StatePath(components + [component])
    }
}
