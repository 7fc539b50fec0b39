/// The standard library's types that scripts get written in Swift itself: `Result`. A
/// program that names one (and declares no top-level type of that name, which would hide
/// it as in Swift) is read with its declaration, as one more file after the program's own,
/// so that the type is an enum like the program's: its cases construct, match and print
/// as Swift's do, and its methods take closures.
///
/// What comes from here is the standard library's, not the program's: its types print with
/// the module `Swift` (`Swift.Result<...>` nested in a value), its frames never appear in a
/// stack trace (an error inside `map` is reported at the call), and it reports nothing.
enum StandardDeclarations {
    /// The declarations, one file for each type a program may name.
    static let files: [(typeName: String, file: SourceFile)] = [("Result", result), ("AnyIterator", anyIterator)]

    /// Swift's `Result`. `get()` throws in Swift, and `try` is outside scripts (the contract's
    /// "out of scope"): `try result.get()` is reported at `try`, as every `try` is, and
    /// the program does not run.
    private static let result = SourceFile(
        name: "Swift.Result",
        text: """
            enum Result<Success, Failure: Error> {
                case success(Success)
                case failure(Failure)

                func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                    switch self {
                    case .success(let value): return .success(transform(value))
                    case .failure(let error): return .failure(error)
                    }
                }

                func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                    switch self {
                    case .success(let value): return .success(value)
                    case .failure(let error): return .failure(transform(error))
                    }
                }

                func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                    switch self {
                    case .success(let value): return transform(value)
                    case .failure(let error): return .failure(error)
                    }
                }

                func flatMapError<NewFailure: Error>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
                    switch self {
                    case .success(let value): return .success(value)
                    case .failure(let error): return transform(error)
                    }
                }

                func get() -> Success {
                    switch self {
                    case .success(let value): return value
                    case .failure(let error): fatalError("get() of a failure: \\(error) (get() throws in Swift; scripts have no errors to handle)")
                    }
                }
            }
            """)

    /// Swift's `AnyIterator` made from a closure, as a `Sequence`'s `makeIterator()` often
    /// returns one (`AnyIterator { ... }`): the closure gives each next element, then nil.
    private static let anyIterator = SourceFile(
        name: "Swift.AnyIterator",
        text: """
            struct AnyIterator<Element>: IteratorProtocol, Sequence {
                private let nextElement: () -> Element?

                init(_ body: @escaping () -> Element?) {
                    nextElement = body
                }

                func next() -> Element? {
                    nextElement()
                }

                func makeIterator() -> AnyIterator<Element> {
                    self
                }
            }
            """)

    /// The declarations a program needs: those of the types its files name and do not
    /// declare themselves at the top level.
    static func needed(by files: [SourceFile], statements: [[Stmt]]) -> [SourceFile] {
        files.isEmpty ? [] : Self.files.filter { entry in
            files.contains { $0.text.contains(entry.typeName) } && !statements.contains { $0.contains { declares(entry.typeName, $0) } }
        }.map(\.file)
    }

    /// Whether a top-level statement declares a type (or type alias) of this name.
    private static func declares(_ name: String, _ statement: Stmt) -> Bool {
        switch statement.kind {
        case .typeDeclaration(let declaration): return declaration.kind != .extension && declaration.name == name
        case .typeAlias(let alias, _): return alias == name
        default: return false
        }
    }
}
