// An optional is its value at run time, and what prints `Optional(...)` or names the type
// `Optional<String>` is the static type (see `OptionalPrinting`). In a generic function
// that type is a parameter (`func name<T>(of value: T)`), so a call that gives `T` an
// optional runs a copy of the function compiled with `T` bound to that optional type:
// inside it `value` is known to be a `String?`, as a variable declared so is, and prints
// and names itself as Swift's does. Values keep their one representation; only what the
// compiler knows of them differs, so nothing needs marking where a value comes back out.

/// A generic function compiled for the optional types some of its parameters are given.
struct OptionalSpecialization {
    let function: FunctionDecl
    /// The generic parameters bound, by name.
    let bindings: [String: TypeDescriptor]
    /// Its index among the program's function prototypes.
    let index: Int
}

extension Compiler {
    /// The prototype to call for `function` with these arguments: a copy compiled with the
    /// generic parameters that receive optionals bound to their types, or nil when none do
    /// (then the function's own prototype runs).
    func optionalSpecialization(of function: FunctionDecl, plan: CallPlan, arguments: [CallArgument]) -> Int? {
        // A function declared inside another (which has no index) captures its variables:
        // it is not copied.
        guard let originalIndex = index(of: function) else { return nil }
        let bindings = optionalBindings(of: function, plan: plan, arguments: arguments)
        guard !bindings.isEmpty else { return nil }
        let key = "\(function.id)|" + bindings.keys.sorted().map { "\($0)=\(bindings[$0]!)" }.joined(separator: ",")
        if let index = optionalSpecializationIndexes[key] { return index }
        let original = functionPrototypes[originalIndex]
        let prototype = FunctionPrototype(
            name: original.name, isNamedFunction: original.isNamedFunction, fileIndex: original.fileIndex, location: original.location,
            parameterCount: original.parameterCount)
        functionPrototypes.append(prototype)
        functionValues.append(Closure(prototype: prototype, captures: []))
        let index = functionPrototypes.count - 1
        optionalSpecializationIndexes[key] = index
        pendingOptionalSpecializations.append(OptionalSpecialization(function: function, bindings: bindings, index: index))
        return index
    }

    /// The generic parameters of a top-level function that a call gives optionals (or
    /// collections of them), with their types: those written alone as a parameter's type
    /// (`value: T`).
    func optionalBindings(of function: FunctionDecl, plan: CallPlan, arguments: [CallArgument]) -> [String: TypeDescriptor] {
        guard !function.genericParameters.isEmpty, function.owner == nil, index(of: function) != nil else { return [:] }
        let generics = Set(function.genericParameters.map(\.name))
        var bindings: [String: TypeDescriptor] = [:]
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let parameter = function.parameters[parameterIndex]
            guard let argumentIndex, !parameter.isVariadic, !parameter.isInout, case .named(let name)? = parameter.type, generics.contains(name),
                let type = staticType(of: arguments[argumentIndex].value), type.containsOptional
            else { continue }
            bindings[name] = type
        }
        return bindings
    }

    /// Compiles the copies calls asked for, and those their bodies ask for in turn.
    func compileOptionalSpecializations() {
        while !pendingOptionalSpecializations.isEmpty {
            let specialization = pendingOptionalSpecializations.removeFirst()
            let function = specialization.function
            let saved = (fileIndex, typeScope, genericNames, genericBindings, staticTypeCache)
            // What the expressions of its body are known to be differs in the copy.
            staticTypeCache = [:]
            fileIndex = function.file
            typeScope = nil
            genericNames = Set(function.genericParameters.map(\.name)).subtracting(specialization.bindings.keys)
            genericBindings = specialization.bindings
            compileFunctionBody(function, into: functionPrototypes[specialization.index], parent: nil)
            (fileIndex, typeScope, genericNames, genericBindings, staticTypeCache) = saved
        }
    }
}
