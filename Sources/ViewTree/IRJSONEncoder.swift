/// Encodes IR documents, nodes and values to canonical JSON bytes, directly (no
/// intermediate `JSONValue`), because the daemon encodes every run's document and the
/// store hashes every subtree.
///
/// The bytes are exactly those `CanonicalJSONWriter` gives for `jsonValue` of the same
/// thing; the tests hold the two paths to that. The encoding itself is documented in
/// docs/ir.md.
public enum IRJSONEncoder {
    /// The document's canonical compact bytes.
    public static func encode(_ document: Document) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(document, into: &output)
        return output
    }

    /// The node's (and its subtree's) canonical compact bytes.
    public static func encode(_ node: Node) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        write(node, into: &output)
        return output
    }

    /// The value's canonical compact bytes.
    public static func encode(_ value: Value) -> [UInt8] {
        var output: [UInt8] = []
        write(value, into: &output)
        return output
    }

    /// Appends the document's bytes.
    public static func write(_ document: Document, into output: inout [UInt8]) {
        writeDocument(document, into: &output) { root, output in write(root, into: &output) }
    }

    /// Appends the document's bytes, delegating the root node to `writeRoot`.
    ///
    /// The store uses this to write the root as a reference to its stored subtree.
    public static func writeDocument(
        _ document: Document, into output: inout [UInt8], writeRoot: (Node, inout [UInt8]) -> Void
    ) {
        output.append(contentsOf: #"{"capabilities":["#.utf8)
        for (index, capability) in document.capabilities.enumerated() {
            if index > 0 { output.append(comma) }
            JSONBytes.appendString(capability, to: &output)
        }
        output.append(contentsOf: #"],"irVersion":"#.utf8)
        JSONBytes.appendInteger(document.irVersion, to: &output)
        output.append(contentsOf: #","root":"#.utf8)
        writeRoot(document.root, &output)
        output.append(closeBrace)
    }

    /// Appends the node's bytes, its children and slots included.
    public static func write(_ node: Node, into output: inout [UInt8]) {
        writeNode(node, into: &output) { child, output in write(child, into: &output) }
    }

    /// Appends the node's bytes, delegating each child and slot node to `writeChild`.
    ///
    /// The store uses this to write a child as a reference to its stored subtree.
    ///
    /// `writeChildren`, when given, writes the whole value of `children` in place of the
    /// array (`writeChild` is then called for slot nodes only): the store writes a long
    /// child list as references to runs of children.
    public static func writeNode(
        _ node: Node, into output: inout [UInt8], writeChildren: ((inout [UInt8]) -> Void)? = nil,
        writeChild: (Node, inout [UInt8]) -> Void
    ) {
        output.append(contentsOf: #"{"bindings":"#.utf8)
        writeStringMap(node.bindings, into: &output)
        output.append(contentsOf: #","children":"#.utf8)
        if let writeChildren {
            writeChildren(&output)
        } else {
            output.append(openBracket)
            for (index, child) in node.children.enumerated() {
                if index > 0 { output.append(comma) }
                writeChild(child, &output)
            }
            output.append(closeBracket)
        }
        output.append(contentsOf: #","events":"#.utf8)
        writeStringMap(node.events, into: &output)
        output.append(contentsOf: #","id":"#.utf8)
        JSONBytes.appendString(node.id, to: &output)
        output.append(contentsOf: #","modifiers":["#.utf8)
        for (index, modifier) in node.modifiers.enumerated() {
            if index > 0 { output.append(comma) }
            output.append(contentsOf: #"{"args":"#.utf8)
            writeArguments(modifier.arguments, into: &output)
            output.append(contentsOf: #","name":"#.utf8)
            JSONBytes.appendString(modifier.name, to: &output)
            output.append(closeBrace)
        }
        output.append(contentsOf: #"],"props":"#.utf8)
        writeValueMap(node.props, into: &output)
        output.append(contentsOf: #","reads":["#.utf8)
        for (index, path) in JSONBytes.sortedKeys(node.reads).enumerated() {
            if index > 0 { output.append(comma) }
            JSONBytes.appendString(path, to: &output)
        }
        output.append(contentsOf: #"],"slots":{"#.utf8)
        for (index, name) in JSONBytes.sortedKeys(node.slots.keys).enumerated() {
            if index > 0 { output.append(comma) }
            JSONBytes.appendString(name, to: &output)
            output.append(contentsOf: #":["#.utf8)
            for (slotIndex, slotNode) in node.slots[name]!.enumerated() {
                if slotIndex > 0 { output.append(comma) }
                writeChild(slotNode, &output)
            }
            output.append(closeBracket)
        }
        output.append(contentsOf: #"},"source":"#.utf8)
        write(node.source, into: &output)
        output.append(contentsOf: #","type":"#.utf8)
        JSONBytes.appendString(node.type, to: &output)
        output.append(closeBrace)
    }

    /// Appends a node's `source`: `{"column","component","file","line"}`, or `null`.
    ///
    /// The store keeps source locations apart from the nodes, so that an edit that shifts
    /// lines does not make every node below it new.
    public static func write(_ source: SourceLocation?, into output: inout [UInt8]) {
        guard let source else {
            output.append(contentsOf: JSONBytes.null)
            return
        }
        output.append(contentsOf: #"{"column":"#.utf8)
        JSONBytes.appendInteger(source.column, to: &output)
        if let component = source.component {
            output.append(contentsOf: #","component":"#.utf8)
            JSONBytes.appendString(component, to: &output)
        }
        output.append(contentsOf: #","file":"#.utf8)
        JSONBytes.appendString(source.file, to: &output)
        output.append(contentsOf: #","line":"#.utf8)
        JSONBytes.appendInteger(source.line, to: &output)
        output.append(closeBrace)
    }

    /// Appends the value's bytes.
    public static func write(_ value: Value, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: JSONBytes.null)
        case .bool(let flag):
            output.append(contentsOf: flag ? JSONBytes.true : JSONBytes.false)
        case .int(let number):
            JSONBytes.appendInteger(number, to: &output)
        case .double(let number):
            if number.isFinite {
                JSONBytes.appendDouble(number, to: &output)
            } else {
                output.append(contentsOf: #"{"double":"#.utf8)
                JSONBytes.appendDouble(number, to: &output)
                output.append(closeBrace)
            }
        case .string(let text):
            JSONBytes.appendString(text, to: &output)
        case .array(let elements):
            output.append(openBracket)
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(comma) }
                write(element, into: &output)
            }
            output.append(closeBracket)
        case .dictionary(let members):
            output.append(contentsOf: #"{"dict":"#.utf8)
            writeValueMap(members, into: &output)
            output.append(closeBrace)
        case .tuple(let fields):
            output.append(contentsOf: #"{"tuple":"#.utf8)
            writeArguments(fields, into: &output)
            output.append(closeBrace)
        case .member(let chain):
            output.append(contentsOf: #"{"member":"#.utf8)
            writeChain(chain, into: &output)
            output.append(closeBrace)
        case .named(let chain):
            output.append(contentsOf: #"{"named":"#.utf8)
            writeChain(chain, into: &output)
            output.append(closeBrace)
        case .angle(let degrees):
            output.append(contentsOf: #"{"angle":"#.utf8)
            JSONBytes.appendDouble(degrees, to: &output)
            output.append(closeBrace)
        case .cssColor(let text):
            output.append(contentsOf: #"{"color":"#.utf8)
            JSONBytes.appendString(text, to: &output)
            output.append(closeBrace)
        case .slot(let name):
            output.append(contentsOf: #"{"slot":"#.utf8)
            JSONBytes.appendString(name, to: &output)
            output.append(closeBrace)
        case .attr(let reference):
            output.append(contentsOf: #"{"attr":{"#.utf8)
            if let fallback = reference.fallback {
                output.append(contentsOf: #""fallback":"#.utf8)
                write(fallback, into: &output)
                output.append(comma)
            }
            output.append(contentsOf: #""name":"#.utf8)
            JSONBytes.appendString(reference.name, to: &output)
            if let type = reference.type {
                output.append(contentsOf: #","type":"#.utf8)
                JSONBytes.appendString(type.rawValue, to: &output)
            }
            output.append(contentsOf: #"}}"#.utf8)
        case .stateRef(let path):
            output.append(contentsOf: #"{"state":"#.utf8)
            JSONBytes.appendString(path, to: &output)
            output.append(closeBrace)
        case .bindingRef(let path):
            output.append(contentsOf: #"{"binding":"#.utf8)
            JSONBytes.appendString(path, to: &output)
            output.append(closeBrace)
        }
    }

    private static let comma = UInt8(ascii: ",")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
    private static let closeBrace = UInt8(ascii: "}")

    private static func writeArguments(_ arguments: [Argument], into output: inout [UInt8]) {
        output.append(openBracket)
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output.append(comma) }
            output.append(UInt8(ascii: "{"))
            if let label = argument.label {
                output.append(contentsOf: #""label":"#.utf8)
                JSONBytes.appendString(label, to: &output)
                output.append(comma)
            }
            output.append(contentsOf: #""value":"#.utf8)
            write(argument.value, into: &output)
            output.append(closeBrace)
        }
        output.append(closeBracket)
    }

    private static func writeChain(_ chain: MemberChain, into output: inout [UInt8]) {
        output.append(openBracket)
        for (index, segment) in chain.segments.enumerated() {
            if index > 0 { output.append(comma) }
            output.append(UInt8(ascii: "{"))
            if let arguments = segment.arguments {
                output.append(contentsOf: #""args":"#.utf8)
                writeArguments(arguments, into: &output)
                output.append(comma)
            }
            output.append(contentsOf: #""name":"#.utf8)
            JSONBytes.appendString(segment.name, to: &output)
            output.append(closeBrace)
        }
        output.append(closeBracket)
    }

    private static func writeStringMap(_ map: [String: String], into output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        for (index, key) in JSONBytes.sortedKeys(map.keys).enumerated() {
            if index > 0 { output.append(comma) }
            JSONBytes.appendString(key, to: &output)
            output.append(UInt8(ascii: ":"))
            JSONBytes.appendString(map[key]!, to: &output)
        }
        output.append(closeBrace)
    }

    private static func writeValueMap(_ map: [String: Value], into output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        for (index, key) in JSONBytes.sortedKeys(map.keys).enumerated() {
            if index > 0 { output.append(comma) }
            JSONBytes.appendString(key, to: &output)
            output.append(UInt8(ascii: ":"))
            write(map[key]!, into: &output)
        }
        output.append(closeBrace)
    }
}
