import Runtime
import ViewTree

/// What a run sets off, as SwiftUI runs it: the `onChange` handlers of the values it
/// changed (`ValueChanges`), then the `onAppear` and `.task` handlers of the views it
/// brought on screen (`Appearances`). Each runs as a tap of its node; those runs may change
/// more values and bring more views, whose handlers run in turn, up to
/// `Appearances.limit` in all. The daemon and `workbench run` both drive it.
public enum Reactions {
    /// Runs what `result` (which replaced the tree `previous`) sets off. `screen` is the
    /// tree on screen now; `dispatch` runs a node's event with a payload and gives its run,
    /// nil when it failed (which ends the round).
    public static func run(
        after result: RunResult, previous: Node?, screen: () -> Node?, dispatch: (EventTarget, JSONValue) throws -> RunResult?
    ) rethrows {
        guard !result.failed, result.document != nil else { return }
        var appearances = Appearances(after: previous)
        var changedBy = [result]
        var left = Appearances.limit
        while left > 0 {
            if !changedBy.isEmpty {
                let run = changedBy.removeFirst()
                guard run.event.changesState, let tree = run.document?.root else { continue }
                for (target, old) in ValueChanges.changed(in: tree, before: run.stateBefore, after: run.stateAfter) where left > 0 {
                    left -= 1
                    guard let ran = try dispatch(target, ["old": old]) else { return }
                    changedBy.append(ran)
                }
            } else if let tree = screen(), let target = appearances.next(in: tree) {
                left -= 1
                guard let ran = try dispatch(target, .null) else { return }
                changedBy.append(ran)
            } else {
                return
            }
        }
    }
}
