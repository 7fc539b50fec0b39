import Runtime
import ViewTree
import VML

/// What a tap on a VML document's node does to the app (spec §8): its `tap` event is a
/// `VMLAction`, and each kind becomes a run of the app's program. A dispatch runs the
/// script action with the arguments read from the document's context; `set` and
/// `toggle` write a state path, as a control's binding does, without any script.
public enum VMLTap {
    /// Why a tap cannot run.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// What is wrong.
        public var message: String

        /// A refusal saying why.
        public init(message: String) {
            self.message = message
        }

        public var description: String { message }
    }

    /// The run that performs `eventText` (a node's `tap`) against the document's context
    /// as it is now.
    public static func event(for eventText: String, context: DataContext) throws(Refusal) -> RunEvent {
        let action: VMLAction
        do { action = try VMLAction(eventText: eventText) } catch { throw Refusal(message: error.message) }
        switch action {
        case .dispatch(let name, _):
            return .action(name: name, payload: action.payload(in: context))
        case .set(let path, let value):
            try writable(path, context: context)
            return .binding(path: path.description, value: value)
        case .toggle(let path):
            try writable(path, context: context)
            switch context.value(at: path) {
            case .bool(let on)?: return .binding(path: path.description, value: .bool(!on))
            case nil, .null?: return .binding(path: path.description, value: true)
            case let value?:
                throw Refusal(message: "toggle flips a Bool, and \(path) holds \(value.kindDescription): \(value.canonicalText)")
            }
        }
    }

    /// Refuses a write into a `<data>` file: data files are read, never written.
    public static func writable(_ path: StatePath, context: DataContext) throws(Refusal) {
        guard case .key(let root) = path.components[0], context.isDataKey(root) else { return }
        throw Refusal(message: "\(path) is read from a <data> file, which is read-only; bind and write state paths instead")
    }
}
