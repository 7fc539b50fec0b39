/// A value of a type the script declares: a struct's or class's stored properties, or an
/// enum's case and associated values.
///
/// The fields are allocated with the header, in one block: making a `Vec(x:y:)` costs
/// one allocation, as a Lua table does. A struct's value semantics are copy-on-write,
/// as arrays are: the interpreter changes an instance in place only when nothing else
/// holds it (`isKnownUniquelyReferenced`) and copies it otherwise. A class's instance is
/// changed in place always: every holder sees the change.
public final class Instance: ManagedBuffer<InstanceHeader, Value> {
    /// Makes an instance with `count` fields, all nil.
    static func make(_ type: TypeInfo, tag: Int = 0, count: Int) -> Instance {
        let buffer = Instance.create(minimumCapacity: count) { _ in InstanceHeader(type: type, tag: Int32(tag), count: Int32(count)) }
        let instance = unsafeDowncast(buffer, to: Instance.self)
        instance.withUnsafeMutablePointerToElements { $0.initialize(repeating: .null, count: count) }
        return instance
    }

    /// Makes an instance holding `fields`.
    static func make(_ type: TypeInfo, tag: Int = 0, fields: UnsafeBufferPointer<Value>) -> Instance {
        let buffer = Instance.create(minimumCapacity: fields.count) { _ in
            InstanceHeader(type: type, tag: Int32(tag), count: Int32(fields.count))
        }
        let instance = unsafeDowncast(buffer, to: Instance.self)
        if let base = fields.baseAddress {
            // One element at a time: `initialize(from:count:)` goes through the runtime's
            // generic array copy (a value-witness call per element).
            instance.withUnsafeMutablePointerToElements { elements in
                for index in 0..<fields.count { (elements + index).initialize(to: base[index]) }
            }
        }
        return instance
    }

    static func make(_ type: TypeInfo, tag: Int = 0, fields: [Value]) -> Instance {
        fields.withUnsafeBufferPointer { make(type, tag: tag, fields: $0) }
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            // Field by field, skipping plain data: `deinitialize(count:)` goes through the
            // runtime's generic array destroy, a value-witness call per field, even for a
            // `Vec`'s two Doubles (2% of particles).
            for index in 0..<Int(header.pointee.count) {
                switch elements[index] {
                case .null, .bool, .int, .double: continue
                default: (elements + index).deinitialize(count: 1)
                }
            }
        }
    }

    /// The declared type.
    public var type: TypeInfo { header.type }
    /// The enum case's index among the type's cases (0 for structs and classes).
    public var tag: Int { Int(header.tag) }
    /// How many fields it holds.
    public var count: Int { Int(header.count) }

    /// Whether this is case `tag` of the type at `type` (an opaque `TypeInfo` pointer): the
    /// header read as plain data, no reference counted.
    @inline(__always)
    func isCase(_ type: UnsafeRawPointer, _ tag: Int32) -> Bool {
        withUnsafeMutablePointerToHeader { header in
            // The type is the header's first field (asserted where the interpreter starts).
            header.pointee.tag == tag && UnsafeRawPointer(header).load(as: UnsafeRawPointer.self) == type
        }
    }

    /// The type as an opaque pointer, read without retaining it.
    @inline(__always)
    var typePointer: UnsafeRawPointer {
        // The type is the header's first field (asserted where the interpreter starts).
        withUnsafeMutablePointerToHeader { UnsafeRawPointer($0).load(as: UnsafeRawPointer.self) }
    }

    /// Reads the type without retaining it: the instance keeps it alive meanwhile.
    @inline(__always)
    func withType<Result>(_ body: (TypeInfo) -> Result) -> Result {
        Unmanaged<TypeInfo>.fromOpaque(typePointer)._withUnsafeGuaranteedRef(body)
    }

    /// The fields, for reading.
    @inline(__always)
    var fields: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToElements { $0 } }

    /// Field `index`.
    public subscript(index: Int) -> Value {
        @inline(__always) get { withUnsafeMutablePointerToElements { $0[index] } }
        @inline(__always) set { withUnsafeMutablePointerToElements { $0[index] = newValue } }
    }

    /// The fields as an array.
    public var fieldValues: [Value] {
        withUnsafeMutablePointerToElements { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// A copy with the same type, tag and fields (for copy-on-write).
    func copy() -> Instance {
        withUnsafeMutablePointerToElements { Instance.make(type, tag: tag, fields: UnsafeBufferPointer(start: $0, count: count)) }
    }
}

/// What an instance holds before its fields.
public struct InstanceHeader {
    /// The declared type.
    let type: TypeInfo
    /// The case of an enum value.
    let tag: Int32
    /// The number of fields.
    let count: Int32
}

extension Value {
    /// The instance, made unique (copied when shared, unless it is a class's) and moved
    /// out, leaving nil; nil when this is not an instance.
    @inline(__always)
    mutating func takeUniqueInstance() -> Instance? {
        guard case .instance(let shared) = self else { return nil }
        self = .null
        var instance = shared
        if !instance.withType({ $0.isClass }) && !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
        return instance
    }
}
