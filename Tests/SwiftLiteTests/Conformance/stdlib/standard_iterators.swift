// makeIterator() of the standard sequences (arrays, ranges, dictionaries, strings) gives an
// iterator whose next() reads their elements in order, then nil, also through a generic Sequence.
var it = [10, 20, 30].makeIterator()
print(it.next() ?? -1)
while let x = it.next() { print(x) }
print(it.next() == nil)
var r = (1...3).makeIterator()
var total = 0
while let n = r.next() { total += n }
print(total)
var d = ["a": 1].makeIterator()
if let (k, v) = d.next() { print(k, v) }
var s = "hé".makeIterator()
print(s.next()!, s.next()!, s.next() as Any)
func firstTwo<S: Sequence>(_ seq: S) -> [S.Element] {
    var iterator = seq.makeIterator()
    var result: [S.Element] = []
    while result.count < 2, let e = iterator.next() { result.append(e) }
    return result
}
print(firstTwo([5, 6, 7]), firstTwo("xyz"))
