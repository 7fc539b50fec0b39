// App: generic sorting implementations (insertion, merge, quick, counting) checked against sorted() on several inputs.
func insertionSort<T: Comparable>(_ input: [T]) -> [T] {
    var a = input
    guard a.count > 1 else { return a }
    for i in 1..<a.count {
        var j = i
        while j > 0 && a[j - 1] > a[j] {
            a.swapAt(j - 1, j)
            j -= 1
        }
    }
    return a
}
func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let left = mergeSort(Array(a[..<mid])), right = mergeSort(Array(a[mid...]))
    var out: [T] = []
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { out.append(left[i]); i += 1 } else { out.append(right[j]); j += 1 }
    }
    return out + left[i...] + right[j...]
}
func quickSort<T: Comparable>(_ a: [T]) -> [T] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}
func countingSort(_ a: [Int], maxValue: Int) -> [Int] {
    var counts = Array(repeating: 0, count: maxValue + 1)
    for x in a { counts[x] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
}
var seed = 7
func nextNumber() -> Int {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % 100
}
let inputs: [[Int]] = [[], [1], [3, 1, 2], [5, 5, 1, 5, 0], (0..<40).map { _ in nextNumber() }]
let sorters: [(name: String, sort: ([Int]) -> [Int])] = [
    ("insertion", insertionSort), ("merge", mergeSort), ("quick", quickSort), ("counting", { countingSort($0, maxValue: 99) }),
]
for sorter in sorters {
    let ok = inputs.allSatisfy { sorter.sort($0) == $0.sorted() }
    print(sorter.name, ok ? "ok" : "WRONG")
}
print(inputs[4].prefix(10))
print(mergeSort(inputs[4]).prefix(10))
print(insertionSort(["pear", "Apple", "fig", "banana"]))
print(quickSort([2.5, -1, 0.5]))
struct Person: Comparable {
    let name: String
    let age: Int
    static func < (a: Person, b: Person) -> Bool { (a.age, a.name) < (b.age, b.name) }
}
let people = [Person(name: "Zed", age: 30), Person(name: "Amy", age: 30), Person(name: "Bob", age: 25)]
print(mergeSort(people).map(\.name))
