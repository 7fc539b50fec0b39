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

        init(isTopLevel: Bool, isClosure: Bool, isViewBuilder: Bool, resultType: TypeExpr?, functionName: String) {
            self.isTopLevel = isTopLevel
            self.isClosure = isClosure
            self.isViewBuilder = isViewBuilder
            self.resultType = resultType
            self.functionName = functionName
        }
    }

    private let environment: HostEnvironment
    private let files: [[Stmt]]
    private(set) var sinks: [DiagnosticSink]
    private(set) var resolution = Resolution()
    private var functionsByName: [String: [FunctionDecl]] = [:]
    /// Functions declared inside functions and closures, by declaration id, so that calls
    /// to them are checked and planned like calls to top-level functions.
    private var localFunctions: [Int: FunctionDecl] = [:]
    private var globalsByName: [String: (slot: Int, declaration: Declaration)] = [:]
    private var contexts: [Context] = []
    private var fileIndex = 0

    /// Names of the mutating methods of arrays, dictionaries and strings: calling one
    /// needs a variable, not a constant.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "removeValue", "updateValue",
        "sort", "reverse", "shuffle", "popLast", "toggle", "merge", "removeSubrange", "swapAt",
    ]

    /// Type names an annotation may use besides host types.
    static let knownTypeNames: Set<String> = [
        "Int", "Double", "Float", "String", "Bool", "Character", "Any", "AnyObject", "Void", "Array", "Dictionary",
        "Range", "ClosedRange", "Date", "UUID", "Optional", "Substring", "AnyHashable",
    ]

    init(environment: HostEnvironment, files: [SourceFile], statements: [[Stmt]]) {
        self.environment = environment
        self.files = statements
        self.sinks = files.map { DiagnosticSink(file: $0) }
    }

    private func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        sinks[fileIndex].error(message, at: location, notes: notes)
    }

    private var context: Context { contexts[contexts.count - 1] }

    // MARK: - Program

    func resolveProgram() {
        collectTopLevelDeclarations()
        for (index, statements) in files.enumerated() {
            fileIndex = index
            contexts = [Context(isTopLevel: true, isClosure: false, isViewBuilder: false, resultType: nil, functionName: "top level")]
            resolveBlock(statements, newScope: false)
        }
        for function in resolution.functions {
            fileIndex = function.file
            contexts = []
            resolveFunctionBody(function)
        }
    }

    /// Top-level functions and variables are visible from every file.
    private func collectTopLevelDeclarations() {
        for (index, statements) in files.enumerated() {
            fileIndex = index
            for statement in statements {
                switch statement.kind {
                case .function(let function):
                    let sameName = functionsByName[function.name] ?? []
                    if let previous = sameName.first(where: { $0.signature == function.signature }) {
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
                        if globalsByName[name] != nil || functionsByName[name] != nil {
                            error("invalid redeclaration of '\(name)'", at: location)
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
        case .wildcard, .expression: return []
        }
    }

    private func resolveFunctionBody(_ function: FunctionDecl) {
        let functionContext = Context(
            isTopLevel: false, isClosure: false, isViewBuilder: false, resultType: function.result, functionName: function.name)
        contexts.append(functionContext)
        defer { contexts.removeLast() }
        for parameter in function.parameters {
            if let type = parameter.type { checkType(type, at: parameter.location) }
            if let defaultValue = parameter.defaultValue { resolveExpression(defaultValue) }
            declare(Declaration(id: parameter.id, name: parameter.name, kind: .parameter, hasValue: true, location: parameter.location))
        }
        if let result = function.result { checkType(result, at: function.location) }
        // The body is a scope inside the parameters' (`var value = value` shadows one).
        resolveBlock(function.body, newScope: true)
        if let result = function.result, !Resolver.isVoid(result) {
            let isSingleExpression = function.body.count == 1 && { if case .expression = function.body[0].kind { return true }; return false }()
            if !isSingleExpression && !Resolver.definitelyExits(function.body) {
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

    private func declare(_ declaration: Declaration) {
        if declaration.name == "_" { return }
        if let existing = context.scopes[context.scopes.count - 1][declaration.name] {
            error(
                "invalid redeclaration of '\(declaration.name)'", at: declaration.location,
                notes: ["'\(declaration.name)' was declared at \(existing.location.line):\(existing.location.column)"])
            return
        }
        context.scopes[context.scopes.count - 1][declaration.name] = declaration
        if !declaration.needsBoxWhenCaptured { resolution.constantDeclarations.insert(declaration.id) }
    }

    private func pushScope() { context.scopes.append([:]) }
    private func popScope() { context.scopes.removeLast() }

    /// Finds a local declaration, marking it captured when it belongs to an enclosing function.
    private func lookupLocal(_ name: String) -> Declaration? {
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

    private func lookup(_ name: String) -> Binding? {
        if let declaration = lookupLocal(name) { return .local(declaration: declaration.id) }
        if let global = globalsByName[name] { return .global(slot: global.slot) }
        if let functions = functionsByName[name] { return .function(functions) }
        if HostEnvironment.builtinTypeNames.contains(name) { return .builtinType(name) }
        if let native = environment.functions[name] { return .native(native) }
        if environment.globals[name] != nil { return .hostGlobal(name) }
        if environment.symbolicRoots.contains(name) { return .symbolicRoot(name) }
        return nil
    }

    private func visibleNames() -> [String] {
        var names: [String] = []
        for candidate in contexts {
            for scope in candidate.scopes { names.append(contentsOf: scope.keys) }
        }
        names.append(contentsOf: globalsByName.keys)
        names.append(contentsOf: functionsByName.keys)
        names.append(contentsOf: environment.allNames)
        return names
    }

    private func reportUnknown(_ name: String, at location: SourceLocation) {
        var notes: [String] = []
        if let suggestion = Suggestions.closest(to: name, among: visibleNames()) {
            notes.append("did you mean '\(suggestion)'?")
        }
        error("cannot find '\(name)' in scope", at: location, notes: notes)
    }

    private func checkType(_ type: TypeExpr, at location: SourceLocation) {
        switch type {
        case .named(let name):
            let base = name.split(separator: ".").last.map(String.init) ?? name
            if Resolver.knownTypeNames.contains(base) || environment.hostTypes[base] != nil || environment.symbolicRoots.contains(base) {
                return
            }
            var notes: [String] = []
            if let suggestion = Suggestions.closest(to: base, among: Array(Resolver.knownTypeNames) + Array(environment.hostTypes.keys)) {
                notes.append("did you mean '\(suggestion)'?")
            }
            error("cannot find type '\(name)' in scope (scripts cannot declare types)", at: location, notes: notes)
        case .array(let element): checkType(element, at: location)
        case .dictionary(let key, let value):
            checkType(key, at: location)
            checkType(value, at: location)
        case .optional(let wrapped): checkType(wrapped, at: location)
        case .tuple(let elements, _): elements.forEach { checkType($0, at: location) }
        case .function(let parameters, let result):
            parameters.forEach { checkType($0, at: location) }
            checkType(result, at: location)
        }
    }

    // MARK: - Statements

    private func resolveBlock(_ statements: [Stmt], newScope: Bool = true) {
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

    private var isAtGlobalScope: Bool { context.isTopLevel && context.scopes.count == 1 }

    private func resolveStatement(_ statement: Stmt) {
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
            if !Resolver.definitelyExits(otherwise) {
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
            if !Resolver.isExhaustive(cases) {
                error("switch must be exhaustive; add a 'default:' case", at: statement.location)
            }
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
        case .error:
            break
        }
    }

    private func checkJump(_ keyword: String, label: String?, needsLoop: Bool, at location: SourceLocation) {
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

    private func resolveConditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                resolveExpression(expression)
            case .optionalBinding(let name, let isVariable, let value, let location, let id):
                resolveExpression(value)
                declare(Declaration(id: id, name: name, kind: isVariable ? .variable : .constant, hasValue: true, location: location))
            case .patternMatch(let pattern, let value):
                resolveExpression(value)
                resolvePattern(pattern)
                declareBindings(of: pattern)
            }
        }
    }

    /// Declares the names a pattern binds: constants (of `constantKind`), or variables where
    /// written with `var` (`case var x`, `for var x in`).
    private func declareBindings(of pattern: Pattern, constantKind: Declaration.Kind = .constant) {
        let variables = Set(Resolver.variableBindings(in: pattern))
        for (name, id, location) in Resolver.bindings(in: pattern) {
            let kind = variables.contains(id) ? .variable : constantKind
            declare(Declaration(id: id, name: name, kind: kind, hasValue: true, location: location))
        }
    }

    private func resolvePattern(_ pattern: Pattern) {
        switch pattern {
        case .expression(let expression): resolveExpression(expression)
        case .tuple(let elements, _): elements.forEach { resolvePattern($0.pattern) }
        case .optional(let inner): resolvePattern(inner)
        case .typeCheck(let inner, let type, let location):
            checkType(type, at: location)
            if let inner { resolvePattern(inner) }
        case .wildcard, .binding: break
        }
    }

    // MARK: - Flow analysis

    /// Whether control can never reach the end of these statements.
    static func definitelyExits(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .returnStatement, .breakStatement, .continueStatement: return true
        case .expression(let expression):
            if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind, name == "fatalError" {
                return true
            }
            return false
        case .ifStatement(_, let then, let otherwise):
            guard let otherwise else { return false }
            return definitelyExits(then) && definitelyExits(otherwise)
        case .switchStatement(_, _, let cases):
            return isExhaustive(cases) && cases.allSatisfy { switchCase in
                if case .fallthroughStatement = switchCase.body.last?.kind { return true }
                return definitelyExits(switchCase.body)
            }
        case .whileLoop(_, let conditions, let body):
            if conditions.count == 1, case .expression(let expression) = conditions[0], case .boolean(true) = expression.kind {
                return !containsBreak(body)
            }
            return false
        case .repeatWhile(_, let body, let condition):
            if case .boolean(true) = condition.kind { return !containsBreak(body) }
            return definitelyExits(body)
        case .block(let body):
            return definitelyExits(body)
        case .guardStatement:
            return false
        default:
            return false
        }
    }

    private static func containsBreak(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .breakStatement(let label) where label == nil: return true
            case .ifStatement(_, let then, let otherwise):
                if containsBreak(then) || containsBreak(otherwise ?? []) { return true }
            case .block(let body):
                if containsBreak(body) { return true }
            case .guardStatement(_, let otherwise):
                if containsBreak(otherwise) { return true }
            default: break
            }
        }
        return false
    }

    /// A switch is exhaustive with a `default`, a pattern that matches anything, both
    /// `true` and `false`, or both `let x?` (any non-nil value) and `nil`.
    static func isExhaustive(_ cases: [SwitchCase]) -> Bool {
        var sawTrue = false
        var sawFalse = false
        var sawSome = false
        var sawNil = false
        for switchCase in cases {
            if switchCase.isDefault { return true }
            guard switchCase.guardExpression == nil else { continue }
            for pattern in switchCase.patterns {
                if matchesEverything(pattern) { return true }
                switch pattern {
                case .expression(let expression):
                    switch expression.kind {
                    case .boolean(true): sawTrue = true
                    case .boolean(false): sawFalse = true
                    case .nilLiteral: sawNil = true
                    default: break
                    }
                case .optional(let wrapped) where matchesEverything(wrapped):
                    sawSome = true
                default:
                    break
                }
            }
        }
        return (sawTrue && sawFalse) || (sawSome && sawNil)
    }

    private static func matchesEverything(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .tuple(let elements, _): return elements.allSatisfy { matchesEverything($0.pattern) }
        default: return false
        }
    }

    // MARK: - Expressions

    func resolveExpression(_ expression: Expr) {
        switch expression.kind {
        case .integer, .float, .boolean, .nilLiteral, .string, .implicitMember, .error:
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
            if case .identifier(let typeName) = base.kind, case .builtinType = lookup(typeName) ?? .hostGlobal("") {
                resolution.bindings[base.id] = .builtinType(typeName)
                let isInitializer = name == "init" && environment.functions[typeName] != nil  // `map(String.init)`
                if environment.staticMembers["\(typeName).\(name)"] == nil && !isInitializer {
                    error("type '\(typeName)' has no member '\(name)'", at: expression.location)
                }
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
            if case .identifier("_") = target.kind { return }
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
        }
    }

    private func resolveIdentifier(_ name: String, _ expression: Expr) {
        guard let binding = lookup(name) else {
            if name == "_" { return }
            reportUnknown(name, at: expression.location)
            return
        }
        resolution.bindings[expression.id] = binding
    }

    private func resolveClosure(_ closure: ClosureExpr) {
        let closureContext = Context(
            isTopLevel: false, isClosure: true, isViewBuilder: closure.isViewBuilder, resultType: nil, functionName: "closure")
        contexts.append(closureContext)
        for parameter in closure.parameters {
            if let type = parameter.type { checkType(type, at: parameter.location) }
            declare(Declaration(id: parameter.id, name: parameter.name, kind: .closureParameter, hasValue: true, location: parameter.location))
        }
        if let resultType = closure.resultType { checkType(resultType, at: closure.location) }
        resolveBlock(closure.body, newScope: true)
        contexts.removeLast()
    }

    /// The target of `=`, `+=` or a mutating method must be a variable (or an element or
    /// member of one).
    private func resolveAssignmentTarget(_ target: Expr, verb: String, mutatingMember: String? = nil) {
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
            }
        case .dollar:
            resolveExpression(target)
            error("cannot \(verb) a closure parameter: parameters are constants", at: target.location)
        case .subscripted(let base, let arguments):
            arguments.forEach { resolveExpression($0.value) }
            if isHostRooted(base) {
                resolveExpression(base)
            } else {
                resolveAssignmentTarget(base, verb: verb, mutatingMember: mutatingMember)
            }
        case .member(let base, _), .tupleIndex(let base, _):
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
                if case .identifier("_") = element.value.kind { continue }
                resolveAssignmentTarget(element.value, verb: verb)
            }
        default:
            resolveExpression(target)
            error("cannot \(verb) this expression: it is not a variable", at: target.location)
        }
    }

    /// `actions["x"] = ...`: host objects are written through their own methods, not as variables.
    private func isHostRooted(_ expression: Expr) -> Bool {
        if case .identifier(let name) = expression.kind, lookupLocal(name) == nil, globalsByName[name] == nil,
            environment.globals[name] != nil
        {
            return true
        }
        return false
    }

    private func findDeclaration(_ id: Int) -> Declaration? {
        for candidate in contexts.reversed() {
            for scope in candidate.scopes {
                if let declaration = scope.values.first(where: { $0.id == id }) { return declaration }
            }
        }
        return nil
    }

    // MARK: - Calls

    private func resolveCall(_ call: Expr, callee: Expr, arguments: [CallArgument]) {
        switch callee.kind {
        case .identifier(let name):
            let binding = lookup(name)
            switch binding {
            case .function(let candidates)?:
                resolution.bindings[callee.id] = binding
                planFunctionCall(call, name: name, candidates: candidates, arguments: arguments)
            case .native(let native)?:
                resolution.bindings[callee.id] = binding
                planNativeCall(call, native: native, arguments: arguments)
            case .builtinType(let typeName)?:
                resolution.bindings[callee.id] = binding
                if let constructor = environment.functions[typeName] {
                    planNativeCall(call, native: constructor, arguments: arguments)
                } else {
                    error("'\(typeName)' cannot be called here", at: callee.location)
                }
            case .symbolicRoot?:
                resolution.bindings[callee.id] = binding
            case .local(let declaration)? where localFunctions[declaration] != nil:
                resolution.bindings[callee.id] = binding
                planFunctionCall(call, name: name, candidates: [localFunctions[declaration]!], arguments: arguments)
            case nil:
                reportUnknown(name, at: callee.location)
            default:
                resolveIdentifier(name, callee)
            }
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, case .builtinType = lookup(typeName) ?? .hostGlobal("") {
                resolution.bindings[base.id] = .builtinType(typeName)
                switch environment.staticMembers["\(typeName).\(name)"] {
                case .function(let native)?:
                    planNativeCall(call, native: native, arguments: arguments)
                case nil:
                    error("type '\(typeName)' has no member '\(name)'", at: callee.location)
                default:
                    break
                }
            } else if Resolver.mutatingMethods.contains(name) && !isHostRooted(base) && isAssignable(base) {
                resolveAssignmentTarget(base, verb: "mutate", mutatingMember: name)
            } else {
                resolveExpression(base)
            }
            if environment.viewBuilderMethods.contains(name) {
                for argument in arguments { markViewBuilder(argument.value) }
            }
        default:
            resolveExpression(callee)
        }
        for argument in arguments { resolveExpression(argument.value) }
    }

    /// Whether a mutating method's receiver can be a variable (otherwise it mutates a
    /// temporary copy, which Swift also allows for `let` results it would reject).
    private func isAssignable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .dollar: return true
        case .subscripted(let base, _), .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base),
            .optionalChain(let base):
            return isAssignable(base)
        default: return false
        }
    }

    private func markViewBuilder(_ expression: Expr) {
        if case .closure(let closure) = expression.kind { closure.isViewBuilder = true }
    }

    /// One parameter as the label matcher sees it.
    struct ParameterShape {
        let label: String?
        let isOptional: Bool
        let acceptsClosure: Bool
    }

    /// Matches arguments to parameters the way Swift does (forward scan, defaults may be
    /// skipped, an unlabeled trailing closure fills the next parameter that takes a
    /// closure). Returns the argument index for each parameter, or a description of the
    /// first mismatch.
    static func match(_ arguments: [CallArgument], to parameters: [ParameterShape]) -> Result<[Int?], MatchFailure> {
        var assignment = [Int?](repeating: nil, count: parameters.count)
        var cursor = 0
        for (argumentIndex, argument) in arguments.enumerated() {
            let isUnlabeledTrailingClosure = argument.isTrailingClosure && argument.label == nil
            var found: Int?
            var scan = cursor
            while scan < parameters.count {
                let parameter = parameters[scan]
                if isUnlabeledTrailingClosure {
                    if parameter.acceptsClosure || !parameter.isOptional {
                        found = scan
                        break
                    }
                } else if parameter.label == argument.label {
                    found = scan
                    break
                } else if !parameter.isOptional {
                    return .failure(.wrongLabel(argumentIndex, expected: parameter.label))
                }
                scan += 1
            }
            guard let parameterIndex = found else {
                return .failure(isUnlabeledTrailingClosure || argument.isTrailingClosure ? .unexpectedTrailingClosure(argumentIndex) : .extraArgument(argumentIndex))
            }
            assignment[parameterIndex] = argumentIndex
            cursor = parameterIndex + 1
        }
        for (index, parameter) in parameters.enumerated() where assignment[index] == nil && !parameter.isOptional {
            return .failure(.missingArgument(index))
        }
        return .success(assignment)
    }

    enum MatchFailure: Error {
        case extraArgument(Int)
        case unexpectedTrailingClosure(Int)
        case wrongLabel(Int, expected: String?)
        case missingArgument(Int)
    }

    private func labelList(_ arguments: [CallArgument]) -> String {
        "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private func planFunctionCall(_ call: Expr, name: String, candidates: [FunctionDecl], arguments: [CallArgument]) {
        var failures: [(FunctionDecl, MatchFailure)] = []
        for function in candidates {
            let shapes = function.parameters.map { parameter -> ParameterShape in
                var acceptsClosure = false
                if case .function? = parameter.type { acceptsClosure = true }
                if case .named("Any")? = parameter.type { acceptsClosure = true }
                return ParameterShape(label: parameter.label, isOptional: parameter.defaultValue != nil, acceptsClosure: acceptsClosure)
            }
            switch Resolver.match(arguments, to: shapes) {
            case .success(let assignment):
                resolution.callPlans[call.id] = CallPlan(target: .function(function), argumentForParameter: assignment)
                return
            case .failure(let failure):
                failures.append((function, failure))
            }
        }
        let notes = candidates.map { "'\($0.signature)' is declared at \($0.location.line):\($0.location.column)" }
        if candidates.count > 1 {
            error("no '\(name)' takes the arguments \(labelList(arguments))", at: call.location, notes: notes)
            return
        }
        reportMatchFailure(failures[0].1, arguments: arguments, parameterLabels: candidates[0].parameters.map(\.label),
                           parameterNames: candidates[0].parameters.map(\.name), callLocation: call.location, notes: notes)
    }

    private func reportMatchFailure(
        _ failure: MatchFailure, arguments: [CallArgument], parameterLabels: [String?], parameterNames: [String],
        callLocation: SourceLocation, notes: [String]
    ) {
        switch failure {
        case .extraArgument(let index):
            error("extra argument\(arguments[index].label.map { " '\($0):'" } ?? "") in call", at: arguments[index].location, notes: notes)
        case .unexpectedTrailingClosure(let index):
            error("extra trailing closure passed in call", at: arguments[index].location, notes: notes)
        case .wrongLabel(let index, let expected):
            let have = arguments[index].label.map { "'\($0):'" } ?? "no label"
            let want = expected.map { "'\($0):'" } ?? "no label"
            error("incorrect argument label in call (have \(have), expected \(want))", at: arguments[index].location, notes: notes)
        case .missingArgument(let index):
            let label = parameterLabels[index].map { "'\($0):'" } ?? "'\(parameterNames[index])'"
            error("missing argument for parameter \(label) in call", at: callLocation, notes: notes)
        }
    }

    private func planNativeCall(_ call: Expr, native: NativeFunction, arguments: [CallArgument]) {
        guard !native.signatures.isEmpty else { return }
        for (signatureIndex, signature) in native.signatures.enumerated() {
            let shapes = signature.parameters.map {
                ParameterShape(label: $0.label, isOptional: $0.isOptional, acceptsClosure: $0.kind != .value)
            }
            if case .success(let assignment) = Resolver.match(arguments, to: shapes) {
                resolution.callPlans[call.id] = CallPlan(target: .native(native, signature: signatureIndex), argumentForParameter: assignment)
                for (parameterIndex, argumentIndex) in assignment.enumerated() {
                    if let argumentIndex, signature.parameters[parameterIndex].kind == .viewBuilder {
                        markViewBuilder(arguments[argumentIndex].value)
                    }
                }
                return
            }
        }
        let signatures = native.signatureDescriptions
        var notes: [String] = []
        // Suggest a label for each argument label that no signature has.
        let knownLabels = Set(native.signatures.flatMap { $0.parameters.compactMap(\.label) })
        for argument in arguments {
            if let label = argument.label, !knownLabels.contains(label),
                let suggestion = Suggestions.closest(to: label, among: knownLabels)
            {
                notes.append("did you mean '\(suggestion):' instead of '\(label):'?")
            }
        }
        error(
            "no '\(native.name)' takes the arguments \(labelList(arguments)); the labels that exist are "
                + signatures.joined(separator: ", "), at: call.location, notes: notes)
    }
}
