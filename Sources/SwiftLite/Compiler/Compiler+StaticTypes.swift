// The types the compiler can see before the program runs, from declarations: annotations,
// parameters, properties, results, initializers, literals. They let a property be read
// from its slot, a method be called directly, an enum case be written `.north`, an integer
// literal be a Double where one is expected, and a `switch` be checked for exhaustiveness.
//
// Where a type cannot be seen (an `Any`, a generic parameter) the answer is nil and the
// program decides when it runs, by the value's own type: a wrong answer here could only
// cost speed (a cache that misses), never a wrong result, because every access checks the
// value it meets.

extension Compiler {
    /// The type `expression` is known to have, or nil.
    func staticType(of expression: Expr) -> TypeDescriptor? {
        if expression.id > 0, let cached = staticTypeCache[expression.id] { return cached }
        // A property whose initializer reads itself (an error the resolver reports) would
        // otherwise be followed without end.
        guard expression.id <= 0 || staticTypesInProgress.insert(expression.id).inserted else { return nil }
        let type = computeStaticType(of: expression)
        if expression.id > 0 {
            staticTypesInProgress.remove(expression.id)
            staticTypeCache[expression.id] = type
        }
        return type
    }

    private func computeStaticType(of expression: Expr) -> TypeDescriptor? {
        switch expression.kind {
        case .integer: return .int
        case .float: return .double
        case .boolean: return .bool
        case .string, .interpolated: return .string
        case .array(let elements):
            guard let first = elements.first.flatMap(staticType(of:)) else { return elements.isEmpty ? nil : .array(.any) }
            let implicitMembersFit: (Expr) -> Bool = { element in
                if case .implicitMember = element.kind, case .instance = first { return true }
                if case .call(let callee, _) = element.kind, case .implicitMember = callee.kind, case .instance = first { return true }
                return false
            }
            return .array(elements.dropFirst().allSatisfy { sameType(staticType(of: $0), first) || implicitMembersFit($0) } ? first : .any)
        case .dictionary(let entries):
            guard let first = entries.first else { return nil }
            let key = staticType(of: first.key) ?? .any
            let value = staticType(of: first.value) ?? .any
            let sameValues = entries.dropFirst().allSatisfy { sameType(staticType(of: $0.value), value) }
            return .dictionary(key, sameValues ? value : .any)
        case .tuple(let elements):
            return .tuple(elements.map { staticType(of: $0.value) ?? .any }, labels: elements.map(\.label))
        case .identifier, .dollar:
            return staticTypeOfName(expression)
        case .member(let base, let name):
            return staticTypeOfMember(base, name)
        case .implicitMember:
            return nil
        case .call(let callee, let arguments):
            return staticTypeOfCall(expression, callee: callee, arguments: arguments)
        case .subscripted(let base, let arguments):
            if callsDeclaredSubscript(base, arguments) {
                // `doc["langs"]` of a declared `subscript(key: String) -> JSON?`: its getter's result.
                return staticType(of: declaredSubscriptCall(base, arguments, at: expression.location))
            }
            switch staticType(of: base) {
            case .array(let element)?:
                if arguments.count == 1, case .range? = staticType(of: arguments[0].value) { return .array(element) }
                return element
            case .dictionary(_, let value)?:
                return arguments.count == 2 ? value : .optional(value)
            case .string?:
                return .string
            default:
                return nil
            }
        case .prefix(let op, let operand):
            switch op {
            case "!": return .bool
            case "-", "+": return staticType(of: operand)
            default: return nil
            }
        case .binary(let op, let left, let right):
            switch op {
            case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "&&", "||": return .bool
            case "??":
                if case .optional(let wrapped)? = staticType(of: left) { return wrapped }
                return staticType(of: right)
            case "..<", "...": return .range
            default:
                if let known = knownType(of: expression) { return KnownType.descriptor(known) }
                let leftType = staticType(of: left)
                if case .instance? = leftType { return staticTypeOfOperator(op, leftType!) }
                if case .array? = leftType, op == "+" { return leftType }
                return nil
            }
        case .ternary(_, let whenTrue, let whenFalse):
            return commonType(whenTrue, whenFalse)
        case .cast(let operand, let type, let kind):
            let descriptor = describe(type)
            // `Optional(m) as Any` still prints as an optional.
            if descriptor.isAny, kind == .plain, let operandType = staticType(of: operand), operandType.containsOptional { return operandType }
            return kind == .conditional ? .optional(descriptor) : descriptor
        case .typeCheck:
            return .bool
        case .forceUnwrap(let base):
            if case .optional(let wrapped)? = staticType(of: base) { return wrapped }
            return nil
        case .optionalChain(let inner):
            guard let type = staticType(of: inner) else { return nil }
            if case .optional = type { return type }
            return .optional(type)
        case .bindOptional(let base):
            if case .optional(let wrapped)? = staticType(of: base) { return wrapped }
            return staticType(of: base)
        case .closure:
            return .function(result: closureResultType(expression))
        case .statementExpression(let statement):
            return StatementExpressions.branches(of: statement).first.flatMap { staticType(of: $0) }
        case .keyPath:
            return .function(result: nil)
        default:
            return nil
        }
    }

    /// The type of a value that is one of two expressions (a ternary's branches), as Swift
    /// joins them: the same type, or an optional when one is `nil` or the other's optional
    /// (`x > 3 ? "big" : nil` is a `String?`).
    private func commonType(_ first: Expr, _ second: Expr) -> TypeDescriptor? {
        if let typed = joinedTypeSource(first, second) { return staticType(of: typed) }
        if case .nilLiteral = second.kind { return staticType(of: first).map(\.optionalized) }
        if case .nilLiteral = first.kind { return staticType(of: second).map(\.optionalized) }
        let firstType = staticType(of: first), secondType = staticType(of: second)
        if sameType(firstType, secondType) { return firstType }
        if case .optional(let wrapped)? = firstType, sameType(wrapped, secondType) { return firstType }
        if case .optional(let wrapped)? = secondType, sameType(wrapped, firstType) { return secondType }
        return nil
    }

    /// Whether two known types are the same (both unknown counts as not).
    func sameType(_ first: TypeDescriptor?, _ second: TypeDescriptor?) -> Bool {
        guard let first, let second else { return false }
        return first.description == second.description
    }

    private func staticTypeOfName(_ expression: Expr) -> TypeDescriptor? {
        switch resolution.bindings[expression.id] {
        case .local(let declaration)?:
            if let type = localTypes[declaration] { return type }
            if let known = knownTypes[declaration] { return KnownType.descriptor(known) }
            return declaredTypes[declaration]
        case .global(let slot)?:
            return globalTypes[slot] ?? globalStaticTypes[slot]
        case .selfMember(_, let name)?:
            guard let owner = typeScope else { return nil }
            return propertyType(name, of: owner)
        case .staticMember(let type, let name)?:
            guard let property = type.staticProperty(name), let written = property.type else { return nil }
            return describe(written, in: type)
        default:
            return nil
        }
    }

    private func staticTypeOfMember(_ base: Expr, _ name: String) -> TypeDescriptor? {
        if case .type(let type)? = resolution.bindings[base.id] {
            if let enumCase = type.enumCase(name) { return enumCase.associatedValues == nil ? .instance(type.info) : .function(result: .instance(type.info)) }
            if let property = type.staticProperty(name) {
                if let written = property.type { return describe(written, in: type) }
                return property.initialValue.flatMap { value in withScope(type) { staticType(of: value) } }
            }
            if name == "allCases", type.isEnum { return .array(.instance(type.info)) }
            return nil
        }
        guard let baseType = staticType(of: base) else { return nil }
        switch baseType {
        case .instance(let info):
            let type = resolution.types[info.index]
            if name == "rawValue", let raw = type.rawType { return describe(raw) }
            return propertyType(name, of: type)
        case .array(let element):
            switch name {
            case "count", "startIndex", "endIndex": return .int
            case "isEmpty": return .bool
            case "first", "last": return .optional(element)
            case "indices": return .range
            default: return nil
            }
        case .string:
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            // A Character is a one-character String here.
            case "first", "last": return .optional(.string)
            default: return nil
            }
        case .dictionary(let key, let value):
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            case "keys": return .array(key)
            case "values": return .array(value)
            default: return nil
            }
        case .tuple(let types, let labels):
            if let index = labels.firstIndex(of: name) { return types[index] }
            return nil
        default:
            return nil
        }
    }

    /// An instance property's declared type, in its type's scope; nil when it is generic.
    func propertyType(_ name: String, of type: DeclaredType) -> TypeDescriptor? {
        guard let property = type.property(name) else { return nil }
        if let written = property.type { return describe(written, in: type) }
        if let value = property.initialValue { return withScope(type) { staticType(of: value) } }
        return nil
    }

    private func staticTypeOfCall(_ call: Expr, callee: Expr, arguments: [CallArgument]) -> TypeDescriptor? {
        if case .type(let type)? = resolution.bindings[callee.id], type.isEnum, arguments.count == 1, arguments[0].label == "rawValue" {
            return .optional(.instance(type.info))  // `Command(rawValue: "stop")`
        }
        if let plan = resolution.callPlans[call.id] {
            switch plan.target {
            case .function(let function):
                guard let result = function.result else { return nil }
                return describe(
                    result, in: resolution.functionOwners[function.id], generics: function.genericParameters.map(\.name),
                    bindings: optionalBindings(of: function, plan: plan, arguments: arguments))
            case .initializer(var function, let type):
                if let overloads = resolution.overloads[call.id], let chosen = chooseOverload(overloads, arguments: arguments),
                    case .initializer(let chosenInitializer, _) = chosen.target
                {
                    function = chosenInitializer
                }
                if case .initializer(isFailable: true) = function.kind { return .optional(.instance(type.info)) }
                return .instance(type.info)
            case .enumCase(let type, _):
                return .instance(type.info)
            case .native(let native, _):
                switch native.name {
                case "Optional" where arguments.count == 1:
                    return .optional(staticType(of: arguments[0].value) ?? .any)
                case "Double" where arguments.count == 1:
                    switch staticType(of: arguments[0].value) {
                    case .string?: return .optional(.double)
                    case .int?, .double?: return .double
                    default: return nil
                    }
                case "Double", "CGFloat": return .double
                case "String": return .string
                case "Int" where arguments.count == 1:
                    switch staticType(of: arguments[0].value) {
                    case .string?: return .optional(.int)
                    case .int?, .double?: return .int
                    default: return nil  // `Int(x)` of a Character or String is optional, of a number not
                    }
                case "Bool": return arguments.isEmpty ? .bool : nil
                case let name where StandardLibrary.mathFunctionNames.contains(name): return .double
                default: return nil
                }
            }
        }
        // `f(3)` of a variable, property, element or result of a function type: what the
        // type says a call returns (`let f: (Int) -> Int?` gives an `Int?`).
        if case .function(let result?)? = staticType(of: callee) { return result }
        if case .member(let receiver, let name) = callee.kind, let method = resolvedMethod(receiver: receiver, name: name, arguments: arguments) {
            guard let result = method.function.result else { return nil }
            return describe(result, in: method.type, generics: method.function.genericParameters.map(\.name))
        }
        if case .selfMember(_, let name)? = resolution.bindings[callee.id], let owner = typeScope,
            let function = owner.methods(named: name).first(where: { matches(arguments, $0) }), let result = function.result
        {
            return describe(result, in: owner, generics: function.genericParameters.map(\.name))
        }
        if case .member(let receiver, let name) = callee.kind, let receiverType = staticType(of: receiver) {
            switch (receiverType, name) {
            case (.array(let element), "sorted"), (.array(let element), "filter"), (.array(let element), "reversed"),
                (.array(let element), "shuffled"):
                return .array(element)
            case (.optional, "map"):
                typeClosureParameters(receiver: receiver, name: name, arguments: arguments)
                return .optional(closureResultType(arguments.last?.value) ?? .any)
            case (.optional, "flatMap"):
                typeClosureParameters(receiver: receiver, name: name, arguments: arguments)
                guard let result = closureResultType(arguments.last?.value) else { return nil }
                if case .optional = result { return result }
                return .optional(result)
            case (.array, "map"), (.dictionary, "map"), (.range, "map"), (.set, "map"):
                // `freq.map { Tree.leaf($0.key, $0.value) }`: what the closure makes.
                typeClosureParameters(receiver: receiver, name: name, arguments: arguments)
                return .array(closureResultType(arguments.last?.value) ?? .any)
            case (.array, "compactMap"), (.range, "compactMap"), (.set, "compactMap"), (.dictionary, "compactMap"):
                // `xs.compactMap { $0 > 1 ? $0 : nil }`: what the closure makes, unwrapped.
                typeClosureParameters(receiver: receiver, name: name, arguments: arguments)
                if case .optional(let wrapped)? = closureResultType(arguments.last?.value) { return .array(wrapped) }
                return .array(.any)
            case (.array, "flatMap"):
                return .array(.any)
            case (.array, "reduce"), (.dictionary, "reduce"), (.range, "reduce"), (.set, "reduce"), (.string, "reduce"):
                // `reduce(into: [Character: Int]()) { ... }`: the initial value's type. Not a
                // literal's, which Swift may read as another type (`reduce(0, +)` of Doubles).
                guard arguments.count == 2, arguments[0].label == nil || arguments[0].label == "into" else { return nil }
                switch arguments[0].value.kind {
                case .integer, .float, .prefix, .array, .dictionary, .nilLiteral, .implicitMember: return nil
                default: return staticType(of: arguments[0].value)
                }
            case (.array(let element), "first"), (.array(let element), "last"), (.array(let element), "randomElement"),
                (.array(let element), "min"), (.array(let element), "max"), (.array(let element), "popLast"):
                return .optional(element)
            case (.array(let element), "removeLast"), (.array(let element), "removeFirst"), (.array(let element), "remove"):
                return element
            case (.array, "contains"), (.array, "allSatisfy"), (.string, "hasPrefix"), (.string, "hasSuffix"), (.string, "contains"):
                return .bool
            case (.array, "firstIndex"), (.array, "lastIndex"):
                return .optional(.int)
            case (.string, "uppercased"), (.string, "lowercased"):
                return .string
            default:
                return nil
            }
        }
        return nil
    }

    /// The type a closure of one expression (or one `return`) gives, or its written result
    /// type.
    private func closureResultType(_ expression: Expr?) -> TypeDescriptor? {
        guard let expression, case .closure(let closure) = expression.kind else { return nil }
        if let written = closure.resultType { return describe(written) }
        guard closure.body.count == 1 else { return nil }
        switch closure.body[0].kind {
        case .expression(let result), .returnStatement(let result?):
            return staticType(of: result)
        default:
            return nil
        }
    }

    /// Gives the untyped parameters of closures passed to a standard sequence method the
    /// types Swift infers for them from the receiver's elements (`entries.filter { $0.level
    /// >= .error }`: `$0` is an `Entry`), so that implicit members, optionals and members
    /// inside are known as they would be with the types written.
    func typeClosureParameters(receiver: Expr, name: String, arguments: [CallArgument]) {
        guard arguments.contains(where: { if case .closure = $0.value.kind { return true }; return false }),
            let element = staticType(of: receiver).flatMap(Compiler.sequenceElement), !element.isAny
        else { return }
        let parameterTypes: [TypeDescriptor]
        switch name {
        case "map", "filter", "forEach", "contains", "first", "firstIndex", "lastIndex", "last", "allSatisfy", "compactMap",
            "flatMap", "drop", "prefix", "removeAll", "count", "partition", "sum":
            parameterTypes = [element]
        case "sorted", "sort", "min", "max":
            parameterTypes = [element, element]
        default:
            return
        }
        for argument in arguments {
            guard case .closure(let closure) = argument.value.kind, closure.parameters.count == parameterTypes.count else { continue }
            for (parameter, type) in zip(closure.parameters, parameterTypes) where parameter.type == nil && localTypes[parameter.id] == nil {
                localTypes[parameter.id] = type
            }
        }
    }

    /// The type of the elements a sequence of this type hands a closure.
    private static func sequenceElement(of type: TypeDescriptor) -> TypeDescriptor? {
        switch type {
        case .array(let element), .set(let element), .optional(let element): return element
        case .dictionary(let key, let value): return .tuple([key, value], labels: ["key", "value"])
        case .range: return .int
        default: return nil
        }
    }

    /// The result type of a type's `static func` operator.
    private func staticTypeOfOperator(_ op: String, _ operand: TypeDescriptor) -> TypeDescriptor? {
        guard case .instance(let info) = operand else { return nil }
        let type = resolution.types[info.index]
        guard let function = type.staticMethods(named: op).first, let result = function.result else { return nil }
        return describe(result, in: type)
    }

    /// `type` written in the scope of a declared type (its generic parameters stand for
    /// any type, or for the optional types `bindings` gives them).
    func describe(_ type: TypeExpr, in scope: DeclaredType?, generics: [String] = [], bindings: [String: TypeDescriptor] = [:]) -> TypeDescriptor {
        let savedScope = typeScope
        let savedGenerics = genericNames
        let savedBindings = genericBindings
        typeScope = scope ?? typeScope
        if let scope { genericNames = genericParameterNames(of: scope) }
        genericNames.formUnion(generics)
        // The function's own generic parameters are not those of the one being compiled.
        genericBindings = genericBindings.filter { !generics.contains($0.key) }.merging(bindings) { _, given in given }
        defer {
            typeScope = savedScope
            genericNames = savedGenerics
            genericBindings = savedBindings
        }
        return describe(type)
    }

    func withScope<T>(_ scope: DeclaredType, _ body: () -> T) -> T {
        let saved = typeScope
        typeScope = scope
        defer { typeScope = saved }
        return body()
    }

    /// Whether arguments match a function's labels.
    func matches(_ arguments: [CallArgument], _ function: FunctionDecl) -> Bool {
        if case .success = Resolver.match(arguments, to: shapes(of: function)) { return true }
        return false
    }

    func shapes(of function: FunctionDecl) -> [Resolver.ParameterShape] {
        function.parameters.map { parameter -> Resolver.ParameterShape in
            var acceptsClosure = false
            switch parameter.type {
            case .function?, .named("Any")?, nil: acceptsClosure = true
            case .named(let name)? where function.genericParameters.contains(where: { $0.name == name }): acceptsClosure = true
            default: break
            }
            return Resolver.ParameterShape(
                label: parameter.label, isOptional: parameter.defaultValue != nil || parameter.isVariadic, acceptsClosure: acceptsClosure,
                isVariadic: parameter.isVariadic)
        }
    }
}

extension TypeDescriptor {
    /// The type made optional, or itself when it is optional already (an optional of an
    /// unknown type stays unknown inside).
    var optionalized: TypeDescriptor {
        if case .optional = self { return self }
        return .optional(self)
    }
}

extension KnownType {
    /// The type descriptor of a known scalar.
    static func descriptor(_ known: KnownType) -> TypeDescriptor {
        switch known {
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .bool: return .bool
        }
    }
}
