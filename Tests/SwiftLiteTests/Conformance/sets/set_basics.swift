// Sets: literals, insert/remove/contains, count, uniqueness, and sorting before printing.
var fruits: Set<String> = ["apple", "pear", "apple"]
print(fruits.count, fruits.contains("pear"), fruits.contains("fig"))
let inserted = fruits.insert("fig")
print(inserted.inserted, inserted.memberAfterInsert)
print(fruits.insert("fig").inserted)
print(fruits.remove("pear")!, fruits.remove("kiwi") == nil)
print(fruits.sorted())
var numbers = Set<Int>()
print(numbers.isEmpty)
for n in [3, 1, 3, 2, 1] { numbers.insert(n) }
print(numbers.sorted(), numbers.count)
let fromArray = Set([5, 5, 6])
print(fromArray.count, fromArray.sorted(by: >))
print(numbers.min()!, numbers.max()!, numbers.reduce(0, +))
print(numbers.filter { $0 > 1 }.sorted())
print(numbers.map { $0 * 10 }.sorted())
var total = 0
for n in numbers { total += n }
print(total)
numbers.removeAll()
print(numbers.isEmpty)
let single: Set = ["only"]
print(single)
let chars = Set("mississippi")
print(chars.count, String(chars.sorted()))
