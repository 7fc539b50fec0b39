import FileReading
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension WorkbenchConfiguration {
    /// The file name looked for when no `--config` is given.
    public static let defaultFileName = "workbench.json"

    /// Reads and validates a configuration file.
    ///
    /// - Throws: `ConfigurationError` naming the file, the key and its line and column.
    public static func load(path: String) throws(ConfigurationError) -> WorkbenchConfiguration {
        let absolute = absolutePath(path)
        let text: String
        do {
            text = try FileReader.text(at: absolute)
        } catch {
            let position = error.line.flatMap { line in error.column.map { TextPosition(line: line, column: $0) } }
            throw ConfigurationError(file: path, key: nil, position: position, message: "cannot read the configuration file: \(error.reason)")
        }
        return try parse(text, file: path, root: directory(of: absolute))
    }

    /// Finds the configuration for a command: the file given, or `workbench.json` in the
    /// current directory, or the defaults rooted at the current directory when there is none.
    public static func locate(explicitPath: String?) throws(ConfigurationError) -> WorkbenchConfiguration {
        if let explicitPath { return try load(path: explicitPath) }
        if access(defaultFileName, F_OK) == 0 { return try load(path: defaultFileName) }
        return WorkbenchConfiguration(root: currentDirectory())
    }

    /// Validates configuration text.
    public static func parse(_ text: String, file: String, root: String) throws(ConfigurationError) -> WorkbenchConfiguration {
        let document: PositionedJSON
        do {
            document = try JSONParser.parseWithPositions(text)
        } catch {
            throw ConfigurationError(file: file, key: nil, position: error.position, message: error.message)
        }
        var reader = ConfigurationReader(file: file, positions: document.positions)
        var configuration = WorkbenchConfiguration(root: root)
        try reader.read(document.value, into: &configuration)
        return configuration
    }

    /// The effective configuration as JSON, every key present (what `workbench config` prints).
    public var jsonValue: JSONValue {
        [
            "scripts": .array(scriptFolders.map { .string($0) }),
            "vml": .array(vmlFolders.map { .string($0) }),
            "ignore": .array(ignore.map { .string($0) }),
            "database": .string(database),
            "socket": .string(socket),
            "debounceMs": .int(debounceMilliseconds),
            "limits": [
                "instructions": .int(limits.instructions),
                "callDepth": .int(limits.callDepth),
                "memoryMB": .int(limits.memoryMegabytes),
            ],
            "preview": ["enabled": .bool(preview.enabled), "host": .string(preview.host), "port": .int(preview.port)],
            "retention": ["keepLast": .int(retention.keepLast)],
            "scenarios": ["folder": .string(scenarios.folder), "onReload": .bool(scenarios.onReload)],
            "coldStart": [
                "enabled": .bool(coldStart.enabled), "maxInputs": .int(coldStart.maxInputs),
                "timeoutMs": .int(coldStart.timeoutMilliseconds),
            ],
        ]
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return currentDirectory() }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }
}

/// Walks the parsed JSON key by key, checking each against the schema and remembering
/// the position of every key for error messages.
struct ConfigurationReader {
    let file: String
    let positions: [String: TextPosition]

    private func fail(_ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, key: key, position: positions[key], message: message)
    }

    mutating func read(_ value: JSONValue, into configuration: inout WorkbenchConfiguration) throws(ConfigurationError) {
        guard case .object(let members) = value else {
            throw ConfigurationError(
                file: file, key: nil, position: positions[""],
                message: "the configuration must be a JSON object, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: ["scripts", "vml", "ignore", "database", "socket", "debounceMs", "limits", "preview", "retention", "scenarios", "coldStart"], prefix: "")
        // Keys in a stable order so that the first error reported is the same every time.
        for key in JSONBytes.sortedKeys(members.keys) {
            let member = members[key]!
            switch key {
            case "scripts": configuration.scriptFolders = try folders(member, key: key)
            case "vml": configuration.vmlFolders = try folders(member, key: key)
            case "ignore": configuration.ignore = try strings(member, key: key, allowEmptyList: true)
            case "database": configuration.database = try path(member, key: key)
            case "socket": configuration.socket = try path(member, key: key)
            case "debounceMs": configuration.debounceMilliseconds = try integer(member, key: key, in: 0...10_000)
            case "limits":
                let limits = try object(member, key: key, allowed: ["instructions", "callDepth", "memoryMB"])
                for name in JSONBytes.sortedKeys(limits.keys) {
                    let nested = "limits." + name
                    switch name {
                    case "instructions":
                        configuration.limits.instructions = try integer(limits[name]!, key: nested, in: 1_000...1_000_000_000_000)
                    case "callDepth": configuration.limits.callDepth = try integer(limits[name]!, key: nested, in: 16...100_000)
                    default: configuration.limits.memoryMegabytes = try integer(limits[name]!, key: nested, in: 1...1_048_576)
                    }
                }
            case "preview":
                let preview = try object(member, key: key, allowed: ["enabled", "host", "port"])
                for name in JSONBytes.sortedKeys(preview.keys) {
                    let nested = "preview." + name
                    switch name {
                    case "enabled": configuration.preview.enabled = try boolean(preview[name]!, key: nested)
                    case "host": configuration.preview.host = try path(preview[name]!, key: nested)
                    default: configuration.preview.port = try integer(preview[name]!, key: nested, in: 0...65_535)
                    }
                }
            case "scenarios":
                let scenarios = try object(member, key: key, allowed: ["folder", "onReload"])
                if let folder = scenarios["folder"] { configuration.scenarios.folder = try path(folder, key: "scenarios.folder") }
                if let onReload = scenarios["onReload"] { configuration.scenarios.onReload = try boolean(onReload, key: "scenarios.onReload") }
            case "coldStart":
                let coldStart = try object(member, key: key, allowed: ["enabled", "maxInputs", "timeoutMs"])
                for name in JSONBytes.sortedKeys(coldStart.keys) {
                    let nested = "coldStart." + name
                    switch name {
                    case "enabled": configuration.coldStart.enabled = try boolean(coldStart[name]!, key: nested)
                    case "maxInputs": configuration.coldStart.maxInputs = try integer(coldStart[name]!, key: nested, in: 0...1_000_000)
                    default: configuration.coldStart.timeoutMilliseconds = try integer(coldStart[name]!, key: nested, in: 1...600_000)
                    }
                }
            default:  // retention
                let retention = try object(member, key: key, allowed: ["keepLast"])
                if let keepLast = retention["keepLast"] {
                    configuration.retention.keepLast = try integer(keepLast, key: "retention.keepLast", in: 1...100_000_000)
                }
            }
        }
    }

    private func checkKeys(_ members: [String: JSONValue], allowed: [String], prefix: String) throws(ConfigurationError) {
        for key in JSONBytes.sortedKeys(members.keys) where !allowed.contains(key) {
            let full = prefix.isEmpty ? key : prefix + "." + key
            var message = "unknown key \"\(full)\""
            if let suggestion = Spelling.suggestion(for: key, among: allowed) {
                message += " (did you mean \"\(prefix.isEmpty ? suggestion : prefix + "." + suggestion)\"?)"
            } else {
                message += "; the keys here are " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            throw fail(full, message)
        }
    }

    private func object(_ value: JSONValue, key: String, allowed: [String]) throws(ConfigurationError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw fail(key, "\"\(key)\" must be an object, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: allowed, prefix: key)
        return members
    }

    private func integer(_ value: JSONValue, key: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        guard case .int(let number) = value else {
            throw fail(key, "\"\(key)\" must be an integer, found \(value.kindDescription)")
        }
        guard range.contains(number) else {
            throw fail(key, "\"\(key)\" must be between \(range.lowerBound) and \(range.upperBound), found \(number)")
        }
        return number
    }

    private func boolean(_ value: JSONValue, key: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = value else {
            throw fail(key, "\"\(key)\" must be true or false, found \(value.kindDescription)")
        }
        return flag
    }

    private func path(_ value: JSONValue, key: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = value else {
            throw fail(key, "\"\(key)\" must be a string, found \(value.kindDescription)")
        }
        guard !text.isEmpty else { throw fail(key, "\"\(key)\" must not be empty") }
        return text
    }

    private func strings(_ value: JSONValue, key: String, allowEmptyList: Bool) throws(ConfigurationError) -> [String] {
        guard case .array(let elements) = value else {
            throw fail(key, "\"\(key)\" must be an array of strings, found \(value.kindDescription)")
        }
        if !allowEmptyList && elements.isEmpty { throw fail(key, "\"\(key)\" must name at least one folder") }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element, !text.isEmpty else {
                let elementKey = "\(key)[\(index)]"
                throw ConfigurationError(
                    file: file, key: elementKey, position: positions[elementKey] ?? positions[key],
                    message: "\"\(elementKey)\" must be a non-empty string, found \(element.kindDescription)")
            }
            result.append(text)
        }
        return result
    }

    private func folders(_ value: JSONValue, key: String) throws(ConfigurationError) -> [String] {
        try strings(value, key: key, allowEmptyList: false)
    }
}
