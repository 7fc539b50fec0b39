import Foundation
import SwiftLite
import ViewTree

/// SwiftUI's `Path`, as a custom `Shape`'s `path(in:)` draws it: `move(to:)`,
/// `addLine(to:)`, curves, arcs, rectangles and ellipses, recorded as the commands of an
/// SVG path (`M 50 0 L 0 80 L 100 80 Z`) that the IR carries and the preview draws.
final class PathObject: HostObject {
    /// The SVG commands so far.
    private(set) var commands: [String] = []
    /// Where the pen is (an arc starts from it with a line when it is elsewhere).
    private var current: (x: Double, y: Double)? {
        didSet { if let current { reach(current) } }
    }
    /// The largest coordinates the pen reached: the space a `Path` shown as a view needs.
    private(set) var extent: (width: Double, height: Double) = (0, 0)

    override var typeName: String { "Path" }

    /// The path as SVG path data.
    var data: String { commands.joined(separator: " ") }

    override var scriptDescription: String { data }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        func point(_ label: String?) throws(ScriptError) -> (x: Double, y: Double) {
            guard let index = labels.firstIndex(of: label) else { throw ScriptError(.wrongArguments, "'\(name)' needs a point labeled '\(label ?? "_")'") }
            return try Geometry.point(arguments[index], what: "\(name)'s point")
        }
        func number(_ label: String) throws(ScriptError) -> Double {
            guard let index = labels.firstIndex(of: label) else { throw ScriptError(.wrongArguments, "'\(name)' needs '\(label):'") }
            return try Geometry.number(arguments[index], what: "\(name)'s \(label)")
        }
        switch (name, labels) {
        case ("move", ["to"]):
            let to = try point("to")
            append("M", to)
        case ("addLine", ["to"]):
            let to = try point("to")
            append(current == nil ? "M" : "L", to)
        case ("addLines", [nil]):
            guard case .array(let points) = arguments[0] else { throw ScriptError(.typeMismatch, "'addLines' needs an array of points") }
            for (index, value) in points.enumerated() { append(index == 0 ? "M" : "L", try Geometry.point(value, what: "a point of addLines")) }
        case ("addQuadCurve", ["to", "control"]):
            let to = try point("to"), control = try point("control")
            commands.append("Q \(Geometry.format(control.x)) \(Geometry.format(control.y)) \(Geometry.format(to.x)) \(Geometry.format(to.y))")
            current = to
        case ("addCurve", ["to", "control1", "control2"]):
            let to = try point("to"), first = try point("control1"), second = try point("control2")
            commands.append(
                "C \(Geometry.format(first.x)) \(Geometry.format(first.y)) \(Geometry.format(second.x)) \(Geometry.format(second.y)) "
                    + "\(Geometry.format(to.x)) \(Geometry.format(to.y))")
            current = to
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]):
            let center = try point("center"), radius = try number("radius")
            let start = try Geometry.radians(arguments[2]), end = try Geometry.radians(arguments[3])
            guard case .bool(let clockwise) = arguments[4] else { throw ScriptError(.typeMismatch, "'addArc's clockwise: needs a Bool") }
            addArc(center: center, radius: radius, from: start, to: end, clockwise: clockwise)
        case ("addRect", [nil]):
            let rect = try Geometry.rectangle(arguments[0])
            commands.append("M \(Geometry.format(rect.x)) \(Geometry.format(rect.y)) h \(Geometry.format(rect.width)) v \(Geometry.format(rect.height)) h \(Geometry.format(-rect.width)) Z")
            reach((rect.x + rect.width, rect.y + rect.height))
            current = (rect.x, rect.y)
        case ("addRoundedRect", ["in", "cornerSize"]), ("addRoundedRect", ["in", "cornerSize", "style"]):
            let corner = try Geometry.size(arguments[1], what: "addRoundedRect's cornerSize")
            addRoundedRect(try Geometry.rectangle(arguments[0]), corner: corner)
        case ("addRoundedRect", ["in", "cornerRadius"]), ("addRoundedRect", ["in", "cornerRadius", "style"]):
            // One radius keeps its corners round: at most half the shorter side.
            let rect = try Geometry.rectangle(arguments[0])
            let radius = min(try number("cornerRadius"), min(rect.width, rect.height) / 2)
            addRoundedRect(rect, corner: (radius, radius))
        case ("addEllipse", ["in"]):
            let rect = try Geometry.rectangle(arguments[0])
            let rx = rect.width / 2, ry = rect.height / 2
            let cx = rect.x + rx, cy = rect.y + ry
            commands.append(
                "M \(Geometry.format(cx - rx)) \(Geometry.format(cy)) a \(Geometry.format(rx)) \(Geometry.format(ry)) 0 1 0 \(Geometry.format(2 * rx)) 0 "
                    + "a \(Geometry.format(rx)) \(Geometry.format(ry)) 0 1 0 \(Geometry.format(-2 * rx)) 0 Z")
            reach((rect.x + rect.width, rect.y + rect.height))
            current = (cx - rx, cy)
        case ("closeSubpath", []):
            commands.append("Z")
        default:
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        return .null
    }

    /// A rectangle with rounded corners, clockwise from the top edge's start: a corner's
    /// radii are at most half the side, as SwiftUI draws them.
    private func addRoundedRect(_ rect: (x: Double, y: Double, width: Double, height: Double), corner: (width: Double, height: Double)) {
        let rx = min(max(corner.width, 0), rect.width / 2), ry = min(max(corner.height, 0), rect.height / 2)
        let (left, top, right, bottom) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        let f = Geometry.format
        let arc = "A \(f(rx)) \(f(ry)) 0 0 1"
        commands.append(
            "M \(f(left + rx)) \(f(top)) H \(f(right - rx)) \(arc) \(f(right)) \(f(top + ry)) V \(f(bottom - ry)) \(arc) \(f(right - rx)) \(f(bottom)) "
                + "H \(f(left + rx)) \(arc) \(f(left)) \(f(bottom - ry)) V \(f(top + ry)) \(arc) \(f(left + rx)) \(f(top)) Z")
        reach((right, bottom))
        current = (left + rx, top)
    }

    /// Stretches `extent` to a point the path reaches.
    private func reach(_ point: (x: Double, y: Double)) {
        extent = (max(extent.width, point.x), max(extent.height, point.y))
    }

    private func append(_ command: String, _ point: (x: Double, y: Double)) {
        commands.append("\(command) \(Geometry.format(point.x)) \(Geometry.format(point.y))")
        current = point
    }

    /// An arc as SVG writes one: from its start point (joined by a line to where the pen
    /// was) to its end point. SwiftUI's `clockwise` is in its flipped coordinates, where y
    /// grows downward, so a `clockwise: true` arc sweeps the other way on screen.
    private func addArc(center: (x: Double, y: Double), radius: Double, from start: Double, to end: Double, clockwise: Bool) {
        let startPoint = (x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        let endPoint = (x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        append(current == nil ? "M" : "L", startPoint)
        var sweep = clockwise ? start - end : end - start
        while sweep < 0 { sweep += 2 * Double.pi }
        let largeArc = sweep > Double.pi ? 1 : 0
        let sweepFlag = clockwise ? 0 : 1
        commands.append("A \(Geometry.format(radius)) \(Geometry.format(radius)) 0 \(largeArc) \(sweepFlag) \(Geometry.format(endPoint.x)) \(Geometry.format(endPoint.y))")
        current = endPoint
    }
}

/// Reading CoreGraphics values (`CGPoint`, `CGRect`, numbers, `Angle`s) out of script values.
enum Geometry {
    static func number(_ value: SwiftLite.Value, what: String) throws(ScriptError) -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: throw ScriptError(.typeMismatch, "\(what) must be a number, found '\(value.typeName)'")
        }
    }

    static func point(_ value: SwiftLite.Value, what: String) throws(ScriptError) -> (x: Double, y: Double) {
        guard case .host(let object as GeometryValueObject) = try geometryValue(value, as: "CGPoint"), let x = object.field("x"), let y = object.field("y") else {
            throw ScriptError(.typeMismatch, "\(what) must be a CGPoint, found '\(value.typeName)'")
        }
        return (x, y)
    }

    static func size(_ value: SwiftLite.Value, what: String) throws(ScriptError) -> (width: Double, height: Double) {
        guard case .host(let object as GeometryValueObject) = try geometryValue(value, as: "CGSize"), let width = object.field("width"),
            let height = object.field("height")
        else { throw ScriptError(.typeMismatch, "\(what) must be a CGSize, found '\(value.typeName)'") }
        return (width, height)
    }

    static func rectangle(_ value: SwiftLite.Value) throws(ScriptError) -> (x: Double, y: Double, width: Double, height: Double) {
        guard case .host(let object as GeometryValueObject) = try geometryValue(value, as: "CGRect"), let x = object.field("minX"),
            let y = object.field("minY"), let width = object.field("width"), let height = object.field("height")
        else { throw ScriptError(.typeMismatch, "a CGRect is needed, found '\(value.typeName)'") }
        return (x, y, width, height)
    }

    /// `.zero` and `.init(x: 1, y: 2)` passed where a `type` is expected (`path.move(to:
    /// .zero)`): a host method's parameters have no declared types, so the implicit member
    /// arrives as written and is made the value here, as Swift makes it from the type.
    private static func geometryValue(_ value: SwiftLite.Value, as type: String) throws(ScriptError) -> SwiftLite.Value {
        guard case .symbol(let symbol) = value, symbol.isImplicit, symbol.segments.count == 1 else { return value }
        let segment = symbol.segments[0]
        switch (segment.name, segment.arguments) {
        case ("zero", nil): return zero(type).map { .host($0) } ?? value
        case ("init", let arguments?):
            let labels = arguments.map(\.label)
            return try make(type, signature: signatures[type]?.firstIndex(of: labels) ?? -1, arguments.map(\.value)).map { .host($0) } ?? value
        default: return value
        }
    }

    /// The labels of the initializers of `CGPoint`, `CGSize` and `CGRect`, in the order of
    /// their signatures.
    static let signatures: [String: [[String?]]] = [
        "CGPoint": [["x", "y"]], "CGSize": [["width", "height"]], "CGRect": [["x", "y", "width", "height"], ["origin", "size"]],
    ]

    /// `CGPoint.zero`, `CGSize.zero`, `CGRect.zero`.
    static func zero(_ type: String) -> GeometryValueObject? {
        switch type {
        case "CGPoint": return .point(x: 0, y: 0)
        case "CGSize": return .size(width: 0, height: 0)
        case "CGRect": return .rectangle(width: 0, height: 0)
        default: return nil
        }
    }

    /// A CoreGraphics value made by its initializer (`signature` indexes `signatures`), or
    /// nil for a type or signature it does not have.
    static func make(_ type: String, signature: Int, _ arguments: [SwiftLite.Value]) throws(ScriptError) -> GeometryValueObject? {
        func numbers(_ what: String) throws(ScriptError) -> [Double] {
            try arguments.map { (value: SwiftLite.Value) throws(ScriptError) -> Double in try number(value, what: what) }
        }
        switch (type, signature) {
        case ("CGPoint", 0):
            let xy = try numbers("a CGPoint's x and y")
            return .point(x: xy[0], y: xy[1])
        case ("CGSize", 0):
            let size = try numbers("a CGSize's width and height")
            return .size(width: size[0], height: size[1])
        case ("CGRect", 0):
            let bounds = try numbers("a CGRect's bounds")
            return .rectangle(x: bounds[0], y: bounds[1], width: bounds[2], height: bounds[3])
        case ("CGRect", 1):
            let origin = try point(arguments[0], what: "origin")
            let size = try size(arguments[1], what: "a CGRect's size")
            return .rectangle(x: origin.x, y: origin.y, width: size.width, height: size.height)
        default:
            return nil
        }
    }

    /// An `Angle` (`.degrees(90)`, `Angle(radians: .pi)`) in radians.
    static func radians(_ value: SwiftLite.Value) throws(ScriptError) -> Double {
        guard case .symbol(let symbol) = value, let last = symbol.segments.last, let argument = last.arguments?.first else {
            throw ScriptError(.typeMismatch, "an Angle is needed (.degrees(90), .radians(.pi)), found '\(value.typeName)'")
        }
        let amount = try number(argument.value, what: "the angle")
        switch last.name == "Angle" ? argument.label : last.name {
        case "degrees": return amount * Double.pi / 180
        case "radians": return amount
        default: throw ScriptError(.typeMismatch, "an Angle is made with .degrees(_:) or .radians(_:)")
        }
    }

    /// A number as a path writes it: no `.0` on whole numbers, at most three decimals.
    static func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
