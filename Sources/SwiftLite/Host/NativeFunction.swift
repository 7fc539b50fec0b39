/// A function implemented in Swift and callable from scripts: a standard library
/// function, a host function such as `Text` or `ForEach`, or a method of a host type.
public final class NativeFunction {
    /// One accepted parameter list.
    public struct Signature: Sendable {
        /// The parameters in order.
        public var parameters: [Parameter]

        /// Creates a signature.
        public init(_ parameters: [Parameter]) {
            self.parameters = parameters
        }
    }

    /// One parameter of a signature.
    public struct Parameter: Sendable {
        /// What a parameter accepts, which decides how a closure passed to it is compiled.
        public enum Kind: Sendable {
            /// Any value that is not meant to be a closure.
            case value
            /// Any value, typically a closure (an action): a trailing closure may land here.
            case closure
            /// A view builder: a closure passed here is compiled with view-builder
            /// semantics (each expression statement that yields a view becomes content).
            case viewBuilder
        }

        /// The argument label; nil for an unlabeled parameter.
        public var label: String?
        /// What it accepts.
        public var kind: Kind
        /// Whether it may be left out.
        public var isOptional: Bool

        /// Creates a parameter.
        public init(_ label: String?, _ kind: Kind = .value, optional: Bool = false) {
            self.label = label
            self.kind = kind
            self.isOptional = optional
        }
    }

    /// The implementation: receives the call with its arguments matched to one signature.
    public typealias Implementation = (inout NativeCall) throws(ScriptError) -> Value

    /// The name scripts call it by.
    public let name: String
    /// The parameter lists it accepts, checked before the script runs; empty when the
    /// function takes any arguments and checks them itself.
    public let signatures: [Signature]
    let implementation: Implementation
    /// The links of the key path this function reads, when it is one (`\.name`): what
    /// `value[keyPath: path] = x` writes through.
    var keyPathComponents: [KeyPathComponent]?

    /// Creates a native function.
    public init(name: String, signatures: [Signature], implementation: @escaping Implementation) {
        self.name = name
        self.signatures = signatures
        self.implementation = implementation
    }

    /// `Toggle(_:isOn:)` for each signature, for error messages.
    public var signatureDescriptions: [String] {
        signatures.map { signature in
            // A long run of optional unlabeled parameters stands for Swift's variadic
            // parameter (String(format:_:)'s arguments) and is written as one, as Swift does.
            var parameters = signature.parameters
            let variadicTail = parameters.reversed().prefix { $0.label == nil && $0.isOptional }.count
            if variadicTail > 2 { parameters.removeLast(variadicTail - 1) }
            return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }
}

/// One call of a native function: the arguments, matched to a signature, and access to
/// the interpreter (to call closures passed in) and to the call site.
public struct NativeCall {
    /// The interpreter running the script.
    public unowned let interpreter: Interpreter
    /// The index of the signature the arguments matched; 0 when the function has none.
    public let signatureIndex: Int
    /// The arguments by parameter position in that signature; nil for an omitted
    /// optional parameter. For a function without signatures: the arguments in order.
    public var arguments: [Value?]
    /// The labels as written, one per argument (for functions without signatures).
    public let labels: [String?]

    /// The argument at a parameter position, or `fallback` when omitted.
    public func argument(_ index: Int, default fallback: Value = .null) -> Value {
        index < arguments.count ? (arguments[index] ?? fallback) : fallback
    }

    /// Whether the argument at a parameter position was given.
    public func has(_ index: Int) -> Bool {
        index < arguments.count && arguments[index] != nil
    }

    /// The file and position of the call, for nodes' `source` and for errors.
    public var callSite: (file: String, location: SourceLocation) {
        interpreter.currentCallSite
    }
}
