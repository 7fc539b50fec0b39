// What a library call costs against the instruction budget beyond the call itself.
//
// The budget counts the script's own instructions, but one library call can do work in
// proportion to the data it is given or makes: `uppercased()` of a 10 MB string takes
// tens of milliseconds and counted as one instruction, so a loop of such calls ran for
// hours within the limit. Charging the sizes keeps the limit a bound on time, and stays
// deterministic (a replayed run fails at the same place), which a clock would not.

extension Value {
    /// The instructions a library call is charged for reading or making this value: one
    /// per 16 bytes of a string or 4 elements of an array. Nothing for other values, which
    /// a call reads in constant time, and nothing for short strings and arrays.
    @inline(__always)
    var libraryWork: Int {
        switch self {
        case .string(let text): return text.utf8.count >> 4
        case .array(let elements): return elements.count >> 2
        default: return 0
        }
    }
}
