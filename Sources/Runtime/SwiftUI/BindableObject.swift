import SwiftLite
import ViewTree

/// `$model` of `@Bindable var model` (or `@ObservedObject`): `$model.name` is a binding to
/// the object's `name`, which a control then edits. The object must be state (held in an
/// `@State`, an environment, or read from the store) for its properties to have a path.
final class BindableObject: HostObject {
    let object: SwiftLite.Value

    init(object: SwiftLite.Value) {
        self.object = object
    }

    override var typeName: String { "Bindable" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        if name == "wrappedValue" { return object }
        guard let type = object.declaredType else {
            throw ScriptError(.typeMismatch, "@Bindable needs an observable object, not a value of type '\(object.typeName)'")
        }
        for (field, value) in object.storedProperties {
            guard field == ObservationRegistrarObject.propertyName, case .host(let registrar as ObservationRegistrarObject) = value else { continue }
            guard let path = registrar.path else { break }
            return .host(BindingObject(path: path.appending(.key(name)), shape: type.shape(ofProperty: name), environment: registrar.environment))
        }
        throw ScriptError(
            .host,
            "$\(type.name).\(name) binds only an object kept in state: hold it in a view's @State or give it with .environment(...)")
    }
}
