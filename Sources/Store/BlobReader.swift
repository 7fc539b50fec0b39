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
        var trees = DecodedTrees()
        return try document(hash, trees: &trees)
    }

    /// An IR document, its nodes looked up in `trees` first and added to it when read.
    func document(_ hash: ContentHash, trees: inout DecodedTrees) throws -> Document {
        let (members, treeHash, sourcesHash) = try documentParts(hash)
        let sources = try locations(sourcesHash)
        var next = 0
        let root = try placing(sources, in: try subtree(treeHash, trees: &trees).node, next: &next, table: sourcesHash)
        guard next == sources.count else {
            throw damaged("IR sources \(sourcesHash) have \(sources.count) locations for \(next) nodes")
        }
        var withoutRoot = members
        withoutRoot["root"] = Node(id: "", type: "").jsonValue
        do {
            var document = try Document(json: .object(withoutRoot))
            document.root = root
            return document
        } catch {
            throw damaged("IR document \(hash) is not valid IR (\(error))")
        }
    }

    /// The hash of an IR document's tree: its root node's `ir-node` blob.
    func treeHash(ofDocument hash: ContentHash) throws -> ContentHash {
        try documentParts(hash).tree
    }

    /// The document's own members (its `root` a pair of references), its tree's root node
    /// and its source locations.
    private func documentParts(_ hash: ContentHash) throws -> (members: [String: JSONValue], tree: ContentHash, sources: ContentHash) {
        guard case .object(let members) = try json(try blob(hash, kinds: [.irDocument]).bytes, of: hash),
            let root = members["root"]?.objectValue, let treeHash = root["tree"]?.stringValue.flatMap(ContentHash.init(hex:)),
            let sourcesHash = root["sources"]?.stringValue.flatMap(ContentHash.init(hex:))
        else { throw damaged("IR document \(hash) has no tree and sources references") }
        return (members, treeHash, sourcesHash)
    }

    /// The source location of every node of a tree, in visiting order, from the compact
    /// `ir-sources` blob (see `SnapshotEncoder.encodeSources`).
    private func locations(_ hash: ContentHash) throws -> [SourceLocation?] {
        let stored = try json(try blob(hash, kinds: [.irSources]).bytes, of: hash)
        // The first stores wrote the locations as the IR does, one object or null each.
        if case .array(let locations) = stored {
            return try locations.map { location -> SourceLocation? in
                if location == .null { return nil }
                guard let members = location.objectValue, let file = members["file"]?.stringValue,
                    let line = members["line"]?.intValue, let column = members["column"]?.intValue
                else { throw damaged("IR sources \(hash) hold a malformed location") }
                return SourceLocation(file: file, line: line, column: column, component: members["component"]?.stringValue)
            }
        }
        guard case .object(let table) = stored, let files = table["files"]?.arrayValue,
            let entries = table["locations"]?.arrayValue
        else { throw damaged("IR sources \(hash) are not a table of files and locations") }
        return try entries.map { entry -> SourceLocation? in
            if entry == .null { return nil }
            guard let fields = entry.arrayValue, fields.count == 3 || fields.count == 4,
                let file = fields[0].intValue, files.indices.contains(file), let name = files[file].stringValue,
                let line = fields[1].intValue, let column = fields[2].intValue
            else { throw damaged("IR sources \(hash) hold a malformed location") }
            var component: String?
            if fields.count == 4 {
                guard let text = fields[3].stringValue else { throw damaged("IR sources \(hash) hold a malformed component") }
                component = text
            }
            return SourceLocation(file: name, line: line, column: column, component: component)
        }
    }

    /// The tree with each node's source location put back, in the visiting order the
    /// locations were stored in: a node, its children, then its slots' nodes by slot name.
    private func placing(_ sources: [SourceLocation?], in tree: Node, next: inout Int, table: ContentHash) throws -> Node {
        guard next < sources.count else { throw damaged("IR sources \(table) end before the tree's last node") }
        var node = tree
        node.source = sources[next]
        next += 1
        for index in node.children.indices {
            node.children[index] = try placing(sources, in: node.children[index], next: &next, table: table)
        }
        for name in JSONBytes.sortedKeys(node.slots.keys) {
            for index in node.slots[name]!.indices {
                node.slots[name]![index] = try placing(sources, in: node.slots[name]![index], next: &next, table: table)
            }
        }
        return node
    }

    /// A subtree without source locations: the node's blob, with its children and slot
    /// nodes read in turn, each looked up in `trees` first.
    func subtree(_ hash: ContentHash, trees: inout DecodedTrees) throws -> DecodedSubtree {
        if let known = trees[hash] { return known }
        guard case .object(var members) = try json(try blob(hash, kinds: [.irNode]).bytes, of: hash) else {
            throw damaged("IR node \(hash) is not an object")
        }
        var children: [ContentHash] = []
        switch members["children"] {
        case .array(let references):
            children = try references.map { try reference($0, in: hash) }
        case .object(let list):
            // A long list, stored in runs (`ChildRuns`).
            guard list.count == 1, case .array(let runs)? = list["runs"] else {
                throw damaged("IR node \(hash) has a malformed child list")
            }
            for run in runs {
                let runHash = try reference(run, in: hash)
                guard case .array(let references) = try json(try blob(runHash, kinds: [.irChildren]).bytes, of: runHash) else {
                    throw damaged("IR children \(runHash) are not a list")
                }
                children += try references.map { try reference($0, in: runHash) }
            }
        default:
            break
        }
        var slots: [String: [ContentHash]] = [:]
        if case .object(let slotMembers) = members["slots"] {
            for (name, references) in slotMembers {
                guard case .array(let list) = references else { throw damaged("IR node \(hash) has a malformed slot") }
                slots[name] = try list.map { try reference($0, in: hash) }
            }
        }
        // The node's own fields are decoded as the IR's; its children and slots, which the
        // blob holds as references, are put in afterwards.
        if members["children"] != nil { members["children"] = .array([]) }
        if members["slots"] != nil { members["slots"] = .object([:]) }
        var node: Node
        do {
            node = try Node(json: .object(members))
        } catch {
            throw damaged("IR node \(hash) is not valid IR (\(error))")
        }
        // What the queries ask of a subtree, from its own node and its parts' answers, in
        // visiting order: the node, its children, its slots by name.
        var size = 1
        var taps: [String: TimelineEntry.TappedView] = [:]
        if let action = node.events["tap"] {
            var title: String?
            if case .string(let text)? = node.props["title"] { title = text }
            taps[action] = TimelineEntry.TappedView(id: node.id, type: node.type, title: title)
        }
        func include(_ part: DecodedSubtree) -> Node {
            size += part.size
            if !part.taps.isEmpty { taps.merge(part.taps) { first, _ in first } }
            return part.node
        }
        node.children = try children.map { include(try subtree($0, trees: &trees)) }
        for name in JSONBytes.sortedKeys(slots.keys) {
            node.slots[name] = try slots[name]!.map { include(try subtree($0, trees: &trees)) }
        }
        let decoded = DecodedSubtree(node: node, children: children, slots: slots, size: size, taps: taps)
        trees.insert(decoded, for: hash)
        return decoded
    }

    private func reference(_ json: JSONValue, in parent: ContentHash) throws -> ContentHash {
        guard let text = json.stringValue, let hash = ContentHash(hex: text) else {
            throw damaged("IR node \(parent) has a malformed child reference")
        }
        return hash
    }
}
