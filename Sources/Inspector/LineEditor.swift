import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The REPL's input on a terminal: libedit's line editing (emacs keys, or what ~/.editrc
/// says), a history kept in a file, Tab completion, and Ctrl-C that drops the line.
///
/// libedit reads keys through `readCharacter`, which polls the terminal, the Ctrl-C pipe
/// and the daemon's connection together: a reload while the user sits at the prompt is
/// taken in at once (node ids stay current for Tab), and Ctrl-C works whichever thread the
/// signal lands on.
final class LineEditor: LineSource {
    /// Given the text before the cursor, what Tab may put in place of its last word.
    var completion: ((String) -> Completer.Completion)?
    /// A descriptor serviced while waiting for keys, and what to do when it is readable;
    /// `service` answers whether to go on (false once the descriptor is closed, which
    /// would otherwise stay readable forever).
    var background: (descriptor: Int32, service: () -> Bool)?

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String
    private var prompt: UnsafeMutablePointer<CChar>?
    private var interrupted = false
    private var endOfInput = false

    /// The longest history kept.
    static let historySize: Int32 = 1000
    /// Marks the characters of the prompt that take no room on the screen (color codes).
    private static let invisible: CChar = 1

    /// An editor on standard input and output, with the history of `historyPath`.
    init(historyPath: String) {
        // libedit converts keys and lines with the C library's multibyte functions; a "C"
        // locale would turn every non-ASCII character into garbage.
        if let locale = setlocale(LC_CTYPE, ""), ["C", "POSIX"].contains(String(cString: locale)) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        self.historyPath = historyPath
        // The program's name selects the lines of ~/.editrc meant for it (`workbench:bind -v`).
        editor = wb_el_init("workbench")
        history = history_init()
        wb_history_set_size(history, LineEditor.historySize)
        wb_history_set_unique(history, 1)
        _ = wb_history_load(history, historyPath)

        wb_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        wb_el_set_editor(editor, "emacs")
        wb_el_set_history(editor, history)
        wb_el_set_prompt(editor, { editor in LineEditor.owner(of: editor)?.prompt }, LineEditor.invisible)
        wb_el_set_getc(editor) { editor, character in
            guard let owner = LineEditor.owner(of: editor), let character else { return -1 }
            return owner.readCharacter(into: character)
        }
        wb_el_add_function(editor, "wb-complete", "complete a command, node id, state path or action") { editor, _ in
            LineEditor.owner(of: editor)?.completeWord() ?? UInt8(CC_ERROR)
        }
        wb_el_bind(editor, "^I", "wb-complete")
        // The user's ~/.editrc comes last, so that it may change any of the above (`bind -v`).
        el_source(editor, nil)
    }

    deinit {
        el_end(editor)
        history_end(history)
        free(prompt)
    }

    private static func owner(of editor: OpaquePointer?) -> LineEditor? {
        guard let editor, let data = wb_el_get_clientdata(editor) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    func readLine(prompt text: String) -> LineReading {
        free(prompt)
        prompt = strdup(LineEditor.markInvisible(text))
        interrupted = false
        endOfInput = false
        var count: Int32 = 0
        let line = el_gets(editor, &count)
        if interrupted {
            // libedit leaves the cursor after the dropped text: the next prompt starts below.
            LineEditor.writeToTerminal("\n")
            return .interrupted
        }
        guard let line, count > 0 else { return .end }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        // Kept as run: a completion's trailing space would make two entries of one command.
        let entry = Substring(text).trimmingSpaces()
        if !entry.isEmpty {
            wb_history_enter(history, String(entry))
            saveHistory()
        }
        return .line(text)
    }

    /// Writes the history at once, so that a REPL killed later loses none of it. The file
    /// may hold secrets typed as JSON: it is private to the user.
    private func saveHistory() {
        guard wb_history_save(history, historyPath) >= 0 else { return }
        chmod(historyPath, 0o600)
    }

    // MARK: - Keys

    /// One character for libedit: 1 when read, 0 at the end of the input, -1 on Ctrl-C.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        if endOfInput { return 0 }
        while true {
            var pollers = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: InterruptSignal.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            if let background { pollers.append(pollfd(fd: background.descriptor, events: Int16(POLLIN), revents: 0)) }
            if poll(&pollers, nfds_t(pollers.count), -1) < 0 {
                if errno == EINTR { continue }
                return 0
            }
            if pollers[1].revents != 0, InterruptSignal.consume() {
                interrupted = true
                return -1
            }
            if pollers.count > 2, pollers[2].revents != 0, background?.service() == false { background = nil }
            guard pollers[0].revents != 0 else { continue }
            guard let first = readByte() else {
                endOfInput = true
                return 0
            }
            character.pointee = wchar_t(bitPattern: UInt32(decodeUTF8(startingWith: first)))
            return 1
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// The character whose UTF-8 encoding starts with `first` (its other bytes follow at
    /// once: a terminal sends a character whole). Invalid input becomes U+FFFD.
    private func decodeUTF8(startingWith first: UInt8) -> UInt32 {
        let length = first < 0x80 ? 1 : first >> 5 == 0b110 ? 2 : first >> 4 == 0b1110 ? 3 : first >> 3 == 0b11110 ? 4 : 0
        guard length > 0 else { return 0xFFFD }
        var bytes = [first]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }

    // MARK: - Completion

    /// Tab: completes the word before the cursor as far as the candidates agree; when they
    /// agree no further, lists them below the line.
    private func completeWord() -> UInt8 {
        guard let completion, let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self)
        let found = completion(before)
        guard !found.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let common = Completer.commonPrefix(found.candidates)
        if found.candidates.count == 1 {
            el_insertstr(editor, String(common.dropFirst(found.typed.count)) + " ")
            return UInt8(CC_REFRESH)
        }
        if common.count > found.typed.count {
            el_insertstr(editor, String(common.dropFirst(found.typed.count)))
            return UInt8(CC_REFRESH)
        }
        LineEditor.writeToTerminal("\n" + LineEditor.columns(found.candidates) + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// Writes straight to standard output (libedit has flushed its own writes by the time
    /// it calls back).
    private static func writeToTerminal(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// The candidates in columns that fit the terminal's width.
    static func columns(_ words: [String], width: Int = terminalWidth()) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / cell)
        var lines: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<min(words.count, index + perLine)]
            lines.append(row.enumerated().map { offset, word in
                offset == row.count - 1 ? word : word + String(repeating: " ", count: cell - word.count)
            }.joined())
            index += perLine
        }
        return lines.joined(separator: "\n")
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The prompt with each escape sequence between two `invisible` marks.
    static func markInvisible(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
                result.append("\u{1}")
            }
            result.append(character)
            if inEscape && character.isLetter {
                inEscape = false
                result.append("\u{1}")
            }
        }
        return result
    }
}
