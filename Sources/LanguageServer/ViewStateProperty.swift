import SwiftLite
import ViewTree

/// A view struct's stored state (`@State var count = 0` in `struct Counter: View`): where
/// the running app keeps it, so a hover can show its values. Each view on screen has its
/// own, at `local["ID"].Counter.count` (docs/swiftui.md, *State*).
struct ViewStateProperty {
    /// The property wrappers whose value lives at the view's id.
    static let wrappers = ["@State", "@StateObject", "@FocusState", "@SceneStorage"]

    /// The wrapper as written: `@State`.
    let wrapper: String
    /// The view struct's name.
    let type: String
    /// The property's name.
    let property: String

    /// The view state a declaration is, or nil: a property of a struct, declared with one
    /// of `wrappers`.
    init?(_ declaration: SymbolDeclaration, in analysis: ProgramAnalysis) {
        guard declaration.kind == .property, let container = declaration.container.flatMap(analysis.declaration), container.kind == .struct,
            // The header starts with its attributes, each a word: `@State private var count: Int`.
            let wrapper = Self.wrappers.first(where: declaration.signature.split(separator: " ").map(String.init).contains)
        else { return nil }
        self.wrapper = wrapper
        type = container.name
        property = declaration.name
    }

    /// The property's value in each view that has it, by state path, in the order of the
    /// views' ids; `local` is the state's `local` object.
    func values(in local: JSONValue) -> [(path: String, value: JSONValue)] {
        guard case .object(let views) = local else { return [] }
        return views.keys.sorted().compactMap { id in
            guard let value = views[id]?.objectValue?[type]?.objectValue?[property] else { return nil }
            return (StatePath([.key("local"), .key(id), .key(type), .key(property)]).description, value)
        }
    }
}
