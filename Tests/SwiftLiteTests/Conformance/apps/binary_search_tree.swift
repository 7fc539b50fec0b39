// App: a generic binary search tree of class nodes: insert, contains, in-order traversal, height, min/max, removal.
final class TreeNode<T: Comparable> {
    var value: T
    var left: TreeNode?
    var right: TreeNode?
    init(_ value: T) { self.value = value }
}
struct BST<T: Comparable> {
    private(set) var root: TreeNode<T>?
    private(set) var count = 0
    mutating func insert(_ v: T) {
        guard let root else {
            self.root = TreeNode(v)
            count = 1
            return
        }
        var node = root
        while true {
            if v == node.value { return }
            if v < node.value {
                if let l = node.left { node = l } else { node.left = TreeNode(v); break }
            } else {
                if let r = node.right { node = r } else { node.right = TreeNode(v); break }
            }
        }
        count += 1
    }
    func contains(_ v: T) -> Bool {
        var node = root
        while let n = node {
            if v == n.value { return true }
            node = v < n.value ? n.left : n.right
        }
        return false
    }
    func inOrder() -> [T] {
        var out: [T] = []
        func walk(_ n: TreeNode<T>?) {
            guard let n else { return }
            walk(n.left); out.append(n.value); walk(n.right)
        }
        walk(root)
        return out
    }
    func height(_ n: TreeNode<T>? = nil, top: Bool = true) -> Int {
        let node = top ? root : n
        guard let node else { return 0 }
        return 1 + max(height(node.left, top: false), height(node.right, top: false))
    }
    var minimum: T? {
        var n = root
        while let l = n?.left { n = l }
        return n?.value
    }
    mutating func remove(_ v: T) {
        func delete(_ n: TreeNode<T>?, _ v: T) -> TreeNode<T>? {
            guard let n else { return nil }
            if v < n.value { n.left = delete(n.left, v); return n }
            if v > n.value { n.right = delete(n.right, v); return n }
            count -= 1
            guard let l = n.left else { return n.right }
            guard let r = n.right else { return l }
            var successor = r
            while let next = successor.left { successor = next }
            n.value = successor.value
            count += 1
            n.right = delete(r, successor.value)
            return n
        }
        root = delete(root, v)
    }
}
var tree = BST<Int>()
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30] { tree.insert(v) }
print(tree.inOrder(), tree.count, tree.height())
print(tree.contains(45), tree.contains(55), tree.minimum!)
tree.remove(30)
tree.remove(50)
tree.remove(99)
print(tree.inOrder(), tree.count, tree.root!.value)
var words = BST<String>()
"the quick brown fox jumps over the lazy dog".split(separator: " ").forEach { words.insert(String($0)) }
print(words.inOrder(), words.height())
var skewed = BST<Int>()
for v in 1...10 { skewed.insert(v) }
print(skewed.height(), BST<Double>().minimum == nil)
