// Calls: what a called name refers to, and how the arguments match the parameters of the
// function, initializer or native it calls, as Swift matches them.

extension Resolver {
    func resolveCall(_ call: Expr, callee: Expr, arguments: [CallArgument]) {
        markInoutClosureArguments(callee, arguments)
        switch callee.kind {
        case .identifier(let name):
            let binding = lookup(name)
            switch binding {
            case .function(let candidates)?:
                resolution.bindings[callee.id] = binding
                planFunctionCall(call, name: name, candidates: candidates, arguments: arguments)
            case .native(let native)?:
                resolution.bindings[callee.id] = binding
                planNativeCall(call, native: native, arguments: arguments)
            case .builtinType(let typeName)?:
                resolution.bindings[callee.id] = binding
                if let constructor = environment.functions[typeName] {
                    planNativeCall(call, native: constructor, arguments: arguments)
                } else {
                    error("'\(typeName)' cannot be called here", at: callee.location)
                }
            case .symbolicRoot?:
                resolution.bindings[callee.id] = binding
            case .local(let declaration)? where localFunctions[declaration] != nil:
                resolution.bindings[callee.id] = binding
                planFunctionCall(call, name: name, candidates: [localFunctions[declaration]!], arguments: arguments)
            case .type(let type)?:
                resolution.bindings[callee.id] = binding
                planInitializerCall(call, type: type, arguments: arguments, at: callee.location)
            case .selfMember(_, let memberName)?:
                resolution.bindings[callee.id] = binding
                markReduceIntoAccumulator(memberName, arguments)
                if let type = currentType {
                    var candidates = type.methods(named: memberName)
                    if type.kind == .builtin, builtinHasMember(type.name, memberName) {
                        // In an extension of a standard type, a call whose closure or key
                        // path fits none of the program's methods is the standard one.
                        candidates = candidates.filter { function in
                            guard case .success(let assignment) = Resolver.match(arguments, to: shapes(of: function)) else { return false }
                            return Resolver.literalArgumentsFit(arguments, assignment, of: function)
                        }
                    }
                    if !candidates.isEmpty {
                        planFunctionCall(call, name: memberName, candidates: candidates, arguments: arguments)
                        if candidates.allSatisfy(\.isMutating), let selfDeclaration = lookupLocal("self"), !selfDeclaration.isMutable {
                            error(
                                "cannot use mutating member on immutable value: 'self' is immutable", at: callee.location,
                                notes: ["mark method 'mutating' to make 'self' mutable"])
                        }
                    }
                } else if let proto = currentProtocol, contexts.last?.isStatic == true {
                    // `summary()` in a static member of a protocol's extension.
                    let candidates = protocolExtensionStaticMethods(named: memberName, of: proto)
                    if !candidates.isEmpty { planFunctionCall(call, name: memberName, candidates: candidates, arguments: arguments) }
                }
            case .staticMember(let type, let memberName)?:
                resolution.bindings[callee.id] = binding
                let candidates = type.staticMethods(named: memberName)
                if !candidates.isEmpty { planFunctionCall(call, name: memberName, candidates: candidates, arguments: arguments) }
            case nil:
                reportUnknown(name, at: callee.location)
            default:
                resolveIdentifier(name, callee)
            }
        case .typeReference(let written):
            // `Stack<Int>()`, `Pair<B, A>(first: x, second: y)`: a generic type's initializer.
            checkType(written, at: callee.location)
            if let type = typeReferenced(by: callee) {
                planInitializerCall(call, type: type, arguments: arguments, at: callee.location)
            }
        case .member(let base, "init") where { if case .identifier("self") = base.kind { return true }; return false }():
            // `self.init(...)`: one initializer delegating to another.
            resolveExpression(base)
            if let type = currentType, case .initializer? = contexts.last?.function?.kind {
                planInitializerCall(call, type: type, arguments: arguments, at: callee.location, delegating: true)
            } else if currentProtocol != nil, case .initializer? = contexts.last?.function?.kind {
                // In a protocol's extension: the initializer of the type it runs for, chosen
                // by its labels when the program runs (see `Compiler+ProtocolSelfMembers`).
                arguments.forEach { resolveExpression($0.value) }
            } else {
                error("'self.init' can only be called inside an initializer", at: callee.location)
            }
        case .superMember(let name):
            resolveSuper(name, at: callee.location)
            if let superclass = currentType?.superclass {
                if name == "init" {
                    planInitializerCall(call, type: superclass, arguments: arguments, at: callee.location, delegating: true)
                } else {
                    let candidates = superclass.methods(named: name)
                    if !candidates.isEmpty { planFunctionCall(call, name: name, candidates: candidates, arguments: arguments) }
                }
            }
        case .member(let base, let name) where typeReferenced(by: base) != nil:
            let type = typeReferenced(by: base)!
            if let nested = type.nestedTypes[name] {
                resolution.bindings[callee.id] = .type(nested)
                planInitializerCall(call, type: nested, arguments: arguments, at: callee.location)
            } else if name == "init" {
                planInitializerCall(call, type: type, arguments: arguments, at: callee.location)
            } else if let caseIndex = type.cases.firstIndex(where: { $0.name == name }) {
                planEnumCase(call, type: type, caseIndex: caseIndex, arguments: arguments, at: callee.location)
            } else {
                let candidates = staticMethods(named: name, of: type)
                if candidates.isEmpty {
                    checkStaticMember(name, of: type, at: callee.location)
                } else {
                    planFunctionCall(call, name: name, candidates: candidates, arguments: arguments)
                }
            }
        case .member(let base, let name)
        where namesProtocolSelfType(base) && !protocolExtensionStaticMethods(named: name, of: currentProtocol!).isEmpty:
            // `Self.summary()` of a static method the protocol's extension gives.
            resolveExpression(base)
            planFunctionCall(call, name: name, candidates: protocolExtensionStaticMethods(named: name, of: currentProtocol!), arguments: arguments)
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, case .builtinType = lookup(typeName) ?? .hostGlobal("") {
                resolution.bindings[base.id] = .builtinType(typeName)
                switch environment.staticMembers["\(typeName).\(name)"] {
                case .function(let native)?:
                    planNativeCall(call, native: native, arguments: arguments)
                case nil:
                    error("type '\(typeName)' has no member '\(name)'", at: callee.location)
                default:
                    break
                }
            } else if Resolver.mutatingMethods.contains(name) && !isDeclaredMethodName(name) && !isHostRooted(base) && isAssignable(base) {
                if isRootedInDeclaredConstant(base) {
                    // `sorter.sort(xs)` may call a closure a tuple or a property holds under a
                    // standard mutating method's name: the compiler, which knows the
                    // receiver's type, reports the change of a constant only when it is one.
                    deferMutabilityCheck(of: callee, base: base, verb: "mutate", mutatingMember: name)
                } else {
                    resolveAssignmentTarget(base, verb: "mutate", mutatingMember: name)
                }
            } else if isDeclaredMethodName(name) && isAssignable(base) && !isHostRooted(base) {
                // Whether the call mutates depends on the receiver's type: the compiler decides.
                deferMutabilityCheck(of: callee, base: base, verb: "mutate", mutatingMember: name)
            } else {
                resolveExpression(base)
            }
            if environment.viewBuilderMethods.contains(name) {
                for argument in arguments { markViewBuilder(argument.value) }
            }
            markReduceIntoAccumulator(name, arguments)
        default:
            resolveExpression(callee)
        }
        for argument in arguments { resolveExpression(argument.value) }
    }

    /// `repository.update(id) { $0.name = "x" }` where `update` takes `(inout T) -> Void`: the
    /// closure's parameter is `inout`, as the parameter's type says. The receiver's type is
    /// not known here, so every declared function of that name and labels decides.
    private func markInoutClosureArguments(_ callee: Expr, _ arguments: [CallArgument]) {
        guard arguments.contains(where: { if case .closure = $0.value.kind { return true }; return false }) else { return }
        let name: String
        switch callee.kind {
        case .identifier(let identifier): name = identifier
        case .member(_, let member): name = member
        default: return
        }
        if inoutClosureFunctions == nil {
            var found: [String: [FunctionDecl]] = [:]
            for function in resolution.functions where function.parameters.contains(where: { !$0.inoutClosureParameters.isEmpty }) {
                found[function.name, default: []].append(function)
            }
            inoutClosureFunctions = found
        }
        guard let candidates = inoutClosureFunctions?[name] else { return }
        for function in candidates {
            // Arguments match parameters in order; a trailing closure takes the next parameter.
            var parameterIndex = 0
            for argument in arguments {
                while parameterIndex < function.parameters.count, !argument.isTrailingClosure,
                    function.parameters[parameterIndex].label != argument.label, function.parameters[parameterIndex].defaultValue != nil
                {
                    parameterIndex += 1
                }
                guard parameterIndex < function.parameters.count else { break }
                let parameter = function.parameters[parameterIndex]
                if case .closure(let closure) = argument.value.kind {
                    for index in parameter.inoutClosureParameters where index < closure.parameters.count {
                        closure.parameters[index].isInout = true
                    }
                }
                parameterIndex += 1
            }
        }
    }

    /// `reduce(into:)`: the closure changes its first argument, the accumulator.
    private func markReduceIntoAccumulator(_ name: String, _ arguments: [CallArgument]) {
        if name == "reduce", arguments.first?.label == "into", arguments.count == 2,
            case .closure(let closure) = arguments[1].value.kind, !closure.parameters.isEmpty
        {
            closure.parameters[0].isInout = true
        }
    }

    /// The static methods a type has, with those its protocols' extensions give it.
    func staticMethods(named name: String, of type: DeclaredType) -> [FunctionDecl] {
        var found = type.staticMethods(named: name)
        for protocolName in resolution.allProtocols(of: type) {
            guard let proto = resolution.protocols[protocolName] else { continue }
            for method in proto.extensionStaticMethods where method.name == name && !found.contains(where: { $0.signature == method.signature }) {
                found.append(method)
            }
        }
        return found
    }

    /// Whether some type of the program declares a method with this name (so that a call
    /// of it may be the program's own, not the standard library's).
    func isDeclaredMethodName(_ name: String) -> Bool {
        if declaredMethodNames == nil {
            var names: Set<String> = []
            for type in resolution.types { for method in type.methods { names.insert(method.name) } }
            for proto in resolution.protocols.values {
                for method in proto.methodRequirements + proto.extensionMethods { names.insert(method.name) }
            }
            declaredMethodNames = names
        }
        return declaredMethodNames!.contains(name)
    }

    /// `Point(x: 1, y: 2)`: the initializer the arguments call.
    func planInitializerCall(_ call: Expr, type: DeclaredType, arguments: [CallArgument], at location: SourceLocation, delegating: Bool = false) {
        switch type.kind {
        case .enum:
            if arguments.count == 1, arguments[0].label == "rawValue", type.rawType != nil, type.initializers.isEmpty { return }
        case .builtin:
            return
        default:
            break
        }
        if let protocolName = type.declaration?.kind, protocolName == .protocol { return }
        let candidates = type.initializers
        if candidates.isEmpty {
            if type.isEnum {
                if type.rawType != nil {
                    error("incorrect argument label in call (have '\(labelList(arguments))', expected '(rawValue:)')", at: location)
                } else {
                    error("'\(type.name)' cannot be constructed because it has no accessible initializers", at: location)
                }
            } else {
                error("'\(type.name)' cannot be constructed because it has no accessible initializers", at: location)
            }
            return
        }
        var failures: [(FunctionDecl, MatchFailure)] = []
        var matched: [CallPlan] = []
        for initializer in candidates {
            switch Resolver.matchWithVariadics(arguments, to: shapes(of: initializer)) {
            case .success(let assignment):
                matched.append(
                    CallPlan(
                        target: .initializer(initializer, type), argumentForParameter: assignment.single,
                        variadicExtras: assignment.variadicExtras, isDelegation: delegating))
            case .failure(let failure):
                failures.append((initializer, failure))
            }
        }
        if let first = matched.first {
            // `init(_ n: Int)` and `init?(_ text: String)`: the compiler tells them apart by
            // the argument's type.
            resolution.callPlans[call.id] = first
            if case .initializer(let initializer, _) = first.target { markViewBuilderArguments(of: initializer, first.argumentForParameter, arguments) }
            if matched.count > 1 { resolution.overloads[call.id] = matched }
            return
        }
        if candidates.count > 1 {
            let notes = candidates.map { "'\(type.name).\($0.signature)' is declared at \($0.location.line):\($0.location.column)" }
            error("no '\(type.name)' initializer takes the arguments \(labelList(arguments))", at: location, notes: notes)
            return
        }
        let only = candidates[0]
        if case .wrongLabel = failures[0].1, only.parameters.count == arguments.count {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let want = only.parameters.map { ($0.label ?? "_") + ":" }.joined()
            error("incorrect argument labels in call (have '\(have)', expected '\(want)')", at: location)
            return
        }
        reportMatchFailure(failures[0].1, arguments: arguments, parameterLabels: only.parameters.map(\.label),
                           parameterNames: only.parameters.map(\.name), callLocation: call.location, notes: [])
    }

    /// `Shape.circle(radius: 2)`: the case's associated values, matched by their labels.
    func planEnumCase(_ call: Expr, type: DeclaredType, caseIndex: Int, arguments: [CallArgument], at location: SourceLocation) {
        let enumCase = type.cases[caseIndex]
        guard let values = enumCase.associatedValues else {
            error("enum case '\(enumCase.name)' has no associated values", at: location)
            return
        }
        let shapes = values.map { ParameterShape(label: $0.label, isOptional: $0.defaultValue != nil, acceptsClosure: true) }
        switch Resolver.match(arguments, to: shapes) {
        case .success(let assignment):
            resolution.callPlans[call.id] = CallPlan(target: .enumCase(type, caseIndex: caseIndex), argumentForParameter: assignment)
        case .failure(let failure):
            reportMatchFailure(failure, arguments: arguments, parameterLabels: values.map(\.label),
                               parameterNames: values.enumerated().map { "#\($0.offset + 1)" }, callLocation: call.location, notes: [])
        }
    }

    /// How a function's parameters look to the label matcher.
    func shapes(of function: FunctionDecl) -> [ParameterShape] {
        function.parameters.map { parameter -> ParameterShape in
            var acceptsClosure = false
            switch parameter.type {
            case .function?, .named("Any")?, nil: acceptsClosure = true
            case .named(let name)? where function.genericParameters.contains(where: { $0.name == name }): acceptsClosure = true
            default: break
            }
            return ParameterShape(
                label: parameter.label, isOptional: parameter.defaultValue != nil || parameter.isVariadic, acceptsClosure: acceptsClosure,
                isVariadic: parameter.isVariadic)
        }
    }

    /// Whether a mutating method's receiver can be a variable (otherwise it mutates a
    /// temporary copy, which Swift also allows for `let` results it would reject).
    /// Whether `a`, `a.b` or `a[0].b` starts at a constant the program declares (a `let`,
    /// a parameter, a loop variable), not at `self` or a local function.
    func isRootedInDeclaredConstant(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier(let name) where name != "self":
            if let local = lookupLocal(name) { return !local.isMutable && local.kind != .function }
            if let global = globalsByName[name] { return !global.declaration.isMutable && global.declaration.kind != .function }
            return false
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base),
            .optionalChain(let base):
            return isRootedInDeclaredConstant(base)
        default: return false
        }
    }

    func isAssignable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .dollar: return true
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base),
            .optionalChain(let base):
            return isAssignable(base)
        default: return false
        }
    }

    /// Makes the closures passed to a function's `@ViewBuilder` parameters view builders
    /// (`Card(title: "A") { Text("x"); Text("y") }` with `init(title:, @ViewBuilder content:)`).
    func markViewBuilderArguments(of function: FunctionDecl, _ assignment: [Int?], _ arguments: [CallArgument]) {
        for (parameterIndex, argumentIndex) in assignment.enumerated() where parameterIndex < function.parameters.count {
            if let argumentIndex, function.parameters[parameterIndex].isViewBuilder { markViewBuilder(arguments[argumentIndex].value) }
        }
    }

    func markViewBuilder(_ expression: Expr) {
        if case .closure(let closure) = expression.kind { closure.isViewBuilder = true }
    }

    /// One parameter as the label matcher sees it.
    struct ParameterShape {
        let label: String?
        let isOptional: Bool
        let acceptsClosure: Bool
        /// `Int...`: it takes the unlabeled arguments that follow its first.
        var isVariadic = false
    }

    /// How arguments fill parameters: one argument (or none) per parameter, and the
    /// further arguments of variadic parameters.
    struct ArgumentAssignment {
        var single: [Int?]
        var variadicExtras: [Int: [Int]] = [:]
    }

    /// Matches arguments to parameters the way Swift does (forward scan, defaults may be
    /// skipped, an unlabeled trailing closure fills the next parameter that takes a
    /// closure). Returns the argument index for each parameter, or a description of the
    /// first mismatch.
    static func match(_ arguments: [CallArgument], to parameters: [ParameterShape]) -> Result<[Int?], MatchFailure> {
        matchWithVariadics(arguments, to: parameters).map(\.single)
    }

    static func matchWithVariadics(_ arguments: [CallArgument], to parameters: [ParameterShape]) -> Result<ArgumentAssignment, MatchFailure> {
        var assignment = [Int?](repeating: nil, count: parameters.count)
        var extras: [Int: [Int]] = [:]
        var cursor = 0
        var openVariadic: Int?
        for (argumentIndex, argument) in arguments.enumerated() {
            let isUnlabeledTrailingClosure = argument.isTrailingClosure && argument.label == nil
            if let variadic = openVariadic, argument.label == nil, !argument.isTrailingClosure {
                extras[variadic, default: []].append(argumentIndex)
                continue
            }
            openVariadic = nil
            var found: Int?
            var scan = cursor
            while scan < parameters.count {
                let parameter = parameters[scan]
                if isUnlabeledTrailingClosure {
                    if parameter.acceptsClosure || !parameter.isOptional {
                        found = scan
                        break
                    }
                } else if parameter.label == argument.label {
                    found = scan
                    break
                } else if !parameter.isOptional {
                    return .failure(.wrongLabel(argumentIndex, expected: parameter.label))
                }
                scan += 1
            }
            guard let parameterIndex = found else {
                return .failure(isUnlabeledTrailingClosure || argument.isTrailingClosure ? .unexpectedTrailingClosure(argumentIndex) : .extraArgument(argumentIndex))
            }
            assignment[parameterIndex] = argumentIndex
            cursor = parameterIndex + 1
            if parameters[parameterIndex].isVariadic { openVariadic = parameterIndex }
        }
        for (index, parameter) in parameters.enumerated() where assignment[index] == nil && !parameter.isOptional {
            return .failure(.missingArgument(index))
        }
        return .success(ArgumentAssignment(single: assignment, variadicExtras: extras))
    }

    enum MatchFailure: Error {
        case extraArgument(Int)
        case unexpectedTrailingClosure(Int)
        case wrongLabel(Int, expected: String?)
        case missingArgument(Int)
    }

    func labelList(_ arguments: [CallArgument]) -> String {
        "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    func planFunctionCall(_ call: Expr, name: String, candidates: [FunctionDecl], arguments: [CallArgument]) {
        var failures: [(FunctionDecl, MatchFailure)] = []
        var matched: [(FunctionDecl, ArgumentAssignment)] = []
        for function in candidates {
            switch Resolver.matchWithVariadics(arguments, to: shapes(of: function)) {
            case .success(let assignment):
                matched.append((function, assignment))
            case .failure(let failure):
                failures.append((function, failure))
            }
        }
        let fitting = matched.filter { Resolver.literalArgumentsFit(arguments, $0.1.single, of: $0.0) }
        if !fitting.isEmpty { matched = fitting }
        if let first = matched.first {
            // Overloads that differ only in their parameters' types are told apart when the
            // program runs, or by the compiler when it knows the arguments' types.
            let plan = CallPlan(target: .function(first.0), argumentForParameter: first.1.single, variadicExtras: first.1.variadicExtras)
            resolution.callPlans[call.id] = plan
            markViewBuilderArguments(of: first.0, plan.argumentForParameter, arguments)
            if matched.count > 1 {
                resolution.overloads[call.id] = matched.map {
                    CallPlan(target: .function($0.0), argumentForParameter: $0.1.single, variadicExtras: $0.1.variadicExtras)
                }
            }
            return
        }
        let notes = candidates.map { "'\($0.signature)' is declared at \($0.location.line):\($0.location.column)" }
        if candidates.count > 1 {
            error("no '\(name)' takes the arguments \(labelList(arguments))", at: call.location, notes: notes)
            return
        }
        reportMatchFailure(failures[0].1, arguments: arguments, parameterLabels: candidates[0].parameters.map(\.label),
                           parameterNames: candidates[0].parameters.map(\.name), callLocation: call.location, notes: notes)
    }

    func reportMatchFailure(
        _ failure: MatchFailure, arguments: [CallArgument], parameterLabels: [String?], parameterNames: [String],
        callLocation: SourceLocation, notes: [String]
    ) {
        switch failure {
        case .extraArgument(let index):
            error("extra argument\(arguments[index].label.map { " '\($0):'" } ?? "") in call", at: arguments[index].location, notes: notes)
        case .unexpectedTrailingClosure(let index):
            error("extra trailing closure passed in call", at: arguments[index].location, notes: notes)
        case .wrongLabel(let index, let expected):
            let have = arguments[index].label.map { "'\($0):'" } ?? "no label"
            let want = expected.map { "'\($0):'" } ?? "no label"
            error("incorrect argument label in call (have \(have), expected \(want))", at: arguments[index].location, notes: notes)
        case .missingArgument(let index):
            let label = parameterLabels[index].map { "'\($0):'" } ?? "'\(parameterNames[index])'"
            error("missing argument for parameter \(label) in call", at: callLocation, notes: notes)
        }
    }

    func planNativeCall(_ call: Expr, native: NativeFunction, arguments: [CallArgument]) {
        guard !native.signatures.isEmpty else { return }
        var matches: [(signature: Int, assignment: [Int?])] = []
        for (signatureIndex, signature) in native.signatures.enumerated() {
            let shapes = signature.parameters.map {
                ParameterShape(label: $0.label, isOptional: $0.isOptional, acceptsClosure: $0.kind != .value)
            }
            if case .success(let assignment) = Resolver.match(arguments, to: shapes) { matches.append((signatureIndex, assignment)) }
        }
        // A trailing closure is not a title: `Stepper { label } onIncrement: ...` takes the
        // signature whose first parameter is the label, not `Stepper(_ title:onIncrement:...)`,
        // as Swift's type checker would reject the closure as a String.
        let chosen = matches.first { match in
            match.assignment.enumerated().allSatisfy { parameterIndex, argumentIndex in
                guard let argumentIndex, arguments[argumentIndex].isTrailingClosure else { return true }
                return native.signatures[match.signature].parameters[parameterIndex].kind != .value
            }
        } ?? matches.first
        if let (signatureIndex, assignment) = chosen {
            let signature = native.signatures[signatureIndex]
            resolution.callPlans[call.id] = CallPlan(target: .native(native, signature: signatureIndex), argumentForParameter: assignment)
            for (parameterIndex, argumentIndex) in assignment.enumerated() {
                if let argumentIndex, signature.parameters[parameterIndex].kind == .viewBuilder {
                    markViewBuilder(arguments[argumentIndex].value)
                }
            }
            return
        }
        let signatures = native.signatureDescriptions
        var notes: [String] = []
        // Suggest a label for each argument label that no signature has.
        let knownLabels = Set(native.signatures.flatMap { $0.parameters.compactMap(\.label) })
        for argument in arguments {
            if let label = argument.label, !knownLabels.contains(label),
                let suggestion = Suggestions.closest(to: label, among: knownLabels)
            {
                notes.append("did you mean '\(suggestion):' instead of '\(label):'?")
            }
        }
        error(
            "no '\(native.name)' takes the arguments \(labelList(arguments)); the labels that exist are "
                + signatures.joined(separator: ", "), at: call.location, notes: notes)
    }
}
