// Natives the compiler calls on values it has already compiled, where the type it knows
// decides the operation (a narrow number's arithmetic, a nested optional's nil): a call
// with no signature to match, arguments in the registers after the result's.

extension Compiler {
    /// Calls `native` with the values of `operands`, its result in `target`.
    func compileNativeApplication(_ native: NativeFunction, to operands: [Expr], into target: Int32, at location: SourceLocation) {
        let base = allocateRegister()
        for operand in operands { compile(operand, into: allocateRegister()) }
        emitNativeCall(native, base: base, argumentCount: operands.count, at: location)
        emit(.move, target, base, at: location)
        freeRegisters(downTo: base)
    }

    /// Replaces the value in `register` with `native`'s result for it.
    func applyNative(_ native: NativeFunction, to register: Int32, at location: SourceLocation) {
        let base = allocateRegister()
        emit(.move, allocateRegister(), register, at: location)
        emitNativeCall(native, base: base, argumentCount: 1, at: location)
        emit(.move, register, base, at: location)
        freeRegisters(downTo: base)
    }

    /// `native` called with the arguments in the registers after `base`, its result in `base`.
    private func emitNativeCall(_ native: NativeFunction, base: Int32, argumentCount: Int, at location: SourceLocation) {
        callSites.append(
            NativeCallSite(
                function: native, signatureIndex: 0, parameterIndexes: Array(0..<argumentCount), parameterCount: argumentCount,
                labels: Array(repeating: nil, count: argumentCount)))
        emit(.callNative, base, Int32(argumentCount), Int32(callSites.count - 1), at: location)
    }
}
