// Expressions: values into registers, conditions into jumps.

extension Compiler {
    /// The register holding the expression's value: a plain local's own register when it
    /// is one (no copy), otherwise a new temporary.
    func compileToRegister(_ expression: Expr) -> Int32 {
        if let register = plainLocalRegister(expression) { return register }
        let register = allocateRegister()
        compile(expression, into: register)
        return register
    }

    /// The register of a local that is neither captured nor a capture from outside.
    func plainLocalRegister(_ expression: Expr) -> Int32? {
        switch expression.kind {
        case .identifier, .dollar:
            guard case .local(let declaration)? = resolution.bindings[expression.id],
                let register = state.registers[declaration], !isBoxed(declaration)
            else { return nil }
            return register
        default:
            return nil
        }
    }

    /// Compiles `expression` so that its value ends up in `target`.
    func compile(_ expression: Expr, into target: Int32) {
        let location = expression.location
        let temporariesStart = state.freeRegister
        defer { if state.freeRegister > temporariesStart { freeRegisters(downTo: temporariesStart) } }
        switch expression.kind {
        case .integer(let value):
            if let small = Int32(exactly: value) {
                emit(.loadInt, target, small, at: location)
            } else {
                emit(.loadConstant, target, addConstant(.int(value)), at: location)
            }
        case .float(let value):
            emit(.loadConstant, target, addConstant(.double(value)), at: location)
        case .boolean(let flag):
            emit(.loadBool, target, flag ? 1 : 0, at: location)
        case .nilLiteral, .error:
            emit(.loadNil, target, at: location)
        case .string(let text):
            emit(.loadConstant, target, addConstant(.string(text)), at: location)
        case .interpolated(let parts):
            let base = state.freeRegister
            for part in parts {
                let register = allocateRegister()
                switch part {
                case .text(let text): emit(.loadConstant, register, addConstant(.string(text)), at: location)
                case .expression(let inner):
                    compile(inner, into: register)
                    markOptionals(register, of: inner)
                }
            }
            emit(.interpolate, target, base, Int32(parts.count), at: location)
            freeRegisters(downTo: base)
        case .array(let elements):
            let base = compileConsecutive(typingLiteralElements(contextualizedElements(elements)))
            emit(.newArray, target, base, Int32(elements.count), at: location)
            freeRegisters(downTo: base)
        case .dictionary(let entries):
            let values = typingLiteralElements(entries.map(\.value))
            if let keys = distinctStringLiteralKeys(entries.map(\.key)) {
                // Every dictionary this literal makes shares one array of keys.
                let base = compileConsecutive(values)
                emit(.newDictionaryWithKeys, target, base, addKeyList(keys), at: location)
                freeRegisters(downTo: base)
            } else {
                let base = compileConsecutive(zip(entries, values).flatMap { [$0.key, $1] })
                emit(.newDictionary, target, base, Int32(entries.count), at: location)
                freeRegisters(downTo: base)
            }
        case .tuple(let elements):
            let base = compileConsecutive(elements.map(\.value))
            emit(.newTuple, target, base, addLabels(elements.map(\.label)), at: location)
            freeRegisters(downTo: base)
        case .identifier, .dollar:
            compileRead(expression, into: target)
        case .implicitMember(let name):
            emit(.implicitMember, target, addName(name), at: location)
        case .member(let base, let name):
            if case .builtinType(let typeName)? = resolution.bindings[base.id] {
                compileStaticMember(typeName, name, into: target, at: location)
            } else if compileNarrowMember(base, name, into: target, at: location) {
                break
            } else if compileMemberRead(base: base, name: name, into: target, at: location) {
                break
            } else if let register = plainLocalRegister(base) {
                emit(.getMember, target, register, addName(name), at: location)
            } else {
                // The base goes where its member will: a temporary register would keep it
                // alive, and `a.count` of a global array then made the next `a.append`
                // copy the whole array.
                compile(base, into: target)
                emit(.getMember, target, target, addName(name), at: location)
            }
        case .tupleIndex(let base, let index):
            let register = compileToRegister(base)
            emit(.getTupleElement, target, register, Int32(index), at: location)
        case .call(let callee, let arguments):
            compileCall(expression, callee: callee, arguments: arguments, into: target)
        case .subscripted(let base, let arguments) where callsDeclaredSubscript(base, arguments):
            compile(declaredSubscriptCall(base, arguments, at: location), into: target)
        case .subscripted(let base, let arguments) where Compiler.isKeyPathSubscript(arguments):
            // `value[keyPath: path]`: the key path called with the value.
            let call = Expr(kind: .call(arguments[0].value, [CallArgument(label: nil, value: base, location: base.location, isTrailingClosure: false)]),
                location: location, id: nextSyntheticID())
            compile(call, into: target)
        case .subscripted(let base, var arguments):
            if !arguments.isEmpty { arguments[0].value = contextualizedKey(arguments[0].value, of: base) }
            if arguments.count == 2 { arguments[1].value = contextualizedDefault(arguments[1], of: base) }
            if arguments.count == 1, case .string? = staticType(of: base), case .int? = staticType(of: arguments[0].value) {
                error(
                    "a String cannot be subscripted with an Int", at: arguments[0].value.location,
                    notes: ["use Array(text)[i] for the i-th character, or text[text.index(text.startIndex, offsetBy: i)]"])
            }
            let register = compileToRegister(base)
            compileSubscriptRead(of: register, arguments: arguments, into: target, at: location)
        case .register(let source):
            if source != target { emit(.move, target, source, at: location) }
        case .bindOptional(let base):
            compile(base, into: target)
            if state.optionalChainExits.isEmpty {
                error("'?' must be followed by a member, a call or a subscript", at: location)
            } else {
                state.optionalChainExits[state.optionalChainExits.count - 1].append(emit(.jumpIfNil, target, at: location))
            }
        case .optionalChain(let inner):
            state.optionalChainExits.append([])
            compile(inner, into: target)
            let exits = state.optionalChainExits.removeLast()
            if !exits.isEmpty {
                let end = emit(.jump, at: location)
                for jump in exits { patchJump(jump) }
                emit(.loadNil, target, at: location)
                patchJump(end)
            }
        case .forceUnwrap(let base):
            let register = compileToRegister(base)
            emit(.forceUnwrap, target, register, at: location)
            unwrapIfNestedOptional(target, of: base)
        case .prefix(let op, let operand):
            compilePrefix(op, operand, into: target, at: location)
        case .binary(let op, let left, let right):
            if let typed = doubleTypedLiteralArithmetic(expression) {
                compile(typed, into: target)
            } else {
                compileBinary(op, left, right, into: target, at: location)
            }
        case .ternary(let condition, let whenTrue, let whenFalse):
            // `flag ? 1 : 2.5` is a Double either way.
            let branches = typingLiteralElements([whenTrue, whenFalse])
            let (whenTrue, whenFalse) = typingImplicitBranches(branches[0], branches[1])
            var elseJumps: [Int] = []
            compileBranch(condition, ifFalse: &elseJumps)
            compile(whenTrue, into: target)
            let end = emit(.jump, at: location)
            for jump in elseJumps { patchJump(jump) }
            compile(whenFalse, into: target)
            patchJump(end)
        case .assign(let lvalue, let value):
            compileAssignment(to: lvalue, value: value)
            emit(.loadNil, target, at: location)
        case .compoundAssign(let op, let lvalue, let value):
            compileCompoundAssignment(op, to: lvalue, value: value, at: location)
            emit(.loadNil, target, at: location)
        case .cast(let value, let type, let kind):
            let descriptor = describe(type)
            switch kind {
            case .conditional:
                let register = compileToRegister(value)
                emit(.castConditional, target, register, addType(descriptor), at: location)
            case .forced:
                let register = compileToRegister(value)
                emit(.castForced, target, register, addType(descriptor), at: location)
            case .plain:
                // `.failure(.offline) as Result<Int, NetError>`: the type written is the context.
                compile(Compiler.isImplicitMember(value) ? contextualized(value, written: type, as: descriptor) : value, into: target)
                if !descriptor.isAny { emitTypeCheck(target, descriptor, at: location) }
            }
        case .typeCheck(let value, let type):
            let register = compileToRegister(value)
            emit(.isType, target, register, addType(describe(type)), at: location)
        case .closure(let closure):
            compileClosure(closure, into: target)
        case .keyPath(_, let components):
            emit(.loadConstant, target, addConstant(.native(keyPathFunction(components, at: location))), at: location)
        case .superMember(let name):
            // `super.name` read: the superclass's property, on `self`.
            let receiver = selfExpression(at: location)
            if let superclass = typeScope?.superclass, let property = superclass.property(name), let getter = property.getter.flatMap(index(of:)) {
                let callBase = canCall(into: target) ? target : allocateRegister()
                let selfRegister = allocateRegister()
                compile(receiver, into: selfRegister)
                emit(.callFunction, callBase, 1, Int32(getter), at: location)
                if callBase != target { emit(.move, target, callBase, at: location) }
            } else {
                compile(receiver, into: target)
                emit(.getProperty, target, target, addMemberSite(name), at: location)
            }
        case .statementExpression(let statement):
            compileStatementExpression(statement, into: target)
        case .typeReference(let type):
            if let name = type.baseName, let declared = declaredType(named: name) {
                emit(.loadConstant, target, addConstant(.native(initializerFunction(declared))), at: location)
            } else if let name = type.baseName, let constructor = environment.functions[name] {
                emit(.loadConstant, target, addConstant(.native(constructor)), at: location)
            } else {
                error("the type '\(type)' cannot be used as a value", at: location)
                emit(.loadNil, target, at: location)
            }
        case .metatype(let type):
            compileMetatype(type, into: target, at: location)
        case .inoutArgument(let inner):
            error("'&' can only be used for an 'inout' argument", at: location)
            compile(inner, into: target)
        case .discard:
            emit(.loadNil, target, at: location)  // reported by the resolver
        }
    }

    /// Compiles an expression whose value nobody uses (a statement): assignments do not
    /// materialize their Void value.
    func compileForEffect(_ expression: Expr) {
        switch expression.kind {
        case .assign(let lvalue, let value):
            compileAssignment(to: lvalue, value: value)
        case .compoundAssign(let op, let lvalue, let value):
            compileCompoundAssignment(op, to: lvalue, value: value, at: expression.location)
        default:
            _ = compileToRegister(expression)
        }
    }

    /// Compiles expressions into consecutive new registers; returns the first.
    func compileConsecutive(_ expressions: [Expr]) -> Int32 {
        let base = state.freeRegister
        for expression in expressions {
            let register = allocateRegister()
            compile(expression, into: register)
        }
        return base
    }

    // MARK: - Names

    func compileRead(_ expression: Expr, into target: Int32) {
        let location = expression.location
        if let name = resolution.genericParameterValues[expression.id] {
            compileGenericParameterValue(name, into: target, at: location)
            return
        }
        guard let binding = resolution.bindings[expression.id] else {
            emit(.loadNil, target, at: location)  // already reported
            return
        }
        switch binding {
        case .local(let declaration):
            if let register = state.registers[declaration] {
                if isBoxed(declaration) {
                    emit(.getBox, target, register, at: location)
                } else if register != target {
                    emit(.move, target, register, at: location)
                }
            } else if let slot = captureSlot(for: declaration, in: state) {
                emit(isBoxed(declaration) ? .getCapture : .getCapturedValue, target, slot, at: location)
            } else {
                emit(.loadNil, target, at: location)
            }
        case .global(let slot):
            emit(.getGlobal, target, Int32(slot), at: location)
        case .function(let functions):
            guard functions.count == 1, let index = index(of: functions[0]) else {
                error(
                    "ambiguous use of '\(functions[0].name)': call it with its argument labels",
                    at: location, notes: functions.map { "'\($0.signature)' is a candidate" })
                emit(.loadNil, target, at: location)
                return
            }
            emit(.loadConstant, target, addConstant(.closure(functionValues[index])), at: location)
        case .native(let native):
            emit(.loadConstant, target, addConstant(.native(native)), at: location)
        case .hostGlobal(let name):
            emit(.loadConstant, target, addConstant(environment.globals[name] ?? .null), at: location)
        case .builtinType(let name):
            if let constructor = environment.functions[name] {
                emit(.loadConstant, target, addConstant(.native(constructor)), at: location)
            } else {
                error("the type '\(name)' cannot be used as a value", at: location)
                emit(.loadNil, target, at: location)
            }
        case .symbolicRoot(let name):
            let symbol = SymbolicValue(isImplicit: false, segments: [SymbolicValue.Segment(name: name, arguments: nil)])
            emit(.loadConstant, target, addConstant(.symbol(symbol)), at: location)
        case .selfType(let selfDeclaration):
            // `Self` in a protocol's extension: the type of what `self` is.
            let receiver = Expr(kind: .identifier("self"), location: location, id: nextSyntheticID())
            resolution.bindings[receiver.id] = .local(declaration: selfDeclaration)
            compileTypeOf(receiver, into: target, at: location)
        case .type(let type):
            // A type as a value: its initializer, as `Point.init` is.
            emit(.loadConstant, target, addConstant(.native(initializerFunction(type))), at: location)
        case .selfMember(_, let name):
            let receiver = selfExpression(at: location)
            if let owner = typeScope, owner.methods(named: name).first != nil, owner.property(name) == nil {
                if compileMethodValue(name, receiver: receiver, into: target, at: location) { return }
                error("a method used as a value is not supported in scripts; write a closure such as { \(name)($0) }", at: location)
                emit(.loadNil, target, at: location)
                return
            }
            if !compileMemberRead(base: receiver, name: name, into: target, at: location) {
                compile(receiver, into: target)
                emit(.getProperty, target, target, addMemberSite(name), at: location)
            }
        case .staticMember(let type, let name):
            compileStaticMemberRead(type, name, into: target, at: location)
        }
    }

    /// The capture slot through which `function` reaches an outer declaration, adding
    /// the capture (and those of the functions in between) on first use.
    func captureSlot(for declaration: Int, in function: FunctionState) -> Int32? {
        if let slot = function.captureSlots[declaration] { return slot }
        guard let parent = function.parent else { return nil }
        let source: CaptureSource
        if let register = parent.registers[declaration] {
            source = .register(register)
        } else if let parentSlot = captureSlot(for: declaration, in: parent) {
            source = .capture(parentSlot)
        } else {
            return nil
        }
        function.prototype.captureSources.append(source)
        let slot = Int32(function.prototype.captureSources.count - 1)
        function.captureSlots[declaration] = slot
        if !isBoxed(declaration), let known = knownTypes[declaration], known != .string {
            function.prototype.scalarCaptures.insert(slot)
        }
        return slot
    }

    private func compileStaticMember(_ typeName: String, _ name: String, into target: Int32, at location: SourceLocation) {
        switch environment.staticMembers["\(typeName).\(name)"] {
        case .constant(let value)?:
            emit(.loadConstant, target, addConstant(value), at: location)
        case .computed(let native)?:
            emit(.getStatic, target, addStaticMember(.computed(native)), at: location)
        case .function(let native)?:
            emit(.loadConstant, target, addConstant(.native(native)), at: location)
        case nil:
            if name == "init", let initializer = environment.functions[typeName] {
                emit(.loadConstant, target, addConstant(.native(initializer)), at: location)
            } else if let extended = resolution.types.first(where: { $0.kind == .builtin && $0.name == typeName }),
                extended.staticProperty(name) != nil || !extended.staticMethods(named: name).isEmpty
            {
                // `Int.answer`, a static member an extension of the program gives `Int`.
                compileStaticMemberRead(extended, name, into: target, at: location)
            } else {
                emit(.loadNil, target, at: location)  // reported by the resolver
            }
        }
    }

    private func compileSubscriptRead(of base: Int32, arguments: [CallArgument], into target: Int32, at location: SourceLocation) {
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "default" {
            let key = compileConsecutive([arguments[0].value, arguments[1].value])
            emit(.getIndexDefault, target, base, key, at: location)
            return
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            error("a subscript takes one index (or a key and 'default:')", at: location)
            emit(.loadNil, target, at: location)
            return
        }
        if case .string(let key) = arguments[0].value.kind {
            emit(.getStringKey, target, base, addConstant(.string(key)), at: location)
            return
        }
        let index = compileToRegister(arguments[0].value)
        emit(.getIndex, target, base, index, at: location)
    }

    // MARK: - Operators

    /// A declared type's `static prefix func` for the operand, when its type is known.
    private func prefixOperatorFunction(_ op: String, of operand: Expr) -> FunctionDecl? {
        guard case .instance(let info)? = staticType(of: operand) else { return nil }
        return resolution.types[info.index].staticMethods(named: op).first { $0.parameters.count == 1 && index(of: $0) != nil }
    }

    private func compilePrefix(_ op: String, _ operand: Expr, into target: Int32, at location: SourceLocation) {
        switch (op, operand.kind) {
        case ("-", .integer(let value)):
            if let small = Int32(exactly: -value) {
                emit(.loadInt, target, small, at: location)
            } else {
                emit(.loadConstant, target, addConstant(.int(-value)), at: location)
            }
        case ("-", .float(let value)):
            emit(.loadConstant, target, addConstant(.double(-value)), at: location)
        case ("+", _):
            compile(operand, into: target)
        case _ where compileNarrowPrefix(op, operand, into: target, at: location):
            break
        case _ where prefixOperatorFunction(op, of: operand) != nil:
            // `-fraction`: the type's `static prefix func -`.
            let function = prefixOperatorFunction(op, of: operand)!
            let base = canCall(into: target) ? target : allocateRegister()
            let argument = allocateRegister()
            compile(operand, into: argument)
            emit(.callFunction, base, 1, Int32(index(of: function)!), at: location)
            if base != target { emit(.move, target, base, at: location) }
            freeRegisters(downTo: base + 1)
        default:
            let register = compileToRegister(operand)
            let opcode: Opcode = op == "-" ? .negate : op == "!" ? .not : .bitNot
            emit(opcode, target, register, at: location)
        }
    }

    /// Arithmetic with a small integer literal on the right (`i + 1`, `n % 7`): the literal
    /// travels in the instruction instead of a register.
    static let immediateOpcodes: [String: Opcode] = [
        "+": .addImmediate, "-": .subtractImmediate, "*": .multiplyImmediate, "/": .divideImmediate, "%": .remainderImmediate,
    ]

    static let binaryOpcodes: [String: Opcode] = [
        "+": .add, "-": .subtract, "*": .multiply, "/": .divide, "%": .remainder,
        "==": .equal, "!=": .notEqual, "===": .identical, "!==": .notIdentical, "<": .less, "<=": .lessEqual, ">": .greater, ">=": .greaterEqual,
        "&": .bitAnd, "|": .bitOr, "^": .bitXor, "<<": .shiftLeft, ">>": .shiftRight,
        "..<": .newRange, "...": .newClosedRange,
    ]

    private func compileBinary(_ op: String, _ writtenLeft: Expr, _ writtenRight: Expr, into target: Int32, at location: SourceLocation) {
        if compileOperatorFunction(op, writtenLeft, writtenRight, into: target, at: location) { return }
        if compileNarrowBinary(op, writtenLeft, writtenRight, into: target, at: location) { return }
        var (left, right) = contextualizedOperands(writtenLeft, writtenRight)
        (left, right) = literalsTypedByOtherOperand(op, left, right)
        switch op {
        case "&&", "||":
            // Short-circuit into a temporary: `target` may be a variable the right side reads.
            let result = target >= localsWatermark ? target : allocateRegister()
            compile(left, into: result)
            let skip = emit(op == "&&" ? .jumpIfFalse : .jumpIfTrue, result, at: location)
            compile(right, into: result)
            patchJump(skip)
            if result != target { emit(.move, target, result, at: location) }
        case "??":
            let result = target >= localsWatermark ? target : allocateRegister()
            compile(left, into: result)
            if case .optional(let wrapped)? = staticType(of: left) {
                let skip = emit(.jumpIfNotNil, result, at: location)
                compile(contextualized(right, as: wrapped), into: result)
                patchJump(skip)
                // `x ?? y` of an `Int??` and an `Int?`: an `Int?`.
                if !isNestedOptional(staticType(of: right)) { unwrapIfNestedOptional(result, of: left) }
                if result != target { emit(.move, target, result, at: location) }
                return
            }
            let skip = emit(.jumpIfNotNil, result, at: location)
            compile(right, into: result)
            patchJump(skip)
            if result != target { emit(.move, target, result, at: location) }
        case "+", "-", "*", "/", "%":
            let leftRegister = compileToRegister(left)
            if case .integer(let value) = right.kind, let small = Int32(exactly: value), let immediate = Compiler.immediateOpcodes[op] {
                emit(immediate, target, leftRegister, small, at: location)
            } else {
                let rightRegister = compileToRegister(right)
                emit(Compiler.binaryOpcodes[op]!, target, leftRegister, rightRegister, at: location)
            }
        default:
            guard let opcode = Compiler.binaryOpcodes[op] else {
                error("unknown operator '\(op)'", at: location)
                emit(.loadNil, target, at: location)
                return
            }
            let leftRegister = compileToRegister(left)
            let rightRegister = compileToRegister(right)
            emit(opcode, target, leftRegister, rightRegister, at: location)
        }
    }

    /// Registers below this hold locals; registers at or above it are temporaries.
    var localsWatermark: Int32 {
        (state.registers.values.max() ?? -1) + 1
    }

    // MARK: - Conditions

    static let fusedJumps: [String: (register: Opcode, immediate: Opcode)] = [
        "<": (.jumpIfNotLess, .jumpIfNotLessImmediate), "<=": (.jumpIfNotLessEqual, .jumpIfNotLessEqualImmediate),
        ">": (.jumpIfNotGreater, .jumpIfNotGreaterImmediate), ">=": (.jumpIfNotGreaterEqual, .jumpIfNotGreaterEqualImmediate),
        "==": (.jumpIfNotEqual, .jumpIfNotEqualImmediate), "!=": (.jumpIfEqual, .jumpIfEqualImmediate),
    ]

    /// Jumps (to one of `jumps`, patched by the caller) when the condition is false.
    func compileBranch(_ expression: Expr, ifFalse jumps: inout [Int]) {
        let temporariesStart = state.freeRegister
        defer { freeRegisters(downTo: temporariesStart) }
        switch expression.kind {
        case .boolean(true):
            return
        case .boolean(false):
            jumps.append(emit(.jump, at: expression.location))
        case .prefix("!", let inner):
            compileBranch(inner, ifTrue: &jumps)
        case .binary("&&", let left, let right):
            compileBranch(left, ifFalse: &jumps)
            compileBranch(right, ifFalse: &jumps)
        case .binary("||", let left, let right):
            var trueJumps: [Int] = []
            compileBranch(left, ifTrue: &trueJumps)
            compileBranch(right, ifFalse: &jumps)
            for jump in trueJumps { patchJump(jump) }
        case .binary(let op, let written, let writtenRight) where Compiler.fusedJumps[op] != nil && !hasOperatorFunction(written, writtenRight):
            let opcodes = Compiler.fusedJumps[op]!
            let (left, right) = contextualizedOperands(written, writtenRight)
            let leftRegister = compileToRegister(left)
            if case .integer(let value) = right.kind, let small = Int32(exactly: value) {
                jumps.append(emit(opcodes.immediate, leftRegister, small, at: expression.location))
            } else {
                let rightRegister = compileToRegister(right)
                jumps.append(emit(opcodes.register, leftRegister, rightRegister, at: expression.location))
            }
        default:
            let register = compileToRegister(expression)
            jumps.append(emit(.jumpIfFalse, register, at: expression.location))
        }
    }

    /// Jumps when the condition is true.
    func compileBranch(_ expression: Expr, ifTrue jumps: inout [Int]) {
        let temporariesStart = state.freeRegister
        defer { freeRegisters(downTo: temporariesStart) }
        switch expression.kind {
        case .boolean(true):
            jumps.append(emit(.jump, at: expression.location))
        case .boolean(false):
            return
        case .prefix("!", let inner):
            compileBranch(inner, ifFalse: &jumps)
        case .binary("||", let left, let right):
            compileBranch(left, ifTrue: &jumps)
            compileBranch(right, ifTrue: &jumps)
        case .binary("&&", let left, let right):
            var falseJumps: [Int] = []
            compileBranch(left, ifFalse: &falseJumps)
            compileBranch(right, ifTrue: &jumps)
            for jump in falseJumps { patchJump(jump) }
        case .binary(let op, let left, let right) where Compiler.fusedJumps[op] != nil && !hasOperatorFunction(left, right):
            // The fused "jump if not" over a jump (`x < 0 || ...`): one instruction when the
            // comparison is false, two when it is true, where computing the Bool and testing
            // it takes three (four with a constant), and the error for values that cannot be
            // compared names the operator written.
            var falseJumps: [Int] = []
            compileBranch(expression, ifFalse: &falseJumps)
            jumps.append(emit(.jump, at: expression.location))
            for jump in falseJumps { patchJump(jump) }
        default:
            let register = compileToRegister(expression)
            jumps.append(emit(.jumpIfTrue, register, at: expression.location))
        }
    }

    /// Whether a declared type of the operands has operator functions (its own `==`, `<`...).
    func hasOperatorFunction(_ left: Expr, _ right: Expr) -> Bool {
        guard let info = declaredOperandType(left, right) else { return false }
        let type = resolution.types[info.index]
        return type.staticMethods.contains { $0.parameters.count == 2 && !$0.name.first!.isLetter }
    }

    /// `direction == .north`: an implicit member compared with a value of a known declared
    /// type is that type's member.
    func contextualizedOperands(_ left: Expr, _ right: Expr) -> (Expr, Expr) {
        // `json == 1`, `1 == json`: a literal is of the other operand's type.
        if case .instance(let info)? = staticType(of: left), let call = literalInitialization(right, of: resolution.types[info.index]) {
            return (left, call)
        }
        if case .instance(let info)? = staticType(of: right), let call = literalInitialization(left, of: resolution.types[info.index]) {
            return (call, right)
        }
        if case .implicitMember = right.kind, let type = staticType(of: left) { return (left, contextualized(right, as: type)) }
        if case .call(let callee, _) = right.kind, case .implicitMember = callee.kind, let type = staticType(of: left) {
            return (left, contextualized(right, as: type))
        }
        if case .implicitMember = left.kind, let type = staticType(of: right) { return (contextualized(left, as: type), right) }
        return (left, right)
    }

    /// `a + b`, `a == b`, `a < b` on values of a declared type: its `static func` operator,
    /// called directly. `!=` is `!(a == b)`, `>` is `b < a`, and so on, as Swift derives them.
    /// The declared type of either operand (`2 * matrix` is `Matrix`'s `*`).
    private func declaredOperandType(_ left: Expr, _ right: Expr) -> TypeInfo? {
        if case .instance(let info)? = staticType(of: left) { return info }
        if case .instance(let info)? = staticType(of: right) { return info }
        return nil
    }

    func compileOperatorFunction(_ op: String, _ left: Expr, _ right: Expr, into target: Int32, at location: SourceLocation) -> Bool {
        guard let info = declaredOperandType(left, right) else { return false }
        let type = resolution.types[info.index]
        var name = op
        var swapped = false
        var negated = false
        switch op {
        case "!=": name = "=="; negated = true
        case ">": name = "<"; swapped = true
        case "<=": name = "<"; swapped = true; negated = true
        case ">=": name = "<"; negated = true
        default: break
        }
        var candidates = type.staticMethods(named: op).filter { $0.parameters.count == 2 }
        if candidates.isEmpty {
            candidates = type.staticMethods(named: name).filter { $0.parameters.count == 2 }
        } else {
            name = op
            swapped = false
            negated = false
        }
        if candidates.isEmpty, let global = resolution.functions.first(where: {
            $0.owner == nil && $0.name == op && $0.parameters.count == 2 && $0.parameters[0].type?.baseName == type.name
        }) {
            candidates = [global]
            name = op
            swapped = false
            negated = false
        }
        // Of overloads (`Matrix * Matrix`, `Int * Matrix`), the one whose parameters the
        // operands' known types fit.
        let operands = swapped ? (right, left) : (left, right)
        let fitting = candidates.first { function in
            zip(function.parameters, [operands.0, operands.1]).allSatisfy { parameter, operand in
                guard let written = parameter.type, let known = staticType(of: operand) else { return true }
                return sameType(describe(written, in: type), known)
            }
        }
        guard let function = fitting ?? candidates.first, let index = index(of: function) else { return false }
        let base = canCall(into: target) ? target : allocateRegister()
        let first = allocateRegister()
        let second = allocateRegister()
        let parameterType = function.parameters[0].type.map { describe($0, in: type) }
        compile(contextualized(swapped ? right : left, as: parameterType), into: first)
        compile(contextualized(swapped ? left : right, as: function.parameters[1].type.map { describe($0, in: type) }), into: second)
        emit(.callFunction, base, 2, Int32(index), at: location)
        if negated { emit(.not, base, base, at: location) }
        if base != target { emit(.move, target, base, at: location) }
        freeRegisters(downTo: base + 1)
        return true
    }

    // MARK: - Closures

    func compileClosure(_ closure: ClosureExpr, into target: Int32) {
        // `[x, y = f()]`: the capture list's values, computed now, become constants the
        // closure captures.
        for entry in closure.captureList {
            let register = allocateRegister()
            compile(entry.value, into: register)
            bindVariable(entry.id, to: register)
        }
        let prototype = FunctionPrototype(
            name: "closure", isNamedFunction: false, fileIndex: fileIndex, location: closure.location,
            parameterCount: closure.parameters.count)
        prototype.isViewBuilder = closure.isViewBuilder
        state.prototype.children.append(prototype)
        let childIndex = Int32(state.prototype.children.count - 1)
        let saved = state!
        state = FunctionState(prototype: prototype, parent: saved, isViewBuilder: closure.isViewBuilder)
        let context = closureContexts[ObjectIdentifier(closure)]
        for (index, parameter) in closure.parameters.enumerated() {
            let register = allocateLocal(parameter.id)
            if let descriptor = parameter.type.map(describe) ?? context?.parameters[index] {
                if !descriptor.isAny { emitTypeCheck(register, descriptor, at: parameter.location) }
                recordKnownType(of: parameter.id, declared: descriptor, value: nil)
            }
            if parameter.isInout, register < 64 {
                prototype.writtenBackParameters |= 1 << UInt64(register)
                if isBoxed(parameter.id) { state.writtenBackBoxes.append(register) }
            }
            if isBoxed(parameter.id) { emit(.newBox, register, at: parameter.location) }
        }
        prototype.parameterCheckLength = prototype.code.count
        let end = closure.body.last?.location ?? closure.location
        let resultType = closure.resultType.map(describe) ?? context?.result
        state.resultType = resultType
        state.writtenResult =
            closure.resultType ?? closureWrittenResults[ObjectIdentifier(closure)]
            ?? (resultType == nil ? inferredResult(ofClosureBody: closure.body) : nil)
        if closure.isViewBuilder {
            emit(.builderBegin, at: closure.location)
            compileBlock(closure.body)
            let result = allocateRegister()
            emit(.builderEnd, result, at: end)
            emit(.returnValue, result, at: end)
        } else if let expression = Compiler.implicitResult(of: closure.body) {
            let register = compileToRegister(
                typedAsInferredResult(expression) ?? contextualized(expression, written: closure.resultType, as: resultType))
            if let resultType, !resultType.isAny, !resultType.isVoid {
                emitTypeCheck(register, resultType, of: expression)
            }
            emitReturn(register, at: expression.location)
        } else {
            compileBlock(closure.body)
            emitReturn(nil, at: end)
        }
        finishPrototype()
        state = saved
        emit(.makeClosure, target, childIndex, at: closure.location)
    }
}
