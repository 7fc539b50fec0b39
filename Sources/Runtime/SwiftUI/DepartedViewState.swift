import SwiftLite
import ViewTree

/// The own state of views that left the screen, while their `onDisappear` runs: SwiftUI
/// drops a view's state after its `onDisappear`, so the handler still reads (and may
/// write) what the view held. The render that removed the view has dropped it from the
/// store already (`pruneLocalState`); the state the view was last shown on still has it.
extension RunContext {
    /// Puts back the views' state that `earlier` holds and the store does not (at
    /// `local[ID].Type`): that of the views gone since. Gives the paths put back.
    func restoreDepartedState(from earlier: StateStore) throws(ScriptError) -> [StatePath] {
        let local = StatePath([.key(ViewState.localKey)])
        var restored: [StatePath] = []
        for (id, views) in earlier.get(local).dictionaryEntries ?? [] {
            for (type, value) in views.dictionaryEntries ?? [] {
                let path = ViewState.path(id: id, type: type)
                guard !store.contains(path) else { continue }
                do throws(StateError) { try store.set(path, to: value) } catch { throw ScriptError(.host, error.message) }
                restored.append(path)
            }
        }
        return restored
    }

    /// Drops again the state `restoreDepartedState` put back, once the handler has run: a
    /// view that comes back at that place starts from its initial values, as SwiftUI's does.
    func dropDepartedState(_ paths: [StatePath]) throws(ScriptError) {
        for path in paths {
            do throws(StateError) { try store.set(path, to: .null) } catch { throw ScriptError(.host, error.message) }
        }
    }
}
