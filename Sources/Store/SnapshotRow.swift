import Foundation
import GRDB
import ViewTree

/// A row of `snapshots` being read: its columns decoded and checked, a malformed one
/// reported as damage that names the snapshot and the column.
struct SnapshotRow {
    let row: Row
    let id: Int64
    let path: String

    /// A hash column; `nil` when NULL.
    func hash(_ column: String) throws -> ContentHash? {
        guard let data = try row.decode(Data?.self, forColumn: column) else { return nil }
        guard let hash = ContentHash(bytes: [UInt8](data)) else {
            throw StoreError.damagedData(path: path, detail: "snapshot #\(id) has a malformed \(column) hash")
        }
        return hash
    }

    /// A JSON column; `nil` when NULL.
    func json(_ column: String) throws -> JSONValue? {
        guard let text = try row.decode(String?.self, forColumn: column) else { return nil }
        do {
            return try JSONParser.parse(text)
        } catch {
            throw StoreError.damagedData(path: path, detail: "snapshot #\(id) has malformed JSON in \(column)")
        }
    }

    /// The `diagnostics` column.
    func diagnostics() throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in try json("diagnostics")?.arrayValue ?? [] {
            guard let diagnostic = try? Diagnostic(json: element) else { throw malformed("diagnostics") }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The `failure` column.
    func failure() throws -> RuntimeFailure? {
        guard let json = try json("failure") else { return nil }
        guard let failure = try? RuntimeFailure(json: json) else { throw malformed("failure") }
        return failure
    }

    /// The error for a column that holds something it cannot.
    func malformed(_ column: String) -> StoreError {
        .damagedData(path: path, detail: "snapshot #\(id) has a malformed \(column)")
    }
}
