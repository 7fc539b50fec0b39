import SwiftLite
import ViewTree

/// A custom `Shape` of the program (`struct Triangle: Shape { func path(in rect: CGRect)
/// -> Path }`) as a view: a node of its type whose `path` prop is the SVG path its
/// `path(in:)` draws in the space it is given (`width`, `height`), as a `GeometryReader`'s
/// content is built: a `.frame(width:height:)` on it, or else the preview's screen. Its
/// `.fill` and `.stroke` are modifiers of the node, which the preview draws the path with.
enum ShapeContent {
    static func node(for shape: SwiftLite.Value, type: TypeInfo, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> NodeObject {
        let node = NodeObject(type: type.name, context: context, interpreter: interpreter)
        node.placeAtDeclarationWhenBuiltByTheHost(of: type)
        var space = GeometryReaderContent.screen
        node.relayout = { [unowned node, unowned context, unowned interpreter] (width: Double?, height: Double?) throws(ScriptError) in
            space = (width ?? space.width, height ?? space.height)
            let rect = GeometryValueObject.rectangle(width: space.width, height: space.height)
            guard let drawn = try interpreter.callDeclaredMethod("path(in:)", on: shape, [.host(rect)]) else {
                throw ScriptError(.unknownMember, "'\(type.name)' is a Shape without func path(in rect: CGRect) -> Path")
            }
            guard case .host(let path as PathObject) = drawn else {
                throw ScriptError(.typeMismatch, "'\(type.name).path(in:)' must return a Path, returned '\(drawn.typeName)'")
            }
            node.props["path"] = .string(path.data)
            node.props["width"] = .double(space.width)
            node.props["height"] = .double(space.height)
            node.reads.formUnion(context.reads.claim())
        }
        try node.relayout?(nil, nil)
        return node
    }

    /// `Path()`, `Path { path in ... }`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:
    /// cornerRadius:)`, `Path(roundedRect:cornerSize:)`, and the CoreGraphics values paths
    /// are drawn with: `CGPoint(x:y:)`, `CGSize(width:height:)`, `CGRect(x:y:width:height:)`,
    /// `CGRect(origin:size:)`, and their `.zero`s.
    static func install(in environment: ProgramEnvironment) {
        typealias Parameter = NativeFunction.Parameter
        typealias Signature = NativeFunction.Signature
        let host = environment.host
        host.define(
            NativeFunction(
                name: "Path",
                signatures: [
                    Signature([]), Signature([Parameter(nil)]), Signature([Parameter("ellipseIn")]),
                    Signature([Parameter("roundedRect"), Parameter("cornerRadius")]), Signature([Parameter("roundedRect"), Parameter("cornerSize")]),
                ]
            ) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let path = PathObject()
                let interpreter = call.interpreter
                switch call.signatureIndex {
                // `Path { path in ... }` draws with the closure; `Path(rect)` is the rectangle.
                case 1 where call.argument(0).isCallable: _ = try interpreter.call(call.argument(0), [.host(path)])
                case 2: _ = try path.callMethod("addEllipse", labels: ["in"], arguments: [call.argument(0)], interpreter: interpreter)
                case 1: _ = try path.callMethod("addRect", labels: [nil], arguments: [call.argument(0)], interpreter: interpreter)
                case 3:
                    _ = try path.callMethod(
                        "addRoundedRect", labels: ["in", "cornerRadius"], arguments: [call.argument(0), call.argument(1)], interpreter: interpreter)
                case 4:
                    _ = try path.callMethod(
                        "addRoundedRect", labels: ["in", "cornerSize"], arguments: [call.argument(0), call.argument(1)], interpreter: interpreter)
                default: break
                }
                return .host(path)
            })
        for (type, signatures) in Geometry.signatures.sorted(by: { $0.key < $1.key }) {
            let parameters = signatures.map { labels in Signature(labels.map { Parameter($0) }) }
            host.define(
                NativeFunction(name: type, signatures: parameters) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    let arguments = (0..<signatures[call.signatureIndex].count).map { call.argument($0) }
                    return try Geometry.make(type, signature: call.signatureIndex, arguments).map { .host($0) } ?? .null
                })
        }
        // Their `.zero`s, read as `CGPoint.zero` or as `.zero` where one is expected.
        for type in Geometry.signatures.keys.sorted() {
            if let zero = Geometry.zero(type) { host.defineConstant("\(type).zero", .host(zero)) }
        }
        host.defineType("Path") { value in
            if case .host(let object) = value { return object is PathObject }
            return false
        }
        for name in ["CGPoint", "CGSize", "CGRect", "GeometryProxy"] {
            host.defineType(name) { value in
                if case .host(let object) = value { return object.typeName == name }
                return false
            }
        }
    }
}
