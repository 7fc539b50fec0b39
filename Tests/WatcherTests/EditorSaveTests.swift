import Foundation
import Synchronization
import XCTest
@testable import Watcher

/// Each editor's way of saving, replayed system call by system call, must come out as one
/// modification of the file that was saved, and nothing about the editor's own files.
///
/// These watchers have no extension filter, so that an editor's temporary file that was not
/// ignored would show up; and every temporary file is left in place where the editor would
/// leave it, so that ignoring it is what keeps it out of the batch.
final class EditorSaveTests: WatcherTestCase {
    private let saved = "app.swift"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(saved, "let version = 1\n")
    }

    /// Starts the watcher, runs `save`, and checks the result is exactly one modification.
    private func assertSaveIsOneModification(file: StaticString = #filePath, line: UInt = #line, _ save: () throws -> Void) throws {
        // A long debounce: the steps of a save must not be split by a busy machine.
        let batches = try startWatcher(debounce: .milliseconds(300))
        try save()
        XCTAssertEqual(batches.nextBatch()?.changes, [path(saved): .modified], file: file, line: line)
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(600)), [], file: file, line: line)
    }

    func testVimWithBackupAndWritebackup() throws {
        try assertSaveIsOneModification {
            // Opening the file: the swap file, and the probe for a writable folder.
            try write(".app.swift.swp", "swap")
            try write("4913", "")
            try remove("4913")
            // `:w` with 'backup' and 'writebackup': the original becomes the backup, a new
            // file is written, and with 'backup' set the backup stays.
            try rename(saved, "app.swift~")
            try write(saved, "let version = 2\n")
            try write(".app.swift.swp", "swap, updated")
        }
    }

    func testVimWithWritebackupOnly() throws {
        try assertSaveIsOneModification {
            try write(".app.swift.swp", "swap")
            try write("4913", "")
            try remove("4913")
            try rename(saved, "app.swift~")
            try write(saved, "let version = 2\n")
            try remove("app.swift~")
        }
    }

    func testVimWritingInPlace() throws {
        // 'backupcopy=yes': the backup is a copy and the file is overwritten in place.
        try assertSaveIsOneModification {
            try write("app.swift~", "let version = 1\n")
            try write(saved, "let version = 2\n")
        }
    }

    func testJetBrainsSafeWrite() throws {
        try assertSaveIsOneModification {
            try write("app.swift___jb_tmp___", "let version = 2\n")
            try rename(saved, "app.swift___jb_old___")
            try rename("app.swift___jb_tmp___", saved)
            try remove("app.swift___jb_old___")
            // An interrupted save leaves its temporary file behind.
            try write("other.swift___jb_tmp___", "half")
        }
    }

    func testVSCodeTruncatesThenWritesEvenWithAPauseBetween() throws {
        // The two modifications of one save may be further apart than the debounce: the
        // file stays open between them, and the batch waits for it to be closed, so the
        // handler never reads it half-written.
        let contentAtDelivery = ContentCapture(path: path(saved))
        let batches = try startWatcher(debounce: .milliseconds(50), onBatch: { _ in contentAtDelivery.capture() })
        let descriptor = open(path(saved), O_WRONLY | O_TRUNC | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        usleep(250_000)
        try writeAll(descriptor, "let version = 2\n", saved)
        close(descriptor)
        XCTAssertEqual(batches.nextBatch()?.changes, [path(saved): .modified])
        XCTAssertEqual(contentAtDelivery.captured, ["let version = 2\n"])
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(400)), [])
    }

    func testEmacsSave() throws {
        try assertSaveIsOneModification {
            // Editing: the lock (a dangling symlink) and the autosave file.
            XCTAssertEqual(symlink("user@host.1234:1700000000", path(".#app.swift")), 0)
            try write("#app.swift#", "let version = 2\n")
            // Saving: the original becomes the backup, the new content is written, the
            // autosave and the lock are deleted; the backup stays.
            try rename(saved, "app.swift~")
            try write(saved, "let version = 2\n")
            try remove("#app.swift#")
            try remove(".#app.swift")
            // The next edit takes the lock again.
            XCTAssertEqual(symlink("user@host.1234:1700000000", path(".#app.swift")), 0)
        }
    }

    func testGnomeSafeWrite() throws {
        try assertSaveIsOneModification {
            try write(".goutputstream-7XKZQ1", "let version = 2\n")
            try rename(".goutputstream-7XKZQ1", saved)
            try write(".goutputstream-LEFTOVER", "")
        }
    }

    func testEveryTemporaryFileIsIgnoredWhileTheRealFileIsReported() throws {
        try assertSaveIsOneModification {
            for name in [
                ".app.swift.swp", ".app.swift.swo", ".app.swift.swn", ".app.swift.swx", "4913", "5036",
                "app.swift~", "#app.swift#", "app.swift___jb_tmp___", "app.swift___jb_old___",
                ".goutputstream-ABC123", "app.swift.kate-swp",
            ] {
                try write(name, "temporary")
                try write(name, "temporary, again")
            }
            XCTAssertEqual(symlink("user@host.1:1", path(".#app.swift")), 0)
            try write(saved, "let version = 2\n")
        }
    }
}

/// The content of a file each time a batch is delivered, read on the watcher's thread.
private final class ContentCapture: Sendable {
    private let path: String
    private let contents = Mutex<[String]>([])

    init(path: String) {
        self.path = path
    }

    func capture() {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>"
        contents.withLock { $0.append(text) }
    }

    var captured: [String] {
        contents.withLock { $0 }
    }
}
