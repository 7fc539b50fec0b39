// Patterns of `switch` cases and `if case`: tests that jump away on failure and bind
// variables on success.

extension Compiler {
    /// Tests `subject` against `pattern`; jumps to one of `failJumps` when it does not
    /// match. Bindings go to the registers already allocated for them; for the second and
    /// later patterns of a case, to those of the same names in `bindingsFrom`.
    func compilePatternTest(
        _ pattern: Pattern, subject: Int32, failJumps: inout [Int], bindingsFrom first: Pattern? = nil, subjectType: TypeDescriptor? = nil
    ) {
        let location = pattern.location
        switch pattern {
        case .wildcard:
            return
        case .binding(let name, _, let bindingLocation, let id):
            var register = state.registers[id]
            if register == nil, let first, let original = Resolver.bindings(in: first).first(where: { $0.name == name }) {
                register = state.registers[original.id]
            }
            if let register { emit(.move, register, subject, at: bindingLocation) }
            if let subjectType, localTypes[id] == nil { localTypes[id] = subjectType }
        case .expression(let expression):
            if case .integer(let value) = expression.kind, let small = Int32(exactly: value) {
                failJumps.append(emit(.jumpIfNotEqualImmediate, subject, small, at: location))
                return
            }
            if case .binary(let op, let lower, let upper) = expression.kind, op == "..<" || op == "..." {
                // A range written in the pattern is tested by comparing with its bounds, so
                // it works for any comparable bounds (`0.0..<0.5`, `"a"..."m"`) and builds
                // no range object.
                let temporariesStart = state.freeRegister
                let lowerRegister = compileToRegister(lower)
                let upperRegister = compileToRegister(upper)
                failJumps.append(emit(.jumpIfNotLessEqual, lowerRegister, subject, at: location))
                failJumps.append(emit(op == "..<" ? .jumpIfNotLess : .jumpIfNotLessEqual, subject, upperRegister, at: location))
                freeRegisters(downTo: temporariesStart)
                return
            }
            let temporariesStart = state.freeRegister
            let patternRegister = compileToRegister(expression)
            let result = allocateRegister()
            emit(.match, result, patternRegister, subject, at: location)
            failJumps.append(emit(.jumpIfFalse, result, at: location))
            freeRegisters(downTo: temporariesStart)
        case .tuple(let elements, let tupleLocation):
            for (index, element) in elements.enumerated() {
                if case .wildcard = element.pattern { continue }
                let part = allocateRegister()
                emit(.getTupleElement, part, subject, Int32(index), at: tupleLocation)
                var elementType: TypeDescriptor?
                if case .tuple(let types, _)? = subjectType, index < types.count { elementType = types[index] }
                compilePatternTest(element.pattern, subject: part, failJumps: &failJumps, bindingsFrom: first, subjectType: elementType)
            }
        case .optional(let inner):
            failJumps.append(emit(.jumpIfNil, subject, at: location))
            var wrapped: TypeDescriptor?
            if case .optional(let type)? = subjectType { wrapped = type }
            compilePatternTest(inner, subject: subject, failJumps: &failJumps, bindingsFrom: first, subjectType: wrapped)
        case .enumCase(let writtenType, let name, let arguments, let caseLocation):
            compileEnumCasePattern(
                writtenType: writtenType, name: name, arguments: arguments, subject: subject, subjectType: subjectType, failJumps: &failJumps,
                bindingsFrom: first, at: caseLocation)
        case .typeCheck(let inner, let type, _):
            let cast = allocateRegister()
            let descriptor = describe(type)
            emit(.castConditional, cast, subject, addType(descriptor), at: location)
            failJumps.append(emit(.jumpIfNil, cast, at: location))
            if let inner { compilePatternTest(inner, subject: cast, failJumps: &failJumps, bindingsFrom: first, subjectType: descriptor) }
        }
    }

    /// `.circle(let r)`, `Shape.square(_)`, `.north`, `.some(let x)`, `.none`.
    private func compileEnumCasePattern(
        writtenType: TypeExpr?, name: String, arguments: [(label: String?, pattern: Pattern)]?, subject: Int32, subjectType: TypeDescriptor?,
        failJumps: inout [Int], bindingsFrom first: Pattern?, at location: SourceLocation
    ) {
        var enumType: DeclaredType?
        if let writtenType, let typeName = writtenType.baseName {
            if typeName == "Optional" {
                enumType = nil
            } else if let declared = declaredType(named: typeName) {
                enumType = declared
            }
        } else if case .instance(let info)? = subjectType, info.isEnum {
            enumType = resolution.types[info.index]
        } else if case .optional(.instance(let info))? = subjectType, info.isEnum, name != "some", name != "none" {
            enumType = resolution.types[info.index]
        }
        if enumType == nil, writtenType == nil, subjectType == nil || { if case .optional? = subjectType { return false }; return true }(),
            name != "some", name != "none"
        {
            let enums = resolution.types.filter { $0.isEnum && $0.enumCase(name) != nil }
            if enums.count == 1 { enumType = enums[0] }
        }
        // `.some(let x)` and `.none` of an optional.
        if enumType?.enumCase(name) == nil, name == "some" || name == "none" {
            if name == "none" {
                failJumps.append(emit(.jumpIfNotNil, subject, at: location))
                return
            }
            failJumps.append(emit(.jumpIfNil, subject, at: location))
            if let inner = arguments?.first?.pattern {
                var wrapped: TypeDescriptor?
                if case .optional(let type)? = subjectType { wrapped = type }
                compilePatternTest(inner, subject: subject, failJumps: &failJumps, bindingsFrom: first, subjectType: wrapped)
            }
            return
        }
        guard let type = enumType, type.isEnum, let caseIndex = type.cases.firstIndex(where: { $0.name == name }) else {
            if let type = enumType, !type.isEnum || type.enumCase(name) == nil, arguments == nil {
                // `case Point.zero:`: a static member compared with `==`.
                let base = Expr(kind: .identifier(type.name), location: location, id: nextSyntheticID())
                resolution.bindings[base.id] = .type(type)
                let member = Expr(kind: .member(base, name), location: location, id: nextSyntheticID())
                compilePatternTest(.expression(member), subject: subject, failJumps: &failJumps, bindingsFrom: first)
                return
            }
            if enumType != nil {
                error("type '\(enumType!.name)' has no case '\(name)'", at: location)
                return
            }
            // The enum is not known here: the case is found by its name when the program runs.
            enumCaseSites.append(EnumCaseSite(type: nil, caseIndex: 0, name: name, payloadCount: arguments?.count ?? 0))
            failJumps.append(emit(.jumpIfNotCase, subject, Int32(enumCaseSites.count - 1), at: location))
            for (index, argument) in (arguments ?? []).enumerated() where !isWildcard(argument.pattern) {
                let part = allocateRegister()
                emit(.getPayload, part, subject, Int32(index), at: location)
                compilePatternTest(argument.pattern, subject: part, failJumps: &failJumps, bindingsFrom: first)
            }
            return
        }
        let enumCase = type.cases[caseIndex]
        enumCaseSites.append(EnumCaseSite(type: type.info, caseIndex: caseIndex, name: name, payloadCount: enumCase.associatedValues?.count ?? 0))
        failJumps.append(emit(.jumpIfNotCase, subject, Int32(enumCaseSites.count - 1), at: location))
        guard let arguments else { return }
        let values = enumCase.associatedValues ?? []
        if arguments.count == 1, values.count > 1, arguments[0].label == nil {
            // `case .rect(let size)`: the associated values as one tuple.
            if isWildcard(arguments[0].pattern) { return }
            let part = allocateRegister()
            let count = values.count
            let elements = allocateRegister()
            for index in 0..<count {
                let element = index == 0 ? elements : allocateRegister()
                emit(.getPayload, element, subject, Int32(index), at: location)
            }
            emit(.newTuple, part, elements, addLabels(values.map(\.label)), at: location)
            compilePatternTest(arguments[0].pattern, subject: part, failJumps: &failJumps, bindingsFrom: first)
            return
        }
        guard arguments.count == values.count else {
            error("tuple pattern has the wrong length for the associated values of case '\(name)'", at: location)
            return
        }
        for (index, argument) in arguments.enumerated() {
            if let label = argument.label, values[index].label != label {
                error("tuple pattern element label '\(label)' must be '\(values[index].label ?? "_")'", at: location)
            }
            if isWildcard(argument.pattern) { continue }
            let part = allocateRegister()
            emit(.getPayload, part, subject, Int32(index), at: location)
            let valueType = describe(values[index].type, in: type)
            compilePatternTest(argument.pattern, subject: part, failJumps: &failJumps, bindingsFrom: first, subjectType: valueType)
        }
    }

    private func isWildcard(_ pattern: Pattern) -> Bool {
        if case .wildcard = pattern { return true }
        return false
    }

    /// Reports a switch that does not cover every value of its subject's type.
    func checkExhaustiveness(_ cases: [SwitchCase], subjectType: TypeDescriptor?, at location: SourceLocation) {
        let space = subjectType.flatMap { exhaustivenessSpace(of: $0) }
        switch Exhaustiveness.check(cases, space: space, enumCases: { Resolver.enumCaseNames($0, in: self.resolution.types) }) {
        case .exhaustive:
            break
        case .missing(let values):
            error("switch must be exhaustive", at: location, notes: values.prefix(8).map { "add missing case: '\($0)'" })
        case .needsDefault:
            error("switch must be exhaustive; add a 'default:' case", at: location)
        }
    }

    /// The values a subject of this type can take, for the exhaustiveness check.
    private func exhaustivenessSpace(of type: TypeDescriptor) -> Exhaustiveness.Space? {
        switch type {
        case .bool: return .finite(["true", "false"])
        case .instance(let info) where info.isEnum: return .finite(info.cases.map(\.name))
        case .optional(let wrapped): return .optional(exhaustivenessSpace(of: wrapped) ?? .infinite)
        case .tuple(let types, _):
            // A part of unknown type leaves the whole to the patterns.
            let parts = types.map { exhaustivenessSpace(of: $0) }
            return parts.contains { $0 == nil } ? nil : .tuple(parts.map { $0! })
        case .any, .conforming: return nil
        default: return .infinite
        }
    }
}
