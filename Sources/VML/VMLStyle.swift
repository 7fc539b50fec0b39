import ViewTree

/// A parsed `style` attribute: the modifiers in the order they apply, and where each
/// modifier, `attr(...)` and slot symbol is, for diagnostics.
///
/// Offsets are byte offsets into the document the style was read from; for a style
/// parsed on its own (`VMLStyle(parsing:)`), into that text.
public struct VMLStyle: Hashable, Sendable {
    /// A use of `attr(...)`.
    public struct AttrUse: Hashable, Sendable {
        /// The reference as written.
        public var reference: AttrReference
        /// The offset of its `attr`.
        public var offset: Int

        /// Creates a use.
        public init(reference: AttrReference, offset: Int) {
            self.reference = reference
            self.offset = offset
        }
    }

    /// A use of a slot symbol such as `:bg`.
    public struct SlotUse: Hashable, Sendable {
        /// The slot's name, without the colon.
        public var name: String
        /// The modifier whose arguments hold it: `background`.
        public var modifier: String
        /// The offset of its `:`.
        public var offset: Int

        /// Creates a use.
        public init(name: String, modifier: String, offset: Int) {
            self.name = name
            self.modifier = modifier
            self.offset = offset
        }
    }

    /// What a parse produced, in one reference: elements that share a style copy one
    /// pointer, not five arrays and a string.
    private final class Storage: Sendable {
        let modifiers: [Modifier]
        let canonicalText: String
        let modifierOffsets: [Int]
        let attrUses: [AttrUse]
        let slotUses: [SlotUse]

        init(modifiers: [Modifier], modifierOffsets: [Int], attrUses: [AttrUse], slotUses: [SlotUse]) {
            self.modifiers = modifiers
            self.canonicalText = VMLStyle.canonicalText(of: modifiers)
            self.modifierOffsets = modifierOffsets
            self.attrUses = attrUses
            self.slotUses = slotUses
        }
    }

    private let storage: Storage
    /// What the stored offsets are moved by. Elements whose `style` attributes are written
    /// alike share one parsed style (see `StyleSharing`), each moved to its own place.
    private var shift: Int

    /// The modifiers, left to right.
    public var modifiers: [Modifier] { storage.modifiers }
    /// The canonical text of the modifiers (§6.1): `, ` between modifiers and arguments,
    /// `: ` after labels, gradients with evenly spaced stops in their `colors:` form.
    /// Not entity-escaped: that is the attribute's business. Made once per parse, so
    /// elements that share a style share its text too.
    public var canonicalText: String { storage.canonicalText }
    /// Where each modifier's name starts; parallel to `modifiers`.
    public var modifierOffsets: [Int] { storage.modifierOffsets.map { $0 + shift } }
    /// Every `attr(...)`, fallbacks included, in the order written.
    public var attrUses: [AttrUse] {
        storage.attrUses.map { AttrUse(reference: $0.reference, offset: $0.offset + shift) }
    }
    /// Every slot symbol, in the order written.
    public var slotUses: [SlotUse] {
        storage.slotUses.map { SlotUse(name: $0.name, modifier: $0.modifier, offset: $0.offset + shift) }
    }

    /// Creates a style.
    public init(modifiers: [Modifier], modifierOffsets: [Int] = [], attrUses: [AttrUse] = [], slotUses: [SlotUse] = []) {
        storage = Storage(modifiers: modifiers, modifierOffsets: modifierOffsets, attrUses: attrUses, slotUses: slotUses)
        shift = 0
    }

    /// The same style with its offsets counted from `origin` instead: a style parsed at one
    /// place, moved to where an identical attribute value starts.
    func moved(from origin: Int, to destination: Int) -> VMLStyle {
        var copy = self
        copy.shift += destination - origin
        return copy
    }

    /// Whether the style refers to slot `name`; cheaper than building `slotUses`.
    func usesSlot(_ name: String) -> Bool {
        storage.slotUses.contains { $0.name == name }
    }

    /// Parses a style string on its own (not inside an attribute, so no entities): what
    /// editors and the corpus tests use. Offsets in the result and in the error are
    /// byte offsets into `text`.
    public init(parsing text: String) throws(VMLSyntaxError) {
        let bytes = Array(text.utf8)
        self = try bytes.withUnsafeBufferPointer { buffer throws(VMLSyntaxError) in
            try StyleParser.parseStyle(buffer, map: OffsetMap(start: 0))
        }
    }

    /// The canonical text of any list of modifiers.
    public static func canonicalText(of modifiers: [Modifier]) -> String {
        var text = ""
        text.reserveCapacity(32 * modifiers.count)
        for (index, modifier) in modifiers.enumerated() {
            if index > 0 { text += ", " }
            let canonical = GradientCanonicalization.canonical(modifier)
            text += canonical.name
            text += "("
            Argument.write(canonical.arguments, to: &text)
            text += ")"
        }
        return text
    }
}

/// A syntax error in VML: what is wrong, where, and how to fix it.
public struct VMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: `expected ')' to close '(' at 1:8`.
    public var message: String
    /// The byte offset it points at.
    public var offset: Int
    /// Suggestions and explanations.
    public var notes: [String]

    /// Creates an error.
    public init(_ message: String, offset: Int, notes: [String] = []) {
        self.message = message
        self.offset = offset
        self.notes = notes
    }

    public var description: String { "at byte \(offset): \(message)" }
}

extension VMLStyle {
    /// Styles are equal when they say the same at the same places, however stored.
    public static func == (lhs: VMLStyle, rhs: VMLStyle) -> Bool {
        lhs.modifiers == rhs.modifiers && lhs.modifierOffsets == rhs.modifierOffsets && lhs.attrUses == rhs.attrUses
            && lhs.slotUses == rhs.slotUses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modifiers)
        hasher.combine(modifierOffsets)
    }
}
