// Key paths: mutating methods called on a value reached through a writable key path subscript.
struct Options {
    var verbose = false
    var tags: [String] = []
    var inner = Inner()
    struct Inner { var count = 0; var flags = [false, false] }
}
var options = Options()
let flag: WritableKeyPath<Options, Bool> = \.verbose
options[keyPath: flag].toggle()
options[keyPath: \Options.tags].append("a")
options[keyPath: \.tags].append(contentsOf: ["b", "c"])
options[keyPath: \.inner.flags][1].toggle()
options[keyPath: \.inner.count] += 5
print(options.verbose, options.tags, options.inner.count, options.inner.flags)
final class Store {
    var options = Options()
    func flip(_ path: WritableKeyPath<Options, Bool>) { options[keyPath: path].toggle() }
    func add(_ tag: String, to path: WritableKeyPath<Options, [String]>) { options[keyPath: path].insert(tag, at: 0) }
}
let store = Store()
store.flip(\.verbose)
store.flip(\.verbose)
store.flip(\.verbose)
store.add("x", to: \.tags)
store.add("y", to: \.tags)
print(store.options.verbose, store.options.tags)
struct Panel {
    var options = Options()
    mutating func reset(_ path: WritableKeyPath<Options, [String]>) { options[keyPath: path].removeAll() }
}
var panel = Panel(options: options)
panel.reset(\.tags)
print(panel.options.tags.isEmpty, options.tags.count)
