// Closures with no parameters and no result; replacing a closure stored in a variable.
var action: () -> Void = {}
action()
action = { print("replaced") }
action()
let noop = { () -> Void in }
noop()
var handlers: [() -> Void] = []
handlers.append { print("one") }
handlers.append { print("two") }
for handler in handlers { handler() }
