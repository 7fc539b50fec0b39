// Generics: generic structs and classes (Stack<Element>, Queue, Pair), with methods and type inference.
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}
var ints = Stack<Int>()
ints.push(1)
ints.push(2)
ints.push(3)
print(ints.pop()!, ints.peek()!, ints.count)
var words = Stack<String>()
words.push("hi")
print(words.pop()!, words.isEmpty, words.pop() == nil)
struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one")
let q = p.swapped()
print(q.first, q.second)
final class Queue<T> {
    private var inbox: [T] = []
    private var outbox: [T] = []
    func enqueue(_ x: T) { inbox.append(x) }
    func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox = []
        }
        return outbox.popLast()
    }
}
let queue = Queue<String>()
queue.enqueue("a"); queue.enqueue("b")
print(queue.dequeue()!)
queue.enqueue("c")
print(queue.dequeue()!, queue.dequeue()!, queue.dequeue() == nil)
struct Box<T> {
    var value: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
}
print(Box(value: 21).map { $0 * 2 }.map { "v=\($0)" }.value)
print(type(of: ints), type(of: p))
