/// The static pass: resolves every name, finds the variables closures capture, checks
/// argument labels of known functions, assignments to constants, `break`/`continue`
/// placement, returns and the constructs scripts may not use. Every problem it finds is
/// reported before anything runs; it never stops at the first.
final class Resolver {
    struct Declaration {
        enum Kind { case variable, constant, parameter, loopVariable, function, closureParameter }
        let id: Int
        let name: String
        let kind: Kind
        /// A `let` declared without a value may be assigned once.
        let hasValue: Bool
        let location: SourceLocation
        var isMutable: Bool { kind == .variable || (kind == .constant && !hasValue) }
        /// Whether a closure must share it rather than copy it: it may change after the
        /// closure is made (a local function may also be captured before it is made).
        var needsBoxWhenCaptured: Bool { isMutable || kind == .function }
    }

    /// The state of the function, closure or top-level code being resolved.
    final class Context {
        var scopes: [[String: Declaration]] = [[:]]
        /// Enclosing loops and switches, innermost last.
        var breakables: [(label: String?, isLoop: Bool)] = []
        let isTopLevel: Bool
        let isClosure: Bool
        let isViewBuilder: Bool
        let resultType: TypeExpr?
        let functionName: String
        /// The type whose member is being resolved (closures inherit it from their function).
        var owner: MemberOwner?
        /// Whether it is a static member (no `self`; the type's static members are in scope).
        var isStatic = false
        /// The function being resolved, when it is a member of a type.
        var function: FunctionDecl?
        /// Generic parameter names (and associated types) that name types here.
        var genericNames: Set<String> = []

        init(isTopLevel: Bool, isClosure: Bool, isViewBuilder: Bool, resultType: TypeExpr?, functionName: String) {
            self.isTopLevel = isTopLevel
            self.isClosure = isClosure
            self.isViewBuilder = isViewBuilder
            self.resultType = resultType
            self.functionName = functionName
        }
    }

    let environment: HostEnvironment
    let files: [[Stmt]]
    var sinks: [DiagnosticSink]
    var resolution = Resolution()
    var functionsByName: [String: [FunctionDecl]] = [:]
    /// Functions declared inside functions and closures, by declaration id, so that calls
    /// to them are checked and planned like calls to top-level functions.
    var localFunctions: [Int: FunctionDecl] = [:]
    var globalsByName: [String: (slot: Int, declaration: Declaration)] = [:]
    var contexts: [Context] = []
    var fileIndex = 0
    /// The static properties the program's types and extensions declare, by type name
    /// (see `declaredStaticProperty`).
    var staticPropertiesByType: [String: [String: PropertyDecl]] = [:]
    /// `typealias Name = Type` at the top level.
    var typeAliases: [String: TypeExpr] = [:]
    /// The method names the program's types declare (see `isDeclaredMethodName`).
    var declaredMethodNames: Set<String>?
    /// The declared functions, by name, that take a function with `inout` parameters (see
    /// `markInoutClosureArguments`).
    var inoutClosureFunctions: [String: [FunctionDecl]]?
    /// Makes ids for the declarations the resolver adds (`self`, synthesized initializers).
    let ids: NodeIDGenerator
    /// Member functions already added to the program's functions.
    var registeredMemberFunctions: Set<ObjectIdentifier> = []
    /// The type or protocol each member function belongs to.
    var memberOwners: [ObjectIdentifier: MemberOwner] = [:]

    /// What a method, initializer or accessor is a member of.
    enum MemberOwner {
        case type(DeclaredType)
        /// A default implementation in a protocol's extension: `self` is any conforming value.
        case `protocol`(DeclaredProtocol)
    }

    /// Names of the mutating methods of arrays, dictionaries and strings: calling one
    /// needs a variable, not a constant.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "removeValue", "updateValue",
        "sort", "reverse", "shuffle", "popLast", "toggle", "merge", "removeSubrange", "swapAt", "replaceSubrange", "popFirst",
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "update", "negate", "formIndex", "move",
    ]

    /// Type names an annotation may use besides host types.
    static let knownTypeNames: Set<String> = [
        "Int", "Double", "Float", "String", "Bool", "Character", "Any", "AnyObject", "Void", "Array", "Dictionary",
        "Range", "ClosedRange", "Date", "UUID", "Optional", "Substring", "AnyHashable", "Set", "Never", "Int64", "Int32", "UInt",
        "UInt8", "Int8", "Int16", "UInt16", "UInt32", "UInt64", "CGFloat", "Error", "KeyPath", "WritableKeyPath", "ArraySlice",
        "Hasher", "TimeInterval", "Self", "IndexSet", "URL",
    ]

    init(environment: HostEnvironment, files: [SourceFile], statements: [[Stmt]], ids: NodeIDGenerator) {
        self.environment = environment
        self.files = statements
        self.sinks = files.map { DiagnosticSink(file: $0) }
        self.ids = ids
    }

    /// All case names of the program's one enum with a case named `name`.
    func enumCaseNames(_ name: String) -> [String]? { Resolver.enumCaseNames(name, in: resolution.types) }

    /// A new id for a declaration or expression the resolver makes.
    func newID() -> Int { ids.make() }

    func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        sinks[fileIndex].error(message, at: location, notes: notes)
    }

    var context: Context { contexts[contexts.count - 1] }

    // MARK: - Program

    func resolveProgram() {
        collectTypes()
        collectTopLevelDeclarations()
        resolveTypeLevelExpressions()
        for (index, statements) in files.enumerated() {
            fileIndex = index
            contexts = [Context(isTopLevel: true, isClosure: false, isViewBuilder: false, resultType: nil, functionName: "top level")]
            resolveBlock(statements, newScope: false)
        }
        // Functions may be added while resolving (local types' members): a loop by index.
        var index = 0
        while index < resolution.functions.count {
            let function = resolution.functions[index]
            fileIndex = function.file
            contexts = []
            resolveFunctionBody(function)
            index += 1
        }
    }

    /// Top-level functions and variables are visible from every file.
    func collectTopLevelDeclarations() {
        for (index, statements) in files.enumerated() {
            fileIndex = index
            for statement in statements {
                switch statement.kind {
                case .function(let function):
                    let sameName = functionsByName[function.name] ?? []
                    if let previous = sameName.first(where: { $0.signature == function.signature && sameParameterTypes($0, function) }) {
                        error(
                            "invalid redeclaration of '\(function.signature)'", at: function.location,
                            notes: ["'\(previous.signature)' was declared at \(previous.location.line):\(previous.location.column)"])
                        continue
                    }
                    if globalsByName[function.name] != nil {
                        error("invalid redeclaration of '\(function.name)': a variable has that name", at: function.location)
                        continue
                    }
                    functionsByName[function.name, default: []].append(function)
                    resolution.functions.append(function)
                case .variable(let isVariable, let pattern, _, let value):
                    for (name, id, location) in Resolver.bindings(in: pattern) {
                        if globalsByName[name] != nil || functionsByName[name] != nil || globalPropertiesType?.staticProperty(name) != nil {
                            // The global an `@main` app is kept in (`SyntaxLowering+MainApp.swift`).
                            error(name == SyntaxLowering.mainAppGlobal ? "'main' attribute can only apply to one type in a program" : "invalid redeclaration of '\(name)'", at: location)
                            continue
                        }
                        let slot = resolution.globalNames.count
                        resolution.globalNames.append(name)
                        resolution.globalSlots[id] = slot
                        let declaration = Declaration(
                            id: id, name: name, kind: isVariable ? .variable : .constant, hasValue: value != nil, location: location)
                        globalsByName[name] = (slot, declaration)
                    }
                default:
                    break
                }
            }
        }
    }

    static func bindings(in pattern: Pattern) -> [(name: String, id: Int, location: SourceLocation)] {
        switch pattern {
        case .binding(let name, _, let location, let id): return [(name, id, location)]
        case .tuple(let elements, _): return elements.flatMap { bindings(in: $0.pattern) }
        case .optional(let inner): return bindings(in: inner)
        case .typeCheck(let inner, _, _): return inner.map { bindings(in: $0) } ?? []
        case .enumCase(_, _, let arguments, _): return (arguments ?? []).flatMap { bindings(in: $0.pattern) }
        case .wildcard, .expression: return []
        }
    }

    /// The ids of the bindings written with `var`.
    static func variableBindings(in pattern: Pattern) -> [Int] {
        switch pattern {
        case .binding(_, let isVariable, _, let id): return isVariable ? [id] : []
        case .tuple(let elements, _): return elements.flatMap { variableBindings(in: $0.pattern) }
        case .optional(let inner): return variableBindings(in: inner)
        case .typeCheck(let inner, _, _): return inner.map { variableBindings(in: $0) } ?? []
        case .enumCase(_, _, let arguments, _): return (arguments ?? []).flatMap { variableBindings(in: $0.pattern) }
        case .wildcard, .expression: return []
        }
    }

    func resolveFunctionBody(_ function: FunctionDecl) {
        disableViewBuilderWithReturn(function)
        for attribute in function.attributes where attribute != "ViewBuilder" {
            error("the attribute '@\(attribute)' is not supported in scripts", at: function.location)
        }
        for (index, parameter) in function.parameters.enumerated() where parameter.isVariadic {
            if function.parameters[(index + 1)...].contains(where: { $0.isVariadic }) {
                error("only the last variadic parameter may be followed by others with labels", at: parameter.location)
            }
        }
        let owner = memberOwners[ObjectIdentifier(function)]
        let enclosingOwner = contexts.last?.owner
        let functionContext = Context(
            isTopLevel: false, isClosure: false, isViewBuilder: function.attributes.contains("ViewBuilder"), resultType: function.result,
            functionName: displayName(of: function, owner: owner))
        functionContext.owner = owner ?? enclosingOwner
        functionContext.isStatic = owner != nil ? function.isStatic : (contexts.last?.isStatic ?? false)
        functionContext.function = owner != nil ? function : contexts.last?.function
        functionContext.genericNames = Set(function.genericParameters.map(\.name)).union(contexts.last?.genericNames ?? [])
        if let owner { functionContext.genericNames.formUnion(genericNames(of: owner)) }
        contexts.append(functionContext)
        defer { contexts.removeLast() }
        for generic in function.genericParameters {
            for constraint in generic.constraints { checkType(constraint, at: generic.location) }
        }
        if let owner, !function.isStatic {
            let selfID = newID()
            resolution.selfDeclarations[function.id] = selfID
            declare(Declaration(id: selfID, name: "self", kind: selfIsMutable(in: function, owner: owner) ? .variable : .parameter,
                                hasValue: true, location: function.location))
        } else if case .protocol? = owner {
            // A static member of a protocol's extension runs for the type it is called on,
            // which only the running program knows: that type is its `self`, as in Swift.
            let selfID = newID()
            resolution.selfDeclarations[function.id] = selfID
            declare(Declaration(id: selfID, name: "self", kind: .parameter, hasValue: true, location: function.location))
        }
        for parameter in function.parameters {
            if let type = parameter.type { checkType(type, at: parameter.location) }
            if let defaultValue = parameter.defaultValue { resolveExpression(defaultValue) }
            declare(Declaration(id: parameter.id, name: parameter.name, kind: parameter.isInout ? .variable : .parameter, hasValue: true,
                                location: parameter.location))
        }
        if let result = function.result { checkType(result, at: function.location) }
        // The body is a scope inside the parameters' (`var value = value` shadows one).
        resolveBlock(function.body, newScope: true)
        if function.kind == .getter || function.kind == .function, let result = function.result, !Resolver.isVoid(result), function.hasBody,
            !functionContext.isViewBuilder
        {
            let isSingleExpression = Compiler.implicitResult(of: function.body) != nil
            if !isSingleExpression && !Resolver.definitelyExits(function.body, enumCases: enumCaseNames) {
                error(
                    "missing return in function '\(function.name)' expected to return '\(result)'",
                    at: function.body.last?.location ?? function.location)
            }
        }
    }

    static func isVoid(_ type: TypeExpr) -> Bool {
        switch type {
        case .named("Void"): return true
        case .tuple(let elements, _): return elements.isEmpty
        default: return false
        }
    }

    // MARK: - Scopes

    func declare(_ declaration: Declaration, shadowing: Bool = false) {
        if declaration.name == "_" { return }
        if !shadowing, let existing = context.scopes[context.scopes.count - 1][declaration.name] {
            error(
                "invalid redeclaration of '\(declaration.name)'", at: declaration.location,
                notes: ["'\(declaration.name)' was declared at \(existing.location.line):\(existing.location.column)"])
            return
        }
        context.scopes[context.scopes.count - 1][declaration.name] = declaration
        if !declaration.needsBoxWhenCaptured { resolution.constantDeclarations.insert(declaration.id) }
    }

    func pushScope() { context.scopes.append([:]) }
    func popScope() { context.scopes.removeLast() }

    /// Finds a local declaration, marking it captured when it belongs to an enclosing function.
    func lookupLocal(_ name: String) -> Declaration? {
        for contextIndex in stride(from: contexts.count - 1, through: 0, by: -1) {
            let candidate = contexts[contextIndex]
            for scope in candidate.scopes.reversed() {
                if let declaration = scope[name] {
                    if contextIndex != contexts.count - 1, declaration.needsBoxWhenCaptured {
                        resolution.boxedDeclarations.insert(declaration.id)
                    }
                    return declaration
                }
            }
        }
        return nil
    }

    /// How the front end spells a name qualified by the standard library's module
    /// (`Swift.min`): looked up among globals only.
    static let moduleQualifier = "Swift."

    func lookup(_ name: String) -> Binding? {
        if name.hasPrefix(Resolver.moduleQualifier) { return lookupGlobal(String(name.dropFirst(Resolver.moduleQualifier.count))) }
        if let declaration = lookupLocal(name) { return .local(declaration: declaration.id) }
        if let member = lookupMember(name) { return member }
        if name == "Self", currentProtocol != nil, let selfDeclaration = lookupLocal("self") {
            // In a static member `self` is the type already.
            return contexts.last?.isStatic == true ? .local(declaration: selfDeclaration.id) : .selfType(selfDeclaration: selfDeclaration.id)
        }
        return lookupGlobal(name) ?? forwardedSelfMember(name)
    }

    private func lookupGlobal(_ name: String) -> Binding? {
        if let global = globalsByName[name] { return .global(slot: global.slot) }
        if let holder = globalPropertiesType, holder.staticProperty(name) != nil { return .staticMember(holder, name: name) }
        if let functions = functionsByName[name] { return .function(functions) }
        if let type = lookupType(name, from: currentType) { return .type(type) }
        if let alias = typeAliases[name], let aliased = alias.baseName, let type = lookupType(aliased, from: currentType) { return .type(type) }
        if HostEnvironment.builtinTypeNames.contains(name) { return .builtinType(name) }
        if let native = environment.functions[name] { return .native(native) }
        if environment.globals[name] != nil { return .hostGlobal(name) }
        if environment.symbolicRoots.contains(name) { return .symbolicRoot(name) }
        return nil
    }

    /// Whether `typeName` names a standard type, or a host's type whose constant `name` is
    /// (`CGPoint.zero`, where `CGPoint` is otherwise the host's initializer).
    private func isStandardTypeName(_ typeName: String, withStaticMember name: String) -> Bool {
        switch lookup(typeName) {
        case .builtinType?: return true
        case .native?: return environment.staticMembers["\(typeName).\(name)"] != nil
        default: return false
        }
    }

    func visibleNames() -> [String] {
        var names: [String] = []
        for candidate in contexts {
            for scope in candidate.scopes { names.append(contentsOf: scope.keys) }
        }
        names.append(contentsOf: globalsByName.keys)
        names.append(contentsOf: functionsByName.keys)
        names.append(contentsOf: environment.allNames)
        return names
    }

    func reportUnknown(_ name: String, at location: SourceLocation) {
        var notes: [String] = []
        if let suggestion = Suggestions.closest(to: name, among: visibleNames()) {
            notes.append("did you mean '\(suggestion)'?")
        }
        error("cannot find '\(name)' in scope", at: location, notes: notes)
    }

    func checkType(_ type: TypeExpr, at location: SourceLocation) {
        switch type {
        case .named(let name):
            let base = name.split(separator: ".").last.map(String.init) ?? name
            if Resolver.knownTypeNames.contains(base) || environment.hostTypes[base] != nil || environment.symbolicRoots.contains(base) {
                return
            }
            if isTypeName(name) { return }
            var notes: [String] = []
            let candidates = Array(Resolver.knownTypeNames) + Array(environment.hostTypes.keys) + Array(resolution.typesByName.keys)
                + Array(resolution.protocols.keys)
            if let suggestion = Suggestions.closest(to: base, among: candidates) {
                notes.append("did you mean '\(suggestion)'?")
            }
            error("cannot find type '\(name)' in scope", at: location, notes: notes)
        case .array(let element): checkType(element, at: location)
        case .dictionary(let key, let value):
            checkType(key, at: location)
            checkType(value, at: location)
        case .optional(let wrapped): checkType(wrapped, at: location)
        case .tuple(let elements, _): elements.forEach { checkType($0, at: location) }
        case .function(let parameters, let result):
            parameters.forEach { checkType($0, at: location) }
            checkType(result, at: location)
        case .generic(let name, let arguments):
            checkType(.named(name), at: location)
            arguments.forEach { checkType($0, at: location) }
        case .metatype(let instance):
            checkType(instance, at: location)
        }
    }

    // MARK: - Statements

    func resolveBlock(_ statements: [Stmt], newScope: Bool = true) {
        if newScope { pushScope() }
        // Local functions are visible throughout their block (they may call each other).
        if !(context.isTopLevel && context.scopes.count == 1) {
            for statement in statements {
                if case .function(let function) = statement.kind {
                    localFunctions[function.id] = function
                    declare(Declaration(id: function.id, name: function.name, kind: .function, hasValue: true, location: function.location))
                }
            }
        }
        for statement in statements { resolveStatement(statement) }
        if newScope { popScope() }
    }

    var isAtGlobalScope: Bool { context.isTopLevel && context.scopes.count == 1 }

    func resolveStatement(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expression):
            resolveExpression(expression)
        case .variable(let isVariable, let pattern, let type, let value):
            if let type { checkType(type, at: statement.location) }
            if let value { resolveExpression(value) }
            if isAtGlobalScope { return }  // declared by collectTopLevelDeclarations
            if value == nil, type == nil {
                error("a variable declared without a value needs a type annotation", at: statement.location)
            }
            for (name, id, location) in Resolver.bindings(in: pattern) {
                declare(Declaration(id: id, name: name, kind: isVariable ? .variable : .constant, hasValue: value != nil, location: location))
            }
        case .function(let function):
            if isAtGlobalScope { return }  // resolved on its own after the top-level code
            let saved = contexts
            resolveFunctionBody(function)
            contexts = saved
        case .ifStatement(let conditions, let then, let otherwise):
            pushScope()
            resolveConditions(conditions)
            resolveBlock(then)
            popScope()
            if let otherwise { resolveBlock(otherwise) }
        case .guardStatement(let conditions, let otherwise):
            resolveBlock(otherwise)
            if !Resolver.definitelyExits(otherwise, enumCases: enumCaseNames) {
                error("'guard' body must not fall through; end it with 'return', 'break' or 'continue'", at: statement.location)
            }
            resolveConditions(conditions)
        case .whileLoop(let label, let conditions, let body):
            context.breakables.append((label, true))
            pushScope()
            resolveConditions(conditions)
            resolveBlock(body)
            popScope()
            context.breakables.removeLast()
        case .repeatWhile(let label, let body, let condition):
            context.breakables.append((label, true))
            resolveBlock(body)
            context.breakables.removeLast()
            resolveExpression(condition)
        case .forIn(let label, let pattern, let sequence, let filter, let body):
            resolveExpression(sequence)
            context.breakables.append((label, true))
            pushScope()
            declareBindings(of: pattern, constantKind: .loopVariable)
            if let filter { resolveExpression(filter) }
            resolveBlock(body)
            popScope()
            context.breakables.removeLast()
        case .switchStatement(let label, let subject, let cases):
            resolveExpression(subject)
            context.breakables.append((label, false))
            for (index, switchCase) in cases.enumerated() {
                pushScope()
                var boundNames: Set<String>?
                for pattern in switchCase.patterns {
                    resolvePattern(pattern)
                    let names = Set(Resolver.bindings(in: pattern).map(\.name))
                    if let previous = boundNames, previous != names {
                        error("every pattern of a case must bind the same names (\(previous.sorted().joined(separator: ", ")))", at: pattern.location)
                    }
                    if boundNames == nil {
                        boundNames = names
                        declareBindings(of: pattern)
                    }
                }
                if let guardExpression = switchCase.guardExpression { resolveExpression(guardExpression) }
                resolveBlock(switchCase.body)
                popScope()
                if case .fallthroughStatement = switchCase.body.last?.kind, index == cases.count - 1 {
                    error("'fallthrough' cannot be used in the last case of a switch", at: switchCase.body.last!.location)
                }
            }
            context.breakables.removeLast()
        case .breakStatement(let label):
            checkJump("break", label: label, needsLoop: false, at: statement.location)
        case .continueStatement(let label):
            checkJump("continue", label: label, needsLoop: true, at: statement.location)
        case .fallthroughStatement:
            if !context.breakables.contains(where: { !$0.isLoop }) {
                error("'fallthrough' is only allowed inside a switch", at: statement.location)
            }
        case .returnStatement(let value):
            if let value { resolveExpression(value) }
            if context.isTopLevel {
                error("'return' is not allowed in top-level code", at: statement.location)
            } else if context.isViewBuilder {
                error("'return' cannot be used in a view builder; every view written in it is its content", at: statement.location)
            } else if case .initializer(let isFailable)? = context.function?.kind, !context.isClosure, context.function?.owner != nil {
                if let value, !isFailable || { if case .nilLiteral = value.kind { return false }; return true }() {
                    error(isFailable ? "'nil' is the only return value permitted in an initializer" : "'nil' cannot be returned from a non-failable initializer; use 'init?' to make it failable", at: statement.location)
                }
            } else if !context.isClosure {
                let isVoid = context.resultType.map(Resolver.isVoid) ?? true
                if isVoid && value != nil {
                    error("unexpected return value in '\(context.functionName)', which returns nothing (declare its result type with '-> Type')", at: statement.location)
                } else if !isVoid && value == nil {
                    error("'\(context.functionName)' must return a value of type '\(context.resultType!)'", at: statement.location)
                }
            }
        case .block(let body):
            resolveBlock(body)
        case .typeDeclaration:
            break  // gathered by collectTypes; its members are resolved as functions
        case .typeAlias(let name, let type):
            checkType(type, at: statement.location)
            typeAliases[name] = type
        case .deferStatement(let body):
            context.breakables.append((label: "$defer", isLoop: false))
            resolveBlock(body)
            context.breakables.removeLast()
            if containsJumpOut(body) {
                error("'defer' cannot transfer control out of its body", at: statement.location)
            }
        case .computedVariable(let property):
            // A global's accessors are resolved as the members of its holder type.
            if isAtGlobalScope && isGlobalProperty(property) { return }
            error("computed variables and property observers outside a type are not supported in scripts", at: property.location)
        case .preview(let preview):
            if isAtGlobalScope {
                resolution.previews.append(preview)
            } else {
                error("'#Preview' is only allowed at the top level of a file", at: statement.location)
            }
            preview.body.isViewBuilder = true
            resolveClosure(preview.body)
        case .error:
            break
        }
    }

    func checkJump(_ keyword: String, label: String?, needsLoop: Bool, at location: SourceLocation) {
        if let label {
            guard let target = context.breakables.last(where: { $0.label == label }) else {
                error("cannot find label '\(label)' in scope", at: location)
                return
            }
            if needsLoop && !target.isLoop { error("'continue' cannot be used with the switch label '\(label)'", at: location) }
            return
        }
        let candidates = needsLoop ? context.breakables.filter(\.isLoop) : context.breakables
        if candidates.isEmpty {
            error(needsLoop ? "'continue' is only allowed inside a loop" : "'break' is only allowed inside a loop or a switch", at: location)
        }
    }

    func resolveConditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                resolveExpression(expression)
            case .optionalBinding(let name, let isVariable, let value, let location, let id):
                resolveExpression(value)
                // `let node = top ? root : n; guard let node else { ... }`: Swift lets an
                // optional binding shadow a name of the same scope.
                declare(Declaration(id: id, name: name, kind: isVariable ? .variable : .constant, hasValue: true, location: location), shadowing: true)
            case .patternMatch(let pattern, let value):
                resolveExpression(value)
                resolvePattern(pattern)
                declareBindings(of: pattern)
            }
        }
    }

    /// Declares the names a pattern binds: constants (of `constantKind`), or variables where
    /// written with `var` (`case var x`, `for var x in`).
    func declareBindings(of pattern: Pattern, constantKind: Declaration.Kind = .constant) {
        let variables = Set(Resolver.variableBindings(in: pattern))
        for (name, id, location) in Resolver.bindings(in: pattern) {
            let kind = variables.contains(id) ? .variable : constantKind
            declare(Declaration(id: id, name: name, kind: kind, hasValue: true, location: location))
        }
    }

    func resolvePattern(_ pattern: Pattern) {
        switch pattern {
        case .expression(let expression): resolveExpression(expression)
        case .tuple(let elements, _): elements.forEach { resolvePattern($0.pattern) }
        case .optional(let inner): resolvePattern(inner)
        case .typeCheck(let inner, let type, let location):
            checkType(type, at: location)
            if let inner { resolvePattern(inner) }
        case .enumCase(let type, _, let arguments, let location):
            if let type, type.baseName != "Optional" { checkType(type, at: location) }
            for argument in arguments ?? [] { resolvePattern(argument.pattern) }
        case .wildcard, .binding: break
        }
    }

    // MARK: - Expressions

    func resolveExpression(_ expression: Expr) {
        switch expression.kind {
        case .integer, .float, .boolean, .nilLiteral, .string, .implicitMember, .error, .register:
            break
        case .interpolated(let parts):
            for case .expression(let inner) in parts { resolveExpression(inner) }
        case .array(let elements):
            elements.forEach(resolveExpression)
        case .dictionary(let entries):
            for entry in entries {
                resolveExpression(entry.key)
                resolveExpression(entry.value)
            }
        case .tuple(let elements):
            elements.forEach { resolveExpression($0.value) }
        case .identifier(let name):
            resolveIdentifier(name, expression)
        case .dollar(let index):
            resolveIdentifier("$\(index)", expression)
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, isStandardTypeName(typeName, withStaticMember: name) {
                resolution.bindings[base.id] = .builtinType(typeName)
                let isInitializer = name == "init" && environment.functions[typeName] != nil  // `map(String.init)`
                let extended = resolution.typesByName[Resolver.extensibleStandardTypes[typeName]?.first ?? typeName]
                let isExtensionMember = extended?.hasStaticMember(name) ?? false
                if environment.staticMembers["\(typeName).\(name)"] == nil && !isInitializer && !isExtensionMember {
                    error("type '\(typeName)' has no member '\(name)'", at: expression.location)
                }
                return
            }
            if let type = typeReferenced(by: base) {
                checkStaticMember(name, of: type, at: expression.location)
                return
            }
            resolveExpression(base)
        case .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base), .optionalChain(let base):
            resolveExpression(base)
        case .call(let callee, let arguments):
            resolveCall(expression, callee: callee, arguments: arguments)
        case .subscripted(let base, let arguments):
            resolveExpression(base)
            arguments.forEach { resolveExpression($0.value) }
        case .prefix(_, let operand):
            resolveExpression(operand)
        case .binary(_, let left, let right):
            resolveExpression(left)
            resolveExpression(right)
        case .ternary(let condition, let whenTrue, let whenFalse):
            resolveExpression(condition)
            resolveExpression(whenTrue)
            resolveExpression(whenFalse)
        case .assign(let target, let value):
            resolveExpression(value)
            if case .discard = target.kind { return }
            resolveAssignmentTarget(target, verb: "assign to")
        case .compoundAssign(let op, let target, let value):
            resolveExpression(value)
            if case .tuple = target.kind {
                resolveExpression(target)
                error("'\(op)=' cannot be applied to a tuple", at: expression.location)
                return
            }
            resolveAssignmentTarget(target, verb: "assign to")
        case .cast(let value, let type, _), .typeCheck(let value, let type):
            resolveExpression(value)
            checkType(type, at: expression.location)
        case .closure(let closure):
            resolveClosure(closure)
        case .keyPath(let root, let components):
            if let root { checkType(root, at: expression.location) }
            for case .subscripted(let arguments) in components { arguments.forEach { resolveExpression($0.value) } }
        case .inoutArgument(let inner):
            resolveAssignmentTarget(inner, verb: "pass as inout")
        case .superMember(let name):
            resolveSuper(name, at: expression.location)
        case .statementExpression(let statement):
            resolveStatement(statement)
        case .typeReference(let type), .metatype(let type):
            checkType(type, at: expression.location)
        case .discard:
            error("'_' can only appear in a pattern or on the left side of an assignment", at: expression.location)
        }
    }

    func resolveIdentifier(_ name: String, _ expression: Expr) {
        guard let binding = lookup(name) else {
            if name == "_" { return }
            if contexts.last?.genericNames.contains(name) == true {
                // `U.allCases` in `func parse<U: UnitKind>`: the type the call gave `U`.
                resolution.genericParameterValues[expression.id] = name
                return
            }
            reportUnknown(name, at: expression.location)
            return
        }
        resolution.bindings[expression.id] = binding
    }

    func resolveClosure(_ closure: ClosureExpr) {
        for entry in closure.captureList { resolveExpression(entry.value) }
        let closureContext = Context(
            isTopLevel: false, isClosure: true, isViewBuilder: closure.isViewBuilder, resultType: nil, functionName: "closure")
        closureContext.owner = contexts.last?.owner
        closureContext.isStatic = contexts.last?.isStatic ?? false
        closureContext.function = contexts.last?.function
        closureContext.genericNames = contexts.last?.genericNames ?? []
        contexts.append(closureContext)
        for entry in closure.captureList {
            declare(Declaration(id: entry.id, name: entry.name, kind: .constant, hasValue: true, location: entry.location))
        }
        for parameter in closure.parameters {
            if let type = parameter.type { checkType(type, at: parameter.location) }
            declare(Declaration(
                id: parameter.id, name: parameter.name, kind: parameter.isInout ? .variable : .closureParameter, hasValue: true,
                location: parameter.location))
        }
        if let resultType = closure.resultType { checkType(resultType, at: closure.location) }
        resolveBlock(closure.body, newScope: true)
        contexts.removeLast()
    }

    /// The target of `=`, `+=` or a mutating method must be a variable (or an element or
    /// member of one).
    func resolveAssignmentTarget(_ target: Expr, verb: String, mutatingMember: String? = nil) {
        switch target.kind {
        case .identifier(let name):
            resolveIdentifier(name, target)
            guard let binding = resolution.bindings[target.id] else { return }
            let what = mutatingMember.map { "cannot use mutating member '\($0)' on '\(name)'" } ?? "cannot \(verb) '\(name)'"
            switch binding {
            case .local(let id):
                if let declaration = findDeclaration(id), !declaration.isMutable {
                    let kind: String
                    switch declaration.kind {
                    case .parameter, .closureParameter: kind = "a parameter, and parameters are constants"
                    case .loopVariable: kind = "a loop variable, which is a constant"
                    case .function: kind = "a function"
                    default: kind = "a 'let' constant"
                    }
                    error("\(what): '\(name)' is \(kind)", at: target.location, notes: declaration.kind == .constant ? ["change 'let' to 'var' to make it mutable"] : [])
                }
            case .global(let slot):
                if let global = globalsByName[resolution.globalNames[slot]], !global.declaration.isMutable {
                    error("\(what): '\(name)' is a 'let' constant", at: target.location, notes: ["change 'let' to 'var' to make it mutable"])
                }
            case .function:
                error("\(what): '\(name)' is a function", at: target.location)
            case .hostGlobal, .native, .builtinType, .symbolicRoot:
                error("\(what): '\(name)' is provided by the workbench and cannot be changed", at: target.location)
            case .type, .selfType:
                error("\(what): '\(name)' is a type", at: target.location)
            case .selfMember(_, let member):
                checkSelfPropertyMutation(member, at: target.location, mutatingMember: mutatingMember)
            case .staticMember(let type, let member):
                if let property = type.staticProperty(member), !property.isVariable || !property.isStored && property.setter == nil {
                    error("\(what): '\(member)' is a 'let' constant", at: target.location)
                }
            }
        case .member(let base, let name) where { if case .identifier("self") = base.kind { return true }; return false }():
            resolveExpression(base)
            checkSelfPropertyMutation(name, at: target.location, mutatingMember: mutatingMember)
        case .dollar:
            resolveExpression(target)
            if case .local(let id)? = resolution.bindings[target.id], let declaration = findDeclaration(id), declaration.isMutable { return }
            error("cannot \(verb) a closure parameter: parameters are constants", at: target.location)
        case .subscripted(let base, let arguments):
            arguments.forEach { resolveExpression($0.value) }
            if isHostRooted(base) {
                resolveExpression(base)
            } else if resolution.types.contains(where: { $0.isClass && !$0.subscripts.isEmpty }) {
                // A class's subscript sets through a constant (`let box = Box(); box[0] = 1`):
                // whether the root must be a variable depends on its type, which the compiler knows.
                deferMutabilityCheck(of: target, base: base, verb: verb, mutatingMember: mutatingMember)
            } else {
                resolveAssignmentTarget(base, verb: verb, mutatingMember: mutatingMember)
            }
        case .member(let base, _):
            // Through a member: whether the root must be a variable depends on the types in
            // between (a class's property changes through a constant), which the compiler knows.
            if isHostRooted(base) {
                resolveExpression(base)
            } else {
                deferMutabilityCheck(of: target, base: base, verb: verb, mutatingMember: mutatingMember)
            }
        case .tupleIndex(let base, _):
            if isHostRooted(base) {
                resolveExpression(base)
            } else {
                resolveAssignmentTarget(base, verb: verb, mutatingMember: mutatingMember)
            }
        case .forceUnwrap(let base), .bindOptional(let base), .optionalChain(let base):
            resolveAssignmentTarget(base, verb: verb, mutatingMember: mutatingMember)
        case .tuple(let elements) where mutatingMember == nil:
            // `(a, b) = (b, a)`: each element is a target of its own.
            for element in elements {
                if case .discard = element.value.kind { continue }
                resolveAssignmentTarget(element.value, verb: verb)
            }
        default:
            resolveExpression(target)
            error("cannot \(verb) this expression: it is not a variable", at: target.location)
        }
    }

    /// Resolves the base of `a.b.c = x` and records, for the compiler, what to report if
    /// every link turns out to be a value type and the root is a constant.
    func deferMutabilityCheck(of target: Expr, base: Expr, verb: String, mutatingMember: String?) {
        var root = base
        while true {
            switch root.kind {
            case .member(let inner, _), .subscripted(let inner, _), .tupleIndex(let inner, _), .forceUnwrap(let inner),
                .bindOptional(let inner), .optionalChain(let inner):
                root = inner
                continue
            default:
                break
            }
            break
        }
        resolveExpression(base)
        if case .subscripted(_, let arguments) = base.kind { _ = arguments }
        guard case .identifier(let name) = root.kind, let binding = resolution.bindings[root.id] else { return }
        let what = mutatingMember.map { "cannot use mutating member '\($0)' on '\(name)'" } ?? "cannot \(verb) '\(name)'"
        switch binding {
        case .local(let id):
            guard let declaration = findDeclaration(id), !declaration.isMutable else { return }
            if name == "self" {
                resolution.deferredMutabilityChecks[target.id] = (
                    "cannot \(mutatingMember == nil ? "assign to property" : "use mutating member on immutable value"): 'self' is immutable",
                    ["mark method 'mutating' to make 'self' mutable"], root.location)
                return
            }
            let kind: String
            switch declaration.kind {
            case .parameter, .closureParameter: kind = "a parameter, and parameters are constants"
            case .loopVariable: kind = "a loop variable, which is a constant"
            default: kind = "a 'let' constant"
            }
            resolution.deferredMutabilityChecks[target.id] = (
                "\(what): '\(name)' is \(kind)", declaration.kind == .constant ? ["change 'let' to 'var' to make it mutable"] : [], root.location)
        case .global(let slot):
            if let global = globalsByName[resolution.globalNames[slot]], !global.declaration.isMutable {
                resolution.deferredMutabilityChecks[target.id] = (
                    "\(what): '\(name)' is a 'let' constant", ["change 'let' to 'var' to make it mutable"], root.location)
            }
        default:
            return
        }
    }

    /// `x = 1` or `self.x = 1` in a member: the property must be a variable (or a `let` in an
    /// initializer), and a struct's `self` must be mutable there.
    func checkSelfPropertyMutation(_ name: String, at location: SourceLocation, mutatingMember: String?) {
        guard let owner = contexts.last?.owner else { return }
        let isInitializer: Bool
        if case .initializer? = contexts.last?.function?.kind { isInitializer = true } else { isInitializer = false }
        if case .type(let type) = owner, let property = type.property(name) {
            if !property.isVariable && !(isInitializer && property.isStored) {
                error("cannot assign to property: '\(name)' is a 'let' constant", at: location, notes: ["change 'let' to 'var' to make it mutable"])
                return
            }
            if !property.isStored && property.setter == nil && property.getter != nil {
                error("cannot assign to property: '\(name)' is a get-only property", at: location)
                return
            }
            // `nonmutating set` (a view's `@State`): setting it leaves `self` as it is.
            if property.setter?.modifiers.contains(.nonmutating) == true { return }
            if type.isClass { return }
        }
        if let selfDeclaration = lookupLocal("self"), !selfDeclaration.isMutable {
            if case .type(let type) = owner, type.isClass { return }
            let message = mutatingMember == nil
                ? "cannot assign to property: 'self' is immutable" : "cannot use mutating member on immutable value: 'self' is immutable"
            error(message, at: location, notes: ["mark method 'mutating' to make 'self' mutable"])
        }
    }

    /// `actions["x"] = ...`: host objects are written through their own methods, not as variables.
    func isHostRooted(_ expression: Expr) -> Bool {
        if case .identifier(let name) = expression.kind, lookupLocal(name) == nil, globalsByName[name] == nil,
            environment.globals[name] != nil
        {
            return true
        }
        return false
    }

    func findDeclaration(_ id: Int) -> Declaration? {
        for candidate in contexts.reversed() {
            for scope in candidate.scopes {
                if let declaration = scope.values.first(where: { $0.id == id }) { return declaration }
            }
        }
        return nil
    }

}
