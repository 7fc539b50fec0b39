// `map` and `filter` with a closure written in place, compiled as a loop. Through the
// library, every element costs a call from host code into the interpreter (a run loop
// entered and left). In the loop, a closure whose body is one simple expression is not
// called at all: its body is compiled into the loop, its parameter the loop's element
// (an error inside it is still traced as from the closure); any other closure is called
// from bytecode, an ordinary call.

/// A call of `map` or `filter` whose one argument is a closure literal of one parameter.
struct InlinedSequenceCall {
    enum Kind { case map, filter }

    let kind: Kind
    let closure: ClosureExpr

    init?(name: String, arguments: [CallArgument]) {
        guard arguments.count == 1, arguments[0].label == nil, case .closure(let closure) = arguments[0].value.kind,
            closure.parameters.count == 1, !closure.isViewBuilder
        else { return nil }
        switch name {
        case "map": kind = .map
        case "filter": kind = .filter
        default: return nil
        }
        self.closure = closure
    }
}

extension Compiler {
    /// With the receiver in `base` and the closure in `base + 1`: when the receiver is an
    /// array, a loop over a copy of it (a closure that changes the array changes the
    /// variable, not what is being mapped, as in Swift); otherwise, anything else that has
    /// the method (a dictionary, a range, a string), the library's `callMethod`.
    func compileInlined(
        _ call: InlinedSequenceCall, base: Int32, selector: Int32, bodyCompiledCleanly: Bool, at location: SourceLocation
    ) {
        let closure = base + 1
        let notArray = emit(.jumpIfNotArray, base, 0, 0, at: location)
        let result = allocateRegister()
        let sequence = allocateRegister()
        _ = allocateRegister()  // the position, right after the sequence
        let element = allocateRegister()
        let value = allocateRegister()
        emit(.newArray, result, 0, 0, at: location)
        emit(.move, sequence, base, at: location)
        emit(.iteratePrepare, sequence, at: location)
        let next = currentOffset
        let exit = emit(.iterateNext, sequence, 0, element, at: location)
        if bodyCompiledCleanly, let body = inlinableBody(of: call.closure) {
            let parameter = call.closure.parameters[0].id
            state.registers[parameter] = element
            let start = currentOffset
            compile(body, into: value)
            state.prototype.inlinedClosures.append(InlinedClosure(instructions: start..<currentOffset, callSite: location))
            state.registers[parameter] = nil
        } else {
            let argument = allocateRegister()
            emit(.move, argument, element, at: location)
            emit(.callLocal, value, 1, closure, at: location)
        }
        switch call.kind {
        case .map:
            emit(.appendValue, result, value, at: location)
        case .filter:
            let rejected = emit(.jumpIfRejected, value, selector, 0, at: location)
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

    /// The closure's body when it can be compiled in place: one expression, no declared
    /// or contextual parameter or result type (whose checks the closure's entry does), a parameter no
    /// inner closure captures, and nothing in it that declares, assigns or makes a closure.
    private func inlinableBody(of closure: ClosureExpr) -> Expr? {
        guard closure.body.count == 1, case .expression(let body) = closure.body[0].kind, closure.resultType == nil,
            closureContexts[ObjectIdentifier(closure)]?.result == nil, closure.parameters[0].type == nil, !isBoxed(closure.parameters[0].id), isInlinable(body)
        else { return nil }
        return body
    }

    private func isInlinable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integer, .float, .boolean, .nilLiteral, .string, .identifier, .dollar, .implicitMember, .register:
            return true
        case .interpolated(let parts):
            return parts.allSatisfy {
                if case .expression(let inner) = $0 { return isInlinable(inner) }
                return true
            }
        case .array(let elements):
            return elements.allSatisfy(isInlinable)
        case .dictionary(let entries):
            return entries.allSatisfy { isInlinable($0.key) && isInlinable($0.value) }
        case .tuple(let elements):
            return elements.allSatisfy { isInlinable($0.value) }
        case .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .prefix(_, let base),
            .cast(let base, _, _), .typeCheck(let base, _):
            return isInlinable(base)
        case .call(let callee, let arguments), .subscripted(let callee, let arguments):
            return isInlinable(callee) && arguments.allSatisfy { isInlinable($0.value) }
        case .binary(_, let left, let right):
            return isInlinable(left) && isInlinable(right)
        case .ternary(let condition, let then, let otherwise):
            return isInlinable(condition) && isInlinable(then) && isInlinable(otherwise)
        case .bindOptional, .optionalChain, .assign, .compoundAssign, .closure, .error, .keyPath, .inoutArgument, .superMember,
            .statementExpression, .typeReference, .metatype, .discard:
            return false
        }
    }
}
