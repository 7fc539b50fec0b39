// `map` and `filter` with a closure written in place, compiled as a loop that calls the
// closure from bytecode. Through the library, every element costs a call from host code
// into the interpreter (a run loop entered and left); from a loop it is an ordinary call.

/// A call of `map` or `filter` whose one argument is a closure literal of one parameter.
enum InlinedSequenceCall {
    case map, filter

    init?(name: String, arguments: [CallArgument]) {
        guard arguments.count == 1, arguments[0].label == nil, case .closure(let closure) = arguments[0].value.kind,
            closure.parameters.count == 1, !closure.isViewBuilder
        else { return nil }
        switch name {
        case "map": self = .map
        case "filter": self = .filter
        default: return nil
        }
    }
}

extension Compiler {
    /// With the receiver in `base` and the closure in `base + 1`: when the receiver is an
    /// array, a loop over a copy of it (a closure that changes the array changes the
    /// variable, not what is being mapped, as in Swift); otherwise, anything else that has
    /// the method (a dictionary, a range, a string), the library's `callMethod`.
    func compileInlined(_ call: InlinedSequenceCall, base: Int32, selector: Int32, at location: SourceLocation) {
        let closure = base + 1
        let notArray = emit(.jumpIfNotArray, base, 0, 0, at: location)
        let result = allocateRegister()
        let sequence = allocateRegister()
        _ = allocateRegister()  // the position, right after the sequence
        let element = allocateRegister()
        let callee = allocateRegister()
        let argument = allocateRegister()
        emit(.newArray, result, 0, 0, at: location)
        emit(.move, sequence, base, at: location)
        emit(.iteratePrepare, sequence, at: location)
        let next = currentOffset
        let exit = emit(.iterateNext, sequence, 0, element, at: location)
        emit(.move, argument, element, at: location)
        emit(.callLocal, callee, 1, closure, at: location)
        switch call {
        case .map:
            emit(.appendValue, result, callee, at: location)
        case .filter:
            let rejected = emit(.jumpIfRejected, callee, selector, 0, at: location)
            emit(.appendValue, result, element, at: location)
            patchJump(rejected)
        }
        emitJump(to: next, at: location)
        patchJump(exit)
        emit(.move, base, result, at: location)
        // Nothing else may keep the arrays: a later `append` to either would copy it whole.
        for register in [result, sequence, element] { emit(.loadNil, register, at: location) }
        let done = emit(.jump, 0, at: location)
        patchJump(notArray)
        emit(.callMethod, base, 1, selector, at: location)
        patchJump(done)
        freeRegisters(downTo: base + 2)
    }
}
