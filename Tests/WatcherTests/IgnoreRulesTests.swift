import XCTest
@testable import Watcher

/// Which names and paths are ignored, without a file system.
final class IgnoreRulesTests: XCTestCase {
    private let project = "/home/me/project"

    private func ignores(_ relative: String, patterns: [String] = [], paths: [String] = [], folder: Bool = false) -> Bool {
        IgnoreRules(projectRoot: project, patterns: patterns, paths: paths)
            .ignores(project + "/" + relative, isDirectory: folder)
    }

    func testEditorTemporaryFilesAreIgnored() {
        for name in [
            ".app.swift.swp", ".app.swift.swo", ".app.swift.swn", ".app.swift.swx",
            "4913", "5036", "5159", "app.swift~", "#app.swift#", ".#app.swift",
            "app.swift___jb_tmp___", "app.swift___jb_old___", ".goutputstream-7XKZQ1", "app.swift.kate-swp",
        ] {
            XCTAssertTrue(ignores("views/" + name), name)
        }
    }

    func testNamesThatMerelyResembleTemporaryFilesAreNotIgnored() {
        for name in [
            "app.swift", "swap.swift", "4914", "4913.swift", "5037", "49130", "#app.swift", "app#.swift",
            "app.swift.bak", "jb_tmp.swift", "app.swp.swift", "a.sql",
        ] {
            XCTAssertFalse(ignores(name), name)
        }
    }

    func testTemporaryFileNamesApplyToFilesOnly() {
        XCTAssertFalse(ignores("backup~", folder: true))
    }

    func testVersionControlBuildAndWorkbenchFoldersAreIgnoredWithTheirContent() {
        for relative in [".git", ".git/index.lock", ".build/debug/app.swift", "sub/.build/x.swift", ".workbench/history"] {
            XCTAssertTrue(ignores(relative), relative)
        }
        XCTAssertTrue(ignores(".git", folder: true))
        XCTAssertFalse(ignores("git/app.swift"))
    }

    func testAProjectInsideABuildFolderIsNotIgnoredWholesale() {
        let rules = IgnoreRules(projectRoot: "/work/.build/checkouts/demo")
        XCTAssertFalse(rules.ignores("/work/.build/checkouts/demo/app.swift", isDirectory: false))
    }

    func testTheDaemonsOwnFilesAreIgnored() {
        let database = project + "/state/workbench.sqlite"
        let paths = IgnoreRules.sqliteFiles(of: database) + [project + "/state/workbench.sock", project + "/state/lock"]
        for relative in [
            "state/workbench.sqlite", "state/workbench.sqlite-wal", "state/workbench.sqlite-shm",
            "state/workbench.sqlite-journal", "state/workbench.sock", "state/lock",
        ] {
            XCTAssertTrue(ignores(relative, paths: paths), relative)
        }
        XCTAssertFalse(ignores("state/app.swift", paths: paths))
        XCTAssertFalse(ignores("state/workbench.sqlite.swift", paths: paths))
    }

    func testAnIgnoredPathIgnoresEverythingUnderIt() {
        XCTAssertTrue(ignores("cache/a/b.swift", paths: [project + "/cache"]))
        XCTAssertFalse(ignores("cache2/b.swift", paths: [project + "/cache"]))
    }

    func testAPatternWithoutASlashMatchesANameAtAnyDepth() {
        XCTAssertTrue(ignores("x.draft.swift", patterns: ["*.draft.swift"]))
        XCTAssertTrue(ignores("views/deep/x.draft.swift", patterns: ["*.draft.swift"]))
        XCTAssertFalse(ignores("views/x.swift", patterns: ["*.draft.swift"]))
        XCTAssertTrue(ignores("app/generated/model.swift", patterns: ["generated"]))
        XCTAssertTrue(ignores("generated", patterns: ["generated"], folder: true))
    }

    func testAPatternWithASlashIsAnchoredAtTheProject() {
        XCTAssertTrue(ignores("generated/model.swift", patterns: ["generated/**"]))
        XCTAssertTrue(ignores("generated/deep/model.swift", patterns: ["generated/**"]))
        XCTAssertFalse(ignores("app/generated/model.swift", patterns: ["generated/**"]))
        XCTAssertTrue(ignores("app/legacy/old.swift", patterns: ["app/legacy"]))
        XCTAssertTrue(ignores("app/legacy/old.swift", patterns: ["/app/legacy"]))
        XCTAssertFalse(ignores("lib/app/legacy/old.swift", patterns: ["app/legacy"]))
    }

    func testAStarStaysWithinOneName() {
        XCTAssertTrue(ignores("app/old.swift", patterns: ["app/*.swift"]))
        XCTAssertFalse(ignores("app/sub/old.swift", patterns: ["app/*.swift"]))
    }

    func testADoubleStarSpansAnyNumberOfFoldersIncludingNone() {
        let pattern = ["**/fixtures/*.vml"]
        XCTAssertTrue(ignores("fixtures/a.vml", patterns: pattern))
        XCTAssertTrue(ignores("tests/deep/fixtures/a.vml", patterns: pattern))
        XCTAssertFalse(ignores("tests/fixtures/a.swift", patterns: pattern))
        XCTAssertTrue(ignores("app/x/y/z.swift", patterns: ["app/**/*.swift"]))
        XCTAssertTrue(ignores("app/z.swift", patterns: ["app/**/*.swift"]))
    }

    func testQuestionMarksAndSetsMatchOneCharacter() {
        XCTAssertTrue(ignores("v1.swift", patterns: ["v?.swift"]))
        XCTAssertFalse(ignores("v10.swift", patterns: ["v?.swift"]))
        XCTAssertTrue(ignores("b.swift", patterns: ["[ab].swift"]))
        XCTAssertFalse(ignores("c.swift", patterns: ["[ab].swift"]))
    }

    func testATrailingSlashMatchesFoldersOnly() {
        XCTAssertTrue(ignores("tmp", patterns: ["tmp/"], folder: true))
        XCTAssertTrue(ignores("tmp/a.swift", patterns: ["tmp/"]))
        XCTAssertFalse(ignores("tmp", patterns: ["tmp/"]))
    }

    func testOutsideTheProjectOnlyTheNameIsLookedAt() {
        let rules = IgnoreRules(projectRoot: project, patterns: ["*.draft.swift", "shared/**"])
        XCTAssertTrue(rules.ignores("/elsewhere/x.draft.swift", isDirectory: false))
        XCTAssertFalse(rules.ignores("/elsewhere/shared/x.swift", isDirectory: false))
    }
}
