// Statements: declarations, control flow, loops, switch, and the view-builder bracketing.

extension Compiler {
    /// Compiles a block in a new scope (its locals' registers are freed at its end).
    /// Local functions get their registers up front so they can call each other.
    func compileBlock(_ statements: [Stmt], isTopLevelFile: Bool = false) {
        let scopeStart = state.freeRegister
        let deferredStart = state.deferred.count
        if !isTopLevelFile {
            for statement in statements {
                guard case .function(let function) = statement.kind else { continue }
                localFunctions[function.id] = function
                let register = allocateLocal(function.id)
                if isBoxed(function.id) {
                    emit(.loadNil, register, at: function.location)
                    emit(.newBox, register, at: function.location)
                }
            }
        }
        for statement in statements {
            compileStatement(statement, isTopLevelFile: isTopLevelFile)
        }
        // The scope's `defer` blocks run when it ends normally, latest first.
        if state.deferred.count > deferredStart, !Resolver.definitelyExits(statements, enumCases: { Resolver.enumCaseNames($0, in: self.resolution.types) }) {
            compileDeferred(downTo: deferredStart, at: statements.last?.location ?? state.prototype.location)
        }
        state.deferred.removeSubrange(deferredStart...)
        if !isTopLevelFile { freeRegisters(downTo: scopeStart) }
    }

    func compileStatement(_ statement: Stmt, isTopLevelFile: Bool = false) {
        let builder = state.isViewBuilder
        if builder {
            state.builderDepth += 1
            emit(.builderStatementBegin, state.builderDepth, at: statement.location)
        }
        let temporariesStart = state.freeRegister
        var keepsRegisters = false
        switch statement.kind {
        case .expression(let expression):
            if builder {
                let register = compileToRegister(expression)
                emit(.builderYield, register, at: expression.location)
            } else {
                compileForEffect(expression)
            }
        case .variable(_, let pattern, let type, let value):
            keepsRegisters = !isTopLevelFile
            compileVariable(pattern: pattern, type: type, value: value, isGlobal: isTopLevelFile, at: statement.location)
        case .function(let function):
            if isTopLevelFile { break }
            compileLocalFunction(function)
        case .ifStatement(let conditions, let then, let otherwise):
            compileIf(conditions: conditions, then: then, otherwise: otherwise, at: statement.location)
        case .guardStatement(let conditions, let otherwise):
            keepsRegisters = true
            var failJumps: [Int] = []
            compileConditions(conditions, failJumps: &failJumps)
            let skip = emit(.jump, at: statement.location)
            for jump in failJumps { patchJump(jump) }
            let bindingsEnd = state.freeRegister
            compileBlock(otherwise)
            freeRegisters(downTo: bindingsEnd)
            patchJump(skip)
        case .whileLoop(let label, let conditions, let body):
            let start = currentOffset
            state.breakables.append(Breakable(label: label, isLoop: true, continueTarget: start))
            var exitJumps: [Int] = []
            compileConditions(conditions, failJumps: &exitJumps)
            compileBlock(body)
            emitJump(to: start, at: statement.location)
            let loop = state.breakables.removeLast()
            for jump in exitJumps + loop.breakJumps { patchJump(jump) }
        case .repeatWhile(let label, let body, let condition):
            let start = currentOffset
            state.breakables.append(Breakable(label: label, isLoop: true))
            compileBlock(body)
            let loop = state.breakables.removeLast()
            for jump in loop.continueJumps { patchJump(jump) }
            var exitJumps: [Int] = []
            compileBranch(condition, ifFalse: &exitJumps)
            emitJump(to: start, at: condition.location)
            for jump in exitJumps + loop.breakJumps { patchJump(jump) }
        case .forIn(let label, let pattern, let sequence, let filter, let body):
            compileFor(label: label, pattern: pattern, sequence: sequence, filter: filter, body: body, at: statement.location)
        case .switchStatement(let label, let subject, let cases):
            compileSwitch(label: label, subject: subject, cases: cases, at: statement.location)
        case .breakStatement(let label):
            if let index = breakableIndex(label: label, needsLoop: false) {
                compileDeferred(leavingBreakablesFrom: index + 1, at: statement.location)
                state.breakables[index].breakJumps.append(emit(.jump, at: statement.location))
            }
        case .continueStatement(let label):
            if let index = breakableIndex(label: label, needsLoop: true) {
                compileDeferred(leavingBreakablesFrom: index + 1, at: statement.location)
                if let target = state.breakables[index].continueTarget {
                    emitJump(to: target, at: statement.location)
                } else {
                    state.breakables[index].continueJumps.append(emit(.jump, at: statement.location))
                }
            }
        case .fallthroughStatement:
            if !state.fallthroughJumps.isEmpty {
                state.fallthroughJumps[state.fallthroughJumps.count - 1].append(emit(.jump, at: statement.location))
            }
        case .returnStatement(let value):
            if let value, case .nilLiteral = value.kind, state.initializerOwner != nil {
                // `return nil` in a failable initializer.
                compileDeferred(downTo: 0, at: statement.location)
                emit(.returnNil, at: statement.location)
            } else if let value {
                let typed =
                    protocolSelfMember(value) ?? typedAsInferredResult(value)
                    ?? contextualized(value, written: state.writtenResult, as: state.resultType)
                let register = compileToRegister(typed)
                if let resultType = state.resultType, !resultType.isAny {
                    emitTypeCheck(register, resultType, of: typed)
                }
                emitReturn(register, at: statement.location)
            } else {
                emitReturn(nil, at: statement.location)
            }
        case .block(let body):
            compileBlock(body)
        case .deferStatement(let body):
            state.deferred.append((body, state.breakables.count))
            keepsRegisters = true
        case .preview(let preview):
            compilePreview(preview, isTopLevelFile: isTopLevelFile)
        case .computedVariable(let property):
            compileGlobalPropertyDeclaration(property, at: statement.location)
        case .typeDeclaration, .typeAlias:
            break  // gathered by the resolver
        case .error:
            break
        }
        if !keepsRegisters { freeRegisters(downTo: temporariesStart) }
        if builder {
            // An `if` or a `switch` holds one place among the views whether or not it shows
            // one, as SwiftUI's conditional content does: the host keeps the views after it
            // where they were (their ids, and so their state).
            let isConditional: Bool
            switch statement.kind {
            case .ifStatement, .switchStatement: isConditional = true
            default: isConditional = false
            }
            emit(.builderStatementEnd, state.builderDepth, isConditional ? 1 : 0, at: statement.location)
            state.builderDepth -= 1
        }
    }

    private func breakableIndex(label: String?, needsLoop: Bool) -> Int? {
        for index in stride(from: state.breakables.count - 1, through: 0, by: -1) {
            let candidate = state.breakables[index]
            if let label {
                if candidate.label == label { return index }
            } else if candidate.isLoop || !needsLoop {
                return index
            }
        }
        return nil
    }

    // MARK: - Declarations

    private func compileVariable(pattern: Pattern, type: TypeExpr?, value: Expr?, isGlobal: Bool, at location: SourceLocation) {
        let descriptor = type.map(describe)
        recordGenericArguments(of: pattern, annotation: type, value: value, isGlobal: isGlobal)
        if isGlobal {
            let temporary = allocateRegister()
            if let value { compile(contextualized(value, written: type, as: descriptor), into: temporary) } else { emit(.loadNil, temporary, at: location) }
            if let descriptor, !descriptor.isAny, value != nil { emitTypeCheck(temporary, descriptor, at: value!.location) }
            if case .binding(_, _, _, let id) = pattern, let slot = resolution.globalSlots[id] {
                globalStaticTypes[slot] = descriptor ?? value.flatMap { staticType(of: contextualized($0, as: nil)) }
                narrowGlobals[slot] = narrowNumber(written: type) ?? value.flatMap(narrowNumber(of:))
                writtenGlobalTypes[slot] = type
                if let value {
                    roundIfStoredAsFloat(temporary, declared: narrowGlobals[slot], value: value)
                    wrapIfNestingOptional(temporary, declared: descriptor, value: value)
                }
            }
            storeGlobalPattern(pattern, from: temporary, at: location)
            return
        }
        switch pattern {
        case .binding(_, let isVariable, let bindingLocation, let id):
            let register = allocateLocal(id)
            if let descriptor, !descriptor.isAny { declaredTypes[id] = descriptor }
            let typed = value.map { contextualized($0, written: type, as: descriptor) }
            localTypes[id] = descriptor ?? typed.flatMap { staticType(of: $0) }
            if let typed { compile(typed, into: register) } else { emit(.loadNil, register, at: bindingLocation) }
            narrowLocals[id] = narrowNumber(written: type) ?? value.flatMap(narrowNumber(of:))
            writtenLocalTypes[id] = type
            if let value {
                roundIfStoredAsFloat(register, declared: narrowLocals[id], value: value)
                wrapIfNestingOptional(register, declared: descriptor, value: value)
            }
            if let descriptor, !descriptor.isAny, let typed { emitTypeCheck(register, descriptor, of: typed) }
            if !isVariable, let typed { recordKnownType(of: id, declared: descriptor.flatMap { $0.isAny ? nil : $0 }, value: typed) }
            if isBoxed(id) { emit(.newBox, register, at: bindingLocation) }
        case .wildcard:
            if let value { _ = compileToRegister(value) }
        default:
            // `let (a, b) = value`: the bindings' registers first, then the value above them.
            let bindings = Resolver.bindings(in: pattern)
            for binding in bindings { _ = allocateLocal(binding.id) }
            let temporary = allocateRegister()
            if let value { compile(contextualized(value, as: descriptor), into: temporary) } else { emit(.loadNil, temporary, at: location) }
            if let descriptor, !descriptor.isAny { emitTypeCheck(temporary, descriptor, at: location) }
            if case .tuple(let types, _)? = descriptor ?? value.flatMap({ staticType(of: $0) }), case .tuple(let elements, _) = pattern {
                for (element, type) in zip(elements, types) {
                    if case .binding(_, _, _, let id) = element.pattern { localTypes[id] = type }
                }
            }
            destructure(pattern, from: temporary, at: location)
            freeRegisters(downTo: temporary)
            for binding in bindings where isBoxed(binding.id) {
                emit(.newBox, state.registers[binding.id]!, at: binding.location)
            }
        }
    }

    /// Takes a tuple value apart along `pattern`, each part in a temporary register, and
    /// hands every binding the register holding its value, with the location of the
    /// enclosing pattern and of the binding itself.
    private func forEachBinding(
        in pattern: Pattern, from source: Int32, at location: SourceLocation,
        _ bind: (_ id: Int, _ source: Int32, _ location: SourceLocation, _ bindingLocation: SourceLocation) -> Void
    ) {
        switch pattern {
        case .binding(_, _, let bindingLocation, let id):
            bind(id, source, location, bindingLocation)
        case .tuple(let elements, let tupleLocation):
            for (index, element) in elements.enumerated() {
                let part = allocateRegister()
                emit(.getTupleElement, part, source, Int32(index), at: tupleLocation)
                forEachBinding(in: element.pattern, from: part, at: tupleLocation, bind)
                freeRegisters(downTo: part)
            }
        default:
            break
        }
    }

    /// Moves the parts of a tuple value into the already allocated binding registers.
    private func destructure(_ pattern: Pattern, from source: Int32, at location: SourceLocation) {
        forEachBinding(in: pattern, from: source, at: location) { id, part, location, _ in
            emit(.move, state.registers[id]!, part, at: location)
        }
    }

    private func storeGlobalPattern(_ pattern: Pattern, from source: Int32, at location: SourceLocation) {
        forEachBinding(in: pattern, from: source, at: location) { id, part, _, bindingLocation in
            if let slot = resolution.globalSlots[id] { emit(.setGlobal, part, Int32(slot), at: bindingLocation) }
        }
    }

    private func compileLocalFunction(_ function: FunctionDecl) {
        let prototype = FunctionPrototype(
            name: function.name, isNamedFunction: true, fileIndex: fileIndex, location: function.location,
            parameterCount: function.parameters.count)
        state.prototype.children.append(prototype)
        let childIndex = Int32(state.prototype.children.count - 1)
        compileFunctionBody(function, into: prototype, parent: state)
        let register = state.registers[function.id]!
        if isBoxed(function.id) {
            let temporary = allocateRegister()
            emit(.makeClosure, temporary, childIndex, at: function.location)
            emit(.setBox, register, temporary, at: function.location)
        } else {
            emit(.makeClosure, register, childIndex, at: function.location)
        }
    }

    // MARK: - Conditions

    /// Compiles `if`/`guard`/`while` conditions; each failing condition jumps to one of
    /// `failJumps`. `let` bindings get registers that stay allocated for the caller's scope.
    func compileConditions(_ conditions: [Condition], failJumps: inout [Int]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                compileBranch(expression, ifFalse: &failJumps)
            case .optionalBinding(_, _, let value, let location, let id):
                let register = allocateLocal(id)
                compile(value, into: register)
                failJumps.append(emit(.jumpIfNil, register, at: location))
                unwrapIfNestedOptional(register, of: value)
                if case .optional(let wrapped)? = staticType(of: value) { localTypes[id] = wrapped } else if let type = staticType(of: value) { localTypes[id] = type }
                if isBoxed(id) { emit(.newBox, register, at: location) }
            case .patternMatch(let pattern, let value):
                for binding in Resolver.bindings(in: pattern) { _ = allocateLocal(binding.id) }
                let subject = allocateRegister()
                compile(value, into: subject)
                compilePatternTest(pattern, subject: subject, failJumps: &failJumps, subjectType: staticType(of: value))
                for binding in Resolver.bindings(in: pattern) where isBoxed(binding.id) {
                    emit(.newBox, state.registers[binding.id]!, at: binding.location)
                }
            }
        }
    }

    private func compileIf(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?, at location: SourceLocation) {
        let scopeStart = state.freeRegister
        var elseJumps: [Int] = []
        compileConditions(conditions, failJumps: &elseJumps)
        compileBlock(then)
        freeRegisters(downTo: scopeStart)
        if let otherwise {
            let endJump = emit(.jump, at: location)
            for jump in elseJumps { patchJump(jump) }
            compileBlock(otherwise)
            patchJump(endJump)
        } else {
            for jump in elseJumps { patchJump(jump) }
        }
    }

    // MARK: - Loops

    private func compileFor(label: String?, pattern: Pattern, sequence: Expr, filter: Expr?, body: [Stmt], at location: SourceLocation) {
        let scopeStart = state.freeRegister
        state.breakables.append(Breakable(label: label, isLoop: true))
        if case .binary(let op, let lower, let upper) = sequence.kind, op == "..<" || op == "..." {
            // A counting loop: no range object, no iterator.
            let counter = allocateRegister()
            let end = allocateRegister()
            compile(lower, into: counter)
            compile(upper, into: end)
            let prepare = emit(.forRangePrepare, counter, 0, op == "..." ? 1 : 0, at: sequence.location)
            let bodyStart = currentOffset
            bindLoopVariable(pattern, from: counter, at: location, type: .int)
            compileLoopBody(filter: filter, body: body)
            let loop = state.breakables.removeLast()
            for jump in loop.continueJumps { patchJump(jump) }
            let back = emit(.forRangeLoop, counter, at: location)
            patchJump(back, to: bodyStart)
            patchJump(prepare)
            for jump in loop.breakJumps { patchJump(jump) }
        } else {
            let enumerated: Expr? = {
                if case .call(let callee, let arguments) = sequence.kind, arguments.isEmpty,
                    case .member(let base, "enumerated") = callee.kind, case .tuple(let elements, _) = pattern, elements.count == 2
                {
                    return base
                }
                return nil
            }()
            let collection = allocateRegister()
            _ = allocateRegister()  // the position, right after the collection
            compile(enumerated ?? sequence, into: collection)
            emit(.iteratePrepare, collection, at: sequence.location)
            let element = allocateRegister()
            if enumerated != nil { _ = allocateRegister() }  // (offset, element) in two registers
            let next = currentOffset
            let nextJump = emit(.iterateNext, collection, 0, element, at: location)
            let elementType = loopElementType(of: enumerated ?? sequence)
            if enumerated != nil, case .tuple(let elements, _) = pattern {
                // Patched below: iterateNext with an enumerated flag writes the offset and the element.
                state.prototype.code[nextJump].opcode = .iterateNextEnumerated
                bindLoopVariable(elements[0].pattern, from: element, at: location, type: .int)
                bindLoopVariable(elements[1].pattern, from: element + 1, at: location, type: elementType)
            } else {
                bindLoopVariable(pattern, from: element, at: location, type: elementType)
            }
            compileLoopBody(filter: filter, body: body)
            let loop = state.breakables.removeLast()
            for jump in loop.continueJumps { patchJump(jump, to: currentOffset) }
            emitJump(to: next, at: location)
            patchJump(nextJump)
            for jump in loop.breakJumps { patchJump(jump) }
        }
        freeRegisters(downTo: scopeStart)
    }

    /// Makes the loop variable refer to `source`: the same register when nothing
    /// captures it, a fresh box per iteration when a closure does (as in Swift, each
    /// iteration has its own variable).
    private func bindLoopVariable(_ pattern: Pattern, from source: Int32, at location: SourceLocation, type: TypeDescriptor? = nil) {
        switch pattern {
        case .binding(_, let isVariable, let bindingLocation, let id):
            if let type { localTypes[id] = type }
            if isBoxed(id) {
                let register = allocateLocal(id)
                emit(.move, register, source, at: bindingLocation)
                emit(.newBox, register, at: bindingLocation)
            } else if isVariable {
                // `for var x in`: the body may change its copy, never the loop's counter.
                let register = allocateLocal(id)
                emit(.move, register, source, at: bindingLocation)
            } else {
                bindVariable(id, to: source)
            }
        case .tuple(let elements, let tupleLocation):
            for (index, element) in elements.enumerated() {
                if case .wildcard = element.pattern { continue }
                let part = allocateRegister()
                emit(.getTupleElement, part, source, Int32(index), at: tupleLocation)
                var elementType: TypeDescriptor?
                if case .tuple(let types, _)? = type, index < types.count { elementType = types[index] }
                bindLoopVariable(element.pattern, from: part, at: tupleLocation, type: elementType)
            }
        case .wildcard:
            break
        default:
            // `for case .some(let x) in items`, `for case let n as Int in values`: only the
            // elements that match run the body.
            for binding in Resolver.bindings(in: pattern) { _ = allocateLocal(binding.id) }
            var failJumps: [Int] = []
            compilePatternTest(pattern, subject: source, failJumps: &failJumps, subjectType: type)
            state.breakables[state.breakables.count - 1].continueJumps.append(contentsOf: failJumps)
            for binding in Resolver.bindings(in: pattern) where isBoxed(binding.id) {
                emit(.newBox, state.registers[binding.id]!, at: binding.location)
            }
        }
    }

    /// The type of the elements a `for` loop goes through, when the sequence's type is known.
    private func loopElementType(of sequence: Expr) -> TypeDescriptor? {
        switch staticType(of: sequence) {
        case .array(let element)?: return element
        case .range?: return .int
        case .string?: return .string
        case .dictionary(let key, let value)?: return .tuple([key, value], labels: ["key", "value"])
        default: return nil
        }
    }

    private func compileLoopBody(filter: Expr?, body: [Stmt]) {
        if let filter {
            var skip: [Int] = []
            compileBranch(filter, ifFalse: &skip)
            state.breakables[state.breakables.count - 1].continueJumps.append(contentsOf: skip)
        }
        compileBlock(body)
    }

    // MARK: - Switch

    /// Whether testing the pattern runs no code of the program (it only compares tags and
    /// binds).
    private func runsNoCode(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .expression: return false
        case .tuple(let elements, _): return elements.allSatisfy { runsNoCode($0.pattern) }
        case .optional(let inner): return runsNoCode(inner)
        case .typeCheck(let inner, _, _): return inner.map(runsNoCode) ?? true
        case .enumCase(_, _, let arguments, _): return (arguments ?? []).allSatisfy { runsNoCode($0.pattern) }
        }
    }

    private func compileSwitch(label: String?, subject: Expr, cases: [SwitchCase], at location: SourceLocation) {
        let scopeStart = state.freeRegister
        // A local variable is tested where it is, not copied, when its tests run no code
        // (no guard, no expression pattern) that could change it before a later test.
        let testsRunNoCode = cases.allSatisfy { $0.guardExpression == nil && $0.patterns.allSatisfy(runsNoCode) }
        let value = (testsRunNoCode ? plainLocalRegister(subject) : nil) ?? allocateRegister()
        if value >= scopeStart { compile(subject, into: value) }
        let subjectType = staticType(of: subject)
        checkExhaustiveness(cases, subjectType: subjectType, at: location)
        state.breakables.append(Breakable(label: label, isLoop: false))
        var pendingFallthrough: [Int] = []
        for switchCase in cases {
            let caseStart = state.freeRegister
            var nextCaseJumps: [Int] = []
            var matchedJumps: [Int] = []
            if !switchCase.isDefault {
                for binding in switchCase.patterns.first.map(Resolver.bindings) ?? [] { _ = allocateLocal(binding.id) }
                for (index, pattern) in switchCase.patterns.enumerated() {
                    var failJumps: [Int] = []
                    compilePatternTest(
                        pattern, subject: value, failJumps: &failJumps, bindingsFrom: index == 0 ? nil : switchCase.patterns[0],
                        subjectType: subjectType)
                    if index < switchCase.patterns.count - 1 {
                        matchedJumps.append(emit(.jump, at: pattern.location))
                        for jump in failJumps { patchJump(jump) }
                    } else {
                        nextCaseJumps.append(contentsOf: failJumps)
                    }
                }
                for jump in matchedJumps { patchJump(jump) }
                for binding in switchCase.patterns.first.map(Resolver.bindings) ?? [] where isBoxed(binding.id) {
                    emit(.newBox, state.registers[binding.id]!, at: binding.location)
                }
                if let guardExpression = switchCase.guardExpression {
                    compileBranch(guardExpression, ifFalse: &nextCaseJumps)
                }
            }
            for jump in pendingFallthrough { patchJump(jump) }
            state.fallthroughJumps.append([])
            compileBlock(switchCase.body)
            pendingFallthrough = state.fallthroughJumps.removeLast()
            state.breakables[state.breakables.count - 1].breakJumps.append(emit(.jump, at: switchCase.location))
            for jump in nextCaseJumps { patchJump(jump) }
            freeRegisters(downTo: caseStart)
        }
        for jump in pendingFallthrough { patchJump(jump) }
        let message = addConstant(.string("no case of the switch matched the value"))
        emit(.fail, Int32(Int(ScriptError.Kind.allCases.firstIndex(of: .invalidArgument)!)), message, at: location)
        let switchState = state.breakables.removeLast()
        for jump in switchState.breakJumps { patchJump(jump) }
        freeRegisters(downTo: scopeStart)
    }
}
