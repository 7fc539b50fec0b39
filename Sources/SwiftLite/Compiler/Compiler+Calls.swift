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
                if let overloads = resolution.overloads[call.id], let chosen = chooseOverload(overloads, arguments: arguments) {
                    compilePlannedFunctionCall(chosen, function: chosenFunction(chosen), call: call, callee: callee, arguments: arguments, base: base)
                } else if let overloads = resolution.overloads[call.id] {
                    compileOverloadedCall(overloads, call: call, arguments: arguments, base: base, at: location)
                } else {
                    compilePlannedFunctionCall(plan, function: function, call: call, callee: callee, arguments: arguments, base: base)
                }
            case .native(let native, let signature):
                if native.name == "type", arguments.count == 1, let name = staticTypeName(of: arguments[0].value) {
                    // `type(of: f)` of a closure declared `(Int) -> Int`, of an optional: the
                    // static type's name (the argument still runs, as in Swift).
                    _ = compileToRegister(arguments[0].value)
                    emit(.loadConstant, base, addConstant(Compiler.typeNameValue(name)), at: location)
                    return
                }
                if native.name == "Double", arguments.count == 1, arguments[0].label == nil, isKnownNumber(arguments[0].value) {
                    // `Double(i)` of an Int or a Double: the conversion `checkDouble` makes, with
                    // no native call (no argument arrays).
                    compile(arguments[0].value, into: base)
                    emit(.checkDouble, base, at: location)
                    return
                }
                var parameterIndexes: [Int] = []
                for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
                    guard let argumentIndex else { continue }
                    let register = allocateRegister()
                    compile(arguments[argumentIndex].value, into: register)
                    if Compiler.describingNatives.contains(native.name) && arguments[argumentIndex].label != "separator"
                        && arguments[argumentIndex].label != "terminator"
                    {
                        markOptionals(register, of: arguments[argumentIndex].value)
                    }
                    parameterIndexes.append(parameterIndex)
                }
                let site = NativeCallSite(
                    function: native, signatureIndex: signature, parameterIndexes: parameterIndexes,
                    parameterCount: native.signatures[signature].parameters.count, labels: arguments.map(\.label))
                callSites.append(site)
                emit(.callNative, base, Int32(parameterIndexes.count), Int32(callSites.count - 1), at: location)
            case .initializer(let initializer, let type):
                if let overloads = resolution.overloads[call.id], let chosen = chooseOverload(overloads, arguments: arguments),
                    case .initializer(let chosenInitializer, _) = chosen.target
                {
                    compileInitializerCall(chosenInitializer, type: type, plan: chosen, arguments: arguments, into: base, at: location)
                } else {
                    compileInitializerCall(initializer, type: type, plan: plan, arguments: arguments, into: base, at: location)
                }
            case .enumCase(let type, let caseIndex):
                let generics = genericArguments(ofCaseCall: call, callee: callee, type: type)
                compileEnumCase(type, caseIndex: caseIndex, plan: plan, arguments: arguments, generics: generics, into: base, at: location)
            }
            return
        }
        if state.isProtocolInitializer, case .member(let receiver, "init") = callee.kind, case .identifier("self") = receiver.kind {
            compileProtocolSelfInitialization(arguments, into: base, at: location)
            return
        }
        if case .type(let type)? = resolution.bindings[callee.id], type.isEnum, arguments.count == 1, arguments[0].label == "rawValue" {
            // `Direction(rawValue: "N")`: the case with that raw value, or nil.
            compileRead(callee, into: base)
            let argument = allocateRegister()
            compile(arguments[0].value, into: argument)
            emit(.loadConstant, base, addConstant(.native(rawValueInitializer(type))), at: location)
            emit(.call, base, 1, at: location)
            return
        }
        if case .member(let receiver, let name) = callee.kind {
            typeClosureParameters(receiver: receiver, name: name, arguments: arguments)
            if name == "map" || name == "flatMap", arguments.count == 1, arguments[0].label == nil, case .optional? = staticType(of: receiver) {
                compileOptionalMap(receiver: receiver, transform: arguments[0].value, into: base, at: location)
                return
            }
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
                emit(.loadNil, base, at: location)  // planned unless the labels did not match (already reported)
                return
            case .selfType?, .local? where name == "Self":
                // `Self(...)` in a protocol's extension (in a static member, `Self` is its
                // `self`): the initializer of that type, found when the program runs, as
                // `Self.init(...)` is.
                let initializer = Expr(kind: .member(callee, "init"), location: callee.location, id: nextSyntheticID())
                compile(Expr(kind: .call(initializer, arguments), location: location, id: nextSyntheticID()), into: base)
                return
            case .function?, .type?, .staticMember?, .builtinType?:
                // A declared function, type or native whose arguments did not match: reported by the resolver.
                emit(.loadNil, base, at: location)
                return
            case nil where arguments.contains(where: { $0.label != nil }):
                // A name the resolver could not find (`URL(string:)`), reported there: its
                // labels are not also an error of calling a closure.
                emit(.loadNil, base, at: location)
                return
            case .selfMember(_, let member)? where typeScope?.methods(named: member).isEmpty == false && typeScope?.kind != .builtin:
                emit(.loadNil, base, at: location)
                return
            case .selfMember(_, let member)? where typeScope == nil || typeScope?.property(member) == nil:
                // `greeting()` in a protocol's extension, `index(startIndex, offsetBy: 1)` in
                // one of String: a method of whatever `self` is, called as `self.greeting()` is
                // (also the standard `sorted { ... }` that none of an extension's own
                // `sorted` methods takes).
                let method = Expr(kind: .member(selfExpression(at: callee.location), member), location: callee.location, id: nextSyntheticID())
                let call = Expr(kind: .call(method, arguments), location: location, id: nextSyntheticID())
                compile(call, into: base)
                return
            default:
                _ = name
            }
        case .implicitMember(let name):
            emit(.implicitMember, base, addName(name), at: location)
            compileSymbolCall(base: base, arguments: arguments, at: location)
            return
        case .member(let receiver, let name) where compileMethodCall(callee: callee, receiver: receiver, name: name, arguments: arguments, into: base, at: location):
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
            if Resolver.mutatingMethods.contains(name) { checkConstantReceiver(of: callee, receiver: receiver, calling: name) }
            if Resolver.mutatingMethods.contains(name), isMutableLValue(receiver) {
                compileMutatingMethodCall(receiver: receiver, name: name, arguments: arguments, result: base, at: location)
                return
            }
            compile(receiver, into: base)
            giveReduceClosureItsResultType(name, arguments)
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
        let passesInout = arguments.contains { if case .inoutArgument = $0.value.kind { return true }; return false }
        if !passesInout, case .local(let declaration)? = resolution.bindings[callee.id], resolution.constantDeclarations.contains(declaration),
            let register = state.registers[declaration], !isBoxed(declaration)
        {
            // A closure in a constant of this function: called where it is, not copied.
            _ = compileConsecutive(arguments.map(\.value))
            emit(.callLocal, base, Int32(arguments.count), register, at: location)
            return
        }
        compile(callee, into: base)
        if passesInout {
            // `change(&item)` with `change: (inout T) -> Void`: the closure leaves the changed
            // value in the argument's register (its parameter is `inout`), stored back here.
            var written: [(register: Int32, lvalue: Expr)] = []
            for argument in arguments {
                let register = allocateRegister()
                if case .inoutArgument(let lvalue) = argument.value.kind {
                    compile(lvalue, into: register)
                    written.append((register, lvalue))
                } else {
                    compile(argument.value, into: register)
                }
            }
            emit(.call, base, Int32(arguments.count), at: location)
            writeBack(written, at: location)
            return
        }
        _ = compileConsecutive(arguments.map(\.value))
        emit(.call, base, Int32(arguments.count), at: location)
    }

    /// `optional.map { ... }`, `optional.flatMap { ... }`: nil stays nil, a value is
    /// transformed. (An optional holding a value is that value at run time, so without
    /// the static type `text.flatMap` would be a String's.)
    private func compileOptionalMap(receiver: Expr, transform: Expr, into base: Int32, at location: SourceLocation) {
        compile(transform, into: base)
        let argument = compileConsecutive([receiver])
        let skip = emit(.jumpIfNil, argument, at: location)
        emit(.call, base, 1, at: location)
        let end = emit(.jump, at: location)
        patchJump(skip)
        emit(.loadNil, base, at: location)
        patchJump(end)
    }

    /// Whether `expression` is known to be an Int or a Double before the program runs.
    func isKnownNumber(_ expression: Expr) -> Bool {
        switch knownType(of: expression) {
        case .int?, .double?: return true
        case .string?, .bool?: return false
        case nil: break
        }
        switch staticType(of: expression) {
        case .int?, .double?: return true
        default: break
        }
        // Arithmetic on numbers gives a number (or stops with the operator's error).
        if case .binary(let op, let left, let right) = expression.kind, ["+", "-", "*", "/", "%"].contains(op) {
            return isKnownNumber(left) && isKnownNumber(right)
        }
        return false
    }

    /// A call the resolver planned to a declared function: a free function, a static
    /// method, or an instance method of `self` (named without `self.`, or through `super`).
    func compilePlannedFunctionCall(_ plan: CallPlan, function: FunctionDecl, call: Expr, callee: Expr, arguments: [CallArgument], base: Int32) {
        let location = call.location
        if takesMetatype(function) {
            compileProtocolStaticCall(plan, function: function, callee: callee, arguments: arguments, into: base, at: location)
            return
        }
        let hasSelf = function.owner != nil && !function.isStatic
        if hasSelf {
            let receiver = selfExpression(at: callee.location)
            if case .superMember = callee.kind, let index = index(of: function) {
                compileMemberCall(function: index, declaration: function, plan: plan, callee: callee, receiver: receiver, arguments: arguments, into: base, at: location)
            } else if let owner = typeScope, !owner.isClass || isFinal(owner), let index = index(of: function) {
                compileMemberCall(function: index, declaration: function, plan: plan, callee: callee, receiver: receiver, arguments: arguments, into: base, at: location)
            } else {
                compileDynamicMethodCall(function, plan: plan, callee: callee, receiver: receiver, arguments: arguments, into: base, at: location)
            }
            return
        }
        guard let index = optionalSpecialization(of: function, plan: plan, arguments: arguments) ?? index(of: function) else {
            compileRead(callee, into: base)
            _ = compilePlannedArguments(plan, arguments: arguments, function: function)
            emit(.call, base, Int32(function.parameters.count), at: location)
            return
        }
        checkGenericConstraints(function, plan: plan, arguments: arguments, at: callee.location)
        if function.parameters.contains(where: { $0.isInout || $0.isVariadic }) {
            let written = compileArguments(plan, arguments: arguments, function: function)
            emit(.callFunction, base, Int32(function.parameters.count), Int32(index), at: location)
            writeBack(written, at: location)
            return
        }
        let checksPassed = compilePlannedArguments(plan, arguments: arguments, function: function)
        emit(checksPassed ? .callFunctionUnchecked : .callFunction, base, Int32(function.parameters.count), Int32(index), at: location)
    }

    /// A call that passes a value whose type is known not to meet a generic parameter's
    /// constraint is an error before the program runs (otherwise it is checked when the
    /// function starts).
    func checkGenericConstraints(_ function: FunctionDecl, plan: CallPlan, arguments: [CallArgument], at location: SourceLocation) {
        guard !function.genericParameters.isEmpty else { return }
        var constraints: [String: [TypeExpr]] = [:]
        for generic in function.genericParameters { constraints[generic.name, default: []] += generic.constraints }
        for requirement in function.requirements where requirement.kind == .conformance {
            if case .named(let name) = requirement.subject { constraints[name, default: []].append(requirement.constraint) }
        }
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            guard let argumentIndex, case .named(let name)? = function.parameters[parameterIndex].type, let required = constraints[name],
                let argumentType = staticType(of: arguments[argumentIndex].value)
            else { continue }
            for constraint in required {
                guard case .conforming(let protocolName, _) = describe(constraint) else { continue }
                // An optional is Equatable and Hashable when what it wraps is.
                var checked = argumentType
                while case .optional(let wrapped) = checked, ["Equatable", "Hashable"].contains(protocolName) { checked = wrapped }
                if typeFits(checked, describe(constraint)) { continue }
                let callee = function.owner == nil ? "global function '\(function.name)'" : "'\(function.name)'"
                error("\(callee) requires that '\(argumentType)' conform to '\(protocolName)'", at: arguments[argumentIndex].location)
                return
            }
        }
    }

    /// `self`, as an expression (for calls of `self`'s methods named without it).
    func selfExpression(at location: SourceLocation) -> Expr {
        let expression = Expr(kind: .identifier("self"), location: location, id: nextSyntheticID())
        if let function = state.function, let selfID = resolution.selfDeclarations[function.id] {
            resolution.bindings[expression.id] = .local(declaration: selfID)
        } else if let selfID = enclosingSelfDeclaration() {
            resolution.bindings[expression.id] = .local(declaration: selfID)
        }
        return expression
    }

    /// The `self` of the member function a closure is written in.
    func enclosingSelfDeclaration() -> Int? {
        var current: FunctionState? = state
        while let function = current {
            if let declared = function.function, let selfID = resolution.selfDeclarations[declared.id] { return selfID }
            current = function.parent
        }
        return nil
    }

    /// An id for an expression the compiler makes, unique among the program's.
    func nextSyntheticID() -> Int {
        syntheticIDs -= 1
        return syntheticIDs
    }

    /// The overload the arguments' known types choose, when they choose one.
    func chooseOverload(_ overloads: [CallPlan], arguments: [CallArgument]) -> CallPlan? {
        var fitting: [CallPlan] = []
        for plan in overloads {
            let function: FunctionDecl
            switch plan.target {
            case .function(let declared), .initializer(let declared, _): function = declared
            default: continue
            }
            var fits = true
            for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
                guard let argumentIndex, let written = function.parameters[parameterIndex].type else { continue }
                let parameterType = describe(written, in: resolution.functionOwners[function.id], generics: function.genericParameters.map(\.name))
                if parameterType.isAny { continue }
                guard let argumentType = staticType(of: arguments[argumentIndex].value) else {
                    // A literal fits where Swift's literal typing would let it.
                    if case .implicitMember = arguments[argumentIndex].value.kind, case .instance = parameterType { continue }
                    fits = false
                    break
                }
                if !typeFits(argumentType, parameterType) {
                    fits = false
                    break
                }
            }
            if fits { fitting.append(plan) }
        }
        if fitting.count == 1 { return fitting[0] }
        // Exact matches first: `f(_: Int)` over `f(_: Double)` for an Int argument.
        return fitting.first
    }

    /// Whether a value of a known type can be passed where `parameter` is expected.
    func typeFits(_ argument: TypeDescriptor, _ parameter: TypeDescriptor) -> Bool {
        switch (argument, parameter) {
        case (_, .any): return true
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool), (.range, .range), (.function, .function): return true
        case (.instance(let a), .instance(let p)): return a.isSubtype(of: p)
        case (.instance(let a), .conforming(let name, _)): return a.conforms(to: name)
        case (.optional(let a), .optional(let p)): return typeFits(a, p)
        case (_, .optional(let p)): return typeFits(argument, p)
        case (.array(let a), .array(let p)): return typeFits(a, p)
        case (.dictionary(let ak, let av), .dictionary(let pk, let pv)): return typeFits(ak, pk) && typeFits(av, pv)
        case (.tuple(let a, _), .tuple(let p, _)): return a.count == p.count && zip(a, p).allSatisfy { typeFits($0, $1) }
        case (_, .conforming(let name, _)):
            return Value.standardConformances[standardTypeName(of: argument) ?? ""]?.contains(name) == true
        default: return false
        }
    }

    func chosenFunction(_ plan: CallPlan) -> FunctionDecl {
        if case .function(let function) = plan.target { return function }
        fatalError("an overload is a function")
    }

    /// Overloads the arguments' types tell apart only when the program runs: the arguments
    /// (as the first overload takes them), then the overload whose parameter types fit.
    func compileOverloadedCall(_ overloads: [CallPlan], call: Expr, arguments: [CallArgument], base: Int32, at location: SourceLocation) {
        let first = overloads[0]
        let function = chosenFunction(first)
        _ = compileArguments(first, arguments: arguments, function: function)
        var functions: [Int] = []
        var types: [[TypeDescriptor]] = []
        for plan in overloads {
            let candidate = chosenFunction(plan)
            guard let index = index(of: candidate), candidate.parameters.count == function.parameters.count else { continue }
            functions.append(index)
            types.append(candidate.parameters.map { $0.type.map { describe($0, in: resolution.functionOwners[candidate.id]) } ?? .any })
        }
        overloadSets.append(OverloadSet(functions: functions, parameterTypes: types, name: function.name))
        emit(.callOverloaded, base, Int32(function.parameters.count), Int32(overloadSets.count - 1), at: location)
    }

    /// `Type(rawValue:)` as a function: the case with that raw value, or nil.
    func rawValueInitializer(_ type: DeclaredType) -> NativeFunction {
        let info = type.info!
        return NativeFunction(name: "\(type.name).init(rawValue:)", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            guard let raw = call.arguments.first ?? nil else { return .null }
            for (index, enumCase) in info.cases.enumerated() where enumCase.rawValue.map({ Operations.equal($0, raw) }) == true {
                return info.caseValue(index)
            }
            return .null
        }
    }

    /// The natives that print or describe their arguments: an optional among them prints as
    /// `Optional(...)` (see `OptionalPrinting`).
    static let describingNatives: Set<String> = ["print", "debugPrint", "String", "dump"]

    /// Marks the optionals of the value in `register` by the static type of `expression`,
    /// when it has any; a Float is made to print as one, a metatype as its name.
    func markOptionals(_ register: Int32, of expression: Expr) {
        if describeIfFloat(register, of: expression) { return }
        if case .typeReference(let type) = expression.kind {
            // `print(Int.self)`: the type's name.
            emit(.loadConstant, register, addConstant(Compiler.typeNameValue(typeName(written: type))), at: expression.location)
            return
        }
        guard let type = staticType(of: expression), type.containsOptional else { return }
        emit(.markOptionals, register, addType(type), at: expression.location)
    }

    /// How many default values one compilation may expand (see `compiledDefaultValues`).
    static let maximumCompiledDefaultValues = 100_000

    /// Compiles the default value of an omitted parameter at the call site and returns the
    /// expression compiled. A default that needs its own function's default again is an
    /// error rather than an endless expansion.
    @discardableResult
    func compileDefaultValue(_ defaultValue: Expr, of parameter: Parameter, in function: FunctionDecl, as type: TypeDescriptor?, into register: Int32) -> Expr {
        let saved = fileIndex
        fileIndex = function.file
        defer { fileIndex = saved }
        let argument = contextualized(defaultValue, written: parameter.type, as: type)
        if let outer = defaultsBeingCompiled.last(where: { $0.function == function.id }) {
            // Reported once, at the default that led back into its own function.
            if endlessDefaultValues.insert(outer.location).inserted {
                error(
                    "the default value of '\(outer.parameter)' calls '\(function.name)' again, without end: a default value cannot need its own function's default",
                    at: outer.location)
            }
            emit(.loadNil, register, at: defaultValue.location)
            return argument
        }
        compiledDefaultValues += 1
        if compiledDefaultValues > Compiler.maximumCompiledDefaultValues {
            if compiledDefaultValues == Compiler.maximumCompiledDefaultValues + 1 {
                error(
                    "default values call functions whose default values call others, more than \(Compiler.maximumCompiledDefaultValues) deep in all: pass some arguments explicitly",
                    at: defaultValue.location)
            }
            emit(.loadNil, register, at: defaultValue.location)
            return argument
        }
        defaultsBeingCompiled.append((function.id, parameter.name, defaultValue.location))
        compile(argument, into: register)
        defaultsBeingCompiled.removeLast()
        return argument
    }

    /// Arguments in parameter order, with the defaults of omitted parameters.
    /// Compiles the arguments of a call into consecutive registers; returns whether every
    /// one is known to pass its parameter's type check, so that the callee's checks can be
    /// skipped.
    private func compilePlannedArguments(_ plan: CallPlan, arguments: [CallArgument], function: FunctionDecl) -> Bool {
        var checksPassed = true
        let inferred = inferredGenericArguments(plan, arguments: arguments, function: function)
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let register = allocateRegister()
            let parameterType = function.parameters[parameterIndex].type.map(describe)
            let argument: Expr
            if let argumentIndex {
                let contextType = argumentContextType(of: function.parameters[parameterIndex], in: function, inferred: inferred)
                argument = contextualized(arguments[argumentIndex].value, written: function.parameters[parameterIndex].type, as: contextType)
                if let type = function.parameters[parameterIndex].type { recordClosureContext(of: argument, from: type) }
                compile(argument, into: register)
                wrapIfNestingOptional(register, declared: contextType, value: argument)
            } else if let defaultValue = function.parameters[parameterIndex].defaultValue {
                argument = compileDefaultValue(defaultValue, of: function.parameters[parameterIndex], in: function, as: parameterType, into: register)
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
    func compileUncheckedNativeCall(_ native: NativeFunction, base: Int32, arguments: [CallArgument], at location: SourceLocation) {
        let first = compileConsecutive(arguments.map(\.value))
        if Compiler.describingNatives.contains(native.name) {
            for (index, argument) in arguments.enumerated() where argument.label == nil {
                markOptionals(first + Int32(index), of: argument.value)
            }
        }
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
            case .local?, .global?, .selfMember?, .staticMember?: return true
            default: return false
            }
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base),
            .optionalChain(let base):
            return isMutableLValue(base)
        default:
            return false
        }
    }

    /// `xs.sort()` on a constant the resolver left to the compiler: an error unless the
    /// receiver holds a function under that name (`sorter.sort(xs)` of a tuple element or a
    /// property), which calling does not change. A chain through a property may reach a
    /// class instance, which changes through a constant.
    private func checkConstantReceiver(of callee: Expr, receiver: Expr, calling name: String) {
        guard let (message, notes, location) = resolution.deferredMutabilityChecks[callee.id] else { return }
        switch staticType(of: receiver) {
        case .tuple(_, let labels)?: if labels.contains(name) { return }
        case .instance(let info)?: if resolution.types[info.index].property(name) != nil { return }
        default: break
        }
        if passesThroughProperty(receiver) {
            checkDeferredMutability(callee, base: receiver)
        } else {
            error(message, at: location, notes: notes)
        }
    }

    /// Whether an lvalue reads a property on the way to its root (`model.items[0]`).
    private func passesThroughProperty(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .member: return true
        case .subscripted(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base), .optionalChain(let base):
            return passesThroughProperty(base)
        default: return false
        }
    }

    private func compileMutatingMethodCall(receiver: Expr, name: String, arguments: [CallArgument], result: Int32, at location: SourceLocation) {
        // What the method stores into a typed receiver takes the element's type.
        let storedTypes = storedArgumentTypes(ofMutating: name, labels: arguments.map(\.label), receiver: receiver)
        let contextTypes = storedArgumentTypes(ofMutating: name, labels: arguments.map(\.label), receiver: receiver, usingStaticTypes: true)
        // `history.append(.failure(.bad))` of a `[Result<Int, MyError>]`: the element as written.
        let writtenElement = ["append", "insert"].contains(name) ? writtenType(ofStorage: receiver).flatMap { $0.optionalWrapped ?? $0 }?.arrayElement : nil
        let first = compileConsecutive(zip(arguments, contextTypes).enumerated().map { index, argument in
            contextualized(argument.0.value, written: index == 0 && argument.0.label == nil ? writtenElement : nil, as: argument.1)
        })
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

    /// `reduce(List.empty) { .cons($1, $0) }`: the closure returns the initial value's type
    /// (one of the program's), so its implicit members are that type's, as Swift infers.
    private func giveReduceClosureItsResultType(_ name: String, _ arguments: [CallArgument]) {
        guard name == "reduce", arguments.count == 2, arguments[0].label == nil, case .closure(let closure) = arguments[1].value.kind,
            closure.resultType == nil, case .instance? = staticType(of: arguments[0].value)
        else { return }
        let parameters = closureContexts[ObjectIdentifier(closure)]?.parameters ?? Array(repeating: nil, count: closure.parameters.count)
        closureContexts[ObjectIdentifier(closure)] = (parameters, staticType(of: arguments[0].value))
    }

    /// A closure literal passed for a parameter of function type takes its scalar
    /// parameter and result types, as Swift infers them: checked on entry and return,
    /// known in its body.
    private func recordClosureContext(of argument: Expr, from type: TypeExpr) {
        guard case .closure(let closure) = argument.kind, case .function(let parameters, let result) = type,
            parameters.count == closure.parameters.count
        else { return }
        if closure.resultType == nil { closureWrittenResults[ObjectIdentifier(closure)] = result }
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
