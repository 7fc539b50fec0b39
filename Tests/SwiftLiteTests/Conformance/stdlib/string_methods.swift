// uppercased, lowercased, hasPrefix, hasSuffix, split(separator:), contains, count.
let title = "Swift Lite"
print(title.uppercased(), title.lowercased())
print(title.hasPrefix("Swift"), title.hasSuffix("Lite"), title.hasPrefix("Lite"))
print(title.contains("ft L"), title.contains("z"))
print(title.split(separator: " "))
print("a-b-c".split(separator: "-").count)
print("  padded  ".split(separator: " "))
print(title.count)
print(title.contains("S"))
print("".split(separator: ",").isEmpty)
