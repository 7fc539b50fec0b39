// App: a text editor model with commands as an enum, an undo stack and a redo stack, like a document view model.
enum Edit {
    case insert(String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String)
}
final class Document {
    private(set) var text = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    private func apply(_ edit: Edit) {
        var chars = Array(text)
        switch edit {
        case let .insert(s, at: i):
            chars.insert(contentsOf: s, at: i)
        case let .delete(range, _):
            chars.removeSubrange(range)
        case let .replaceAll(_, new):
            chars = Array(new)
        }
        text = String(chars)
    }
    private func inverse(_ edit: Edit) -> Edit {
        switch edit {
        case let .insert(s, at: i): return .delete(range: i..<(i + s.count), removed: s)
        case let .delete(range, removed): return .insert(removed, at: range.lowerBound)
        case let .replaceAll(old, new): return .replaceAll(old: new, new: old)
        }
    }
    func perform(_ edit: Edit) {
        apply(edit)
        undoStack.append(edit)
        redoStack.removeAll()
    }
    func type(_ s: String) { perform(.insert(s, at: text.count)) }
    func deleteLast(_ n: Int) {
        let start = text.count - n
        let removed = String(Array(text)[start...])
        perform(.delete(range: start..<text.count, removed: removed))
    }
    func undo() {
        guard let edit = undoStack.popLast() else { return }
        apply(inverse(edit))
        redoStack.append(edit)
    }
    func redo() {
        guard let edit = redoStack.popLast() else { return }
        apply(edit)
        undoStack.append(edit)
    }
}
let doc = Document()
doc.type("Hello")
doc.type(", world")
doc.perform(.insert(" big", at: 6))
print(doc.text)
doc.deleteLast(6)
print(doc.text)
doc.undo()
print(doc.text)
doc.undo()
doc.undo()
print(doc.text, doc.canUndo, doc.canRedo)
doc.redo()
print(doc.text)
doc.perform(.replaceAll(old: doc.text, new: "Bye"))
print(doc.text, doc.canRedo)
doc.undo()
print(doc.text)
while doc.canUndo { doc.undo() }
print("[\(doc.text)]")
while doc.canRedo { doc.redo() }
print(doc.text)
