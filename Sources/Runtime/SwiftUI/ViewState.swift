import SwiftLite
import ViewTree

/// Where a view's own state lives, and how a view struct takes its place in the tree
/// (docs/swiftui.md): its `@State` at `local[ID].Type.name` (the view's node id, its
/// type's name, the property's name), its `@Environment` properties filled from its
/// ancestors, the observable objects given to `.environment(...)` kept at
/// `local[ID].Type` of the node that gives them.
///
/// The state of a view that is no longer in the tree is dropped when a render ends, so
/// that a view that appears anew (after an `if` hid it, or with another id) starts from its
/// initial values, as SwiftUI's does.
enum ViewState {
    /// The root of the views' own state.
    static let localKey = "local"

    /// The path of a view's (or an environment object's) state.
    static func path(id: String, type: String) -> StatePath {
        StatePath([.key(localKey), .key(id), .key(type)])
    }

    /// The view struct `view`, placed at `id` under `environment`: a copy whose state cells
    /// have their paths, whose environment properties have their values and whose bindings
    /// know the shape of what they bind.
    static func place(
        _ view: SwiftLite.Value, id: String, environment: [String: SwiftLite.Value], context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> SwiftLite.Value {
        guard let type = view.declaredType else { return view }
        var replacements: [String: SwiftLite.Value] = [:]
        for (name, value) in view.storedProperties {
            if let object = value.declaredType, object.isReferenceType, let registrar = registrar(of: value), registrar.path == nil {
                // An observable object the view was given that is no one's state yet
                // (`SettingsView(model: Model())` in a preview): its state is the view's.
                try keep(value, registrar: registrar, at: self.path(id: id, type: type.name).appending(.key(name)), context: context)
                context.keepLocalState(id: id, type: type.name)
                continue
            }
            guard case .host(let object) = value else { continue }
            let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
            switch object {
            case let cell as StateCellObject:
                let path = cell.storageKey.map { StatePath([.key("appStorage"), .key($0)]) } ?? self.path(id: id, type: type.name).appending(.key(property))
                var shape = type.shape(ofProperty: property)
                if case .any = shape, let declared = cell.initialValue.declaredType { shape = .declared(declared) }
                replacements[name] = .host(try cell.placed(at: path, shape: shape, context: context, interpreter: interpreter))
                if cell.storageKey == nil { context.keepLocalState(id: id, type: type.name) }
            case let cell as EnvironmentCellObject:
                replacements[name] = .host(cell.placed(in: environment))
            case let binding as BindingObject:
                let shape = type.shape(ofProperty: property)
                if case .any = shape { continue }
                replacements[name] = .host(BindingObject(path: binding.path, shape: shape, environment: context.environment))
            default:
                continue
            }
        }
        return view.replacingStoredProperties(replacements)
    }

    /// The environment below a node: its ancestors', with what the node gives
    /// (`.environment(model)`). An observable object given there that is not state yet
    /// becomes state at the node (`local[ID].Type`), so that what a preview makes with
    /// `ContentView().environment(Model())` keeps its changes.
    static func environment(
        below node: NodeObject, id: String, inherited: [String: SwiftLite.Value], context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> [String: SwiftLite.Value] {
        guard !node.environmentValues.isEmpty else { return inherited }
        var environment = inherited
        for (key, value) in node.environmentValues {
            environment[key] = value
            guard let type = value.declaredType, type.isReferenceType, let registrar = registrar(of: value), registrar.path == nil else { continue }
            try keep(value, registrar: registrar, at: self.path(id: id, type: type.name), context: context)
            context.keepLocalState(id: id, type: type.name)
        }
        return environment
    }

    /// Makes an observable object state at `path`: the store keeps what it held there (the
    /// object a render made anew takes it up), or the object's values when it held nothing
    /// the object's type can read back.
    private static func keep(_ object: SwiftLite.Value, registrar: ObservationRegistrarObject, at path: StatePath, context: RunContext) throws(ScriptError) {
        guard let type = object.declaredType else { return }
        let stored = context.store.get(path)
        if stored.isNull || ObservedState.decode(stored, as: .declared(type), at: path, environment: context.environment) == nil {
            try context.write(object, at: path)
        }
        registrar.bind(to: path, type: type)
    }

    /// An observable object's registrar.
    static func registrar(of object: SwiftLite.Value) -> ObservationRegistrarObject? {
        for (name, value) in object.storedProperties where name == ObservationRegistrarObject.propertyName {
            if case .host(let registrar as ObservationRegistrarObject) = value { return registrar }
        }
        return nil
    }
}

extension RunContext {
    /// Notes that the state at `local[id].type` belongs to a view (or an environment object)
    /// of this render.
    func keepLocalState(id: String, type: String) {
        keptLocalState[id, default: []].insert(type)
    }

    /// Drops the views' state that no view of the render kept.
    func pruneLocalState() throws(ScriptError) {
        let local = StatePath([.key(ViewState.localKey)])
        guard let entries = store.get(local).dictionaryEntries else { return }
        var remaining = entries.count
        for (id, views) in entries {
            guard let kept = keptLocalState[id] else {
                try remove(local.appending(.key(id)))
                remaining -= 1
                continue
            }
            let types = views.dictionaryEntries ?? []
            for (type, _) in types where !kept.contains(type) { try remove(local.appending(.key(id)).appending(.key(type))) }
        }
        if remaining == 0 { try remove(local) }
    }

    private func remove(_ path: StatePath) throws(ScriptError) {
        do throws(StateError) { try store.set(path, to: .null) } catch { throw ScriptError(.host, error.message) }
    }
}
