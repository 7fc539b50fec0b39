/// The bytecode of a compiled program as text, one instruction per line with its source
/// position: for people tuning a script (`workbench run --disassemble`) and for tests
/// that check what the compiler emits.
///
/// As clox's debug.c does, each opcode's operands are decoded by what they are, not
/// printed as three numbers: registers `r3`, constants `k0 (42)` with their value, jumps
/// `-> 17` with the index they land on, globals, functions, selectors, member names,
/// types and label lists by name.
extension CompiledProgram {
    /// Every function, closure and file's top-level code, disassembled.
    public var disassembly: String {
        var lines: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func dump(_ prototype: FunctionPrototype, title: String) {
            guard seen.insert(ObjectIdentifier(prototype)).inserted else { return }
            lines.append("\(title) (\(file(at: prototype.fileIndex).name):\(prototype.location.line)) — \(prototype.parameterCount) parameters, \(prototype.registerCount) registers"
                    + (prototype.holdsOnlyScalars ? ", only scalars (nothing to release on return)" : ""))
            for (index, instruction) in prototype.code.enumerated() {
                let location = index < prototype.locations.count ? prototype.locations[index] : prototype.location
                let operands = self.operands(of: instruction, at: index, in: prototype).joined(separator: ", ")
                let name = "\(instruction.opcode)"
                let padded = name + String(repeating: " ", count: max(1, 28 - name.count))
                let text = padded + operands
                lines.append(String(repeating: " ", count: 4 - min(4, String(index).count)) + "\(index)  " + text
                    + String(repeating: " ", count: max(4, 64 - text.count)) + "; \(location.line):\(location.column)")
            }
            for (index, constant) in prototype.constants.enumerated() {
                lines.append("      k\(index) = \(Self.literal(constant))")
            }
            lines.append("")
            for child in prototype.children { dump(child, title: "closure in \(prototype.name)") }
        }
        for prototype in topLevel { dump(prototype, title: "top level") }
        for prototype in functionPrototypes { dump(prototype, title: "func \(prototype.name)") }
        return lines.joined(separator: "\n")
    }

    /// What one operand of an instruction is.
    private enum Operand {
        /// A register of the frame.
        case register(Int32)
        /// A constant of the function, shown with its value.
        case constant(Int32)
        /// An integer written in the instruction.
        case immediate(Int32)
        /// A jump's offset, from the instruction after the jump.
        case jump(Int32)
        /// How many registers or pairs follow a base register.
        case count(Int32, String)
        /// An index into one of the program's tables, shown as what it names.
        case named(String)
    }

    /// The operands of an instruction, decoded by its opcode (see `Opcode` for each one's
    /// effect).
    private func operands(of instruction: Instruction, at index: Int, in prototype: FunctionPrototype) -> [String] {
        let (a, b, c) = (instruction.a, instruction.b, instruction.c)
        let decoded: [Operand]
        switch instruction.opcode {
        case .loadConstant: decoded = [.register(a), .constant(b)]
        case .loadInt: decoded = [.register(a), .immediate(b)]
        case .loadNil, .newBox, .iteratePrepare, .returnValue, .builderYield, .builderEnd: decoded = [.register(a)]
        case .checkInt, .checkDouble, .checkString, .checkBool: decoded = [.register(a)]
        case .loadBool: decoded = [.register(a), .named(b != 0 ? "true" : "false")]
        case .move, .getBox, .setBox, .takeBox, .negate, .not, .bitNot, .forceUnwrap, .appendValue:
            decoded = [.register(a), .register(b)]
        case .getGlobal, .takeGlobal, .setGlobal: decoded = [.register(a), .named(global(b))]
        case .getCapture, .getCapturedValue, .takeCapture, .setCapture: decoded = [.register(a), .named("capture \(b)")]
        case .makeClosure: decoded = [.register(a), .named("closure \(b)")]
        case .add, .subtract, .multiply, .divide, .remainder, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight,
            .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater, .greaterEqual, .newRange, .newClosedRange,
            .getIndex, .getIndexDefault, .setIndex, .takeIndex, .match:
            decoded = [.register(a), .register(b), .register(c)]
        case .addImmediate, .subtractImmediate, .multiplyImmediate, .divideImmediate, .remainderImmediate:
            decoded = [.register(a), .register(b), .immediate(c)]
        case .jump: decoded = [.jump(a)]
        case .jumpIfFalse, .jumpIfTrue, .jumpIfNil, .jumpIfNotNil, .forRangePrepare, .forRangeLoop:
            decoded = [.register(a), .jump(b)]
        case .jumpIfNotLess, .jumpIfNotLessEqual, .jumpIfNotGreater, .jumpIfNotGreaterEqual, .jumpIfNotEqual, .jumpIfEqual:
            decoded = [.register(a), .register(b), .jump(c)]
        case .jumpIfNotLessImmediate, .jumpIfNotLessEqualImmediate, .jumpIfNotGreaterImmediate, .jumpIfNotGreaterEqualImmediate,
            .jumpIfNotEqualImmediate, .jumpIfEqualImmediate:
            decoded = [.register(a), .immediate(b), .jump(c)]
        case .iterateNext, .iterateNextEnumerated: decoded = [.register(a), .jump(b), .register(c)]
        case .callLocal: decoded = [.register(a), .count(b, "arguments"), .register(c)]
        case .call: decoded = [.register(a), .count(b, "arguments")]
        case .callFunction, .callFunctionUnchecked:
            decoded = [.register(a), .count(b, "arguments"), .named(table(functionPrototypes, c) { "func " + $0.name })]
        case .callNative:
            decoded = [.register(a), .count(b, "arguments"), .named(table(callSites, c) { "native " + $0.function.name })]
        case .callMethod: decoded = [.register(a), .count(b, "arguments"), .named(selector(c))]
        case .callMutatingMethod, .appendElement: decoded = [.register(a), .register(b), .named(selector(c))]
        case .callSymbol: decoded = [.register(a), .count(b, "arguments"), .named(labels(c))]
        case .returnNil, .builderBegin: decoded = []
        case .newArray, .interpolate: decoded = [.register(a), .register(b), .count(c, "values")]
        case .jumpIfNotArray: decoded = [.register(a), .jump(c)]
        case .jumpIfRejected: decoded = [.register(a), .named(selector(b)), .jump(c)]
        case .newDictionary: decoded = [.register(a), .register(b), .count(c, "pairs")]
        case .newDictionaryWithKeys:
            decoded = [.register(a), .register(b), .named(table(keyLists, c) { "keys " + $0.map(Self.literal).joined(separator: ", ") })]
        case .newTuple: decoded = [.register(a), .register(b), .named(labels(c))]
        case .getStringKey: decoded = [.register(a), .register(b), .constant(c)]
        case .getMember, .setMember: decoded = [.register(a), .register(b), .named(table(names, c) { "." + $0 })]
        case .getTupleElement, .setTupleElement: decoded = [.register(a), .register(b), .named(".\(c)")]
        case .implicitMember: decoded = [.register(a), .named(table(names, b) { "." + $0 })]
        case .getStatic: decoded = [.register(a), .named("static member \(b)")]
        case .checkType, .checkInstance: decoded = [.register(a), .named(type(b))]
        case .castConditional, .castForced, .isType: decoded = [.register(a), .register(b), .named(type(c))]
        case .builderStatementBegin: decoded = [.named("depth \(a)")]
        case .builderStatementEnd: decoded = [.named("depth \(a)" + (b != 0 ? ", conditional" : ""))]
        case .take: decoded = [.register(a), .register(b)]
        case .newInstance: decoded = [.register(a), .named(table(declaredTypes, b) { "new " + $0.qualifiedName })]
        case .getProperty, .takeProperty: decoded = [.register(a), .register(b), .named(member(c))]
        case .getPropertyPath: decoded = [.register(a), .register(b), .named(member(c) + member(c + 1))]
        case .setProperty: decoded = [.register(a), .register(b), .named(member(c))]
        case .initProperty: decoded = [.register(a), .register(b), .named("field \(c)")]
        case .invokeMethod:
            decoded = [.register(a), .count(b, "arguments"), .named(table(methodSites, c) { "." + $0.selector.description })]
        case .newEnum: decoded = [.register(a), .named(enumCase(b)), .register(c)]
        case .jumpIfNotCase: decoded = [.register(a), .named(enumCase(b)), .jump(c)]
        case .getPayload: decoded = [.register(a), .register(b), .named("payload \(c)")]
        case .getStaticProperty, .setStaticProperty:
            decoded = [.register(a), .named(table(staticPropertySites, b) { "static " + $0.name })]
        case .callOverloaded:
            decoded = [.register(a), .count(b, "arguments"), .named(table(overloadSets, c) { "overloads of " + $0.name })]
        case .checkConformance: decoded = [.register(a), .named(table(constraintSites, b) { "conforms " + $0.type.description })]
        case .markOptionals: decoded = [.register(a), .named(type(b))]
        case .fail:
            let kinds = ScriptError.Kind.allCases
            decoded = [.named(a >= 0 && Int(a) < kinds.count ? "\(kinds[Int(a)])" : "kind \(a)"), .constant(b)]
        }
        return decoded.map { operand in
            switch operand {
            case .register(let number): return "r\(number)"
            case .constant(let number):
                let value = number >= 0 && Int(number) < prototype.constants.count ? Self.literal(prototype.constants[Int(number)]) : "?"
                return "k\(number) (\(value))"
            case .immediate(let number): return "\(number)"
            case .jump(let offset): return "-> \(index + 1 + Int(offset))"
            case .count(let number, let what): return "\(number) \(number == 1 ? String(what.dropLast()) : what)"
            case .named(let text): return text
            }
        }
    }

    /// A constant as a literal: strings quoted, so that `"1"` and `1` read apart.
    private static func literal(_ value: Value) -> String {
        guard case .string(let text) = value else { return Formatting.describe(value) }
        var quoted = ""
        Formatting.writeQuoted(text, to: &quoted)
        return quoted
    }

    private func global(_ index: Int32) -> String {
        table(globalNames, index) { "global " + $0 }
    }

    private func selector(_ index: Int32) -> String {
        table(selectors, index) { "." + $0.description }
    }

    private func member(_ index: Int32) -> String {
        table(memberSites, index) { "." + $0.name }
    }

    private func enumCase(_ index: Int32) -> String {
        table(enumCaseSites, index) { "case " + ($0.type.map { $0.qualifiedName + "." } ?? ".") + $0.name }
    }

    private func labels(_ index: Int32) -> String {
        table(labelLists, index) { "labels (" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" }
    }

    private func type(_ index: Int32) -> String {
        table(types, index) { "type " + $0.description }
    }

    /// An entry of a table, described; `?` for an index outside it (a compiler bug shows
    /// rather than trapping the disassembler).
    private func table<Element>(_ elements: [Element], _ index: Int32, _ describe: (Element) -> String) -> String {
        index >= 0 && Int(index) < elements.count ? describe(elements[Int(index)]) : "?\(index)"
    }
}
