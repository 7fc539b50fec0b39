import XCTest
@testable import Watcher

/// The folder index behind the known files and the watched folders.
final class FolderTreeTests: XCTestCase {
    func testMembersInsideAFolderAreFoundAtAnyDepthAndNotBeside() {
        var tree = FolderTree()
        for folder in ["/p/a", "/p/a/b/c", "/p/ab", "/p/x"] { tree.insert(folder) }
        XCTAssertEqual(Set(tree.members(inside: "/p/a")), ["/p/a", "/p/a/b/c"])
        XCTAssertEqual(Set(tree.members(inside: "/p")), ["/p/a", "/p/a/b/c", "/p/ab", "/p/x"])
        XCTAssertEqual(tree.members(inside: "/q"), [])
    }

    func testRemovingASubtreeRemovesEverythingInsideIt() {
        var tree = FolderTree()
        for folder in ["/p/a", "/p/a/b", "/p/a/b/c", "/p/ab"] { tree.insert(folder) }
        XCTAssertEqual(Set(tree.removeSubtree(at: "/p/a")), ["/p/a", "/p/a/b", "/p/a/b/c"])
        XCTAssertEqual(tree.members(inside: "/p"), ["/p/ab"])
        tree.insert("/p/a/b")
        XCTAssertEqual(tree.members(inside: "/p/a"), ["/p/a/b"])
    }

    func testRemovingOneFolderKeepsItsSubfoldersReachable() {
        var tree = FolderTree()
        for folder in ["/p/a", "/p/a/b"] { tree.insert(folder) }
        tree.remove("/p/a")
        XCTAssertEqual(tree.members(inside: "/p"), ["/p/a/b"])
        tree.remove("/p/a/b")
        XCTAssertEqual(tree.members(inside: "/"), [])
    }
}
