// Sets: union, intersection, subtracting, symmetricDifference, subset/superset/disjoint tests, and the mutating forms.
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1, 4]), a.isDisjoint(with: [7, 8]), a.isDisjoint(with: b))
print(Set([1, 2]).isStrictSubset(of: [1, 2]), Set([1]).isStrictSubset(of: [1, 2]))
var c = a
c.formUnion([10])
print(c.sorted())
c.formIntersection([1, 10, 99])
print(c.sorted())
c.subtract([1])
print(c.sorted())
c.formSymmetricDifference([10, 11])
print(c.sorted())
print(a == Set([4, 3, 2, 1]), a != b)
let words: Set = ["swift", "kotlin", "rust"]
let liked: Set = ["rust", "swift", "go"]
print(words.intersection(liked).sorted(), words.union(liked).count)
print(a.union([3, 9]).count, a.contains(9))
