/// The bytecode of a compiled program as text, one instruction per line with its source
/// position: for people tuning a script (`workbench run --disassemble`) and for tests
/// that check what the compiler emits.
extension CompiledProgram {
    /// Every function, closure and file's top-level code, disassembled.
    public var disassembly: String {
        var lines: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func dump(_ prototype: FunctionPrototype, title: String) {
            guard seen.insert(ObjectIdentifier(prototype)).inserted else { return }
            lines.append("\(title) (\(files[prototype.fileIndex].name):\(prototype.location.line)) — \(prototype.parameterCount) parameters, \(prototype.registerCount) registers"
                    + (prototype.holdsOnlyScalars ? ", only scalars (nothing to release on return)" : ""))
            for (index, instruction) in prototype.code.enumerated() {
                let location = index < prototype.locations.count ? prototype.locations[index] : prototype.location
                let operands = "\(instruction.a) \(instruction.b) \(instruction.c)"
                let name = "\(instruction.opcode)"
                let padded = name + String(repeating: " ", count: max(1, 28 - name.count))
                lines.append(String(repeating: " ", count: 4 - min(4, String(index).count)) + "\(index)  " + padded + operands + "    ; \(location.line):\(location.column)")
            }
            for (index, constant) in prototype.constants.enumerated() {
                lines.append("      K\(index) = \(Formatting.describe(constant))")
            }
            lines.append("")
            for child in prototype.children { dump(child, title: "closure in \(prototype.name)") }
        }
        for prototype in topLevel { dump(prototype, title: "top level") }
        for prototype in functionPrototypes { dump(prototype, title: "func \(prototype.name)") }
        return lines.joined(separator: "\n")
    }
}
