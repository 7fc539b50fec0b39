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
    static let files: [(typeName: String, file: SourceFile)] = [
        ("Result", result), ("AnyIterator", anyIterator), ("OptionSet", optionSet), ("EditMode", editMode),
    ]

    /// SwiftUI's `EditMode`, which lists keep in `@State private var editMode: EditMode =
    /// .inactive` and give to `.environment(\.editMode, $editMode)`: an enum, so that it is
    /// kept in state, compared and switched over as the program's own enums are.
    private static let editMode = SourceFile(
        name: "SwiftUI.EditMode",
        text: """
            enum EditMode: Hashable {
                case inactive
                case transient
                case active

                var isEditing: Bool { self != .inactive }
            }
            """)

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

    /// Swift's `OptionSet`: a struct with a `rawValue` of bits and `init(rawValue:)` gets
    /// `init()`, `[.read, .write]`, the set algebra of `SetAlgebra`, computed on the bits.
    private static let optionSet = SourceFile(
        name: "Swift.OptionSet",
        text: """
            protocol OptionSet: Equatable, ExpressibleByArrayLiteral {
                var rawValue: Int { get }
                init(rawValue: Int)
            }

            extension OptionSet {
                init() {
                    self.init(rawValue: 0)
                }

                init(arrayLiteral members: Self...) {
                    self.init(rawValue: members.reduce(0) { $0 | $1.rawValue })
                }

                var isEmpty: Bool { rawValue == 0 }

                func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
                func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
                func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
                func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
                func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
                func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
                func isSuperset(of other: Self) -> Bool { rawValue & other.rawValue == other.rawValue }
                func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
                func isStrictSubset(of other: Self) -> Bool { isSubset(of: other) && self != other }
                func isStrictSuperset(of other: Self) -> Bool { isSuperset(of: other) && self != other }

                mutating func formUnion(_ other: Self) { self = union(other) }
                mutating func formIntersection(_ other: Self) { self = intersection(other) }
                mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
                mutating func subtract(_ other: Self) { self = subtracting(other) }

                @discardableResult
                mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
                    if contains(newMember) { return (false, newMember) }
                    formUnion(newMember)
                    return (true, newMember)
                }

                @discardableResult
                mutating func remove(_ member: Self) -> Self? {
                    let removed = intersection(member)
                    subtract(member)
                    return removed.isEmpty ? nil : removed
                }

                @discardableResult
                mutating func update(with newMember: Self) -> Self? {
                    let old = intersection(newMember)
                    formUnion(newMember)
                    return old.isEmpty ? nil : old
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
