import Runtime
import SwiftLite

/// The project's scripts as one program, analysed with the environment a run has (the
/// view constructors, `state`, `actions`), and kept until a script changes.
struct ScriptProgram {
    /// The runner whose environment the analysis resolves names against.
    let runner = Runner()
    /// The last analysis and the texts it read, in program order.
    private(set) var current: (analysis: ProgramAnalysis, texts: [FileText])?

    /// A script changed: the next request analyses again.
    mutating func invalidate() {
        current = nil
    }

    /// The analysis of these texts (the program's files, in order).
    mutating func analysis(of texts: [FileText], project: Project) -> (analysis: ProgramAnalysis, texts: [FileText]) {
        if let current { return current }
        let files = texts.map { SourceFile(name: project.name(ofPath: $0.path), text: $0.text) }
        let analysis = ProgramAnalysis.analyze(files, environment: runner.hostEnvironment)
        current = (analysis, texts)
        return (analysis, texts)
    }
}
