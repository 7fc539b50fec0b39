// What member functions add to a function's code: `self`, an initializer's default
// property values and its `return self`, generic constraints checked on entry, written-back
// parameters and `defer` blocks run on every way out.

extension Compiler {
    /// `Point.move(by:)`'s name in traces: `Point.move`.
    func displayName(of function: FunctionDecl) -> String {
        guard let owner = function.owner else { return function.name }
        let typeName: String
        if let type = resolution.functionOwners[function.id] {
            typeName = type.qualifiedName
        } else {
            typeName = owner.name
        }
        switch function.kind {
        case .initializer: return "\(typeName).init"
        case .getter: return "\(typeName).\(function.name).getter"
        case .setter: return "\(typeName).\(function.name).setter"
        case .willSet: return "\(typeName).\(function.name).willSet"
        case .didSet: return "\(typeName).\(function.name).didSet"
        case .function: return "\(typeName).\(function.name)"
        }
    }

    /// The generic parameters of a type and the types it is nested in.
    func genericParameterNames(of type: DeclaredType) -> Set<String> {
        var names = Set(type.genericParameters.map(\.name))
        var parent = type.parent
        while let outer = parent {
            names.formUnion(outer.genericParameters.map(\.name))
            parent = outer.parent
        }
        for proto in resolution.allProtocols(of: type) {
            if let declared = resolution.protocols[proto] { names.formUnion(declared.associatedTypes) }
        }
        if type.kind == .builtin { names.formUnion(["Element", "Key", "Value", "Wrapped"]) }
        return names
    }

    /// The type of `self` in an extension of a standard type.
    func builtinDescriptor(_ name: String) -> TypeDescriptor? {
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "String": return .string
        case "Bool": return .bool
        case "Array": return .array(.any)
        case "Dictionary": return .dictionary(.any, .any)
        default: return nil
        }
    }

    /// `func f<T: Comparable>(_ x: T)`: each parameter of a constrained generic type is
    /// checked to conform when the function starts (a call the compiler can see through is
    /// checked where it is written).
    func emitConstraintChecks(of function: FunctionDecl) {
        var constraints: [String: [TypeExpr]] = [:]
        for generic in function.genericParameters { constraints[generic.name, default: []] += generic.constraints }
        for requirement in function.requirements where requirement.kind == .conformance {
            if case .named(let name) = requirement.subject { constraints[name, default: []].append(requirement.constraint) }
        }
        guard !constraints.isEmpty else { return }
        for parameter in function.parameters {
            guard case .named(let name)? = parameter.type, let required = constraints[name] else { continue }
            guard let register = state.registers[parameter.id] else { continue }
            for constraint in required {
                let descriptor = describe(constraint)
                guard case .conforming = descriptor else { continue }
                let callee = function.owner == nil ? "global function '\(function.name)'" : "'\(function.name)'"
                constraintSites.append(
                    ConstraintSite(type: descriptor, message: "\(callee) requires that '$TYPE' conform to '\(constraint)'"))
                emit(.checkConformance, register, Int32(constraintSites.count - 1), at: parameter.location)
            }
        }
    }

    /// Each static stored property's initial value, computed by a function of its own the
    /// first time the property is used (as Swift initializes them lazily).
    func compileStaticPropertyInitializers() {
        for type in resolution.types {
            for property in type.staticProperties.values.sorted(by: { $0.id < $1.id }) where property.isStored {
                guard let slot = resolution.staticPropertySlots[property.id], let value = property.initialValue else { continue }
                let name = "\(type.qualifiedName).\(property.name)"
                let function = FunctionDecl(
                    name: name, parameters: [], result: property.type, body: [Stmt(kind: .returnStatement(value), location: value.location)],
                    location: property.location, id: -property.id, file: property.file)
                let prototype = FunctionPrototype(name: name, isNamedFunction: false, fileIndex: property.file, location: property.location, parameterCount: 0)
                let index = functionPrototypes.count
                functionPrototypes.append(prototype)
                functionValues.append(Closure(prototype: prototype, captures: []))
                staticPropertySites.append(StaticPropertySite(slot: slot, initializer: index, name: name))
                staticPropertySiteIndex[property.id] = Int32(staticPropertySites.count - 1)
                let savedFile = fileIndex
                fileIndex = property.file
                typeScope = type
                compileFunctionBody(function, into: prototype, parent: nil)
                typeScope = nil
                fileIndex = savedFile
            }
        }
    }

    /// Before an initializer's body: the type's stored properties take their initial values
    /// (a class's own; its superclass's initializer sets the rest). Optional variables
    /// start as nil.
    func compileInitializerPrologue(_ owner: DeclaredType, function: FunctionDecl) {
        guard let selfRegister = state.selfRegister, owner.kind != .builtin, !owner.isEnum else { return }
        for property in owner.storedProperties {
            guard let value = property.initialValue, let slot = owner.info.fieldIndex[property.name] else { continue }
            let temporary = allocateRegister()
            compile(contextualized(value, written: property.type, as: property.type.map(describe)), into: temporary)
            withSelf(selfRegister) { register in emit(.initProperty, register, temporary, Int32(slot), at: property.location) }
            freeRegisters(downTo: temporary)
        }
    }

    /// Gives `body` the register holding `self` (unboxed when a closure captures it).
    func withSelf(_ selfRegister: Int32, _ body: (Int32) -> Void) {
        guard let selfID = resolution.selfDeclarations[state.function?.id ?? -1], isBoxed(selfID) else {
            body(selfRegister)
            return
        }
        let temporary = allocateRegister()
        emit(.takeBox, temporary, selfRegister, at: state.prototype.location)
        body(temporary)
        emit(.setBox, selfRegister, temporary, at: state.prototype.location)
    }

    /// Returns from the function: runs its `defer` blocks, unboxes what goes back to the
    /// caller, and returns `register` (an initializer returns `self`).
    func emitReturn(_ register: Int32?, at location: SourceLocation) {
        compileDeferred(downTo: 0, at: location)
        var result = register
        if state.returnsSelf, let selfRegister = state.selfRegister {
            result = selfRegister
        }
        for boxed in state.writtenBackBoxes {
            // The caller reads the parameter back from its register, not from a box.
            emit(.getBox, boxed, boxed, at: location)
        }
        if let result {
            if state.returnsSelf, state.writtenBackBoxes.contains(result) == false,
                let selfID = resolution.selfDeclarations[state.function?.id ?? -1], isBoxed(selfID)
            {
                let temporary = allocateRegister()
                emit(.getBox, temporary, result, at: location)
                emit(.returnValue, temporary, at: location)
                return
            }
            if result < 64, state.prototype.writtenBackParameters & (1 << UInt64(result)) != 0 {
                // The written-back register must keep its value: return a copy.
                let temporary = allocateRegister()
                emit(.move, temporary, result, at: location)
                emit(.returnValue, temporary, at: location)
                return
            }
            emit(.returnValue, result, at: location)
        } else {
            emit(.returnNil, at: location)
        }
    }

    /// Compiles the `defer` blocks of the scopes being left, latest first, down to depth
    /// `depth` of the stack of deferred blocks.
    func compileDeferred(downTo depth: Int, at location: SourceLocation) {
        guard state.deferred.count > depth else { return }
        let pending = state.deferred
        for index in stride(from: pending.count - 1, through: depth, by: -1) {
            // A deferred block cannot itself see the blocks deferred after it.
            state.deferred = Array(pending[..<index])
            compileBlock(pending[index].body)
        }
        state.deferred = pending
    }

    /// The `defer` blocks a `break` or `continue` leaves: those declared inside the loops
    /// and switches it jumps out of.
    func compileDeferred(leavingBreakablesFrom breakableIndex: Int, at location: SourceLocation) {
        guard let first = state.deferred.firstIndex(where: { $0.breakableDepth >= breakableIndex }) else { return }
        compileDeferred(downTo: first, at: location)
    }
}
