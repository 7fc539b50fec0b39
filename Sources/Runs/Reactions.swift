import Runtime
import ViewTree

/// What a run sets off, as SwiftUI runs it: the `onChange` handlers of the values it
/// changed (`ValueChanges`), then the `onAppear` and `.task` handlers of the views it
/// brought on screen (`Appearances`), then the `onDisappear` handlers of the views it took
/// off screen (`Disappearances`): as on iOS, where the view that comes appears before the
/// one it replaces disappears. Each runs as a tap of its node; those runs may change more
/// values and bring or take more views, whose handlers run in turn, up to
/// `Appearances.limit` in all. The daemon and `workbench run` both drive it.
public enum Reactions {
    /// A handler to run: a node's event, with its payload.
    public struct Handler: Sendable {
        /// The node and its event.
        public var target: EventTarget
        /// The payload: `{"old": ...}` for a change, the state the view was last shown on
        /// for a disappearance (see `LastShownState`), nothing for an appearance.
        public var payload: JSONValue
        /// The action to run, when it is not the one the node on screen names: that of a
        /// view no longer on screen (an `onDisappear`).
        public var action: String?
    }

    /// Runs what `result` (which replaced the tree `previous`) sets off. `dispatch` runs a
    /// handler and gives its run, nil when it failed (which ends the round).
    public static func run(after result: RunResult, previous: Node?, dispatch: (Handler) throws -> RunResult?) rethrows {
        guard !result.failed, let tree = result.document?.root else { return }
        var appearances = Appearances(after: previous, state: result.stateBefore)
        // A reload's views that the edit removed are gone with the code that made their
        // handlers: only what a person did (a tap, a write) takes views off screen.
        var disappearances = Disappearances(showing: result.event.changesState ? previous : tree, state: result.stateBefore)
        appearances.forget(disappearances.show(tree, state: result.stateAfter))
        var screen = (tree: tree, state: result.stateAfter)
        var changedBy = [result]
        var left = Appearances.limit
        /// Runs one handler; false when the round ends (its run failed).
        func handle(_ handler: Handler) throws -> Bool {
            left -= 1
            guard let ran = try dispatch(handler), let tree = ran.document?.root else { return false }
            changedBy.append(ran)
            screen = (tree, ran.stateAfter)
            appearances.forget(disappearances.show(tree, state: ran.stateAfter))
            return true
        }
        while left > 0 {
            if !changedBy.isEmpty {
                let run = changedBy.removeFirst()
                guard run.event.changesState, let tree = run.document?.root else { continue }
                for (target, old) in ValueChanges.changed(in: tree, before: run.stateBefore, after: run.stateAfter) where left > 0 {
                    guard try handle(Handler(target: target, payload: ["old": old])) else { return }
                }
            } else if let target = appearances.next(in: screen.tree, state: screen.state) {
                guard try handle(Handler(target: target, payload: .null)) else { return }
            } else if let gone = disappearances.next() {
                let handler = Handler(target: gone.target, payload: LastShownState.payload(gone.shownState), action: gone.action)
                guard try handle(handler) else { return }
            } else {
                return
            }
        }
    }
}
