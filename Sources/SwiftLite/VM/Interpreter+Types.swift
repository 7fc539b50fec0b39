// Values of declared types at run time: properties read and written by name (with the
// member site's cache), methods found by selector, enum cases matched, static
// properties set on first use, overloads chosen by the arguments' types.
//
// The dispatch loop handles the cached cases inline; these are the slow paths, which may
// run script code (a computed property's getter, an observer) in a nested run loop.

extension Interpreter {
    // MARK: - Properties

    /// `value.name`, looked up by name; a plain stored property's slot is cached in the site.
    func getProperty(_ value: Value, site: UnsafeMutablePointer<MemberSite>) throws(ScriptError) -> Value {
        let name = site.pointee.name
        switch value {
        case .instance(let instance):
            let type = instance.type
            if let slot = type.fieldIndex[name] {
                site.pointee.cachedType = UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
                site.pointee.cachedSlot = slot
                return instance[slot]
            }
            if let getter = type.getter(name) {
                return try callMember(getter, on: value, [])
            }
            if type.isEnum {
                switch name {
                case "rawValue":
                    if let raw = type.cases[instance.tag].rawValue { return raw }
                case "hashValue":
                    return .int(instance.tag)
                default:
                    break
                }
            }
            if name == "description" || name == "debugDescription" { return .string(try describe(value)) }
            if name == "hashValue", let key = DictionaryKey(value) { return .int(key.hashValue) }
            if name == "id", type.conforms(to: "Identifiable") == false, type.isClass {
                return .int(ObjectIdentifier(instance).hashValue)
            }
            if let getter = optionalExtension?.getters[name] { return try callMember(getter, on: value, []) }
            if let method = boundMethod(name, of: value, type: type) { return method }
            throw ScriptError(.unknownMember, "value of type '\(type.name)' has no member '\(name)'")
        case .capture(let box):
            return try getProperty(box.value, site: site)
        default:
            if let typeName = value.standardTypeName, let extended = program.extendedStandardTypes[typeName], let getter = extended.getters[name] {
                return try callMember(getter, on: value, [])
            }
            guard let getter = optionalExtension?.getters[name] else {
                return try Members.get(value, name: name, known: site.pointee.known, interpreter: self)
            }
            if case .null = value { return try callMember(getter, on: value, []) }
            do {
                return try Members.get(value, name: name, known: site.pointee.known, interpreter: self)
            } catch where error.kind == .unknownMember {
                return try callMember(getter, on: value, [])
            }
        }
    }

    /// `model.toggle` without a call: the method bound to the instance it was read from, as
    /// Swift's partial application gives it (`ids.forEach(model.toggle)`). Of the methods
    /// with that base name, the first by selector, looked up the superclass chain.
    private func boundMethod(_ name: String, of receiver: Value, type: TypeInfo) -> Value? {
        var current: TypeInfo? = type
        var function: Int?
        while let searched = current, function == nil {
            function = searched.methods.filter { $0.key.hasPrefix(name + "(") }.min { $0.key < $1.key }?.value
            current = searched.superclass
        }
        guard let function else { return nil }
        let parameterCount = program.functionPrototypes[function].parameterCount - 1
        return .native(
            NativeFunction(name: name, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
                let arguments = call.arguments.prefix(parameterCount).map { $0 ?? .null }
                return try call.interpreter.callMember(function, on: receiver, Array(arguments))
            })
    }

    /// `container.name`, taken out of the container (left nil there) so that the caller
    /// can change it in place and put it back; a computed property's value is just read.
    func takeProperty(_ container: UnsafeMutablePointer<Value>, site: UnsafeMutablePointer<MemberSite>) throws(ScriptError) -> Value {
        guard case .instance(let shared) = container.pointee, let slot = shared.type.fieldIndex[site.pointee.name] else {
            return try getProperty(container.pointee, site: site)
        }
        if shared.type.fields[slot].willSet != nil || shared.type.fields[slot].didSet != nil {
            // An observed property is set through `setProperty`, which tells its observers.
            return shared[slot]
        }
        guard let instance = container.pointee.takeUniqueInstance() else { return .null }
        var value = Value.null
        swap(&value, &instance.fields[slot])
        container.pointee = .instance(instance)
        return value
    }

    /// `container.name = value`: a struct is made unique first (copy-on-write), the value is
    /// checked against the property's type, observers and setters run.
    func setProperty(_ container: UnsafeMutablePointer<Value>, _ newValue: Value, site: UnsafeMutablePointer<MemberSite>) throws(ScriptError) {
        let name = site.pointee.name
        guard case .instance(let shared) = container.pointee else {
            if case .capture(let box) = container.pointee {
                var inner = box.value
                try setProperty(&inner, newValue, site: site)
                box.value = inner
                return
            }
            if let typeName = container.pointee.standardTypeName, let extended = program.extendedStandardTypes[typeName],
                let setter = extended.setters[name]
            {
                try callMutatingMember(setter, on: container, [newValue])
                return
            }
            try Members.set(container, name: name, to: newValue)
            return
        }
        let type = shared.type
        if let slot = type.fieldIndex[name] {
            let field = type.fields[slot]
            var value = newValue
            if !field.type.isAny && !field.type.admitsUnchanged(value) {
                guard let converted = field.type.coerce(value, allowsLiteralConversion: true) else {
                    throw ScriptError(
                        .typeMismatch, "cannot assign a value of type '\(value.describedType)' to the property '\(name)' of type '\(field.type)'")
                }
                value = converted
            }
            if let willSet = field.willSet { try callMutatingMember(willSet, on: container, [value]) }
            for willSet in field.inheritedWillSets { try callMutatingMember(willSet, on: container, [value]) }
            guard case .instance(let current) = container.pointee else { return }
            var oldValue = Value.null
            if current.type.isClass {
                swap(&oldValue, &current.fields[slot])
                current[slot] = value
            } else {
                guard let instance = container.pointee.takeUniqueInstance() else { return }
                swap(&oldValue, &instance.fields[slot])
                instance[slot] = value
                container.pointee = .instance(instance)
            }
            for didSet in field.inheritedDidSets { try callMutatingMember(didSet, on: container, [oldValue]) }
            if let didSet = field.didSet { try callMutatingMember(didSet, on: container, [oldValue]) }
            return
        }
        if let setter = type.setter(name) {
            try callMutatingMember(setter, on: container, [newValue])
            return
        }
        if type.getter(name) != nil {
            throw ScriptError(.unknownMember, "cannot assign to property: '\(name)' is a get-only property")
        }
        throw ScriptError(.unknownMember, "value of type '\(type.name)' has no member '\(name)'")
    }

    /// `value.name`, for code that has no member site (key paths).
    func readMember(_ value: Value, named name: String) throws(ScriptError) -> Value {
        var site = MemberSite(name: name)
        return try getProperty(value, site: &site)
    }

    // MARK: - Methods

    /// The script function a method call runs on this receiver: its type's method for the
    /// selector (cached per type), or an extension's method of a standard type. Nil when the
    /// standard library's method is meant.
    @inline(__always)
    func methodFunction(for receiver: Value, site: UnsafeMutablePointer<MethodSite>) throws(ScriptError) -> Int? {
        if case .instance(let instance) = receiver {
            let pointer = instance.typePointer
            if pointer == site.pointee.cachedType { return site.pointee.cachedFunction }
            guard let function = instance.type.method(site.pointee.selector.description) ?? optionalExtension?.methods[site.pointee.selector.description] else {
                // A method the host gives the type's protocol (a view's modifiers).
                if program.environment.forwards(instance.type) { return nil }
                throw ScriptError(.unknownMember, "value of type '\(instance.type.name)' has no member '\(site.pointee.selector.description)'")
            }
            site.pointee.cachedType = pointer
            site.pointee.cachedFunction = function
            return function
        }
        if case .capture(let box) = receiver { return try methodFunction(for: box.value, site: site) }
        if let typeName = receiver.standardTypeName, let extended = program.extendedStandardTypes[typeName],
            let function = extended.methods[site.pointee.selector.description]
        {
            return function
        }
        return optionalExtension?.methods[site.pointee.selector.description]
    }

    /// The program's `extension Optional`: an optional is its wrapped value (or nil) at run
    /// time, so a member the value's own type lacks is looked up there.
    var optionalExtension: TypeInfo? { program.extendedStandardTypes["Optional"] }

    /// A method of the standard library (or a host object's) on `receiver`, which a
    /// mutating one changes in place.
    func callStandardMethod(on receiver: UnsafeMutablePointer<Value>, argumentCount: Int, site: UnsafeMutablePointer<MethodSite>) throws(ScriptError) -> Value {
        let arguments = Array(UnsafeBufferPointer(start: receiver + 1, count: argumentCount))
        let selector = site.pointee.selector
        if site.pointee.receiverIsMutable {
            var value = receiver.pointee
            receiver.pointee = .null
            defer { receiver.pointee = value }
            return try Methods.callMutating(selector, on: &value, arguments: arguments, interpreter: self)
        }
        return try Methods.call(selector, on: receiver.pointee, arguments: arguments, interpreter: self)
    }

    /// Runs a member function (a getter, say) on `receiver`, from host code.
    func callMember(_ function: Int, on receiver: Value, _ arguments: [Value]) throws(ScriptError) -> Value {
        try invoke(prototype: program.functionPrototypes[function], closure: nil, arguments: [receiver] + arguments)
    }

    /// Runs a mutating member function (a setter, an observer) on the value in
    /// `receiver`, which takes the changed `self` when it returns.
    @discardableResult
    func callMutatingMember(_ function: Int, on receiver: UnsafeMutablePointer<Value>, _ arguments: [Value]) throws(ScriptError) -> Value {
        let prototype = program.functionPrototypes[function]
        guard prototype.writtenBackParameters & 1 != 0 else {
            // A class's member: `self` is a reference, nothing to write back.
            return try invoke(prototype: prototype, closure: nil, arguments: [receiver.pointee] + arguments)
        }
        let slot = stackTop
        var pending = Value.null
        swap(&pending, &receiver.pointee)
        let result: Value
        do {
            result = try invoke(prototype: prototype, closure: nil, argumentCount: arguments.count + 1) { slots in
                // Moved, not copied: the member then changes `self` in place.
                swap(&slots[0], &pending)
                for (index, argument) in arguments.enumerated() { slots[index + 1] = argument }
            }
        } catch {
            if case .null = receiver.pointee { swap(&receiver.pointee, &stack[slot + 1]) }
            throw error
        }
        // `self` was written back to the first argument's slot (see `writtenBackParameters`).
        swap(&receiver.pointee, &stack[slot + 1])
        return result
    }

    /// The elements of a value of the program's own type conforming to `Sequence`: its
    /// `makeIterator()`'s `next()` called until it gives nil, as Swift's `for ... in` and
    /// the standard sequence methods (`map`, `reduce`, `Array(_:)`) do. Nil for any other
    /// value.
    func sequenceElements(_ value: Value) throws(ScriptError) -> [Value]? {
        try sequenceElements(value, while: { _ in true })
    }

    /// The elements up to the first that `keepGoing` refuses (which is not taken): how a
    /// method that needs only the first elements (`prefix(3)`, `first(where:)`) reads a
    /// sequence that may never end.
    func sequenceElements(_ value: Value, while keepGoing: (Value) throws(ScriptError) -> Bool) throws(ScriptError) -> [Value]? {
        guard case .instance(let instance) = value, let makeIterator = instance.type.method("makeIterator()") else { return nil }
        var iterator = try callMember(makeIterator, on: value, [])
        guard case .instance(let iteratorInstance) = iterator, let next = iteratorInstance.type.method("next()") else {
            throw ScriptError(.typeMismatch, "'\(instance.type.name).makeIterator()' must give an iterator with a 'next()' method")
        }
        var elements: [Value] = []
        while true {
            let element = try withUnsafeMutablePointer(to: &iterator) { (pointer) throws(ScriptError) -> Value in
                try callMutatingMember(next, on: pointer, [])
            }
            if case .null = element { return elements }
            guard try keepGoing(element) else { return elements }
            elements.append(element)
        }
    }

    // MARK: - Enums

    /// Whether `value` is the case a site names.
    func matchesCase(_ value: Value, _ site: EnumCaseSite) -> Bool {
        switch value {
        case .instance(let instance):
            if let type = site.type {
                return instance.type === type && instance.tag == site.caseIndex
            }
            return instance.type.isEnum && instance.type.caseIndex[site.name] == instance.tag
        case .symbol(let symbol):
            return symbol.isImplicit && symbol.segments.count == 1 && symbol.segments[0].name == site.name
        case .capture(let box):
            return matchesCase(box.value, site)
        default:
            return false
        }
    }

    // MARK: - Static properties and overloads

    /// Sets a static stored property from its initial value, the first time it is used.
    func initializeStaticProperty(_ site: StaticPropertySite) throws(ScriptError) {
        let value = try invoke(prototype: program.functionPrototypes[site.initializer], closure: nil, arguments: [])
        globals[site.slot] = value
        globalsInitialized[site.slot] = true
    }

    /// A static stored property's value, set from its initial value on first use.
    func staticProperty(_ site: StaticPropertySite) throws(ScriptError) -> Value {
        if !globalsInitialized[site.slot] { try initializeStaticProperty(site) }
        return globals[site.slot]
    }

    /// The overload whose parameter types the arguments have, the first that fits.
    func chooseOverload(_ set: OverloadSet, arguments: UnsafeMutablePointer<Value>, count: Int) throws(ScriptError) -> Int {
        for (function, types) in zip(set.functions, set.parameterTypes) where types.count == count {
            var fits = true
            for index in 0..<count where !types[index].isAny && !types[index].admitsUnchanged(arguments[index]) {
                if types[index].coerce(arguments[index], allowsLiteralConversion: true) == nil {
                    fits = false
                    break
                }
            }
            if fits { return function }
        }
        let types = (0..<count).map { arguments[$0].describedType }.joined(separator: ", ")
        throw ScriptError(.wrongArguments, "no '\(set.name)' takes arguments of types (\(types))")
    }
}

extension Interpreter {
    /// Calls `callee` with an accumulator it changes in place (`reduce(into:)`'s closure,
    /// whose first parameter is `inout`) and an element; the accumulator takes the changed
    /// value. A function whose first parameter is not `inout` gives its result instead, when
    /// it gives one.
    public func callUpdating(_ callee: Value, _ accumulator: inout Value, _ element: Value) throws(ScriptError) {
        guard case .closure(let closure) = callee, closure.prototype.writtenBackParameters & 1 != 0 else {
            let result = try call(callee, [accumulator, element])
            if !result.isNull { accumulator = result }
            return
        }
        let slot = stackTop
        // Moved, not copied, into the argument's slot: the closure then finds the
        // accumulator unshared and changes it in place.
        var pending = Value.null
        swap(&pending, &accumulator)
        _ = try invoke(prototype: closure.prototype, closure: closure, argumentCount: 2) { slots in
            swap(&slots[0], &pending)
            slots[1] = element
        }
        swap(&accumulator, &stack[slot + 1])
    }
}
