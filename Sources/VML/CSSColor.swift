// CSS color literals (§7's CSSCOLOR): `#RRGGBB`, `#RRGGBBAA`, `rgb(...)`, `hsl(...)`. They
// are read inside `style` and when an attribute is coerced to `<color>`, and kept as
// canonical text: hex in lowercase, functions with `, ` between components.

enum CSSColor {
    private static let hexNote = "a CSS color is #RRGGBB or #RRGGBBAA: six or eight hexadecimal digits"

    /// Reads `#RRGGBB` or `#RRGGBBAA` with `index` on the `#`.
    static func parseHex(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) throws(VMLSyntaxError) -> String {
        let start = index
        var cursor = index + 1
        while cursor < bytes.count, Scanning.isIdentifierByte(bytes[cursor]) { cursor += 1 }
        let digits = bytes[(start + 1)..<cursor]
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(Scanning.isHexDigit) else {
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
            throw VMLSyntaxError("'\(written)' is not a CSS color", offset: start, notes: [hexNote])
        }
        index = cursor
        var text = "#"
        for byte in digits { text.unicodeScalars.append(Unicode.Scalar(Scanning.lowercased(byte))) }
        return text
    }

    /// Whether `name` starts a color function.
    static func isFunctionName(_ name: Substring) -> Bool {
        name == "rgb" || name == "rgba" || name == "hsl" || name == "hsla"
    }

    /// Reads `rgb(...)`, `rgba(...)`, `hsl(...)` or `hsla(...)` with `index` on the name:
    /// three components and an optional alpha, separated by commas (`rgb(255, 0, 0)`) or
    /// by spaces with a slash before the alpha (`rgb(255 0 0 / 50%)`).
    static func parseFunction(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) throws(VMLSyntaxError) -> String {
        let start = index
        while index < bytes.count, Scanning.isIdentifierByte(bytes[index]) { index += 1 }
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let isHSL = written.hasPrefix("hsl")
        let name = isHSL ? "hsl" : "rgb"
        let usage =
            isHSL
            ? "write hsl(H, S%, L%) or hsl(H, S%, L%, A); the hue may have a unit (deg, rad, grad, turn)"
            : "write rgb(R, G, B) or rgb(R, G, B, A) with numbers from 0 to 255 or percentages"
        Scanning.skipWhitespace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
            throw VMLSyntaxError("expected '(' after '\(written)'", offset: index, notes: [usage])
        }
        let open = index
        index += 1
        var components: [String] = []
        var commaSeparated: Bool?
        var sawSlash = false
        while true {
            Scanning.skipWhitespace(bytes, &index)
            guard index < bytes.count else {
                throw VMLSyntaxError("expected ')' to close '\(written)('", offset: open, notes: [usage])
            }
            if bytes[index] == UInt8(ascii: ")"), !components.isEmpty {
                index += 1
                break
            }
            if !components.isEmpty {
                let byte = bytes[index]
                if commaSeparated == nil { commaSeparated = byte == UInt8(ascii: ",") }
                if commaSeparated == true {
                    guard byte == UInt8(ascii: ",") else {
                        throw VMLSyntaxError("expected ',' or ')' in '\(written)(...)'", offset: index, notes: [usage])
                    }
                    index += 1
                    Scanning.skipWhitespace(bytes, &index)
                } else if byte == UInt8(ascii: "/") {
                    guard components.count == 3, !sawSlash else {
                        throw VMLSyntaxError("'/' comes before the alpha, after three components", offset: index, notes: [usage])
                    }
                    sawSlash = true
                    index += 1
                    Scanning.skipWhitespace(bytes, &index)
                } else if components.count == 3 {
                    throw VMLSyntaxError("expected '/' before the alpha in '\(written)(...)'", offset: index, notes: [usage])
                }
            }
            guard components.count < 4 else {
                throw VMLSyntaxError("a color has three components and an optional alpha", offset: index, notes: [usage])
            }
            let componentStart = index
            let component = try parseComponent(bytes, at: &index, usage: usage)
            try validate(component, position: components.count, isHSL: isHSL, offset: componentStart, usage: usage)
            components.append(component.text)
        }
        guard components.count >= 3 else {
            throw VMLSyntaxError("'\(written)(...)' needs three components", offset: start, notes: [usage])
        }
        return name + "(" + components.joined(separator: ", ") + ")"
    }

    private struct Component {
        var text: String
        var unit: Substring
    }

    private static func parseComponent(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, usage: String
    ) throws(VMLSyntaxError) -> Component {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let digitsStart = index
        while index < bytes.count, Scanning.isDigit(bytes[index]) { index += 1 }
        var digitCount = index - digitsStart
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, Scanning.isDigit(bytes[index]) { index += 1 }
            digitCount += index - fractionStart
        }
        guard digitCount > 0 else {
            throw VMLSyntaxError("expected a number in a color", offset: start, notes: [usage])
        }
        let numberEnd = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
            index += 1
        } else {
            while index < bytes.count, Scanning.isLetter(bytes[index]) { index += 1 }
        }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        let unitLength = index - numberEnd
        return Component(text: text, unit: text.suffix(unitLength))
    }

    private static func validate(
        _ component: Component, position: Int, isHSL: Bool, offset: Int, usage: String
    ) throws(VMLSyntaxError) {
        let allowed: [Substring]
        switch (isHSL, position) {
        case (true, 0): allowed = ["", "deg", "rad", "grad", "turn"]
        default: allowed = ["", "%"]
        }
        guard allowed.contains(component.unit) else {
            throw VMLSyntaxError("unexpected unit '\(component.unit)' in a color", offset: offset, notes: [usage])
        }
    }

    /// The canonical text of a whole string holding a CSS color, or `nil` when it is not
    /// one: what `attr(name type(<color>))` accepts besides SwiftUI colors.
    static func canonical(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            var index = 0
            let result: String
            do {
                if buffer.first == UInt8(ascii: "#") {
                    result = try parseHex(buffer, at: &index)
                } else {
                    var end = 0
                    while end < buffer.count, Scanning.isIdentifierByte(buffer[end]) { end += 1 }
                    guard isFunctionName(Substring(text.utf8.prefix(end))) else { return nil }
                    result = try parseFunction(buffer, at: &index)
                }
            } catch {
                return nil
            }
            return index == buffer.count ? result : nil
        }
    }
}
