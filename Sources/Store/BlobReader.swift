import Foundation
import GRDB
import ViewTree

/// Reads blobs back, checking each against its hash: a blob altered or damaged on disk is
/// an error, never a silently different snapshot. (Hashing what is read costs about as
/// much as inflating it.)
struct BlobReader {
    let db: Database
    let path: String

    /// The raw bytes of a blob, and its kind.
    func blob(_ hash: ContentHash) throws -> (kind: BlobKind, bytes: [UInt8]) {
        let statement = try db.cachedStatement(sql: "SELECT kind, size, data FROM blobs WHERE hash = ?")
        guard let row = try Row.fetchOne(statement, arguments: [Data(hash.bytes)]) else {
            throw damaged("blob \(hash) is missing")
        }
        let kindName: String = try row.decode(atIndex: 0)
        let size: Int = try row.decode(atIndex: 1)
        let data: Data = try row.decode(atIndex: 2)
        guard let kind = BlobKind(rawValue: kindName) else { throw damaged("blob \(hash) has the unknown kind \(kindName)") }
        guard let bytes = BlobCodec.decode([UInt8](data), size: size) else {
            throw damaged("blob \(hash) does not inflate to its \(size) bytes")
        }
        guard ContentHash.of(kind: kind, bytes: bytes) == hash else {
            throw damaged("blob \(hash) does not match its hash")
        }
        return (kind, bytes)
    }

    private func blob(_ hash: ContentHash, kinds: Set<BlobKind>) throws -> (kind: BlobKind, bytes: [UInt8]) {
        let found = try blob(hash)
        guard kinds.contains(found.kind) else {
            throw damaged("blob \(hash) is a \(found.kind.rawValue) where a \(kinds.map(\.rawValue).sorted().joined(separator: " or ")) was expected")
        }
        return found
    }

    private func json(_ bytes: [UInt8], of hash: ContentHash) throws -> JSONValue {
        do {
            return try JSONParser.parse(bytes: bytes)
        } catch {
            throw damaged("blob \(hash) is not JSON (\(error))")
        }
    }

    private func damaged(_ detail: String) -> StoreError {
        .damagedData(path: path, detail: detail)
    }

    /// A source file's text.
    func text(_ hash: ContentHash) throws -> String {
        String(decoding: try blob(hash, kinds: [.source]).bytes, as: UTF8.self)
    }

    /// A state value, reassembled from its members when it was stored split.
    func state(_ hash: ContentHash) throws -> JSONValue {
        let (kind, bytes) = try blob(hash, kinds: [.state, .stateObject, .stateArray])
        let value = try json(bytes, of: hash)
        if kind == .state { return value }
        if kind == .stateArray {
            guard let runs = value.objectValue?["runs"]?.arrayValue else { throw damaged("state array \(hash) has no runs") }
            var elements: [JSONValue] = []
            for run in runs {
                guard let runHash = run.stringValue.flatMap(ContentHash.init(hex:)),
                    case .array(let runElements) = try state(runHash)
                else { throw damaged("state array \(hash) has a malformed run") }
                elements.append(contentsOf: runElements)
            }
            return .array(elements)
        }
        guard case .object(let parts) = value else { throw damaged("state object \(hash) is not an object") }
        var members: [String: JSONValue] = [:]
        for (key, part) in parts {
            if let inline = part.objectValue?["inline"] {
                members[key] = inline
            } else if let reference = part.objectValue?["blob"]?.stringValue, let memberHash = ContentHash(hex: reference) {
                members[key] = try state(memberHash)
            } else {
                throw damaged("state object \(hash) has a malformed member \"\(key)\"")
            }
        }
        return .object(members)
    }

    /// An IR document, reassembled from its nodes and its source locations.
    func document(_ hash: ContentHash) throws -> Document {
        guard case .object(var members) = try json(try blob(hash, kinds: [.irDocument]).bytes, of: hash),
            let root = members["root"]?.objectValue, let treeHash = root["tree"]?.stringValue.flatMap(ContentHash.init(hex:)),
            let sourcesHash = root["sources"]?.stringValue.flatMap(ContentHash.init(hex:))
        else { throw damaged("IR document \(hash) has no tree and sources references") }
        let sources = try locations(sourcesHash)
        var next = 0
        members["root"] = try node(treeHash, sources: sources, next: &next)
        guard next == sources.count else {
            throw damaged("IR sources \(sourcesHash) have \(sources.count) locations for \(next) nodes")
        }
        do {
            return try Document(json: .object(members))
        } catch {
            throw damaged("IR document \(hash) is not valid IR (\(error))")
        }
    }

    /// The `source` of every node of a tree, as the IR writes them, from the compact
    /// `ir-sources` blob (see `SnapshotEncoder.encodeSources`).
    private func locations(_ hash: ContentHash) throws -> [JSONValue] {
        let stored = try json(try blob(hash, kinds: [.irSources]).bytes, of: hash)
        // The first stores wrote the locations as the IR does, one object or null each.
        if case .array(let locations) = stored { return locations }
        guard case .object(let table) = stored, let files = table["files"]?.arrayValue,
            let entries = table["locations"]?.arrayValue
        else { throw damaged("IR sources \(hash) are not a table of files and locations") }
        return try entries.map { entry -> JSONValue in
            if entry == .null { return .null }
            guard let fields = entry.arrayValue, fields.count == 3 || fields.count == 4,
                let file = fields[0].intValue, files.indices.contains(file), let name = files[file].stringValue,
                let line = fields[1].intValue, let column = fields[2].intValue
            else { throw damaged("IR sources \(hash) hold a malformed location") }
            var members: [String: JSONValue] = ["file": .string(name), "line": .int(line), "column": .int(column)]
            if fields.count == 4 {
                guard let component = fields[3].stringValue else { throw damaged("IR sources \(hash) hold a malformed component") }
                members["component"] = .string(component)
            }
            return .object(members)
        }
    }

    /// A node's JSON with its source location and its children and slot nodes resolved, in
    /// the visiting order the locations were stored in.
    private func node(_ hash: ContentHash, sources: [JSONValue], next: inout Int) throws -> JSONValue {
        guard case .object(var members) = try json(try blob(hash, kinds: [.irNode]).bytes, of: hash) else {
            throw damaged("IR node \(hash) is not an object")
        }
        guard next < sources.count else { throw damaged("IR sources end before the tree of \(hash)") }
        members["source"] = sources[next]
        next += 1
        switch members["children"] {
        case .array(let references) where !references.isEmpty:
            var children: [JSONValue] = []
            children.reserveCapacity(references.count)
            for child in references {
                children.append(try node(reference(child, in: hash), sources: sources, next: &next))
            }
            members["children"] = .array(children)
        case .object(let list):
            // A long list, stored in runs (`ChildRuns`).
            guard list.count == 1, case .array(let runs)? = list["runs"] else {
                throw damaged("IR node \(hash) has a malformed child list")
            }
            var children: [JSONValue] = []
            for run in runs {
                let runHash = try reference(run, in: hash)
                guard case .array(let references) = try json(try blob(runHash, kinds: [.irChildren]).bytes, of: runHash) else {
                    throw damaged("IR children \(runHash) are not a list")
                }
                for child in references {
                    children.append(try node(reference(child, in: runHash), sources: sources, next: &next))
                }
            }
            members["children"] = .array(children)
        default:
            break
        }
        if case .object(let slots) = members["slots"], !slots.isEmpty {
            var resolved: [String: JSONValue] = [:]
            for name in JSONBytes.sortedKeys(slots.keys) {
                guard case .array(let references) = slots[name]! else { throw damaged("IR node \(hash) has a malformed slot") }
                var nodes: [JSONValue] = []
                for slotNode in references {
                    nodes.append(try node(reference(slotNode, in: hash), sources: sources, next: &next))
                }
                resolved[name] = .array(nodes)
            }
            members["slots"] = .object(resolved)
        }
        return .object(members)
    }

    private func reference(_ json: JSONValue, in parent: ContentHash) throws -> ContentHash {
        guard let text = json.stringValue, let hash = ContentHash(hex: text) else {
            throw damaged("IR node \(parent) has a malformed child reference")
        }
        return hash
    }
}
