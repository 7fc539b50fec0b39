import ViewTree

// A node's <action> (spec §8): its tap, written as the event's text with its key paths from the root.

extension IRBuilder {
    /// An `<action>` in a scope: its key paths written from the root, its targets checked.
    mutating func resolve(_ action: ActionDeclaration, scope: DataScope) -> VMLAction? {
        switch action.kind {
        case .dispatch(let name, let arguments):
            var resolved: [VMLAction.Argument] = []
            for argument in arguments {
                switch argument.source {
                case .value(let value):
                    resolved.append(.init(name: argument.name, source: .value(value)))
                case .keyPath(let keyPath):
                    let lookup = context.lookup(keyPath, from: scope)
                    if lookup.isKnown { reportProblem(of: keyPath, lookup, at: argument.keyPathOffset) }
                    if lookup.isExact, let place = lookup.readPath {
                        // One place: the tap reads it again, as a closure reads `todos[i]`.
                        resolved.append(.init(name: argument.name, source: .keyPath(DataKeyPath(place.components.map(Self.step)))))
                    } else if let absolute = Self.fromRoot(keyPath, scope: scope) {
                        resolved.append(.init(name: argument.name, source: .keyPath(absolute)))
                    } else {
                        // A row an operator computed has no place to read again: its value goes as it is.
                        resolved.append(.init(name: argument.name, source: .value(lookup.value ?? .null)))
                    }
                }
            }
            return .dispatch(name: name, arguments: resolved)
        case .set(let keyPath, let value):
            guard let path = writablePath(keyPath, kind: "set", action: action, scope: scope) else { return nil }
            return .set(path, value)
        case .toggle(let keyPath):
            guard let path = writablePath(keyPath, kind: "toggle", action: action, scope: scope) else { return nil }
            let lookup = context.lookup(keyPath, from: scope)
            if let value = lookup.value, value != .null, value.boolValue == nil {
                reportRepeated(
                    .warning, "toggle flips a Bool, and \(path) holds \(value.kindDescription)", at: action.keyPathOffset,
                    notes: ["tapping it will fail until \(path) holds true or false"])
            }
            return .toggle(path)
        }
    }

    /// The state path a `set` or `toggle` writes; an error when the key path computes a
    /// value or leads into a data file.
    private mutating func writablePath(_ keyPath: DataKeyPath, kind: String, action: ActionDeclaration, scope: DataScope) -> StatePath? {
        let lookup = context.lookup(keyPath, from: scope)
        guard lookup.isExact, let path = lookup.readPath else {
            report(
                .error, "a \(kind) action writes one place, and \"\(keyPath)\" computes a value", at: action.keyPathOffset,
                notes: ["its key path leads to one value: keys, indices, self, @first, @last"])
            return nil
        }
        if case .key(let root) = path.components[0], context.isDataKey(root) {
            reportRepeated(
                .error, "a \(kind) action writes the state, and \(path) is read from a <data> file, which is read-only",
                at: action.keyPathOffset, notes: ["write a state path; data files are read, never written"])
            return nil
        }
        if let problem = lookup.problem, !problem.isMissing {
            reportProblem(of: keyPath, lookup, at: action.keyPathOffset)
        }
        return path
    }

    /// A key path read in `scope`, written from the root: the scope's place, then the
    /// path's steps (`self` dropped, `@root` starting again). Nil when the scope is a value
    /// an operator computed, which has no place.
    static func fromRoot(_ keyPath: DataKeyPath, scope: DataScope) -> DataKeyPath? {
        var steps: [DataKeyPath.Step]? = scope.isExact ? scope.path.map(step) : nil
        for step in keyPath.steps {
            switch step {
            case .this: continue
            case .root: steps = []
            default: steps?.append(step)
            }
        }
        guard let steps else { return nil }
        return DataKeyPath(steps.isEmpty ? [.this] : steps)
    }

    /// A state path's step as a key path's.
    private static func step(_ component: StatePath.Component) -> DataKeyPath.Step {
        switch component {
        case .key(let key): .key(key)
        case .index(let index): .index(index)
        }
    }
}
