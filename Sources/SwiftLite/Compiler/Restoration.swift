/// What to put back when an error interrupts an in-place mutation.
///
/// To change `items[i]` or a global without copying it, the compiled code moves the value
/// out of its storage (leaving nil), changes it, and stores it back. When an error is
/// thrown in between, the store never runs; the interpreter then applies the
/// restorations whose instructions contain the failing one, innermost first, so that a
/// failed statement does not leave nil behind in a variable that outlives the run (a
/// global, a captured variable).
struct Restoration {
    /// Where the value was taken from.
    enum Storage {
        /// A top-level variable's slot.
        case global(slot: Int32)
        /// The box in a register, for a variable a closure captures.
        case box(register: Int32)
        /// One of the running closure's captured variables.
        case capture(slot: Int32)
        /// An element of the container in a register, at the key in another register.
        case element(container: Int32, key: Int32)
    }

    /// The instructions during which the value is out of its storage.
    let instructions: Range<Int>
    /// Where it belongs.
    let storage: Storage
    /// The register holding it meanwhile.
    let value: Int32
}
