/// A program compiled and ready to run: every file's top-level code, every function,
/// and the tables the interpreter indexes.
public final class CompiledProgram {
    /// The program's files, in the order their top-level code runs.
    public let files: [SourceFile]
    /// The standard types' declarations read with the program (`StandardDeclarations`):
    /// the files after `files`, whose functions never show in a stack trace.
    private(set) var standardFiles: [SourceFile] = []
    /// Warnings found while compiling (errors prevent compilation).
    public let warnings: [Diagnostic]
    let topLevel: [FunctionPrototype]
    let functionPrototypes: [FunctionPrototype]
    let functionValues: [Closure]
    let functionIndexByName: [String: Int]
    let globalNames: [String]
    let selectors: [MethodSelector]
    let knownMembers: [KnownMember?]
    let names: [String]
    let callSites: [NativeCallSite]
    let types: [TypeDescriptor]
    let labelLists: [[String?]]
    /// The key lists of `newDictionaryWithKeys`.
    let keyLists: [[Value]]
    let staticMembers: [HostEnvironment.StaticMember]
    let environment: HostEnvironment
    /// The structs, classes and enums the program declares.
    let declaredTypes: [TypeInfo]
    /// The members the program's extensions add to standard types, by the type's name.
    let extendedStandardTypes: [String: TypeInfo]
    let memberSites: [MemberSite]
    let methodSites: [MethodSite]
    let enumCaseSites: [EnumCaseSite]
    let staticPropertySites: [StaticPropertySite]
    let overloadSets: [OverloadSet]
    let constraintSites: [ConstraintSite]
    /// The `#Preview`s, in file order.
    public let previews: [PreviewEntry]
    /// The methods of extensions of protocols the host forwards, by selector.
    let forwardedMethods: [String: Int]
    /// The static stored properties by qualified name (`Car.kind`), and the compiled
    /// functions by name (`Bike.kind.getter`, `Bike.make`): what a type used as a value
    /// reaches when the program runs (`Self.kind`). Made the first time one is asked for.
    private(set) lazy var staticPropertySiteByName = Dictionary(staticPropertySites.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private(set) lazy var functionPrototypesByName = Dictionary(grouping: functionPrototypes, by: \.name)
    /// The static members types take from their protocols' extensions, by the names above
    /// (`Dog.describe`, `Dog.shout.getter`): functions whose first argument is the type.
    let protocolStaticFunctions: [String: [FunctionPrototype]]
    /// The initializers of each type, by its qualified name: what `Self(...)` and
    /// `t.init(...)` of a type held as a value call (see `MetatypeInitializer`).
    let metatypeInitializers: [String: [MetatypeInitializer]]

    init(compiler: Compiler, topLevel: [FunctionPrototype], files: [SourceFile], warnings: [Diagnostic]) {
        self.files = files
        self.warnings = warnings
        self.topLevel = topLevel
        self.functionPrototypes = compiler.functionPrototypes
        self.functionValues = compiler.functionValues
        self.protocolStaticFunctions = compiler.protocolStaticFunctionTable()
        self.metatypeInitializers = compiler.metatypeInitializerTable()
        var byName: [String: Int] = [:]
        for (index, function) in compiler.resolution.functions.enumerated() where byName[function.name] == nil && function.owner == nil {
            byName[function.name] = index
        }
        self.functionIndexByName = byName
        self.globalNames = compiler.resolution.globalNames
        self.selectors = compiler.selectors
        self.names = compiler.names
        self.knownMembers = compiler.names.map { KnownMember(rawValue: $0) }
        self.callSites = compiler.callSites
        self.types = compiler.types
        self.labelLists = compiler.labelLists
        self.keyLists = compiler.keyLists
        self.staticMembers = compiler.staticMembers
        self.environment = compiler.environment
        self.declaredTypes = compiler.resolution.types.map { $0.info }
        var extended: [String: TypeInfo] = [:]
        for type in compiler.resolution.types where type.kind == .builtin { extended[type.name] = type.info }
        self.extendedStandardTypes = extended
        self.memberSites = compiler.memberSites
        self.methodSites = compiler.methodSites
        self.enumCaseSites = compiler.enumCaseSites
        self.staticPropertySites = compiler.staticPropertySites
        self.overloadSets = compiler.overloadSets
        self.constraintSites = compiler.constraintSites
        self.previews = compiler.previews
        self.forwardedMethods = compiler.forwardedMethods()
    }

    /// The struct, class or enum the program declares under `name` (`Route`, `Outer.Inner`).
    public func declaredType(named name: String) -> TypeInfo? {
        declaredTypes.first { $0.name == name }
    }

    /// Compiles the files of one program against an environment of host names.
    ///
    /// - Returns: the program, or every error found in every file (with the warnings).
    public static func compile(_ files: [SourceFile], environment: HostEnvironment) -> Result<CompiledProgram, CompileFailure> {
        let passes = CompilationPasses(files: files, environment: environment)
        let compiler = passes.compiler
        ScalarFrames.mark(compiler.functionPrototypes, topLevel: passes.topLevel)
        for prototype in passes.topLevel + compiler.functionPrototypes { prototype.seal() }
        if passes.diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(CompileFailure(diagnostics: sortedByPosition(passes.diagnostics, files: files)))
        }
        let program = CompiledProgram(compiler: compiler, topLevel: passes.topLevel, files: files, warnings: passes.diagnostics)
        program.standardFiles = passes.standardFiles
        return .success(program)
    }

    /// Diagnostics in file order, then by position; duplicates (the same message at the
    /// same place, from error recovery) once.
    static func sortedByPosition(_ diagnostics: [Diagnostic], files: [SourceFile]) -> [Diagnostic] {
        let order = Dictionary(files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        return diagnostics.sorted {
            let left = order[$0.file] ?? 0
            let right = order[$1.file] ?? 0
            return left != right ? left < right : $0.location < $1.location
        }.filter { seen.insert("\($0.file):\($0.location):\($0.message)").inserted }
    }

    /// The file of a function's code (by its `fileIndex`): the program's, or a standard
    /// type's declaration.
    public func file(at index: Int) -> SourceFile {
        index < files.count ? files[index] : standardFiles[index - files.count]
    }

    /// The names of the top-level functions.
    public var functionNames: [String] { Array(functionIndexByName.keys) }

    /// Whether the program declares a top-level function with this name.
    public func hasFunction(named name: String) -> Bool {
        functionIndexByName[name] != nil
    }
}

/// Why a program could not be compiled: every error of every file, in order.
public struct CompileFailure: Error, Sendable {
    /// The errors (and warnings), sorted by file and position.
    public let diagnostics: [Diagnostic]
}
