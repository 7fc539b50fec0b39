/// Turns resolved syntax into bytecode: one prototype per function, closure and file.
///
/// Registers: a function's parameters take the first registers, then each local takes
/// the next free register when declared and gives it back when its scope ends;
/// temporaries are allocated above the locals. An expression compiled "into" a register
/// writes that register only in its last instruction, so `x = x + 1` and `s = s + t`
/// need no extra moves.
final class Compiler {
    /// The per-function state.
    final class FunctionState {
        let prototype: FunctionPrototype
        let parent: FunctionState?
        /// Registers of this function's locals, by declaration id.
        var registers: [Int: Int32] = [:]
        /// Capture slots of outer variables, by declaration id.
        var captureSlots: [Int: Int32] = [:]
        /// The first free register.
        var freeRegister: Int32 = 0
        /// Whether each allocated register holds a named variable (rather than a temporary).
        var holdsVariable: [Bool] = []
        /// Open loops and switches, innermost last.
        var breakables: [Breakable] = []
        /// Jumps to patch to the nil exit of the innermost optional chain.
        var optionalChainExits: [[Int]] = []
        /// `fallthrough` jumps of the switch cases being compiled, innermost last.
        var fallthroughJumps: [[Int]] = []
        /// The declared result type of the function, checked at each `return`.
        var resultType: TypeDescriptor?
        /// The result type as the function or closure writes it (its generic arguments say
        /// what `return .failure(.bad)` makes, see `Compiler+GenericEnumCases.swift`).
        var writtenResult: TypeExpr?
        /// Whether statements yield to a view builder, and how deeply they nest in it.
        let isViewBuilder: Bool
        var builderDepth: Int32 = 0
        /// The function being compiled, when it is a declared function.
        var function: FunctionDecl?
        /// The register of `self` in a member function.
        var selfRegister: Int32?
        /// The type whose initializer is being compiled (it returns `self`).
        var initializerOwner: DeclaredType?
        /// Whether it is an initializer a protocol's extension gives (which returns `self`
        /// too, for whichever type it runs for).
        var isProtocolInitializer = false
        /// Whether it returns `self`: an initializer.
        var returnsSelf: Bool { initializerOwner != nil || isProtocolInitializer }
        /// Parameters written back to the caller that live in boxes: unboxed before returning.
        var writtenBackBoxes: [Int32] = []
        /// The `defer` blocks of the enclosing scopes, innermost last, each with the number of
        /// breakables open when it was declared.
        var deferred: [(body: [Stmt], breakableDepth: Int)] = []

        init(prototype: FunctionPrototype, parent: FunctionState?, isViewBuilder: Bool) {
            self.prototype = prototype
            self.parent = parent
            self.isViewBuilder = isViewBuilder
        }
    }

    /// A loop or switch that `break` (and for loops `continue`) can leave.
    struct Breakable {
        let label: String?
        let isLoop: Bool
        var breakJumps: [Int] = []
        var continueJumps: [Int] = []
        /// Where `continue` goes when already known (while loops).
        var continueTarget: Int?
    }

    let files: [SourceFile]
    /// How many of `files` are the program's: the others declare the standard types it
    /// names (`StandardDeclarations`).
    let userFileCount: Int
    /// The resolver's decisions; the compiler adds bindings for the expressions it makes.
    var resolution: Resolution
    /// The ids of those expressions, counting down from -1.
    var syntheticIDs = 0
    /// `staticType(of:)`'s answers, by expression id.
    var staticTypeCache: [Int: TypeDescriptor?] = [:]
    /// The expressions whose static type is being worked out, to stop at a cycle.
    var staticTypesInProgress: Set<Int> = []
    /// The property names declared types have (see `isDeclaredPropertyName`).
    var declaredPropertyNames: Set<String>?
    let environment: HostEnvironment
    var sinks: [DiagnosticSink]

    var selectors: [MethodSelector] = []
    private var selectorIndex: [String: Int32] = [:]
    var callSites: [NativeCallSite] = []
    var types: [TypeDescriptor] = []
    var names: [String] = []
    private var nameIndex: [String: Int32] = [:]
    var labelLists: [[String?]] = []
    /// How many errors the compiler itself reported (the resolver's come before).
    var errorCount = 0
    /// The keys of dictionary literals whose keys are distinct string literals.
    var keyLists: [[Value]] = []
    var staticMembers: [HostEnvironment.StaticMember] = []
    /// The top-level functions' prototypes and their closures (no captures), by function index.
    var functionPrototypes: [FunctionPrototype] = []
    var functionValues: [Closure] = []
    private var functionIndex: [ObjectIdentifier: Int] = [:]
    /// Local `func` declarations, so that calls to them can use their labels and defaults.
    var localFunctions: [Int: FunctionDecl] = [:]
    /// Annotated types of local variables (by declaration) and globals (by slot), checked
    /// at every store.
    var declaredTypes: [Int: TypeDescriptor] = [:]
    /// Scalar types of parameters and `let` constants, by declaration (see `knownType(of:)`).
    var knownTypes: [Int: KnownType] = [:]
    /// The scalar parameter and result types a closure literal takes from the function
    /// type of the parameter it is passed to (`apply(n, { x in x * k })` with
    /// `f: (Int) -> Int`), by closure.
    var closureContexts: [ObjectIdentifier: (parameters: [TypeDescriptor?], result: TypeDescriptor?)] = [:]
    /// The result type written for a closure literal by where it is stored or passed
    /// (`let f: (Int) -> Mode = { ... }`), by closure: the context of the implicit members
    /// it returns (see `Compiler+ImplicitMemberInference.swift`).
    var closureWrittenResults: [ObjectIdentifier: TypeExpr] = [:]
    var globalTypes: [Int: TypeDescriptor] = [:]

    var state: FunctionState!
    var fileIndex = 0
    /// The declared type whose member is being compiled (for `Self`, nested type names).
    var typeScope: DeclaredType?
    /// The generic parameters in scope: they stand for any type.
    var genericNames: Set<String> = []
    /// The generic parameters bound to optional types while a copy of a generic function is
    /// compiled for them (see `Compiler+OptionalSpecializations.swift`).
    var genericBindings: [String: TypeDescriptor] = [:]
    /// The copies made so far, by function and bindings, and those still to compile.
    var optionalSpecializationIndexes: [String: Int] = [:]
    var pendingOptionalSpecializations: [OptionalSpecialization] = []
    var memberSites: [MemberSite] = []
    var methodSites: [MethodSite] = []
    var enumCaseSites: [EnumCaseSite] = []
    var staticPropertySites: [StaticPropertySite] = []
    /// Static property sites by the property's declaration id.
    var staticPropertySiteIndex: [Int: Int32] = [:]
    var overloadSets: [OverloadSet] = []
    var constraintSites: [ConstraintSite] = []
    /// What each local declaration is known to hold (its annotation, or the type of its
    /// initial value), for member access and dispatch decided before the program runs.
    var localTypes: [Int: TypeDescriptor] = [:]
    /// The same for top-level variables, by slot.
    var globalStaticTypes: [Int: TypeDescriptor] = [:]
    /// The locals (by declaration) and top-level variables (by slot) declared as a Float or
    /// a narrow fixed-width integer (see `NarrowNumber`).
    var narrowLocals: [Int: NarrowNumber] = [:]
    var narrowGlobals: [Int: NarrowNumber] = [:]
    /// The types locals (by declaration) and top-level variables (by slot) were declared
    /// with, as written: what `type(of:)` shows of a function or an optional.
    var writtenLocalTypes: [Int: TypeExpr] = [:]
    var writtenGlobalTypes: [Int: TypeExpr] = [:]
    /// The generic arguments written where a variable of a generic type is declared
    /// (`Heap<(value: Int, list: Int)>`), by parameter name: locals by declaration, globals
    /// by slot (see `Compiler+GenericArguments.swift`).
    var localGenericArguments: [Int: [String: TypeExpr]] = [:]
    var globalGenericArguments: [Int: [String: TypeExpr]] = [:]
    /// The functions whose default values are being compiled, innermost last: a default
    /// value is compiled at each call that omits it, so one that calls its own function
    /// (directly or through another's default) would be compiled without end.
    var defaultsBeingCompiled: [(function: Int, parameter: String, location: SourceLocation)] = []
    /// Default values compiled so far; bounds the expansion of defaults that call other
    /// functions with defaults, which grows exponentially with the depth of such chains.
    var compiledDefaultValues = 0
    /// The defaults already reported as leading back into their own function.
    var endlessDefaultValues: Set<SourceLocation> = []
    /// Implicit members already reported as naming nothing of their type (an expression
    /// may be contextualized more than once).
    var reportedUnknownMembers: Set<Int> = []

    /// The written type of what is being contextualized, where the caller knows it
    /// (`Compiler+GenericEnumCases.swift`).
    var writtenContext: TypeExpr?
    /// The generic arguments of enum case calls made from implicit members, by the call's id.
    var caseGenericArguments: [Int: [String: TypeExpr]] = [:]

    /// Every file's statements, as compiled.
    var programStatements: [[Stmt]] = []
    /// The `#Preview`s, in the order of the files and within each file.
    var previews: [PreviewEntry] = []

    init(files: [SourceFile], userFileCount: Int? = nil, resolution: Resolution, environment: HostEnvironment) {
        self.files = files
        self.userFileCount = userFileCount ?? files.count
        self.resolution = resolution
        self.environment = environment
        self.sinks = files.map { DiagnosticSink(file: $0) }
    }

    // MARK: - Program

    /// Compiles every file's top-level code and every function.
    func compileProgram(_ statements: [[Stmt]]) -> [FunctionPrototype] {
        programStatements = statements
        for (index, function) in resolution.functions.enumerated() {
            let hasSelf = resolution.selfDeclarations[function.id] != nil
            let prototype = FunctionPrototype(
                name: displayName(of: function), isNamedFunction: function.owner == nil, fileIndex: function.file, location: function.location,
                parameterCount: function.parameters.count + (hasSelf ? 1 : 0))
            functionPrototypes.append(prototype)
            functionValues.append(Closure(prototype: prototype, captures: []))
            functionIndex[ObjectIdentifier(function)] = index
        }
        buildTypeTable()
        compileStaticPropertyInitializers()
        for fileStatements in statements {
            for statement in fileStatements {
                guard case .variable(_, let pattern, let type?, _) = statement.kind else { continue }
                let descriptor = describe(type)
                if descriptor.isAny { continue }
                for binding in Resolver.bindings(in: pattern) {
                    if let slot = resolution.globalSlots[binding.id] { globalTypes[slot] = descriptor }
                }
            }
        }
        for (index, function) in resolution.functions.enumerated() {
            fileIndex = function.file
            let owner = resolution.functionOwners[function.id]
            typeScope = owner
            genericNames = Set(function.genericParameters.map(\.name))
            if let owner { genericNames.formUnion(genericParameterNames(of: owner)) }
            compileFunctionBody(function, into: functionPrototypes[index], parent: nil)
            typeScope = nil
            genericNames = []
        }
        var topLevel: [FunctionPrototype] = []
        for (index, fileStatements) in statements.enumerated() {
            fileIndex = index
            let prototype = FunctionPrototype(
                name: "top level", isNamedFunction: false, fileIndex: index, location: SourceLocation(line: 1, column: 1),
                parameterCount: 0)
            state = FunctionState(prototype: prototype, parent: nil, isViewBuilder: false)
            compileBlock(fileStatements, isTopLevelFile: true)
            emit(.returnNil, at: SourceLocation(line: Int32(files[index].lineStarts.count), column: 1))
            topLevel.append(prototype)
        }
        compileOptionalSpecializations()
        return topLevel
    }

    func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        sinks[fileIndex].error(message, at: location, notes: notes)
        errorCount += 1
    }

    // MARK: - Functions

    func compileFunctionBody(_ function: FunctionDecl, into prototype: FunctionPrototype, parent: FunctionState?) {
        let saved = state
        state = FunctionState(prototype: prototype, parent: parent, isViewBuilder: function.attributes.contains("ViewBuilder"))
        defer { state = saved }
        prototype.isViewBuilder = state.isViewBuilder
        let owner = resolution.functionOwners[function.id]
        let isInitializer: Bool
        if case .initializer = function.kind { isInitializer = true } else { isInitializer = false }
        state.resultType = isInitializer ? nil : function.result.map(describe)
        state.function = function
        state.writtenResult = isInitializer ? nil : function.result
        // Every check comes before the first box, so that a call known to pass the checks
        // can enter right after them (`callFunctionUnchecked`).
        var boxed: [(id: Int, register: Int32, location: SourceLocation)] = []
        if let selfID = resolution.selfDeclarations[function.id] {
            let register = allocateLocal(selfID)
            state.selfRegister = register
            if let owner, owner.kind != .builtin { localTypes[selfID] = .instance(owner.info) }
            if let owner, owner.kind == .builtin { localTypes[selfID] = builtinDescriptor(owner.name) }
            if takesMetatype(function) { localTypes[selfID] = Compiler.metatypeDescriptor }
            let mutatesSelf = owner.map { !$0.isClass } ?? true
            if mutatesSelf && (isInitializer || function.isMutating || [.setter, .willSet, .didSet].contains(function.kind)) {
                if !(function.kind == .setter && function.modifiers.contains(.nonmutating)) {
                    prototype.writtenBackParameters |= 1 << UInt64(register)
                }
            }
            boxed.append((selfID, register, function.location))
        }
        for parameter in function.parameters {
            let register = allocateLocal(parameter.id)
            if var descriptor = parameter.type.map(describe) {
                if parameter.isVariadic { descriptor = .array(descriptor) }
                if !descriptor.isAny { emitTypeCheck(register, descriptor, at: parameter.location) }
                recordKnownType(of: parameter.id, declared: descriptor, value: nil)
                localTypes[parameter.id] = descriptor
                if !descriptor.isAny && parameter.isInout { declaredTypes[parameter.id] = descriptor }
            }
            narrowLocals[parameter.id] = narrowNumber(written: parameter.type)
            writtenLocalTypes[parameter.id] = parameter.isVariadic ? parameter.type.map { .array($0) } : parameter.type
            if !parameter.isVariadic, let arguments = writtenGenericArguments(annotation: parameter.type, value: nil) {
                localGenericArguments[parameter.id] = arguments
            }
            if parameter.isInout, register < 64 { prototype.writtenBackParameters |= 1 << UInt64(register) }
            boxed.append((parameter.id, register, parameter.location))
        }
        emitConstraintChecks(of: function)
        prototype.parameterCheckLength = prototype.code.count
        for entry in boxed where isBoxed(entry.id) {
            emit(.newBox, entry.register, at: entry.location)
        }
        state.writtenBackBoxes = boxed.filter { isBoxed($0.id) && prototype.writtenBackParameters & (1 << UInt64($0.register)) != 0 }.map(\.register)
        let resultType = state.resultType
        switch resultType {
        case .int?, .double?, .bool?: prototype.resultIsScalar = true
        default: break
        }
        if isInitializer, let owner {
            state.initializerOwner = owner
            compileInitializerPrologue(owner, function: function)
            compileBlock(function.body)
            emitReturn(nil, at: function.body.last?.location ?? function.location)
        } else if isInitializer, resolution.protocolMemberFunctions.contains(function.id) {
            state.isProtocolInitializer = true
            compileBlock(function.body)
            emitReturn(nil, at: function.body.last?.location ?? function.location)
        } else if state.isViewBuilder {
            // `@ViewBuilder func`, a view's `body`: each view its statements make is content,
            // and the content is what it returns.
            emit(.builderBegin, at: function.location)
            compileBlock(function.body)
            let end = function.body.last?.location ?? function.location
            let result = allocateRegister()
            emit(.builderEnd, result, at: end)
            emitReturn(result, at: end)
        } else if let resultType, !(resultType.isVoid), let expression = Compiler.implicitResult(of: function.body) {
            // A single-expression body is returned implicitly.
            let register = compileToRegister(protocolSelfMember(expression) ?? contextualized(expression, written: function.result, as: resultType))
            if !resultType.isAny { emitTypeCheck(register, resultType, of: expression) }
            emitReturn(register, at: expression.location)
        } else {
            compileBlock(function.body)
            emitReturn(nil, at: function.body.last?.location ?? function.location)
        }
        finishPrototype()
    }

    /// The expression a body made of one expression (or one `if`/`switch` whose branches are
    /// each one expression) returns implicitly.
    static func implicitResult(of body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let expression):
            return expression
        case .ifStatement, .switchStatement:
            guard StatementExpressions.isExpression(body[0]) else { return nil }
            return Expr(kind: .statementExpression(body[0]), location: body[0].location, id: -1)
        default:
            return nil
        }
    }

    func finishPrototype() {
        state.prototype.registerCount = max(state.prototype.registerCount, Int(state.freeRegister))
    }

    // MARK: - Registers

    func allocateRegister() -> Int32 {
        let register = state.freeRegister
        state.freeRegister += 1
        if state.holdsVariable.count <= Int(register) { state.holdsVariable.append(false) } else { state.holdsVariable[Int(register)] = false }
        if Int(state.freeRegister) > state.prototype.registerCount {
            state.prototype.registerCount = Int(state.freeRegister)
        }
        if state.freeRegister > 250_000 {
            // Unreachable for real scripts; keeps the operand encoding honest.
            error("this function needs too many registers", at: state.prototype.location)
        }
        return register
    }

    func allocateLocal(_ declaration: Int) -> Int32 {
        let register = allocateRegister()
        bindVariable(declaration, to: register)
        return register
    }

    /// Makes `register` the variable `declaration`.
    func bindVariable(_ declaration: Int, to register: Int32) {
        state.registers[declaration] = register
        state.holdsVariable[Int(register)] = true
    }

    /// Whether a call compiled into `target` can use it as its frame's base (where the
    /// result lands): a temporary on top of the registers, so nothing above it is live and
    /// nothing reads it while the callee and arguments are evaluated. Saves a `move`.
    func canCall(into target: Int32) -> Bool {
        target == state.freeRegister - 1 && target >= 0 && !state.holdsVariable[Int(target)]
    }

    func freeRegisters(downTo register: Int32) {
        state.freeRegister = register
    }

    /// Whether the declaration lives in a box (see `Resolution.boxedDeclarations`).
    func isBoxed(_ declaration: Int) -> Bool {
        resolution.boxedDeclarations.contains(declaration)
    }

    // MARK: - Emitting

    @discardableResult
    func emit(_ opcode: Opcode, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0, at location: SourceLocation) -> Int {
        state.prototype.code.append(Instruction(opcode, a, b, c))
        state.prototype.locations.append(location)
        return state.prototype.code.count - 1
    }

    var currentOffset: Int { state.prototype.code.count }

    /// Points the jump at `index` to `target` (default: the next instruction).
    func patchJump(_ index: Int, to target: Int? = nil) {
        let destination = target ?? currentOffset
        let offset = Int32(destination - (index + 1))
        var instruction = state.prototype.code[index]
        switch instruction.opcode {
        case .jump: instruction.a = offset
        case .jumpIfFalse, .jumpIfTrue, .jumpIfNil, .jumpIfNotNil, .forRangePrepare, .forRangeLoop, .iterateNext, .iterateNextEnumerated:
            instruction.b = offset
        default: instruction.c = offset
        }
        state.prototype.code[index] = instruction
    }

    func emitJump(to target: Int, at location: SourceLocation) {
        emit(.jump, Int32(target - (currentOffset + 1)), at: location)
    }

    func addConstant(_ value: Value) -> Int32 {
        let constants = state.prototype.constants
        switch value {
        case .string(let text):
            // Compared by their bytes: Swift's `==` takes "é" and "e\u{301}" as equal, and
            // the second literal would then print as the first.
            if let index = constants.firstIndex(where: { if case .string(let other) = $0 { return other.utf8.elementsEqual(text.utf8) }; return false }) {
                return Int32(index)
            }
        case .double(let number):
            if let index = constants.firstIndex(where: { if case .double(let other) = $0 { return other.bitPattern == number.bitPattern }; return false }) {
                return Int32(index)
            }
        default:
            break
        }
        state.prototype.constants.append(value)
        return Int32(state.prototype.constants.count - 1)
    }

    func addName(_ name: String) -> Int32 {
        if let index = nameIndex[name] { return index }
        names.append(name)
        nameIndex[name] = Int32(names.count - 1)
        return Int32(names.count - 1)
    }

    /// Interns a method selector. A trailing closure is written without its label:
    /// `xs.sorted { $0 > $1 }` calls `sorted(by:)` and `xs.contains { $0 > 1 }` calls
    /// `contains(where:)`, so an unlabeled trailing closure stands for a `by:` or `where:`
    /// argument when the standard library has such a method.
    /// The index of a dictionary literal's key list, shared by the literals with the same keys.
    func addKeyList(_ keys: [String]) -> Int32 {
        let values = keys.map { Value.string($0) }
        if let index = keyLists.firstIndex(where: { $0.count == values.count && zip($0, values).allSatisfy(Operations.equal) }) {
            return Int32(index)
        }
        keyLists.append(values)
        return Int32(keyLists.count - 1)
    }

    /// The keys of a dictionary literal when every one is a string literal, none twice.
    func distinctStringLiteralKeys(_ keys: [Expr]) -> [String]? {
        var texts: [String] = []
        for key in keys {
            guard case .string(let text) = key.kind, !texts.contains(text) else { return nil }
            texts.append(text)
        }
        return texts.isEmpty ? nil : texts
    }

    func addSelector(_ name: String, labels: [String?], trailingClosure: Bool = false) -> Int32 {
        let written = MethodSelector(name: name, labels: labels, builtin: nil).description
        let key = trailingClosure ? written + "{}" : written
        if let index = selectorIndex[key] { return index }
        var builtin: BuiltinMethod?
        if trailingClosure, labels.last == .some(nil) {
            for label in ["by", "where"] where builtin == nil {
                let relabeled = MethodSelector(name: name, labels: labels.dropLast() + [label], builtin: nil)
                builtin = BuiltinMethod(selector: relabeled.description)
            }
        }
        builtin = builtin ?? BuiltinMethod(selector: written)
        selectors.append(MethodSelector(name: name, labels: labels, builtin: builtin))
        selectorIndex[key] = Int32(selectors.count - 1)
        return Int32(selectors.count - 1)
    }

    func addType(_ type: TypeDescriptor) -> Int32 {
        types.append(type)
        return Int32(types.count - 1)
    }

    /// Checks a value against an annotation: primitive types with their own opcodes (a
    /// tag test), a declared type's instances by identity first, the others through the
    /// type table. Each kind has its own opcode so that the others pay for no quick test
    /// that cannot pass (tree's dictionaries and arrays).
    func emitTypeCheck(_ register: Int32, _ type: TypeDescriptor, at location: SourceLocation) {
        switch type {
        case .any: return
        case .int: emit(.checkInt, register, at: location)
        case .double: emit(.checkDouble, register, at: location)
        case .string: emit(.checkString, register, at: location)
        case .bool: emit(.checkBool, register, at: location)
        case .instance: emit(.checkInstance, register, addType(type), at: location)
        default: emit(.checkType, register, addType(type), at: location)
        }
    }

    func addLabels(_ labels: [String?]) -> Int32 {
        if let index = labelLists.firstIndex(of: labels) { return Int32(index) }
        labelLists.append(labels)
        return Int32(labelLists.count - 1)
    }

    func addStaticMember(_ member: HostEnvironment.StaticMember) -> Int32 {
        staticMembers.append(member)
        return Int32(staticMembers.count - 1)
    }

    func index(of function: FunctionDecl) -> Int? {
        functionIndex[ObjectIdentifier(function)]
    }

    // MARK: - Types

    func describe(_ type: TypeExpr) -> TypeDescriptor {
        switch type {
        case .named(let name):
            switch name {
            case "Int": return .int
            // A Date is its seconds since 1970 in scripts (docs/language.md).
            case "Double", "Float", "CGFloat", "Date", "TimeInterval": return .double
            // A URL is its string in scripts (`Link(destination: URL(string: s)!)`).
            case "String", "Character", "Substring", "URL": return .string
            case "Bool": return .bool
            case "Void": return .void
            case "Range", "ClosedRange": return .range
            case "Any", "AnyObject", "AnyHashable": return .any
            case "Array": return .array(.any)
            case "Dictionary": return .dictionary(.any, .any)
            case "Set": return .set(.any)
            // Foundation's `IndexSet` (what `.onDelete` passes): a set of offsets.
            case "IndexSet": return .set(.int)
            default:
                // The program's own types first: a script's `Node` is not the workbench's.
                if let bound = genericBindings[name] { return bound }
                if genericNames.contains(name) { return .any }
                if let declared = declaredType(named: name) { return .instance(declared.info) }
                if let predicate = environment.hostTypes[name] { return .host(name, predicate) }
                if let alias = typeAliasTarget(name) { return describe(alias) }
                if let proto = protocolDescriptor(name) { return proto }
                if let identifier = identifierType(name) { return describe(identifier) }
                return .any
            }
        case .array(let element): return .array(describe(element))
        case .dictionary(let key, let value): return .dictionary(describe(key), describe(value))
        case .optional(let wrapped): return .optional(describe(wrapped))
        case .tuple(let elements, let labels): return elements.isEmpty ? .void : .tuple(elements.map(describe), labels: labels)
        case .function(_, let result): return .function(result: Resolver.isVoid(result) ? nil : describe(result))
        case .metatype: return .any
        case .generic(let name, let arguments):
            if name == "Set", arguments.count == 1 { return .set(describe(arguments[0])) }
            if let declared = declaredType(named: name) { return .instance(declared.info) }
            return .any
        }
    }

    /// `Item.ID` of an `Identifiable` type: the type of its `id` property, as written or as
    /// its initial value has it (`let id = UUID()`), so that a `@State var selection:
    /// Item.ID?` keeps a UUID across runs.
    func identifierType(_ name: String) -> TypeExpr? {
        guard name.hasSuffix(".ID"), let owner = declaredType(named: String(name.dropLast(3))), let property = owner.property("id") else { return nil }
        return property.type ?? property.initialValue.flatMap { Resolver.inferredType(of: $0, staticProperty: declaredStaticProperty) }
    }

    /// The static property `name` of the program's type `typeName`, for inferring the type
    /// of an initial value `Type.member`.
    func declaredStaticProperty(_ typeName: String, _ name: String) -> PropertyDecl? {
        declaredType(named: typeName)?.staticProperty(name)
    }

    /// The type a top-level `typealias` names.
    func typeAliasTarget(_ name: String) -> TypeExpr? {
        for statements in files.indices.map({ programStatements[$0] }) {
            for statement in statements {
                if case .typeAlias(let aliasName, let type) = statement.kind, aliasName == name { return type }
            }
        }
        return nil
    }
}

extension TypeDescriptor {
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}
