import ViewTree

/// Resolves `attr(...)` references against the attributes of the element whose style
/// holds them (§3): the IR keeps references symbolic, and this is the separate step that
/// `check` uses for its warnings and a renderer uses to get real values.
///
/// ```swift
/// let resolver = AttrResolver(attributes: ["w": "150"])
/// resolver.resolve(AttrReference(name: "w", type: .number, fallback: 200))   // .resolved(150)
/// resolver.resolve(AttrReference(name: "h", type: .number, fallback: 100))   // .fallback(100, because: .missing("h"))
/// ```
public struct AttrResolver: Sendable {
    /// The element's attributes: name → text as written (entities decoded).
    public var attributes: [String: String]

    /// A resolver for an element's attributes.
    public init(attributes: [String: String]) {
        self.attributes = attributes
    }

    /// A resolver for an IR node: its props stand for its attributes, written back as
    /// attribute text (`8` for the integer 8, `leading` for `.leading`).
    public init(props: [String: Value]) {
        self.attributes = props.mapValues(AttributeTyping.text(of:))
    }

    /// Resolves one reference: the attribute coerced to the hinted type, else the
    /// fallback, else nothing. Empty values count as missing, except for
    /// `type(<string>)`, which reads them as the empty string (§3.4).
    public func resolve(_ reference: AttrReference) -> AttrResolution {
        let problem: AttrProblem
        if let text = attributes[reference.name], !text.isEmpty || reference.type == .string {
            switch AttrCoercion.coerce(text, to: reference.type) {
            case .success(let value): return .resolved(value)
            case .failure(let failure):
                problem = .notCoercible(attribute: reference.name, text: text, type: reference.type ?? .string, reason: failure.reason)
            }
        } else {
            problem = .missing(attribute: reference.name)
        }
        guard let fallback = reference.fallback, let value = resolve(fallback) else { return .unresolved(problem) }
        return .fallback(value, because: problem)
    }

    /// A value with every `attr(...)` in it resolved; `nil` when the value itself is an
    /// unresolved reference. An unresolved reference nested in an array or a call leaves
    /// its element or argument out.
    public func resolve(_ value: Value) -> Value? {
        switch value {
        case .attr(let reference): resolve(reference).value
        case .array(let elements): .array(elements.compactMap(resolve))
        case .tuple(let fields): .tuple(resolve(fields))
        case .member(let chain): .member(resolve(chain))
        case .named(let chain): .named(resolve(chain))
        case .dictionary(let members): .dictionary(members.compactMapValues(resolve))
        default: value
        }
    }

    /// Modifiers with every `attr(...)` resolved. An argument whose reference resolves to
    /// nothing is left out, so that SwiftUI's default for that parameter applies.
    public func resolve(_ modifiers: [Modifier]) -> [Modifier] {
        modifiers.map { Modifier($0.name, resolve($0.arguments)) }
    }

    private func resolve(_ arguments: [Argument]) -> [Argument] {
        arguments.compactMap { argument in resolve(argument.value).map { Argument(label: argument.label, $0) } }
    }

    private func resolve(_ chain: MemberChain) -> MemberChain {
        MemberChain(chain.segments.map { MemberChain.Segment($0.name, arguments: $0.arguments.map(resolve)) })
    }
}
