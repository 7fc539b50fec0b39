import Foundation
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
            let wrapper = Self.wrappers.first(where: { Self.hasAttribute($0, declaration.signature) })
        else { return nil }
        self.wrapper = wrapper
        type = container.name
        property = declaration.name
    }

    /// Whether a declaration's header carries an attribute (`@State` but not `@StateObject`
    /// for `@State`).
    private static func hasAttribute(_ attribute: String, _ signature: String) -> Bool {
        var rest = Substring(signature)
        while let found = rest.range(of: attribute) {
            let after = rest[found.upperBound...].first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
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
