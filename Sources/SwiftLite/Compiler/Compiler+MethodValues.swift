// A method of the type being compiled named without a call, as a function: SwiftUI code
// writes `.onDelete(perform: deleteItems)` and `Button("Add", action: addItem)` with the
// view's own methods. The function calls the method on the `self` it was read from (Swift's
// partial application of a method).

extension Compiler {
    /// `name` of `self` as a function into `target`; false when the type has no such method.
    func compileMethodValue(_ name: String, receiver: Expr, into target: Int32, at location: SourceLocation) -> Bool {
        guard let owner = typeScope, let method = owner.methods(named: name).first, let function = index(of: method) else { return false }
        if method.isMutating {
            error("a mutating method used as a value is not supported in scripts; write a closure such as { \(name)($0) }", at: location)
            emit(.loadNil, target, at: location)
            return true
        }
        let parameterCount = method.parameters.count
        let bind = NativeFunction(name: name, signatures: [NativeFunction.Signature([NativeFunction.Parameter(nil)])]) {
            (call: inout NativeCall) throws(ScriptError) -> Value in
            let receiver = call.argument(0)
            return .native(
                NativeFunction(name: name, signatures: []) { (inner: inout NativeCall) throws(ScriptError) -> Value in
                    // Called with more arguments than it takes (an action's context), it takes
                    // the first ones.
                    let arguments = inner.arguments.prefix(parameterCount).map { $0 ?? .null }
                    return try inner.interpreter.callMember(function, on: receiver, Array(arguments))
                })
        }
        let base = canCall(into: target) ? target : allocateRegister()
        let argument = allocateRegister()
        compile(receiver, into: argument)
        callSites.append(NativeCallSite(function: bind, signatureIndex: 0, parameterIndexes: [0], parameterCount: 1, labels: [nil]))
        emit(.callNative, base, 1, Int32(callSites.count - 1), at: location)
        if base != target { emit(.move, target, base, at: location) }
        freeRegisters(downTo: max(base + 1, target + 1))
        return true
    }
}
