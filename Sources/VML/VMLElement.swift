/// An element of a VML document: `<Text style="padding(8)">Hello</Text>`.
///
/// A value whose fields live in one immutable, shared storage object: walking a tree
/// copies elements out of their parents' content at every step, and one reference to
/// retain is much cheaper than the arrays and strings an element holds. Changing a field
/// makes a new storage object, so build content before making the element rather than
/// appending to it one node at a time.
public struct VMLElement: Hashable, Sendable {
    private final class Storage: Sendable {
        let name: String
        let attributes: [VMLAttribute]
        let content: [VMLNode]
        let style: VMLStyle?
        let offset: Int

        init(name: String, attributes: [VMLAttribute], content: [VMLNode], style: VMLStyle?, offset: Int) {
            self.name = name
            self.attributes = attributes
            self.content = content
            self.style = style
            self.offset = offset
        }
    }

    private var storage: Storage

    /// Creates an element.
    public init(name: String, attributes: [VMLAttribute] = [], content: [VMLNode] = [], style: VMLStyle? = nil, offset: Int) {
        storage = Storage(name: name, attributes: attributes, content: content, style: style, offset: offset)
    }

    private mutating func replace(
        name: String? = nil, attributes: [VMLAttribute]? = nil, content: [VMLNode]? = nil, style: VMLStyle?? = nil,
        offset: Int? = nil
    ) {
        storage = Storage(
            name: name ?? storage.name, attributes: attributes ?? storage.attributes, content: content ?? storage.content,
            style: style ?? storage.style, offset: offset ?? storage.offset)
    }

    /// The element name, which is the SwiftUI view type: `Text`, `VStack`, `Card`.
    public var name: String {
        get { storage.name }
        set { replace(name: newValue) }
    }

    /// The attributes in the order written, `style` included.
    public var attributes: [VMLAttribute] {
        get { storage.attributes }
        set { replace(attributes: newValue) }
    }

    /// The content in document order.
    public var content: [VMLNode] {
        get { storage.content }
        set { replace(content: newValue) }
    }

    /// The parsed `style` attribute; `nil` when there is none or it did not parse (the
    /// document then has an error).
    public var style: VMLStyle? {
        get { storage.style }
        set { replace(style: .some(newValue)) }
    }

    /// The byte offset of the start tag's `<`.
    public var offset: Int {
        get { storage.offset }
        set { replace(offset: newValue) }
    }

    /// The attribute called `name`.
    public func attribute(_ name: String) -> VMLAttribute? {
        storage.attributes.first { $0.name == name }
    }

    /// The value of its `template` attribute: the slot of its parent it fills.
    public var templateName: String? {
        attribute(VMLAttribute.Reserved.template)?.value
    }

    /// Its explicit id, when it has a non-empty `id` attribute.
    public var explicitID: String? {
        guard let value = attribute(VMLAttribute.Reserved.id)?.value, !value.isEmpty else { return nil }
        return value
    }

    /// The child elements, in document order.
    public var childElements: [VMLElement] {
        storage.content.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    public static func == (lhs: VMLElement, rhs: VMLElement) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.offset == rhs.offset && lhs.attributes == rhs.attributes
                && lhs.style == rhs.style && lhs.content == rhs.content)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(offset)
        hasher.combine(attributes)
        hasher.combine(content)
    }
}
