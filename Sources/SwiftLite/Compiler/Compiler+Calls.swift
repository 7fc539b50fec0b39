// Calls: to top-level functions (direct), local functions and closures, natives (with
// arguments matched at compile time), methods, and symbolic calls (`.system(size: 17)`).

extension Compiler {
    func compileCall(_ call: Expr, callee: Expr, arguments: [CallArgument], into target: Int32) {
        let location = call.location
        let base = canCall(into: target) ? target : allocateRegister()
        defer {
            if base != target { emit(.move, target, base, at: location) }
            freeRegisters(downTo: base + 1)
        }
        if let plan = resolution.callPlans[call.id] {
            switch plan.target {
            case .function(let function):
                if let index = index(of: function) {
                    let checksPassed = compilePlannedArguments(plan, arguments: arguments, function: function)
                    emit(
                        checksPassed ? .callFunctionUnchecked : .callFunction, base, Int32(function.parameters.count), Int32(index),
                        at: location)
                } else {
                    compileRead(callee, into: base)
                    _ = compilePlannedArguments(plan, arguments: arguments, function: function)
                    emit(.call, base, Int32(function.parameters.count), at: location)
                }
            case .native(let native, let signature):
                var parameterIndexes: [Int] = []
                for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
                    guard let argumentIndex else { continue }
                    let register = allocateRegister()
                    compile(arguments[argumentIndex].value, into: register)
                    parameterIndexes.append(parameterIndex)
                }
                let site = NativeCallSite(
                    function: native, signatureIndex: signature, parameterIndexes: parameterIndexes,
                    parameterCount: native.signatures[signature].parameters.count, labels: arguments.map(\.label))
                callSites.append(site)
                emit(.callNative, base, Int32(parameterIndexes.count), Int32(callSites.count - 1), at: location)
            }
            return
        }
        switch callee.kind {
        case .identifier(let name):
            switch resolution.bindings[callee.id] {
            case .native(let native)?:
                compileUncheckedNativeCall(native, base: base, arguments: arguments, at: location)
                return
            case .symbolicRoot?:
                compileRead(callee, into: base)
                compileSymbolCall(base: base, arguments: arguments, at: location)
                return
            case .local(let declaration)? where localFunctions[declaration] != nil:
                break  // planned unless the labels did not match (already reported)
            default:
                _ = name
            }
        case .implicitMember(let name):
            emit(.implicitMember, base, addName(name), at: location)
            compileSymbolCall(base: base, arguments: arguments, at: location)
            return
        case .member(let receiver, let name):
            if case .builtinType(let typeName)? = resolution.bindings[receiver.id] {
                if case .function(let native)? = environment.staticMembers["\(typeName).\(name)"] {
                    compileUncheckedNativeCall(native, base: base, arguments: arguments, at: location)
                } else {
                    emit(.loadNil, base, at: location)  // reported by the resolver
                }
                return
            }
            if Resolver.mutatingMethods.contains(name), isMutableLValue(receiver) {
                compileMutatingMethodCall(receiver: receiver, name: name, arguments: arguments, result: base, at: location)
                return
            }
            compile(receiver, into: base)
            let errorsBefore = errorCount
            _ = compileConsecutive(arguments.map(\.value))
            let selector = addSelector(name, labels: arguments.map(\.label), trailingClosure: arguments.last?.isTrailingClosure == true)
            if let call = InlinedSequenceCall(name: name, arguments: arguments) {
                // A body the compiler reported an error in is not compiled twice (nor reported twice).
                compileInlined(call, base: base, selector: selector, bodyCompiledCleanly: errorCount == errorsBefore, at: location)
                return
            }
            emit(.callMethod, base, Int32(arguments.count), selector, at: location)
            return
        default:
            break
        }
        // A closure or function value: Swift calls those without argument labels.
        if let labeled = arguments.first(where: { $0.label != nil && !$0.isTrailingClosure }) {
            error("closures and function values are called without argument labels ('\(labeled.label!):')", at: labeled.location)
        }
        if case .local(let declaration)? = resolution.bindings[callee.id], resolution.constantDeclarations.contains(declaration),
            let register = state.registers[declaration], !isBoxed(declaration)
        {
            // A closure in a constant of this function: called where it is, not copied.
            _ = compileConsecutive(arguments.map(\.value))
            emit(.callLocal, base, Int32(arguments.count), register, at: location)
            return
        }
        compile(callee, into: base)
        _ = compileConsecutive(arguments.map(\.value))
        emit(.call, base, Int32(arguments.count), at: location)
    }

    /// How deeply default values may be compiled into each other (see `defaultValueNesting`).
    static let maximumDefaultValueNesting = 32

    /// Arguments in parameter order, with the defaults of omitted parameters.
    /// Compiles the arguments of a call into consecutive registers; returns whether every
    /// one is known to pass its parameter's type check, so that the callee's checks can be
    /// skipped.
    private func compilePlannedArguments(_ plan: CallPlan, arguments: [CallArgument], function: FunctionDecl) -> Bool {
        var checksPassed = true
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let register = allocateRegister()
            let parameterType = function.parameters[parameterIndex].type.map(describe)
            let argument: Expr
            if let argumentIndex {
                argument = typingLiterals(arguments[argumentIndex].value, as: parameterType)
                if let type = function.parameters[parameterIndex].type { recordClosureContext(of: argument, from: type) }
                compile(argument, into: register)
            } else if let defaultValue = function.parameters[parameterIndex].defaultValue {
                let saved = fileIndex
                fileIndex = function.file
                argument = typingLiterals(defaultValue, as: parameterType)
                if defaultValueNesting >= Compiler.maximumDefaultValueNesting {
                    error(
                        "the default value of '\(function.parameters[parameterIndex].name)' calls '\(function.name)' again, without end: a default value cannot need its own function's default",
                        at: defaultValue.location)
                    emit(.loadNil, register, at: defaultValue.location)
                } else {
                    defaultValueNesting += 1
                    compile(argument, into: register)
                    defaultValueNesting -= 1
                }
                fileIndex = saved
            } else {
                emit(.loadNil, register, at: function.location)
                checksPassed = checksPassed && (parameterType?.isAny ?? true)
                continue
            }
            if checksPassed, let parameterType, !parameterType.isAny {
                // Only a scalar check can be known to pass; Double's also converts an Int.
                checksPassed = KnownType(parameterType).map { knownType(of: argument) == $0 } ?? false
            }
        }
        return checksPassed
    }

    /// A native without declared signatures (such as `print`): arguments as written.
    private func compileUncheckedNativeCall(_ native: NativeFunction, base: Int32, arguments: [CallArgument], at location: SourceLocation) {
        _ = compileConsecutive(arguments.map(\.value))
        let site = NativeCallSite(
            function: native, signatureIndex: 0, parameterIndexes: Array(0..<arguments.count), parameterCount: arguments.count,
            labels: arguments.map(\.label))
        callSites.append(site)
        emit(.callNative, base, Int32(arguments.count), Int32(callSites.count - 1), at: location)
    }

    private func compileSymbolCall(base: Int32, arguments: [CallArgument], at location: SourceLocation) {
        _ = compileConsecutive(arguments.map(\.value))
        emit(.callSymbol, base, Int32(arguments.count), addLabels(arguments.map(\.label)), at: location)
    }

    /// Whether an expression names storage a mutating method can change in place: a
    /// variable, or an element or member of one (not a host object's).
    func isMutableLValue(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .dollar:
            switch resolution.bindings[expression.id] {
            case .local?, .global?: return true
            default: return false
            }
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base):
            return isMutableLValue(base)
        default:
            return false
        }
    }

    private func compileMutatingMethodCall(receiver: Expr, name: String, arguments: [CallArgument], result: Int32, at location: SourceLocation) {
        // What the method stores into a typed receiver takes the element's type.
        let storedTypes = storedArgumentTypes(ofMutating: name, labels: arguments.map(\.label), receiver: receiver)
        let first = compileConsecutive(zip(arguments, storedTypes).map { typingLiterals($0.value, as: $1) })
        for (index, type) in storedTypes.enumerated() {
            emitStoreCheck(first + Int32(index), against: type, at: arguments[index].value.location)
        }
        let selector = addSelector(name, labels: arguments.map(\.label), trailingClosure: arguments.last?.isTrailingClosure == true)
        if containsOptionalBinding(receiver) {
            emit(.loadNil, result, at: location)  // the result when the chain meets nil
        }
        // `append` is most of the mutating calls in loops: the VM does it without
        // gathering the argument into an array when the receiver is an array.
        let opcode: Opcode = selectors[Int(selector)].builtin == .append ? .appendElement : .callMutatingMethod
        mutate(receiver) { register in
            emit(opcode, register, result, selector, at: location)
        }
    }

    /// Whether an lvalue goes through `?` (`d[k]?.append(x)`).
    private func containsOptionalBinding(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .bindOptional: return true
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base):
            return containsOptionalBinding(base)
        default: return false
        }
    }

    /// A closure literal passed for a parameter of function type takes its scalar
    /// parameter and result types, as Swift infers them: checked on entry and return,
    /// known in its body.
    private func recordClosureContext(of argument: Expr, from type: TypeExpr) {
        guard case .closure(let closure) = argument.kind, case .function(let parameters, let result) = type,
            parameters.count == closure.parameters.count
        else { return }
        func scalar(_ type: TypeExpr) -> TypeDescriptor? {
            switch describe(type) {
            case .int: return .int
            case .double: return .double
            case .bool: return .bool
            default: return nil
            }
        }
        closureContexts[ObjectIdentifier(closure)] = (parameters.map(scalar), scalar(result))
    }
}
