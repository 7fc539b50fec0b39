// Array operations: append, insert, remove, subscripts, count, first/last, contains.
var a = [1, 2, 3]
a.append(4)
a.insert(0, at: 0)
print(a)
print(a.count, a.isEmpty)
print(a.first!, a.last!)
let removed = a.remove(at: 1)
print(removed, a)
let last = a.removeLast()
print(last, a)
print(a.contains(3), a.contains(9))
print(a.firstIndex(of: 3)!)
a[0] = 10
print(a)
a += [7, 8]
print(a)
print(a[1...2])
print(a[0..<2])
a.insert(5, at: a.count)
print(a)
