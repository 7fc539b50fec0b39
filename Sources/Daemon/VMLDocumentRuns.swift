import Runs
import ViewTree
import VML

/// What the workspace keeps of its VML documents' runs (spec §8): each document's last run
/// and the one before (for `:why`), the last root context a tap can read, and the data
/// files each declares, so that saving one re-renders the documents that read it.
struct VMLDocumentRuns {
    /// A document's runs.
    private struct Entry {
        var current: VMLRun?
        var previous: VMLRun?
        /// The root context of the last run that rendered: what the nodes shown were made
        /// from, and what their taps read.
        var context: DataContext?
        /// The state paths the last run read (its nodes' reads outside the data keys);
        /// nil when it rendered nothing, so that any change of the state runs it again.
        var stateReads: [StatePath]?
        /// The data files it declares, read or not.
        var dataFiles: [String] = []
    }

    private var entries: [String: Entry] = [:]

    /// Records the files a document declares before they are read, so that a data file
    /// that could not be read is watched for too.
    mutating func declare(_ dataFiles: [String], for document: String) {
        entries[document, default: Entry()].dataFiles = dataFiles
    }

    /// Records a run of a document.
    mutating func record(_ run: VMLRun) {
        var entry = entries[run.document] ?? Entry()
        entry.previous = entry.current
        entry.current = run
        entry.dataFiles = run.conversion.dataFiles.map(\.path)
        if let context = run.conversion.context { entry.context = context }
        entry.stateReads = run.conversion.document.map { document in
            let context = run.conversion.context
            return document.root.subtreeReads.compactMap { read -> StatePath? in
                guard let path = try? StatePath(parsing: read) else { return nil }
                if case .key(let root) = path.components[0], context?.isDataKey(root) == true { return nil }
                return path
            }
        }
        entries[run.document] = entry
    }

    /// Forgets a document (its file was removed) or its last run (its file could not be
    /// read, so that the next read runs it whatever it holds).
    mutating func forget(_ document: String, keepingDeclarations: Bool = false) {
        guard keepingDeclarations, let entry = entries[document] else {
            entries[document] = nil
            return
        }
        entries[document] = Entry(previous: entry.current, context: entry.context, dataFiles: entry.dataFiles)
    }

    /// The last run of a document.
    func current(_ document: String) -> VMLRun? {
        entries[document]?.current
    }

    /// The run before the last.
    func previous(_ document: String) -> VMLRun? {
        entries[document]?.previous
    }

    /// The root context the document's shown tree was made from.
    func context(of document: String) -> DataContext? {
        entries[document]?.context
    }

    /// The documents that declare a data file.
    func documents(readingDataFile file: String) -> [String] {
        entries.filter { $0.value.dataFiles.contains(file) }.map(\.key).sorted()
    }

    /// The documents that bind data and read a state path whose value differs in `state`
    /// from the state their last run read.
    func documents(affectedBy state: JSONValue) -> [String] {
        let now = DataContext(state: state)
        return entries.compactMap { name, entry -> String? in
            guard let run = entry.current, run.conversion.readsData, let before = run.state else { return nil }
            guard let reads = entry.stateReads else { return before == state ? nil : name }
            let then = DataContext(state: before)
            return reads.contains { then.value(at: $0) != now.value(at: $0) } ? name : nil
        }.sorted()
    }

    /// The text of a file of a document's last run (its VML file or a data file).
    func text(of file: String) -> String? {
        for entry in entries.values {
            if let found = entry.current?.program.first(where: { $0.path == file }) { return found.text }
        }
        return nil
    }

    /// The text a file had in the run before the last of a document that holds it.
    func previousText(of file: String) -> String? {
        for entry in entries.values {
            if let found = entry.previous?.program.first(where: { $0.path == file }) { return found.text }
        }
        return nil
    }
}
