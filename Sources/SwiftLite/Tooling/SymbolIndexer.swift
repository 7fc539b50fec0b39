/// Builds a program's symbol index: walks the lowered tree of every file, makes a
/// `SymbolDeclaration` of every declaration and a `SymbolReference` of every name the
/// resolver bound (or, for members, whose base's type the compiler knows), and places
/// each on its exact name with the file's `SyntaxOutline`.
final class SymbolIndexer {
    private let analysis: ProgramAnalysis
    private var index = SymbolIndex()
    private var fileIndex = 0
    private var nextSyntheticID = -1
    /// Top-level variables by their global slot: the declaration a `.global` binding means.
    private var globalDeclarations: [Int: Int] = [:]
    /// References already made, by where they start, so that a name reached twice (a
    /// callee seen as a call and as a name) is indexed once.
    private var referenced: Set<SourceSpan> = []

    /// Where the walk is.
    private struct Scope {
        /// The declaration being walked into.
        var container: Int?
        /// Inside a function or closure body.
        var isLocal: Bool
        /// The type whose member is being walked (for `self` and names without `self.`).
        var ownerType: DeclaredType?
        /// The type declaration (a protocol's or an extension's too) being walked.
        var ownerDeclaration: TypeDecl?
    }

    private var scope = Scope(container: nil, isLocal: false, ownerType: nil, ownerDeclaration: nil)

    init(analysis: ProgramAnalysis) {
        self.analysis = analysis
    }

    private var file: SourceFile { analysis.files[fileIndex] }
    private var outline: SyntaxOutline { outlines[fileIndex] }
    private var outlines: [SyntaxOutline] = []
    private var resolution: Resolution { analysis.resolution }
    private var compiler: Compiler { analysis.compiler }

    func build() -> SymbolIndex {
        outlines = analysis.files.indices.map(analysis.outline(ofFile:))
        for (id, slot) in resolution.globalSlots { globalDeclarations[slot] = id }
        for (index, statements) in analysis.statements.enumerated() {
            fileIndex = index
            scope = Scope(container: nil, isLocal: false, ownerType: nil, ownerDeclaration: nil)
            walk(statements)
            indexTypeNames()
        }
        // A name bound to something that is no declaration of the program (`self`, a
        // synthesized initializer) is no reference to show.
        index.references.removeAll { index.declarationsByID[$0.declaration] == nil }
        let order = Dictionary(analysis.files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        index.declarations.sort { ((order[$0.nameSpan.file] ?? 0), $0.span.start) < ((order[$1.nameSpan.file] ?? 0), $1.span.start) }
        index.references.sort { ((order[$0.span.file] ?? 0), $0.span.start) < ((order[$1.span.file] ?? 0), $1.span.start) }
        return index
    }

    // MARK: - Declarations

    /// Records a declaration whose node starts at `location`.
    @discardableResult
    private func declare(
        _ id: Int?, _ name: String, _ kind: SymbolDeclaration.Kind, at location: SourceLocation, signature: String? = nil,
        valueType: String? = nil, parameters: [SymbolDeclaration.Parameter] = []
    ) -> Int {
        let identifier = id ?? makeSyntheticID()
        let start = file.offset(of: location)
        let extent = outline.extents[start]
        let end = extent?.end ?? start
        let nameToken = outline.nameToken(name, from: start, in: file.bytes)
        let nameSpan = nameToken.map { span($0.start, $0.end) } ?? span(start, start)
        let header = extent.map { Self.oneLine(file.bytes[start..<min(max($0.headerEnd, start), file.bytes.count)]) }
        let declaration = SymbolDeclaration(
            id: identifier, name: name, kind: kind, nameSpan: nameSpan, span: span(start, max(end, start)),
            container: scope.container, signature: signature ?? header ?? name, documentation: extent?.documentation, valueType: valueType,
            isLocal: scope.isLocal, parameters: parameters)
        index.declarations.append(declaration)
        index.declarationsByID[identifier] = declaration
        if let owner = scope.ownerDeclaration, !scope.isLocal, kind != .parameter {
            index.membersByType[Self.simpleName(owner.name), default: []].append(identifier)
        }
        return identifier
    }

    private func makeSyntheticID() -> Int {
        defer { nextSyntheticID -= 1 }
        return nextSyntheticID
    }

    /// Walks `body` inside a declaration.
    private func inside(_ container: Int, local: Bool? = nil, owner: TypeDecl? = nil, ownerType: DeclaredType? = nil, _ body: () -> Void) {
        let saved = scope
        scope.container = container
        if let local { scope.isLocal = local }
        if let owner {
            scope.ownerDeclaration = owner
            scope.ownerType = ownerType
        }
        body()
        scope = saved
    }

    private func declareType(_ type: TypeDecl) {
        let kind: SymbolDeclaration.Kind
        switch type.kind {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        }
        let name = Self.simpleName(type.name)
        let id = declare(type.id, type.kind == .extension ? type.name : name, kind, at: type.location)
        if type.kind == .extension, let extended = declaredType(named: type.name) {
            // `extension Point`: the extended name refers to the type.
            reference(name, from: type.location, to: extended.declaration?.id, valueType: nil, after: "extension")
        }
        let supertypes = type.inheritedTypes.compactMap(\.baseName).map(Self.simpleName)
        index.supertypes[name, default: []].append(contentsOf: supertypes)
        let ownerType = declaredType(named: type.qualifiedName) ?? declaredType(named: type.name)
        inside(id, owner: type, ownerType: ownerType) {
            for member in type.members { walk(member) }
        }
    }

    private func walk(_ member: MemberDecl) {
        switch member {
        case .property(let property): walk(property)
        case .function(let function): walk(function)
        case .enumCase(let enumCase):
            let values = enumCase.associatedValues.map { "(" + $0.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")" } ?? ""
            let associated = (enumCase.associatedValues ?? []).map {
                SymbolDeclaration.Parameter(label: $0.label, name: $0.label ?? $0.type.description, hasDefault: $0.defaultValue != nil)
            }
            declare(enumCase.id, enumCase.name, .enumCase, at: enumCase.location, signature: "case \(enumCase.name)\(values)", parameters: associated)
            enumCase.associatedValues?.forEach { $0.defaultValue.map(walk) }
            enumCase.rawValue.map(walk)
        case .type(let type): declareType(type)
        case .typeAlias(let name, let type, let location):
            declare(nil, name, .typeAlias, at: location, signature: "typealias \(name) = \(type)")
        case .associatedType(let name, let location):
            declare(nil, name, .associatedType, at: location, signature: "associatedtype \(name)")
        case .subscript(let declaration):
            let id = declare(declaration.id, "subscript", .subscript, at: declaration.location)
            inside(id, local: true) {
                declare(declaration.parameters)
                for accessor in [declaration.getter, declaration.setter].compactMap({ $0 }) { walk(accessor.body) }
            }
        }
    }

    private func walk(_ property: PropertyDecl) {
        // A `lazy var`'s storage is the compiler's (`Resolver+LazyProperties.swift`); the
        // property itself is declared as written.
        if property.lazyPropertyName != nil { return }
        let keyword = property.isVariable ? "var" : "let"
        let attributes = property.attributes.map(\.name) + (property.writtenWrapper.map { [$0] } ?? [])
        // A top-level observed or computed variable is a static property to the compiler
        // (`Resolver+GlobalProperties.swift`), not as written.
        let isWrittenStatic = property.isStatic && scope.ownerDeclaration != nil
        let prefix = attributes.map { "@\($0) " }.joined() + (isWrittenStatic ? "static " : "") + (property.modifiers.contains(.lazy) ? "lazy " : "")
        let type = property.type?.description
        let id = declare(
            property.id, property.name, scope.ownerDeclaration == nil || scope.isLocal ? (property.isVariable ? .variable : .constant) : .property,
            at: property.location, signature: prefix + "\(keyword) \(property.name)" + (type.map { ": \($0)" } ?? ""), valueType: type)
        property.initialValue.map(walk)
        for attribute in property.attributes { attribute.arguments.forEach { walk($0.value) } }
        inside(id, local: true) {
            for accessor in [property.getter, property.setter, property.willSet, property.didSet].compactMap({ $0 }) {
                declare(accessor.parameters)
                walk(accessor.body)
            }
        }
    }

    private func walk(_ function: FunctionDecl) {
        let kind: SymbolDeclaration.Kind
        switch function.kind {
        case .initializer: kind = .initializer
        case .function: kind = scope.ownerDeclaration != nil && !scope.isLocal ? .method : .function
        case .getter, .setter, .willSet, .didSet: return walk(function.body)
        }
        let result = function.result.map(\.description)
        let parameters = function.parameters.map { SymbolDeclaration.Parameter(label: $0.label, name: $0.name, hasDefault: $0.defaultValue != nil) }
        let id = declare(function.id, function.name, kind, at: function.location, valueType: result, parameters: parameters)
        let ownerType = resolution.functionOwners[function.id]
        inside(id, local: true, owner: scope.ownerDeclaration, ownerType: ownerType ?? scope.ownerType) {
            declare(function.parameters)
            walk(function.body)
        }
    }

    private func declare(_ parameters: [Parameter]) {
        for parameter in parameters where !parameter.name.hasPrefix("$") && parameter.name != "_" {
            // A parameter the source does not write (a setter's `newValue`) has no name to show.
            guard outline.nameToken(parameter.name, from: file.offset(of: parameter.location), in: file.bytes, limit: 128) != nil else { continue }
            let type = parameter.type?.description ?? inferredType(ofDeclaration: parameter.id)
            declare(
                parameter.id, parameter.name, .parameter, at: parameter.location,
                signature: parameter.name + (type.map { ": \($0)" } ?? ""), valueType: type)
            parameter.defaultValue.map(walk)
        }
    }

    // MARK: - Statements

    private func walk(_ statements: [Stmt]) {
        for statement in statements { walk(statement) }
    }

    private func walk(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expression): walk(expression)
        case .variable(let isVariable, let pattern, let type, let value):
            // Without an annotation, the type the compiler sees for the value.
            let inferred = type == nil ? value.flatMap(staticType(of:)) : nil
            declare(pattern, isVariable: isVariable, type: type?.description ?? inferred)
            value.map(walk)
        case .function(let function): walk(function)
        case .ifStatement(let conditions, let then, let otherwise):
            walk(conditions)
            walk(then)
            otherwise.map(walk)
        case .guardStatement(let conditions, let otherwise):
            walk(conditions)
            walk(otherwise)
        case .whileLoop(_, let conditions, let body):
            walk(conditions)
            walk(body)
        case .repeatWhile(_, let body, let condition):
            walk(body)
            walk(condition)
        case .forIn(_, let pattern, let sequence, let filter, let body):
            walk(sequence)
            declare(pattern, isVariable: false, type: nil)
            filter.map(walk)
            walk(body)
        case .switchStatement(_, let subject, let cases):
            walk(subject)
            for switchCase in cases {
                for pattern in switchCase.patterns { declare(pattern, isVariable: false, type: nil) }
                switchCase.guardExpression.map(walk)
                walk(switchCase.body)
            }
        case .returnStatement(let value): value.map(walk)
        case .block(let body), .deferStatement(let body): walk(body)
        case .typeDeclaration(let type): declareType(type)
        case .typeAlias(let name, let type):
            declare(nil, name, .typeAlias, at: statement.location, signature: "typealias \(name) = \(type)")
        case .computedVariable(let property): walk(property)
        case .preview(let preview):
            let id = declare(nil, "#Preview", .preview, at: preview.location, signature: preview.title.map { "#Preview(\"\($0)\")" } ?? "#Preview")
            inside(id, local: true) { walk(preview.body) }
        case .breakStatement, .continueStatement, .fallthroughStatement, .error:
            break
        }
    }

    private func walk(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression): walk(expression)
            case .optionalBinding(let name, let isVariable, let value, let location, let id):
                walk(value)
                let type = inferredType(ofDeclaration: id)
                declare(id, name, isVariable ? .variable : .constant, at: location, signature: (isVariable ? "var " : "let ") + name + (type.map { ": \($0)" } ?? ""), valueType: type)
            case .patternMatch(let pattern, let value):
                walk(value)
                declare(pattern, isVariable: false, type: nil)
            }
        }
    }

    /// Declares the names a pattern binds, and indexes the expressions and enum cases in it.
    private func declare(_ pattern: Pattern, isVariable: Bool, type: String?) {
        switch pattern {
        case .binding(let name, let variable, let location, let id):
            let valueType = type ?? (resolution.globalSlots[id].flatMap(globalType(slot:)) ?? inferredType(ofDeclaration: id))
            let keyword = isVariable || variable ? "var" : "let"
            declare(id, name, keyword == "var" ? .variable : .constant, at: location, signature: "\(keyword) \(name)" + (valueType.map { ": \($0)" } ?? ""), valueType: valueType)
        case .tuple(let elements, _): elements.forEach { declare($0.pattern, isVariable: isVariable, type: nil) }
        case .optional(let inner): declare(inner, isVariable: isVariable, type: type)
        case .typeCheck(let inner, _, _): inner.map { declare($0, isVariable: isVariable, type: nil) }
        case .expression(let expression): walk(expression)
        case .enumCase(let typeExpr, let name, let arguments, let location):
            let owner = typeExpr?.baseName.flatMap(declaredType(named:))
            if let enumCase = owner?.enumCase(name) ?? uniqueEnumCase(name) {
                reference(name, from: location, to: enumCase.id, valueType: nil)
            }
            arguments?.forEach { declare($0.pattern, isVariable: isVariable, type: nil) }
        case .wildcard: break
        }
    }

    // MARK: - Expressions

    private func walk(_ expression: Expr) {
        switch expression.kind {
        case .identifier(let name):
            referenceName(expression, name, callArguments: nil)
        case .member(let base, let name):
            walk(base)
            referenceMember(expression, base: base, name, callArguments: nil)
        case .implicitMember(let name):
            if let enumCase = uniqueEnumCase(name) { reference(name, from: expression.location, to: enumCase.id, valueType: nil) }
        case .superMember(let name):
            if let superclass = scope.ownerType?.superclass, let member = member(name, of: superclass, static: false, callArguments: nil) {
                reference(name, from: expression.location, to: member, valueType: nil)
            }
        case .call(let callee, let arguments):
            switch callee.kind {
            case .identifier(let name): referenceName(callee, name, callArguments: arguments, call: expression)
            case .member(let base, let name):
                walk(base)
                referenceMember(callee, base: base, name, callArguments: arguments)
            default: walk(callee)
            }
            arguments.forEach { walk($0.value) }
        case .subscripted(let base, let arguments):
            walk(base)
            arguments.forEach { walk($0.value) }
        case .interpolated(let parts):
            for case .expression(let part) in parts { walk(part) }
        case .array(let elements): elements.forEach(walk)
        case .dictionary(let entries):
            for entry in entries {
                walk(entry.key)
                walk(entry.value)
            }
        case .tuple(let elements): elements.forEach { walk($0.value) }
        case .tupleIndex(let base, _), .bindOptional(let base), .optionalChain(let base), .forceUnwrap(let base), .prefix(_, let base),
            .cast(let base, _, _), .typeCheck(let base, _), .inoutArgument(let base):
            walk(base)
        case .binary(_, let left, let right), .assign(let left, let right), .compoundAssign(_, let left, let right):
            walk(left)
            walk(right)
        case .ternary(let condition, let then, let otherwise):
            walk(condition)
            walk(then)
            walk(otherwise)
        case .closure(let closure): walk(closure)
        case .keyPath(_, let components):
            for case .subscripted(let arguments) in components { arguments.forEach { walk($0.value) } }
        case .statementExpression(let statement): walk(statement)
        case .integer, .float, .boolean, .nilLiteral, .string, .dollar, .typeReference, .metatype, .register, .discard, .error:
            break
        }
    }

    private func walk(_ closure: ClosureExpr) {
        for entry in closure.captureList {
            walk(entry.value)
            declare(entry.id, entry.name, .constant, at: entry.location, signature: "let \(entry.name)")
        }
        let saved = scope
        scope.isLocal = true
        if !closure.usesDollarParameters { declare(closure.parameters) }
        walk(closure.body)
        scope = saved
    }

    /// A name the resolver bound: a local, a global, a function, a type, a member of `self`.
    private func referenceName(_ expression: Expr, _ name: String, callArguments: [CallArgument]?, call: Expr? = nil) {
        let target: Int?
        switch resolution.bindings[expression.id] {
        case .local(let declaration)?:
            target = declaration
        case .global(let slot)?:
            target = globalDeclarations[slot]
        case .function(let overloads)?:
            if let call, case .function(let planned)? = resolution.callPlans[call.id]?.target {
                target = planned.id
            } else {
                target = (callArguments.flatMap { arguments in overloads.first { compiler.matches(arguments, $0) } } ?? overloads.first)?.id
            }
        case .type(let type)?:
            target = type.declaration?.id
        case .selfMember(_, let member)?:
            target = selfMember(member, callArguments: callArguments)
        case .staticMember(let type, let member)?:
            target = self.member(member, of: type, static: true, callArguments: callArguments)
        case .native?, .hostGlobal?, .builtinType?, .symbolicRoot?, .selfType?, nil:
            target = nil
        }
        guard let target else { return }
        reference(name, from: expression.location, to: target, valueType: staticType(of: expression))
    }

    /// `base.name`: a member of the type the compiler knows `base` has, or of the type
    /// `base` names; failing both, the one member of that name in the program.
    private func referenceMember(_ expression: Expr, base: Expr, _ name: String, callArguments: [CallArgument]?) {
        var target: Int?
        if case .type(let type)? = resolution.bindings[base.id] {
            target = member(name, of: type, static: true, callArguments: callArguments)
        } else if let type = instanceType(of: base) {
            target = member(name, of: type, static: false, callArguments: callArguments)
        } else if case .identifier("self") = base.kind, let owner = scope.ownerType {
            target = member(name, of: owner, static: false, callArguments: callArguments)
        } else {
            target = uniqueMember(name)
        }
        guard let target else { return }
        reference(name, from: expression.location, to: target, valueType: staticType(of: expression))
    }

    private func selfMember(_ name: String, callArguments: [CallArgument]?) -> Int? {
        if let owner = scope.ownerType { return member(name, of: owner, static: false, callArguments: callArguments) }
        // A protocol's extension: the protocol's own declarations.
        guard let declaration = scope.ownerDeclaration else { return nil }
        for member in declaration.members {
            switch member {
            case .property(let property) where property.name == name: return property.id
            case .function(let function) where function.name == name: return function.id
            default: continue
            }
        }
        return resolution.protocols[declaration.name].flatMap { proto in
            (proto.propertyRequirements.first { $0.name == name }?.id) ?? (proto.methodRequirements.first { $0.name == name }?.id)
        }
    }

    /// The declaration of a member of a declared type.
    private func member(_ name: String, of type: DeclaredType, static isStatic: Bool, callArguments: [CallArgument]?) -> Int? {
        func pick(_ functions: [FunctionDecl]) -> Int? {
            (callArguments.flatMap { arguments in functions.first { compiler.matches(arguments, $0) } } ?? functions.first)?.id
        }
        if isStatic {
            if let enumCase = type.enumCase(name) { return enumCase.id }
            if let property = type.staticProperty(name) { return property.id }
            if let method = pick(type.staticMethods(named: name)) { return method }
            if let nested = type.nestedTypes[name] { return nested.declaration?.id }
            if name == "init" { return pick(type.initializers.filter { $0.location != type.declaration?.location }) }
            return nil
        }
        if let property = type.property(name) { return property.id }
        return pick(type.methods(named: name))
    }

    /// The one declaration of a member of this name among the program's types, if there
    /// is exactly one.
    private func uniqueMember(_ name: String) -> Int? {
        var found: Int?
        for type in resolution.types where type.kind != .builtin {
            let candidates = [type.properties[name]?.id, type.methods.first { $0.name == name }?.id].compactMap { $0 }
            for candidate in candidates {
                if found != nil, found != candidate { return nil }
                found = candidate
            }
        }
        return found
    }

    private func uniqueEnumCase(_ name: String) -> EnumCaseDecl? {
        let cases = resolution.types.compactMap { $0.enumCase(name) }
        return cases.count == 1 ? cases[0] : nil
    }

    /// The declared type of an expression's value (an optional's wrapped type too).
    private func instanceType(of expression: Expr) -> DeclaredType? {
        var type = withOwnerScope { compiler.staticType(of: expression) }
        while case .optional(let wrapped)? = type { type = wrapped }
        guard case .instance(let info)? = type, info.index < resolution.types.count else { return nil }
        return resolution.types[info.index]
    }

    private func staticType(of expression: Expr) -> String? {
        guard let type = withOwnerScope({ compiler.staticType(of: expression) }) else { return nil }
        if case .any = type { return nil }
        return type.description
    }

    private func withOwnerScope<T>(_ body: () -> T) -> T {
        guard let owner = scope.ownerType else { return body() }
        return compiler.withScope(owner, body)
    }

    private func inferredType(ofDeclaration id: Int) -> String? {
        let type = compiler.localTypes[id] ?? compiler.knownTypes[id].map(KnownType.descriptor) ?? compiler.declaredTypes[id]
        if let type, case .any = type { return nil }
        return type?.description
    }

    private func globalType(slot: Int) -> String? {
        guard let type = compiler.globalTypes[slot] ?? compiler.globalStaticTypes[slot] else { return nil }
        if case .any = type { return nil }
        return type.description
    }

    private func declaredType(named name: String) -> DeclaredType? {
        resolution.typesByName[name] ?? resolution.typesByName[Self.simpleName(name)]
    }

    // MARK: - References

    /// Records a reference to `target` on the name `name` written at (or just after)
    /// `location`.
    private func reference(_ name: String, from location: SourceLocation, to target: Int?, valueType: String?, after keyword: String? = nil) {
        guard let target else { return }
        let start = file.offset(of: location)
        guard let token = outline.nameToken(name, from: start, in: file.bytes, limit: keyword == nil ? 64 : 512) else { return }
        let nameSpan = span(token.start, token.end)
        guard referenced.insert(nameSpan).inserted else { return }
        index.references.append(SymbolReference(span: nameSpan, declaration: target, valueType: valueType))
    }

    /// Names written as types (`let p: Point`, `: Shape`, `[Point]`), which the lowered tree
    /// keeps without positions: each refers to the program's type or protocol of that name.
    private func indexTypeNames() {
        for token in outline.typeNameTokens {
            let name = String(decoding: SyntaxOutline.text(of: token, in: file.bytes), as: UTF8.self)
            let target = resolution.typesByName[name]?.declaration?.id ?? resolution.protocols[name]?.declaration.id
            guard let target else { continue }
            let nameSpan = span(token.start, token.end)
            guard referenced.insert(nameSpan).inserted else { continue }
            index.references.append(SymbolReference(span: nameSpan, declaration: target, valueType: nil))
        }
    }

    // MARK: - Text

    private func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(file: file.name, start: file.location(ofOffset: start), end: file.location(ofOffset: end))
    }

    /// Source text on one line: every run of whitespace one space, trimmed.
    private static func oneLine(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// `Inner` of `Outer.Inner`.
    static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
