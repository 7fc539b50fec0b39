import SwiftLite
import ViewTree

/// `GeometryReader { proxy in ... }`: its content, built with a `GeometryProxy` whose size is
/// the space the reader is given. The workbench lays nothing out, so that space is the one
/// a `.frame(width:height:)` on the reader names (the content is built again with it), and
/// otherwise the preview's screen: 393 × 852 points, an iPhone's. The node shows the size
/// it assumed (`width`, `height`), so the inspector explains what `proxy.size` read.
enum GeometryReaderContent {
    /// The space a reader without a frame is given: an iPhone 15's screen, in points.
    static let screen = (width: 393.0, height: 852.0)

    static func make(_ call: NativeCall, context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        let node = NodeObject(type: "GeometryReader", context: context, interpreter: call.interpreter)
        let content = call.argument(0)
        let interpreter = call.interpreter
        var space = screen
        node.relayout = { [unowned node, unowned context, unowned interpreter] (width: Double?, height: Double?) throws(ScriptError) in
            space = (width ?? space.width, height ?? space.height)
            node.props["width"] = .double(space.width)
            node.props["height"] = .double(space.height)
            let proxy = GeometryProxyObject(width: space.width, height: space.height)
            let result = try interpreter.call(content, content.closureParameterCount == 0 ? [] : [.host(proxy)])
            node.children = try ViewContent.nodes(in: result, context: context, interpreter: interpreter, yielded: false)
            node.reads.formUnion(context.reads.claim())
        }
        try node.relayout?(nil, nil)
        return .host(node)
    }

    /// The width and height `.frame(width:height:)` gives a reader (nil for one it does
    /// not name); nil when it names neither (`.frame(maxWidth: .infinity)`).
    static func frameSize(labels: [String?], arguments: [SwiftLite.Value]) -> (width: Double?, height: Double?)? {
        func number(_ label: String) -> Double? {
            guard let index = labels.firstIndex(of: label) else { return nil }
            switch arguments[index] {
            case .int(let value): return Double(value)
            case .double(let value): return value
            default: return nil
            }
        }
        let width = number("width"), height = number("height")
        return width == nil && height == nil ? nil : (width, height)
    }
}

/// A `GeometryProxy`: `size`, `frame(in:)` (at the origin, in every coordinate space) and
/// `safeAreaInsets` (none).
final class GeometryProxyObject: HostObject {
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    override var typeName: String { "GeometryProxy" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "size": return .host(GeometryValueObject.size(width: width, height: height))
        case "safeAreaInsets": return .host(GeometryValueObject.insets())
        default: return try super.member(name, interpreter: interpreter)
        }
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard name == "frame", labels == ["in"] else { return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter) }
        return .host(GeometryValueObject.rectangle(width: width, height: height))
    }

    override var scriptDescription: String { "GeometryProxy(size: \(GeometryValueObject.size(width: width, height: height).scriptDescription))" }
}

/// A `CGSize`, `CGRect`, `CGPoint` or `EdgeInsets` a `GeometryProxy` gives: named numbers
/// (a rectangle's `minX`, `midX`, `maxX`... computed from its origin and size).
final class GeometryValueObject: HostObject {
    private let type: String
    private let fields: [(name: String, value: Double)]
    private let parts: [String: GeometryValueObject]

    private init(type: String, fields: [(name: String, value: Double)], parts: [String: GeometryValueObject] = [:]) {
        self.type = type
        self.fields = fields
        self.parts = parts
    }

    static func point(x: Double, y: Double) -> GeometryValueObject {
        GeometryValueObject(type: "CGPoint", fields: [("x", x), ("y", y)])
    }

    static func size(width: Double, height: Double) -> GeometryValueObject {
        GeometryValueObject(type: "CGSize", fields: [("width", width), ("height", height)])
    }

    static func insets() -> GeometryValueObject {
        GeometryValueObject(type: "EdgeInsets", fields: [("top", 0), ("leading", 0), ("bottom", 0), ("trailing", 0)])
    }

    /// A rectangle, at the origin unless `x` and `y` say otherwise.
    static func rectangle(x: Double = 0, y: Double = 0, width: Double, height: Double) -> GeometryValueObject {
        GeometryValueObject(
            type: "CGRect",
            fields: [
                ("minX", x), ("minY", y), ("midX", x + width / 2), ("midY", y + height / 2), ("maxX", x + width), ("maxY", y + height),
                ("width", width), ("height", height),
            ],
            parts: ["origin": point(x: x, y: y), "size": size(width: width, height: height)])
    }

    /// The value of one of its numbers (`x`, `width`, `midX`...).
    func field(_ name: String) -> Double? {
        fields.first { $0.name == name }?.value
    }

    /// The value as its initializer writes it (`CGSize(width: 4.0, height: 2.0)`), which is
    /// how a modifier's argument (`.offset(CGSize(...))`) appears in the IR.
    var irValue: ViewTree.Value {
        var numbers = fields
        if type == "CGRect", let origin = parts["origin"], let size = parts["size"] { numbers = origin.fields + size.fields }
        return .named(MemberChain([.init(type, arguments: numbers.map { Argument(label: $0.name, .double($0.value)) })]))
    }

    override var typeName: String { type }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        if let field = fields.first(where: { $0.name == name }) { return .double(field.value) }
        if let part = parts[name] { return .host(part) }
        return try super.member(name, interpreter: interpreter)
    }

    override var scriptDescription: String {
        if type == "CGRect", let origin = parts["origin"], let size = parts["size"] {
            return "(\(origin.fields.map { String($0.value) }.joined(separator: ", ")), \(size.fields.map { String($0.value) }.joined(separator: ", ")))"
        }
        return "\(type)(" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }

    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? GeometryValueObject else { return false }
        return type == other.type && fields.map(\.value) == other.fields.map(\.value)
    }
}
