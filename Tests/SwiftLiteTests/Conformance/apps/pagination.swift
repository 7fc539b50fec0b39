// App: paginate a list for a view: pages of a size, page labels with ellipses, and the visible slice with its indices.
struct Page<Item> {
    let number: Int
    let items: ArraySlice<Item>
    let total: Int
    var firstIndex: Int { items.startIndex }
}
struct Paginator<Item> {
    let all: [Item]
    let size: Int
    var pageCount: Int { max(1, (all.count + size - 1) / size) }
    func page(_ n: Int) -> Page<Item> {
        let clamped = min(max(1, n), pageCount)
        let start = (clamped - 1) * size
        return Page(number: clamped, items: all[start..<min(start + size, all.count)], total: pageCount)
    }
    func labels(current: Int, window: Int = 1) -> [String] {
        var out: [String] = []
        var last = 0
        for p in 1...pageCount where p == 1 || p == pageCount || abs(p - current) <= window {
            if p - last > 1 { out.append("…") }
            out.append(p == current ? "[\(p)]" : "\(p)")
            last = p
        }
        return out
    }
}
let names = (1...47).map { "item\($0)" }
let paginator = Paginator(all: names, size: 10)
print("pages:", paginator.pageCount)
for n in [1, 3, 5, 9, 0] {
    let page = paginator.page(n)
    print("page \(page.number)/\(page.total): \(page.items.first!)...\(page.items.last!) (\(page.items.count)) from index \(page.firstIndex)")
    print("  " + paginator.labels(current: page.number).joined(separator: " "))
}
let p3 = paginator.page(3)
print(p3.items[p3.firstIndex], p3.items.indices.lowerBound, p3.items.indices.upperBound)
let big = Paginator(all: Array(1...200), size: 10)
print(big.labels(current: 10, window: 2).joined(separator: " "))
print(big.page(20).items.reduce(0, +))
let empty = Paginator(all: [String](), size: 5)
print(empty.pageCount, empty.page(1).items.isEmpty, empty.labels(current: 1))
