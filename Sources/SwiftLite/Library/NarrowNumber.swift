/// A number type that a script keeps in an Int or a Double but that Swift computes in
/// another width: `Float`, or a fixed-width integer narrower than Int (`UInt8` ... `Int32`).
///
/// Values carry no width at run time (a `UInt8` is an Int), so the compiler, which knows
/// an expression's type from what is written (annotations, `UInt8(...)`, properties), asks
/// for the width where it matters: arithmetic that must trap or wrap in the type, `~`, bit
/// counts, and how a `Float` prints (`NarrowArithmetic`). Plain Int and Double code is
/// compiled as before and pays nothing.
enum NarrowNumber: Equatable {
    case float
    /// A fixed-width integer by its name, width and signedness.
    case integer(name: String, bitWidth: Int, isSigned: Bool)

    /// The narrow type a type name spells; nil for Int, Int64, UInt, UInt64 (they are Int's
    /// width here), Double and every other type.
    init?(typeName: String) {
        switch typeName {
        case "Float", "Float32": self = .float
        case "UInt8": self = .integer(name: typeName, bitWidth: 8, isSigned: false)
        case "Int8": self = .integer(name: typeName, bitWidth: 8, isSigned: true)
        case "UInt16": self = .integer(name: typeName, bitWidth: 16, isSigned: false)
        case "Int16": self = .integer(name: typeName, bitWidth: 16, isSigned: true)
        case "UInt32": self = .integer(name: typeName, bitWidth: 32, isSigned: false)
        case "Int32": self = .integer(name: typeName, bitWidth: 32, isSigned: true)
        default: return nil
        }
    }

    /// The type's name, for messages.
    var name: String {
        switch self {
        case .float: return "Float"
        case .integer(let name, _, _): return name
        }
    }

    /// The name with its article, for messages: `a UInt8`, `an Int8`.
    var nameWithArticle: String { (name.hasPrefix("Int") ? "an " : "a ") + name }

    /// An integer type's values.
    var range: ClosedRange<Int> {
        guard case .integer(_, let bitWidth, let isSigned) = self else { return Int.min...Int.max }
        return isSigned ? -(1 << (bitWidth - 1))...((1 << (bitWidth - 1)) - 1) : 0...((1 << bitWidth) - 1)
    }

    var bitWidth: Int {
        if case .integer(_, let bitWidth, _) = self { return bitWidth }
        return 32
    }

    /// The low `bitWidth` bits of `number`, read as the type reads them (two's complement
    /// for a signed type): what `&+`, `<<` and `truncatingIfNeeded` keep.
    func truncating(_ number: Int) -> Int {
        guard case .integer(_, let bitWidth, let isSigned) = self else { return number }
        let low = number & ((1 << bitWidth) - 1)
        return isSigned && low >= 1 << (bitWidth - 1) ? low - (1 << bitWidth) : low
    }

    /// The bits of an integer value of the type, as an unsigned pattern of its width.
    func bitPattern(_ number: Int) -> UInt64 {
        UInt64(bitPattern: Int64(number)) & (UInt64.max >> (64 - UInt64(bitWidth)))
    }
}
