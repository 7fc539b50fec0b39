// Classes: === and !== compare identity; instances found in arrays by identity; final classes.
final class Token {
    let label: String
    init(_ label: String) { self.label = label }
}
let a = Token("a")
let b = Token("a")
let c = a
print(a === c, a === b, a !== b)
let tokens = [a, b, Token("c")]
print(tokens.firstIndex(where: { $0 === b })!)
print(tokens.contains(where: { $0 === c }))
print(tokens.filter { $0 !== a }.map(\.label))
var registry: [Token] = []
func register(_ t: Token) {
    if !registry.contains(where: { $0 === t }) { registry.append(t) }
}
register(a); register(b); register(c); register(a)
print(registry.count)
let maybe: Token? = a
print(maybe === a, maybe === nil)
