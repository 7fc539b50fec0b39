// Patterns inside patterns: nested tuples, labeled tuples, values bound at depth.
let event = (kind: "move", position: (x: 3, y: 0))
switch event {
case ("move", (0, 0)):
    print("move to the origin")
case ("move", (let x, 0)):
    print("move along x to \(x)")
case (let kind, _):
    print("other event \(kind)")
}
let size = (width: 10, height: 10)
switch size {
case (width: let w, height: let h) where w == h:
    print("square of side \(w)")
default:
    print("rectangle")
}
