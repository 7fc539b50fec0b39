import Daemon
import DaemonTestSupport
import Foundation
import XCTest

/// The daemon's own files (the store's, the socket, the locks) are never documents, even
/// when the configuration puts them in a script or VML folder under a script's name.
final class DaemonFilesTests: XCTestCase {
    private let app = #"func body() -> Node { Text("hi") }"#

    func testTheStoresFilesInAScriptFolderAreNeitherScriptsNorVMLDocuments() throws {
        for database in ["store.swift", "screens/store.vml"] {
            let project = try TemporaryProject(files: ["app.swift": app], configuration: #"{"database": "\#(database)"}"#)
            let daemon = try startDaemon(project)
            defer { daemon.stop() }
            let client = try SocketClient(path: project.socketPath)
            for method in ["documents", "reload"] {
                let documents = try XCTUnwrap(client.request(method)["result"]?.arrayValue, method)
                XCTAssertEqual(documents.compactMap { $0["name"]?.stringValue }, ["app"], "\(database), \(method)")
                XCTAssertEqual(documents.first?["failed"], false, "\(database), \(method): \(documents)")
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: project.root + "/" + database), "the store is where it was configured")
        }
    }
}
