/// A view's `.tag(...)`: what a `Picker`'s selection or a `TabView`'s selection holds
/// when that view is the one chosen.
extension Node {
    /// The view's tag as a state value (`.tag("open")` is `"open"`, `.tag(Tab.home)` and
    /// `.tag(.home)` are `"home"`, as an enumeration case is kept); nil without a tag or
    /// for a tag no state value stands for.
    public var tag: JSONValue? {
        guard let modifier = modifiers.last(where: { $0.name == "tag" }), let value = modifier.arguments.first?.value else { return nil }
        switch value {
        case .null, .bool, .int, .string: return value.jsonValue
        case .double(let number) where number.isFinite: return value.jsonValue
        case .member(let chain) where chain.segments.count == 1 && chain.segments[0].arguments == nil:
            // An enumeration case (`.open`, `Tab.home`) is stored by its name.
            return .string(chain.segments[0].name)
        default: return nil
        }
    }

    /// The position among its children of the tab a `TabView` shows when its selection
    /// holds `selection` (nil: it has no selection binding): the tab tagged with it, else
    /// the first, as SwiftUI shows the first tab when no tag matches.
    public func shownTab(selection: JSONValue?) -> Int? {
        guard !children.isEmpty else { return nil }
        guard let selection else { return 0 }
        return children.firstIndex { $0.tag == selection } ?? 0
    }
}
