import ViewTree

/// A key path of VML's data bindings (spec §8), read against a context object: keys
/// separated by dots, `[N]` indices, `["odd key"]`, `self`, `@root`, and the collection
/// operators of Cocoa's key-value coding.
///
/// ```
/// title                      the context's title
/// details.en.short           a key of a key of a key
/// festivals[3].tags.@first   the first element of an array
/// @root.user.name            from the document's root context, wherever the binding is
/// items.@sum.price           the prices of the items added up
/// ```
///
/// Its text is canonical in the spelling of state paths (`todos[0].done`), so that a key
/// path without operators reads as the state path it denotes.
public struct DataKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a key path.
    public indirect enum Step: Hashable, Sendable {
        /// An object's member: `title`, `["odd key"]`.
        case key(String)
        /// An array's element: `[3]`.
        case index(Int)
        /// `self`: the value itself (a row's element, in a prototype).
        case this
        /// `@root`: the document's root context (the state's top-level keys and the data
        /// files' keys). Only first.
        case root
        /// `@count`: the number of elements of an array. Only last.
        case count
        /// `@first`: an array's first element.
        case first
        /// `@last`: an array's last element.
        case last
        /// `@sum.K`, `@avg.K`, `@min.K`, `@max.K`, `@distinctUnionOfObjects.K`: the
        /// operator applied to the value at `K` of every element of an array. `K` is the
        /// rest of the key path, so this step is the last.
        case aggregate(CollectionOperator, DataKeyPath)
    }

    /// The operators that fold an array's elements into one value (Cocoa's names).
    public enum CollectionOperator: String, Hashable, Sendable, CaseIterable {
        /// The numbers added up: an integer when every one is an integer, else a double.
        case sum
        /// The numbers' mean, a double; null for no numbers.
        case avg
        /// The smallest number or string; null for none.
        case min
        /// The largest number or string; null for none.
        case max
        /// The distinct values, in the order they first appear.
        case distinctUnionOfObjects
    }

    /// The steps, in order; never empty.
    public var steps: [Step]

    /// A key path from its steps.
    public init(_ steps: [Step]) {
        precondition(!steps.isEmpty, "a key path has at least one step")
        self.steps = steps
    }

    /// The canonical text: `festivals[3].tags.@first.symbol`, `items.@sum.price`.
    public var description: String {
        var text = ""
        for step in steps { Self.append(step, to: &text) }
        return text
    }

    private static func append(_ step: Step, to text: inout String) {
        func word(_ word: String) {
            if !text.isEmpty { text += "." }
            text += word
        }
        switch step {
        case .key(let key): StatePath.append(.key(key), to: &text)
        case .index(let index): StatePath.append(.index(index), to: &text)
        case .this: word("self")
        case .root: word("@root")
        case .count: word("@count")
        case .first: word("@first")
        case .last: word("@last")
        case .aggregate(let operation, let property): word("@\(operation.rawValue)." + property.description)
        }
    }

    /// Whether the path only moves from value to value (keys, indices, `self`, `@first`,
    /// `@last`), so that what it finds is one place of the context: what a two-way
    /// binding, a `set` and a `toggle` need, and the property path of an aggregate.
    public var isNavigation: Bool {
        steps.allSatisfy { step in
            switch step {
            case .key, .index, .this, .first, .last: true
            case .root, .count, .aggregate: false
            }
        }
    }
}
