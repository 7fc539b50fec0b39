// A conditional with `nil` in one branch is an optional of the other branch's type, in a
// closure's result as anywhere else.
let size: Int? = 4
print(size.flatMap { $0 > 3 ? "big" : nil } as Any)
print(size.flatMap { $0 > 9 ? "huge" : nil } as Any)
print([1, 2, 3].map { $0 > 1 ? $0 : nil })
print([1, 2, 3].compactMap { $0 % 2 == 1 ? "odd \($0)" : nil })
let label = size == nil ? nil : "size \(size!)"
print(label as Any)
let fallback: String? = nil
let chosen = size != nil ? fallback : "none"
print(chosen as Any)
