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

    /// The modifiers, left to right.
    public let modifiers: [Modifier]
    /// The canonical text of the modifiers (§6.1): `, ` between modifiers and arguments,
    /// `: ` after labels, gradients with evenly spaced stops in their `colors:` form.
    /// Not entity-escaped: that is the attribute's business. Made once per parse, so
    /// elements that share a style share its text too.
    public let canonicalText: String
    /// The offset the stored offsets count from. Elements whose `style` attributes are
    /// written alike share one parsed style (see `StyleSharing`), each with its own base.
    private var base: Int
    private var relativeModifierOffsets: [Int]
    private var relativeAttrUses: [AttrUse]
    private var relativeSlotUses: [SlotUse]

    /// Where each modifier's name starts; parallel to `modifiers`.
    public var modifierOffsets: [Int] { relativeModifierOffsets.map { $0 + base } }
    /// Every `attr(...)`, fallbacks included, in the order written.
    public var attrUses: [AttrUse] {
        relativeAttrUses.map { AttrUse(reference: $0.reference, offset: $0.offset + base) }
    }
    /// Every slot symbol, in the order written.
    public var slotUses: [SlotUse] {
        relativeSlotUses.map { SlotUse(name: $0.name, modifier: $0.modifier, offset: $0.offset + base) }
    }

    /// Creates a style.
    public init(modifiers: [Modifier], modifierOffsets: [Int] = [], attrUses: [AttrUse] = [], slotUses: [SlotUse] = []) {
        self.modifiers = modifiers
        self.canonicalText = VMLStyle.canonicalText(of: modifiers)
        self.base = 0
        self.relativeModifierOffsets = modifierOffsets
        self.relativeAttrUses = attrUses
        self.relativeSlotUses = slotUses
    }

    /// The same style with its offsets counted from `origin` instead: a style parsed at one
    /// place, moved to where an identical attribute value starts.
    func moved(from origin: Int, to destination: Int) -> VMLStyle {
        var copy = self
        copy.base += destination - origin
        return copy
    }

    /// Whether the style refers to slot `name`; cheaper than building `slotUses`.
    func usesSlot(_ name: String) -> Bool {
        relativeSlotUses.contains { $0.name == name }
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
        text.reserveCapacity(64)
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
