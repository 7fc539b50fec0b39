/// A method name with its argument labels, interned by the compiler: `insert(_:at:)`.
struct MethodSelector {
    let name: String
    let labels: [String?]
    /// The standard library method it names, when it names one.
    let builtin: BuiltinMethod?

    var description: String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// A call of a native function with arguments matched at compile time.
final class NativeCallSite {
    let function: NativeFunction
    let signatureIndex: Int
    /// The parameter each passed argument fills, in the order the arguments are passed.
    let parameterIndexes: [Int]
    /// How many parameters the signature has.
    let parameterCount: Int
    /// The labels as written (for natives without signatures).
    let labels: [String?]

    init(function: NativeFunction, signatureIndex: Int, parameterIndexes: [Int], parameterCount: Int, labels: [String?]) {
        self.function = function
        self.signatureIndex = signatureIndex
        self.parameterIndexes = parameterIndexes
        self.parameterCount = parameterCount
        self.labels = labels
    }
}

/// A type written in an annotation or a cast, ready to check values against.
indirect enum TypeDescriptor: CustomStringConvertible {
    case any
    case int, double, string, bool
    case array(TypeDescriptor)
    case dictionary(TypeDescriptor, TypeDescriptor)
    case optional(TypeDescriptor)
    /// The elements' types and labels (nil where unlabeled).
    case tuple([TypeDescriptor], labels: [String?])
    /// A function or closure, with what a call of it returns when that is known (`(Int) ->
    /// Int?` gives `Int?`), so that a call's result prints as its type says (`Optional(3)`).
    case function(result: TypeDescriptor?)
    case range
    case void
    /// A host type: checked by the host's predicate.
    case host(String, (Value) -> Bool)
    /// A struct, class or enum the script declares (a class admits its subclasses).
    case instance(TypeInfo)
    /// `Set<Element>`.
    case set(TypeDescriptor)
    /// A protocol: admits the values whose types conform to it, with the standard types the
    /// program's extensions make conform (`extension Int: Shape`).
    case conforming(String, extendedStandardTypes: Set<String>)

    var description: String {
        switch self {
        case .any: return "Any"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.0.map { "\($0): " } ?? "") + $0.1.description }.joined(separator: ", ") + ")"
        case .function: return "function"
        case .range: return "Range<Int>"
        case .void: return "Void"
        case .host(let name, _): return name
        case .instance(let type): return type.name
        case .set(let element): return "Set<\(element)>"
        case .conforming(let name, _): return name
        }
    }

    /// Whether the type is exactly `Any` (no check needed).
    var isAny: Bool {
        if case .any = self { return true }
        return false
    }

    /// Whether the value is of this type as it is, with nothing to convert: the fast check
    /// before `coerce`, which neither copies nor rebuilds anything.
    func admitsUnchanged(_ value: Value) -> Bool {
        switch self {
        case .any: return true
        case .optional(let wrapped):
            if case .null = value { return true }
            if wrapped.admitsUnchanged(value) { return true }
            // `.some(nil)` of a nested optional (see `NestedOptionals`).
            if case .optional = wrapped { return NestedOptionals.isSomeNone(value) }
            return false
        case .int: if case .int = value { return true }
        case .double: if case .double = value { return true }
        case .string: if case .string = value { return true }
        case .bool: if case .bool = value { return true }
        case .array(let element):
            guard case .array(let elements) = value else { return false }
            if element.isAny { return true }
            for index in elements.indices where !element.admitsUnchanged(elements[index]) { return false }
            return true
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(let storage) = value else { return false }
            let keysFit: Bool
            switch keyType {
            case .any: keysFit = true
            case .string: keysFit = storage.hasOnlyStringKeys
            default: keysFit = storage.allKeys(satisfy: keyType.admitsUnchanged)
            }
            return keysFit && (valueType.isAny || storage.allValues(satisfy: valueType.admitsUnchanged))
        case .function:
            switch value {
            case .closure, .native: return true
            default: return false
            }
        case .range: if case .range = value { return true }
        case .host(_, let predicate): return predicate(value)
        case .set(let element):
            guard case .set(let set) = value else { return false }
            return element.isAny || set.elements.allSatisfy(element.admitsUnchanged)
        case .instance(let type):
            guard case .instance(let instance) = value else { return false }
            return instance.type === type || instance.type.isSubtype(of: type)
        case .conforming(let name, let extended): return value.conforms(to: name, extendedStandardTypes: extended)
        case .tuple, .void: return false  // `coerce` decides (labels are adopted)
        }
        return false
    }

    /// The value converted to this type when it is one, or can become one the way a
    /// Swift literal would (an `Int` stored where a `Double` is expected); nil otherwise.
    /// `allowsLiteralConversion` is false for `as?`/`as!`, which never convert.
    func coerce(_ value: Value, allowsLiteralConversion: Bool) -> Value? {
        coerceTracking(value, allowsLiteralConversion).map(\.value)
    }

    /// The coerced value and whether it differs from the input (so containers are only
    /// rebuilt when an element was converted).
    private func coerceTracking(_ value: Value, _ convert: Bool) -> (value: Value, changed: Bool)? {
        switch (self, value) {
        case (.any, _): return (value, false)
        case (.optional, .null): return (value, false)
        case (.optional(.optional), _) where NestedOptionals.isSomeNone(value): return (value, false)
        case (.optional(let wrapped), _): return wrapped.coerceTracking(value, convert)
        case (_, .null): return nil
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool): return (value, false)
        case (.double, .int(let number)): return convert ? (.double(Double(number)), true) : nil
        case (.array(let element), .array(let elements)):
            if element.isAny { return (value, false) }
            var converted: [Value]?
            for (index, item) in elements.enumerated() {
                guard let result = element.coerceTracking(item, convert) else { return nil }
                if result.changed && converted == nil { converted = Array(elements[..<index]) }
                converted?.append(result.value)
            }
            return converted.map { (.array($0), true) } ?? (value, false)
        case (.array, .slice(let slice)):
            // `xs.append(contentsOf: ys[1...])`: a slice's elements, where an array's are stored.
            return coerceTracking(.array(slice.elements), convert).map { ($0.value, true) }
        case (.dictionary(let keyType, let valueType), .dictionary(let storage)):
            if keyType.isAny && valueType.isAny { return (value, false) }
            if valueType.isAny {
                // `[String: Any]`, the common case: only the keys to check, nothing to convert.
                for key in storage.keys where keyType.coerceTracking(key, false) == nil { return nil }
                return (value, false)
            }
            var changed = false
            var newValues: [Value] = []
            newValues.reserveCapacity(storage.count)
            for (key, item) in zip(storage.keys, storage.values) {
                guard keyType.coerceTracking(key, false) != nil, let result = valueType.coerceTracking(item, convert) else { return nil }
                changed = changed || result.changed
                newValues.append(result.value)
            }
            return changed ? (.dictionary(DictionaryStorage.make(keys: storage.keys, values: newValues)), true) : (value, false)
        case (.tuple(let types, let labels), .tuple(let storage)):
            // As in Swift, `(1, 2)` becomes a `(x: Int, y: Int)` and takes its labels; a
            // label that differs from the type's does not match.
            guard types.count == storage.elements.count else { return nil }
            var elements = storage.elements
            var changed = labels != storage.labels
            for index in types.indices {
                if let wanted = labels[index], let written = storage.labels[index], wanted != written { return nil }
                guard let result = types[index].coerceTracking(elements[index], convert) else { return nil }
                if result.changed {
                    elements[index] = result.value
                    changed = true
                }
            }
            return changed ? (.tuple(TupleStorage(elements: elements, labels: labels)), true) : (value, false)
        case (.function, .closure), (.function, .native): return (value, false)
        case (.range, .range): return (value, false)
        case (.void, .tuple(let storage)) where storage.elements.isEmpty: return (value, false)  // `()` is the Void value
        case (.void, _): return nil
        case (.host(_, let predicate), _): return predicate(value) ? (value, false) : nil
        case (.instance(let type), .instance(let instance)):
            return instance.type.isSubtype(of: type) ? (value, false) : nil
        case (.set(let element), .set(let set)):
            return element.isAny || set.elements.allSatisfy(element.admitsUnchanged) ? (value, false) : nil
        case (.set(let element), .array(let elements)) where convert:
            // `let s: Set = [1, 2]`: an array literal becomes a set.
            var converted: [Value] = []
            for item in elements {
                guard let result = element.coerceTracking(item, convert) else { return nil }
                converted.append(result.value)
            }
            return SetStorage.make(converted).map { (.set($0), true) }
        case (.instance(let type), .symbol(let symbol)) where type.isEnum && convert:
            // `.north` written where a `Direction` is expected, found when it is stored.
            return type.enumValue(from: symbol).map { ($0, true) }
        case (.conforming(let name, let extended), _): return value.conforms(to: name, extendedStandardTypes: extended) ? (value, false) : nil
        default: return nil
        }
    }
}

/// A member access (`p.x`) and what the interpreter learned at it: the type it met last
/// and the slot of the stored property there, so that the next access with that type is
/// a pointer comparison and a load.
struct MemberSite {
    let name: String
    let known: KnownMember?
    /// The type met last (an opaque `TypeInfo` pointer), or nil.
    var cachedType: UnsafeRawPointer?
    /// The slot of the property in that type.
    var cachedSlot: Int = 0

    init(name: String) {
        self.name = name
        self.known = KnownMember(rawValue: name)
    }

    /// A site known at compile time to read a plain stored property of `type`.
    init(name: String, type: TypeInfo, slot: Int) {
        self.init(name: name)
        cachedType = UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
        cachedSlot = slot
    }
}

/// A method call on a value whose type decides which method runs (`shape.area()`), with the
/// method it found last.
struct MethodSite {
    let selector: MethodSelector
    /// Whether the receiver is a variable the call may change (a `mutating` method).
    let receiverIsMutable: Bool
    var cachedType: UnsafeRawPointer?
    var cachedFunction: Int = 0
}

/// `Shape.circle` or `.circle` as a value or in a pattern: the enum and the case.
struct EnumCaseSite {
    /// The enum; nil when the compiler could not tell (then the case is found by name).
    let type: TypeInfo?
    let caseIndex: Int
    let name: String
    let payloadCount: Int
}

/// A static stored property: its global slot and the function that computes its initial
/// value the first time it is used.
struct StaticPropertySite {
    let slot: Int
    let initializer: Int
    let name: String
}

/// Overloads that differ only in their parameters' types, and those types.
struct OverloadSet {
    let functions: [Int]
    let parameterTypes: [[TypeDescriptor]]
    let name: String
}

/// A generic constraint to check where a function starts: `T: Comparable`.
struct ConstraintSite {
    let type: TypeDescriptor
    /// The function whose constraint it is, and the parameter and constraint (for the message).
    let message: String
}
