import FileReading
import Foundation
import Runtime
import Store
import ViewTree

extension CrashBundle {
    /// Reads and checks a bundle file: its compression, its JSON, its format version, its
    /// checksum, then every member. Anything wrong is an error naming what, never a crash.
    public static func read(path: String) throws(CrashBundleError) -> CrashBundle {
        let bytes: [UInt8]
        do {
            // Compressed, a real bundle is a few kilobytes; the limit only bounds a wrong file.
            bytes = try FileReader.bytes(at: path)
        } catch {
            throw CrashBundleError(file: path, message: error.reason)
        }
        return try decode(bytes, file: path)
    }

    /// Checks a bundle's bytes: gzip data, or the JSON inside it as `zcat` shows it.
    /// `file` names it in errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(CrashBundleError) -> CrashBundle {
        func fail(_ message: String, at position: TextPosition? = nil) -> CrashBundleError {
            CrashBundleError(file: file, message: message, position: position)
        }
        var json = bytes
        if Gzip.isGzip(bytes) {
            do {
                json = try Gzip.decompress(bytes, limit: inflatedLimit)
            } catch {
                throw fail("the bundle is damaged: \(error)")
            }
        } else if bytes.first(where: { ![9, 10, 13, 32].contains($0) }) != UInt8(ascii: "{") {
            throw fail("not a workbench bundle: it is neither gzip data nor JSON (`workbench bundle ID -o FILE` writes one)")
        }
        guard let text = String(validating: json, as: UTF8.self) else {
            throw fail("the bundle is damaged: its JSON is not UTF-8")
        }
        let parsed: PositionedJSON
        do {
            parsed = try JSONParser.parseWithPositions(text)
        } catch {
            throw fail("the bundle is damaged: its JSON is malformed: \(error.message)", at: error.position)
        }
        guard case .object(let members) = parsed.value, let version = members["workbenchBundle"] else {
            throw fail("not a workbench bundle: its JSON has no \"workbenchBundle\" version")
        }
        guard case .int(let number) = version, number >= 1 else {
            throw fail("\"workbenchBundle\" must be a positive integer, found \(version.kindDescription)", at: parsed.positions["workbenchBundle"])
        }
        let writer = members["workbenchVersion"]?.stringValue.map { " by workbench \($0)" } ?? ""
        guard number <= formatVersion else {
            throw fail("the bundle has format \(number) (written\(writer)), newer than this workbench reads (\(formatVersion)); update the workbench")
        }
        guard case .string(let checksum) = members["checksum"] ?? .null else {
            throw fail("the bundle has no checksum, so its content cannot be trusted; write it again with workbench bundle")
        }
        guard checksum == Self.checksum(of: members) else {
            throw fail("the bundle's checksum does not match its content: it was damaged or edited after it was written; write it again with workbench bundle")
        }
        let reader = BundleReader(file: file, positions: parsed.positions)
        let bundle = try reader.bundle(members)
        // The hashes restate the IR and the state: a bundle that disagrees with itself is
        // not one this workbench wrote.
        guard (members["irHash"]?.stringValue) == bundle.irHash else {
            throw fail("\"irHash\" is not the hash of the bundle's IR", at: parsed.positions["irHash"])
        }
        guard (members["stateHash"]?.stringValue) == bundle.stateHash else {
            throw fail("\"stateHash\" is not the hash of the bundle's state after the run", at: parsed.positions["stateHash"])
        }
        return bundle
    }
}

/// Walks a bundle's JSON member by member, with the position of each for errors.
private struct BundleReader {
    let file: String
    let positions: [String: TextPosition]

    func fail(_ path: String, _ message: String) -> CrashBundleError {
        CrashBundleError(file: file, message: "\"\(path)\" \(message)", position: positions[path])
    }

    func bundle(_ members: [String: JSONValue]) throws(CrashBundleError) -> CrashBundle {
        let limits = try object(members["limits"], at: "limits")
        let snapshot = try object(members["snapshot"], at: "snapshot")
        return CrashBundle(
            snapshot: try self.snapshot(snapshot),
            snapshotID: Int64(try integer(members["snapshotID"], at: "snapshotID", in: 1...Int.max)),
            limits: SwiftLiteLimits(
                instructions: try integer(limits["instructions"], at: "limits.instructions", in: 1...1_000_000_000_000),
                callDepth: try integer(limits["callDepth"], at: "limits.callDepth", in: 1...100_000),
                memoryBytes: try integer(limits["memoryBytes"], at: "limits.memoryBytes", in: 1...(1 << 40))),
            workbenchVersion: try string(members["workbenchVersion"], at: "workbenchVersion"))
    }

    func snapshot(_ members: [String: JSONValue]) throws(CrashBundleError) -> Snapshot {
        let reasonName = try string(members["reason"], at: "snapshot.reason")
        guard let reason = Snapshot.Reason(rawValue: reasonName) else {
            throw fail("snapshot.reason", "must be one of \(Snapshot.Reason.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(reasonName)\"")
        }
        guard case .array(let programJSON) = members["program"] ?? .null, !programJSON.isEmpty else {
            throw fail("snapshot.program", "must be a non-empty array of {\"path\", \"text\"}")
        }
        var program: [ProgramFile] = []
        for (index, element) in programJSON.enumerated() {
            let file = try object(element, at: "snapshot.program[\(index)]")
            program.append(
                ProgramFile(
                    path: try string(file["path"], at: "snapshot.program[\(index)].path"),
                    text: try string(file["text"], at: "snapshot.program[\(index)].text")))
        }
        var ir: Document?
        if let given = members["ir"], given != .null {
            do {
                ir = try Document(json: given)
            } catch {
                throw fail("snapshot.ir", "is not an IR document: \(error)")
            }
        }
        var diagnostics: [Diagnostic] = []
        for (index, element) in (try array(members["diagnostics"], at: "snapshot.diagnostics")).enumerated() {
            do {
                diagnostics.append(try Diagnostic(json: element))
            } catch {
                throw fail("snapshot.diagnostics[\(index)]", "is not a diagnostic: \(error)")
            }
        }
        var failure: RuntimeFailure?
        if let given = members["failure"], given != .null {
            do {
                failure = try RuntimeFailure(json: given)
            } catch {
                throw fail("snapshot.failure", "is not a runtime failure: \(error)")
            }
        }
        let recorded = try array(members["recordedResults"], at: "snapshot.recordedResults")
        for (index, value) in recorded.enumerated() {
            switch value {
            case .int, .double, .bool, .string: continue
            default: throw fail("snapshot.recordedResults[\(index)]", "must be a number, a boolean or a string, found \(value.kindDescription)")
            }
        }
        let action = try optionalString(members["action"], at: "snapshot.action")
        if reason == .action || reason == .binding, action == nil {
            throw fail("snapshot.action", "must name the action or the bound path of a\(reason == .action ? "n action" : " binding") run")
        }
        let microseconds = try integer(members["timeMicroseconds"], at: "snapshot.timeMicroseconds", in: 0...(1 << 60))
        let duration = try integer(members["durationMicroseconds"], at: "snapshot.durationMicroseconds", in: 0...(1 << 50))
        return Snapshot(
            time: Date(timeIntervalSince1970: Double(microseconds) / 1_000_000), reason: reason,
            document: try string(members["document"], at: "snapshot.document"), program: program,
            stateBefore: try state(members["stateBefore"], at: "snapshot.stateBefore"),
            stateAfter: try state(members["stateAfter"], at: "snapshot.stateAfter"), action: action,
            payload: members["payload"].flatMap { $0 == .null ? nil : $0 }, recordedResults: recorded, ir: ir,
            diagnostics: diagnostics, failure: failure, duration: .microseconds(Int64(duration)))
    }

    func object(_ value: JSONValue?, at path: String) throws(CrashBundleError) -> [String: JSONValue] {
        guard case .object(let members) = value ?? .null else { throw fail(path, "must be an object, found \(value?.kindDescription ?? "nothing")") }
        return members
    }

    func array(_ value: JSONValue?, at path: String) throws(CrashBundleError) -> [JSONValue] {
        guard case .array(let elements) = value ?? .null else { throw fail(path, "must be an array, found \(value?.kindDescription ?? "nothing")") }
        return elements
    }

    func string(_ value: JSONValue?, at path: String) throws(CrashBundleError) -> String {
        guard case .string(let text) = value ?? .null else { throw fail(path, "must be a string, found \(value?.kindDescription ?? "nothing")") }
        return text
    }

    func optionalString(_ value: JSONValue?, at path: String) throws(CrashBundleError) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, at: path)
    }

    func integer(_ value: JSONValue?, at path: String, in range: ClosedRange<Int>) throws(CrashBundleError) -> Int {
        guard case .int(let number) = value ?? .null else { throw fail(path, "must be an integer, found \(value?.kindDescription ?? "nothing")") }
        guard range.contains(number) else { throw fail(path, "must be between \(range.lowerBound) and \(range.upperBound), found \(number)") }
        return number
    }

    /// A state: an object, or null for a document without one.
    func state(_ value: JSONValue?, at path: String) throws(CrashBundleError) -> JSONValue? {
        switch value {
        case nil, .null?: return nil
        case .object?: return value
        case let other?: throw fail(path, "must be an object or null, found \(other.kindDescription)")
        }
    }
}
