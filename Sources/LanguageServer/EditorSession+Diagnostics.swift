import ProjectConfiguration
import SwiftLite
import VML
import ViewTree

extension EditorSession {
    // MARK: - Files

    /// The text of a project file as analysed: the open document's, or the disk's.
    func fileText(ofPath path: String) -> FileText? {
        if let uri = openURIs[path], let document = documents[uri] { return FileText(document, path: path) }
        guard let text = files.diskText(path) else { return nil }
        return FileText(uri: DocumentURI.uri(ofPath: path), path: path, text: text, version: nil)
    }

    /// The URI of a path: the one the editor opened it by, or its `file:` URI.
    func uri(ofPath path: String) -> String {
        openURIs[path] ?? DocumentURI.uri(ofPath: path)
    }

    /// The scripts' analysis: every script of the project (open documents as the editor
    /// has them, unsaved new ones included), in program order.
    func scriptAnalysis() -> (analysis: ProgramAnalysis, texts: [FileText])? {
        guard let project else { return nil }
        var paths = files.scripts(of: project)
        let unsaved = openURIs.keys.filter { project.kind(ofPath: $0) == .script && !paths.contains($0) }
        if !unsaved.isEmpty {
            paths = (paths + unsaved).sorted { project.name(ofPath: $0).utf8.lexicographicallyPrecedes(project.name(ofPath: $1).utf8) }
        }
        return scripts.analysis(of: paths.compactMap(fileText(ofPath:)), project: project)
    }

    // MARK: - Publishing

    /// Publishes the diagnostics of what changed since the last time.
    func publishPendingDiagnostics() {
        guard project != nil, !pending.isEmpty else { return }
        var work = pending
        pending = PendingWork()
        if work.configuration, checkConfiguration() {
            work.scripts = true
            work.allVMLDocuments = true
        }
        if work.live, let live {
            // What the last run left: its error joins the scripts' diagnostics, and the
            // lenses (a crash's replay, the preview) are asked for again.
            if live.refresh() { work.scripts = true }
            if client.refreshesCodeLenses { sendRequest("workspace/codeLens/refresh", .null) }
        }
        if work.scripts { publishScriptDiagnostics() }
        let vml = work.allVMLDocuments ? Set(openURIs.keys.filter { project?.kind(ofPath: $0) == .vml }).union(published.keys.compactMap(DocumentURI.path(of:)).filter { project?.kind(ofPath: $0) == .vml }) : work.vmlDocuments
        for path in vml.sorted() { publishVMLDiagnostics(path) }
    }

    /// The scripts' compile errors and warnings, every script file's (an empty list clears
    /// a file that had some), with the last run's failure when the daemon has one.
    func publishScriptDiagnostics() {
        guard let project, let (analysis, texts) = scriptAnalysis() else { return }
        var byName: [String: [DiagnosticReport]] = [:]
        for diagnostic in analysis.diagnostics {
            byName[diagnostic.file, default: []].append(DiagnosticReport(diagnostic, analysis: analysis, path: project.path(ofName: diagnostic.file)))
        }
        for (name, reports) in liveReports() { byName[name, default: []].append(contentsOf: reports) }
        var seen: Set<String> = []
        for text in texts {
            seen.insert(text.uri)
            publish(byName[project.name(ofPath: text.path)] ?? [], for: text)
        }
        // A script that is gone (deleted, or no longer in a script folder) has none.
        for uri in published.keys where !seen.contains(uri) {
            if let path = DocumentURI.path(of: uri), project.kind(ofPath: path) == .script || project.kind(ofPath: path) == nil, !(path == project.configurationFile) {
                clearDiagnostics(uri)
            }
        }
    }

    /// A VML document's errors and warnings, as `workbench check` reports them.
    func publishVMLDiagnostics(_ path: String) {
        guard let project else { return }
        guard project.kind(ofPath: path) == .vml, let text = fileText(ofPath: path) else {
            clearDiagnostics(uri(ofPath: path))
            return
        }
        let conversion = VMLConverter.convert(text: text.text, file: project.name(ofPath: path))
        publish(conversion.diagnostics.map { DiagnosticReport($0, path: path) }, for: text)
    }

    /// Checks `workbench.json` (as the editor has it) and publishes its error; when it is
    /// valid and says something new, the project takes it. Returns whether it did.
    func checkConfiguration() -> Bool {
        guard var project, let file = project.configurationFile, let text = fileText(ofPath: file) else { return false }
        let directory = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
        do {
            let configuration = try WorkbenchConfiguration.parse(text.text, file: project.name(ofPath: file), root: directory)
            publish([], for: text)
            guard configuration != project.configuration else { return false }
            let socketMoved = configuration.resolve(configuration.socket) != project.configuration.resolve(project.configuration.socket)
            project.configuration = configuration
            self.project = project
            files.invalidateAll()
            scripts.invalidate()
            if socketMoved, live != nil {
                stopLiveApp()
                startLiveApp()
            }
            return true
        } catch {
            let report = DiagnosticReport(isError: true, message: error.message, line: error.position?.line ?? 1, column: error.position?.column ?? 1)
            publish([report], for: text)
            return false
        }
    }

    /// Sends `textDocument/publishDiagnostics` for a file, unless it says what it said last.
    func publish(_ reports: [DiagnosticReport], for text: FileText) {
        var diagnostics = PublishedDiagnostics()
        diagnostics.add(reports, in: text, encoding: encoding, uriOfPath: uri(ofPath:))
        if published[text.uri] == diagnostics, text.version == nil { return }
        if published[text.uri] == nil, diagnostics.diagnostics.isEmpty, text.version == nil { return }
        published[text.uri] = diagnostics
        var params: [String: JSONValue] = ["uri": .string(text.uri), "diagnostics": .array(diagnostics.diagnostics)]
        if let version = text.version { params["version"] = .int(version) }
        writer.send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
    }

    private func clearDiagnostics(_ uri: String) {
        guard published.removeValue(forKey: uri) != nil else { return }
        writer.send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    }
}
