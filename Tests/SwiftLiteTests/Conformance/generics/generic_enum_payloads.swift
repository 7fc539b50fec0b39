// Generics: an implicit member passed as a generic enum case's payload takes the type its context writes for the parameter (a variable's annotation, a result, a property, an element).
enum Level { case low, high }
enum Box<Content> {
    case full(Content)
    case empty
}
struct Shelf {
    var top: Box<Level> = .full(.high)
}
func best() -> Box<Level> { .full(.low) }
let annotated: Box<Level> = .full(.high)
print(annotated)
print(best())
print(Shelf().top)
let boxes: [Box<Level>] = [.full(.low), .empty, .full(.high)]
for box in boxes {
    if case .full(let level) = box { print(level == .high ? "high" : "low", level) }
}
var shelf = Shelf()
shelf.top = .full(.low)
print(shelf.top)
print(Box<Level>.full(.high))
