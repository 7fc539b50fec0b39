/// An element of a VML document: `<Text style="padding(8)">Hello</Text>`.
///
/// A value, like the arrays it holds, with copy-on-write storage: walking a tree copies
/// elements out of their parents' content at every step, and one reference to retain is
/// much cheaper than the four arrays and strings an element holds.
public struct VMLElement: Hashable, Sendable {
    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        // Unchecked: the storage is only ever mutated through `VMLElement.storageForWriting`,
        // which copies it first unless this element is its only owner.
        var name: String
        var attributes: [VMLAttribute]
        var content: [VMLNode]
        var style: VMLStyle?
        var offset: Int

        init(name: String, attributes: [VMLAttribute], content: [VMLNode], style: VMLStyle?, offset: Int) {
            self.name = name
            self.attributes = attributes
            self.content = content
            self.style = style
            self.offset = offset
        }

        func copy() -> Storage {
            Storage(name: name, attributes: attributes, content: content, style: style, offset: offset)
        }
    }

    private var storage: Storage

    /// Creates an element.
    public init(name: String, attributes: [VMLAttribute] = [], content: [VMLNode] = [], style: VMLStyle? = nil, offset: Int) {
        storage = Storage(name: name, attributes: attributes, content: content, style: style, offset: offset)
    }

    private var storageForWriting: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The element name, which is the SwiftUI view type: `Text`, `VStack`, `Card`.
    public var name: String {
        get { storage.name }
        set { storageForWriting.name = newValue }
    }

    /// The attributes in the order written, `style` included.
    public var attributes: [VMLAttribute] {
        get { storage.attributes }
        _modify { yield &storageForWriting.attributes }
    }

    /// The content in document order.
    public var content: [VMLNode] {
        get { storage.content }
        _modify { yield &storageForWriting.content }
    }

    /// The parsed `style` attribute; `nil` when there is none or it did not parse (the
    /// document then has an error).
    public var style: VMLStyle? {
        get { storage.style }
        set { storageForWriting.style = newValue }
    }

    /// The byte offset of the start tag's `<`.
    public var offset: Int {
        get { storage.offset }
        set { storageForWriting.offset = newValue }
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
