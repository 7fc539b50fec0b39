// An enum case of a generic enum written where its type is known with its arguments
// (`.failure(.bad)` returned as a `Result<Int, MyError>`, `[.success(1), .failure(.bad)]`
// stored as `[Result<Int, MyError>]`, `Result<Int, MyError>.failure(.bad)`): generic
// parameters are erased when the program runs, so the payload `.bad` can only become a
// `MyError` before, from the arguments the context wrote, as Swift infers it.

extension Compiler {
    /// `expression` read as a type written `written` (described as `type`): as
    /// `contextualized(_:as:)` reads it, its cases of generic enums also learning the
    /// written arguments for their payloads.
    func contextualized(_ expression: Expr, written: TypeExpr?, as type: TypeDescriptor?) -> Expr {
        let saved = writtenContext
        writtenContext = written
        defer { writtenContext = saved }
        return contextualized(expression, as: type)
    }

    /// Runs `body` with the written context narrowed to a part of it (an array's element, an
    /// optional's wrapped type), or none when the written type has no such part.
    func withWrittenContext<T>(_ part: (TypeExpr) -> TypeExpr?, _ body: () -> T) -> T {
        let saved = writtenContext
        writtenContext = saved.flatMap(part)
        defer { writtenContext = saved }
        return body()
    }

    /// Remembers, for the call of an enum case made from an implicit member, the generic
    /// arguments the written context gives its type.
    func recordWrittenGenericArguments(ofCase call: Expr, of type: DeclaredType) {
        guard case .generic(let name, let arguments)? = writtenContext, name == type.name || name == type.qualifiedName,
            type.genericParameters.count == arguments.count
        else { return }
        caseGenericArguments[call.id] = Dictionary(zip(type.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    }

    /// The type written for what an assignment stores into: a variable's annotation, a
    /// property's declared type.
    func writtenType(ofStorage lvalue: Expr) -> TypeExpr? {
        switch resolution.bindings[lvalue.id] {
        case .local(let declaration)?: return writtenLocalTypes[declaration]
        case .global(let slot)?: return writtenGlobalTypes[slot]
        case .selfMember(_, let name)?: return typeScope?.property(name)?.type
        default: break
        }
        guard case .member(let base, let name) = lvalue.kind, case .instance(let info)? = staticType(of: base) else { return nil }
        return resolution.types[info.index].property(name)?.type
    }

    /// The generic arguments a call of an enum case was written with: recorded from its
    /// context, or written on its type (`Result<Int, MyError>.failure(.bad)`).
    func genericArguments(ofCaseCall call: Expr, callee: Expr, type: DeclaredType) -> [String: TypeExpr] {
        if let recorded = caseGenericArguments[call.id] { return recorded }
        guard case .member(let base, _) = callee.kind, case .typeReference(.generic(_, let arguments)) = base.kind,
            type.genericParameters.count == arguments.count
        else { return [:] }
        return Dictionary(zip(type.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    }
}

extension TypeExpr {
    /// An array's element type (`[T]`, `Array<T>`).
    var arrayElement: TypeExpr? {
        switch self {
        case .array(let element): return element
        case .generic("Array", let arguments) where arguments.count == 1: return arguments[0]
        default: return nil
        }
    }

    /// An optional's wrapped type.
    var optionalWrapped: TypeExpr? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// A dictionary's value type.
    var dictionaryValue: TypeExpr? {
        if case .dictionary(_, let value) = self { return value }
        return nil
    }
}
