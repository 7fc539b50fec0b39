import DaemonTestSupport
import Foundation
import ProcessTestSupport
import XCTest

/// `workbench lsp` with a real client: Neovim's built-in one, headless, on a small
/// project. The Lua script does what an editor user does (opens a script, waits for the
/// diagnostics, hovers, asks for completion, types a fix) and writes what Neovim would
/// show: its diagnostics list, the hover window's lines, the completion menu's entries.
final class NeovimTests: XCTestCase {
    private static let app = """
        let count = 1
        state.initial("title", "Todo")

        /// A row of the list.
        func row(_ title: String) -> Node {
            Text(title)
        }

        func body() -> Node {
            VStack {
                row("Count: \\(cuont)")
            }
        }

        """

    private static let script = """
        local root, server, output = os.getenv("WB_PROJECT"), os.getenv("WB_SERVER"), os.getenv("WB_OUTPUT")
        local out = io.open(output, "w")
        local function log(...)
          out:write(table.concat({ ... }, "\\t"):gsub("\\n", "\\\\n") .. "\\n")
          out:flush()
        end
        vim.defer_fn(function() log("timeout"); vim.cmd("qa!") end, 60000)
        local client = vim.lsp.start_client({ name = "workbench", cmd = { server, "lsp", "--no-daemon" }, root_dir = root })
        vim.cmd("edit " .. root .. "/app.swift")
        local buf = vim.api.nvim_get_current_buf()
        vim.lsp.buf_attach_client(buf, client)
        vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
        for _, d in ipairs(vim.diagnostic.get(buf)) do
          log("diagnostic", d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.message)
        end
        local uri = vim.uri_from_bufnr(buf)
        local function request(method, line, character)
          local replies = vim.lsp.buf_request_sync(buf, method, { textDocument = { uri = uri }, position = { line = line, character = character } }, 10000)
          for _, reply in pairs(replies or {}) do
            if reply.result then return reply.result end
            if reply.err then log("error", method, reply.err.message) end
          end
        end
        -- Hover on the call of `row`: the lines of Neovim's hover window.
        local hover = request("textDocument/hover", 10, 9)
        if hover then
          for _, line in ipairs(vim.lsp.util.convert_input_to_markdown_lines(hover.contents)) do log("hover", line) end
        end
        -- Complete `VSt` on a new line: the entries of Neovim's completion menu.
        vim.api.nvim_buf_set_lines(buf, 11, 11, false, { "        VSt" })
        vim.wait(500)
        local completion = request("textDocument/completion", 11, 11)
        for _, item in ipairs(vim.lsp.util.text_document_completion_list_to_complete_items(completion or {}, "VSt")) do
          log("completion", item.abbr or item.word, item.word, item.menu or "")
        end
        vim.api.nvim_buf_set_lines(buf, 11, 12, false, {})
        -- Type the fix: Neovim sends the change, the error goes away.
        vim.api.nvim_buf_set_text(buf, 10, 22, 10, 27, { "count" })
        local fixed = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
        log("fixed", tostring(fixed))
        vim.lsp.stop_client(client)
        vim.cmd("qa!")
        """

    func testNeovimShowsDiagnosticsHoverAndCompletion() throws {
        guard let nvim = Self.neovim() else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                return XCTFail("nvim is not installed; CI must run this test (apt package neovim, installed by scripts/lib/setup.sh)")
            }
            throw XCTSkip("nvim is not installed (apt package neovim; scripts/test installs it): the test with a real client is skipped")
        }
        let project = try TemporaryProject(files: ["app.swift": Self.app])
        try project.write("test.lua", Self.script)
        let output = project.root + "/nvim-output.txt"
        let server = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbench").path
        var environment = ProcessInfo.processInfo.environment
        environment["WB_PROJECT"] = project.root
        environment["WB_SERVER"] = server
        environment["WB_OUTPUT"] = output
        environment["HOME"] = project.root
        environment["XDG_STATE_HOME"] = project.root + "/.state"
        let run = try ProcessRun(
            nvim, ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile " + project.root + "/test.lua"], environment: environment, in: project.root)
        let lines = (try? String(contentsOfFile: output, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        let context = "nvim exited \(run.status)\n" + lines.joined(separator: "\n") + "\n" + run.errors
        XCTAssertFalse(lines.contains("timeout"), context)
        // The diagnostic as Neovim lists it: 0-based line and columns, severity 1 (error).
        XCTAssertEqual(lines.filter { $0.hasPrefix("diagnostic") }, ["diagnostic\t10\t22\t10\t27\t1\tcannot find 'cuont' in scope\\ndid you mean 'count'?"], context)
        // The hover window: the declaration in a Swift block, then its comment.
        let hover = lines.filter { $0.hasPrefix("hover\t") }.map { String($0.dropFirst(6)) }
        XCTAssertEqual(Array(hover.prefix(4)), ["```swift", "func row(_ title: String) -> Node", "```", ""], context)
        XCTAssertTrue(hover.contains("A row of the list."), context)
        // The completion menu: VStack with its labels.
        let completion = lines.filter { $0.hasPrefix("completion\t") }
        XCTAssertTrue(completion.contains { $0.hasPrefix("completion\tVStack(content:)\t") }, context)
        XCTAssertTrue(completion.contains { $0.hasPrefix("completion\tVStack(alignment:spacing:content:)\t") }, context)
        XCTAssertTrue(lines.contains("fixed\ttrue"), context)
    }

    /// Neovim's path, when it is installed.
    private static func neovim() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return (path.split(separator: ":").map { "\($0)/nvim" } + ["/usr/bin/nvim"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
