/// An element of a VML document: `<Text style="padding(8)">Hello</Text>`.
public struct VMLElement: Hashable, Sendable {
    /// The element name, which is the SwiftUI view type: `Text`, `VStack`, `Card`.
    public var name: String
    /// The attributes in the order written, `style` included.
    public var attributes: [VMLAttribute]
    /// The content in document order.
    public var content: [VMLNode]
    /// The parsed `style` attribute; `nil` when there is none or it did not parse (the
    /// document then has an error).
    public var style: VMLStyle?
    /// The byte offset of the start tag's `<`.
    public var offset: Int

    /// Creates an element.
    public init(name: String, attributes: [VMLAttribute] = [], content: [VMLNode] = [], style: VMLStyle? = nil, offset: Int) {
        self.name = name
        self.attributes = attributes
        self.content = content
        self.style = style
        self.offset = offset
    }

    /// The attribute called `name`.
    public func attribute(_ name: String) -> VMLAttribute? {
        attributes.first { $0.name == name }
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
        content.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }
}
