/// The passes that read a program: each file parsed and lowered, every name resolved, the
/// code compiled. `CompiledProgram.compile` prepares what they made to run; an editor's
/// `ProgramAnalysis` keeps what they decided.
struct CompilationPasses {
    /// Each file's statements, as lowered.
    let statements: [[Stmt]]
    /// The compiler, with the resolver's decisions and the types it saw.
    let compiler: Compiler
    /// Each file's top-level code.
    let topLevel: [FunctionPrototype]
    /// Every error and warning, in the order the passes found them.
    let diagnostics: [Diagnostic]
    /// The standard types' declarations read with the program (`StandardDeclarations`), as
    /// files after its own.
    let standardFiles: [SourceFile]

    init(files: [SourceFile], environment: HostEnvironment) {
        let ids = NodeIDGenerator()
        var statements: [[Stmt]] = []
        var diagnostics: [Diagnostic] = []
        for (index, file) in files.enumerated() {
            let parsed = SyntaxFrontend.parse(file, fileIndex: index, ids: ids)
            statements.append(parsed.statements)
            diagnostics.append(contentsOf: parsed.diagnostics)
        }
        // The standard types the program names are read after its own files; what they
        // report is not the program's (they report nothing).
        let standardFiles = StandardDeclarations.needed(by: files, statements: statements)
        for (offset, file) in standardFiles.enumerated() {
            statements.append(SyntaxFrontend.parse(file, fileIndex: files.count + offset, ids: ids).statements)
        }
        let allFiles = files + standardFiles
        let resolver = Resolver(environment: environment, files: allFiles, statements: statements, ids: ids)
        resolver.resolveProgram()
        for sink in resolver.sinks.prefix(files.count) { diagnostics.append(contentsOf: sink.diagnostics) }
        // The compiler runs even when the resolver found errors: it finds those that need the
        // types it knows (a mutating call on a constant, a switch that misses a case), and
        // every error of a file is reported at once.
        let compiler = Compiler(files: allFiles, userFileCount: files.count, resolution: resolver.resolution, environment: environment)
        topLevel = Array(compiler.compileProgram(statements).prefix(files.count))
        for sink in compiler.sinks.prefix(files.count) { diagnostics.append(contentsOf: sink.diagnostics) }
        self.statements = Array(statements.prefix(files.count))
        self.standardFiles = standardFiles
        self.compiler = compiler
        self.diagnostics = diagnostics
    }
}
