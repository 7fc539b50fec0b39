// Patterns of `switch` cases and `if case`: tests that jump away on failure and bind
// variables on success.

extension Compiler {
    /// Tests `subject` against `pattern`; jumps to one of `failJumps` when it does not
    /// match. Bindings go to the registers already allocated for them; for the second and
    /// later patterns of a case, to those of the same names in `bindingsFrom`.
    func compilePatternTest(_ pattern: Pattern, subject: Int32, failJumps: inout [Int], bindingsFrom first: Pattern? = nil) {
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
                compilePatternTest(element.pattern, subject: part, failJumps: &failJumps, bindingsFrom: first)
            }
        case .optional(let inner):
            failJumps.append(emit(.jumpIfNil, subject, at: location))
            compilePatternTest(inner, subject: subject, failJumps: &failJumps, bindingsFrom: first)
        case .typeCheck(let inner, let type, _):
            let cast = allocateRegister()
            emit(.castConditional, cast, subject, addType(describe(type)), at: location)
            failJumps.append(emit(.jumpIfNil, cast, at: location))
            if let inner { compilePatternTest(inner, subject: cast, failJumps: &failJumps, bindingsFrom: first) }
        }
    }
}
