/// A program read for an editor: every diagnostic the compiler reports, and what each name
/// in it declares and refers to, from the resolver's and compiler's own decisions.
///
/// The front end, resolver and compiler run as `CompiledProgram.compile` runs them (the same
/// `CompilationPasses`, the same diagnostics), but nothing is prepared to run, and what they decided is kept:
/// which declaration each name is bound to, the types the compiler sees. The symbol index
/// is built from it the first time it is asked for, so a caller that only wants the
/// diagnostics (as an editor does on every keystroke) pays for nothing more.
///
/// ```swift
/// let analysis = ProgramAnalysis.analyze(files, environment: environment)
/// if let (span, symbol) = analysis.symbol(inFile: "app.swift", at: SourceLocation(line: 3, column: 9)) {
///     print(symbol.signature, analysis.references(to: symbol.id).count)
/// }
/// ```
public final class ProgramAnalysis {
    /// The program's files, in order.
    public let files: [SourceFile]
    /// Every error and warning, by file (in program order) and position, each once.
    public let diagnostics: [Diagnostic]
    let statements: [[Stmt]]
    let resolution: Resolution
    let compiler: Compiler
    private var builtIndex: SymbolIndex?
    /// Each file's syntax outline, by file index, made when first needed.
    private var outlines: [Int: SyntaxOutline] = [:]

    private init(files: [SourceFile], diagnostics: [Diagnostic], statements: [[Stmt]], resolution: Resolution, compiler: Compiler) {
        self.files = files
        self.diagnostics = diagnostics
        self.statements = statements
        self.resolution = resolution
        self.compiler = compiler
    }

    /// Reads, resolves and type-checks the files of one program against an environment of
    /// host names (the same the program would run with).
    public static func analyze(_ files: [SourceFile], environment: HostEnvironment) -> ProgramAnalysis {
        let passes = CompilationPasses(files: files, environment: environment)
        return ProgramAnalysis(
            files: files, diagnostics: CompiledProgram.sortedByPosition(passes.diagnostics, files: files), statements: passes.statements,
            resolution: passes.compiler.resolution, compiler: passes.compiler)
    }

    /// The syntax outline of a file (by index), made once.
    func outline(ofFile index: Int) -> SyntaxOutline {
        if let outline = outlines[index] { return outline }
        let outline = SyntaxOutline(files[index])
        outlines[index] = outline
        return outline
    }

    // MARK: - Symbols

    private var index: SymbolIndex {
        if let builtIndex { return builtIndex }
        let index = SymbolIndexer(analysis: self).build()
        builtIndex = index
        return index
    }

    /// Every declaration, in file and position order.
    public var declarations: [SymbolDeclaration] { index.declarations }

    /// Every reference to a declaration, in file and position order.
    public var references: [SymbolReference] { index.references }

    /// The declaration with an id.
    public func declaration(_ id: Int) -> SymbolDeclaration? {
        index.declarationsByID[id]
    }

    /// The name at a location of a file, declared or referred to there, and its
    /// declaration.
    public func symbol(inFile file: String, at location: SourceLocation) -> (span: SourceSpan, declaration: SymbolDeclaration)? {
        if let reference = index.references.last(where: { $0.span.file == file && $0.span.contains(location) }),
            let declaration = index.declarationsByID[reference.declaration]
        {
            return (reference.span, declaration)
        }
        if let declaration = index.declarations.last(where: { $0.nameSpan.file == file && $0.nameSpan.contains(location) }) {
            return (declaration.nameSpan, declaration)
        }
        return nil
    }

    /// The references to a declaration (its own name not included).
    public func references(to id: Int) -> [SymbolReference] {
        index.references.filter { $0.declaration == id }
    }

    /// The reference whose name ends exactly at a location: the receiver `p` when an
    /// editor completes after `p.`.
    public func reference(inFile file: String, endingAt location: SourceLocation) -> SymbolReference? {
        index.references.last { $0.span.file == file && $0.span.end == location }
    }

    /// The members a declared type has: its own, its extensions', its superclass's, and for
    /// a protocol its requirements; by name, nearest first.
    public func members(ofType name: String) -> [SymbolDeclaration] {
        index.members(ofType: name)
    }

    /// The innermost type (struct, class, enum, protocol or extension) whose body holds a
    /// location.
    public func enclosingType(inFile file: String, at location: SourceLocation) -> SymbolDeclaration? {
        index.declarations.last { declaration in
            (declaration.isType || declaration.kind == .extension) && declaration.span.file == file && declaration.span.contains(location)
        }
    }

    /// The token at a location (what a diagnostic there is about): a name, a keyword, a
    /// literal, an operator. Nil where there is none (at the end of a line).
    public func tokenSpan(inFile file: String, at location: SourceLocation) -> SourceSpan? {
        guard let source = files.first(where: { $0.name == file }) else { return nil }
        guard let range = source.tokenRange(at: source.offset(of: location)) else { return nil }
        return SourceSpan(file: file, start: source.location(ofOffset: range.lowerBound), end: source.location(ofOffset: range.upperBound))
    }
}
