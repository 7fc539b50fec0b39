// Removing keys from a dictionary large enough to be hashed keeps every other key found.
var numbers: [String: Int] = [:]
for i in 0..<40 { numbers["k\(i)"] = i }
numbers["k3"] = nil
numbers.removeValue(forKey: "k10")
numbers["k39"] = nil
numbers["new"] = 99
var found = 0
for i in 0..<40 where numbers["k\(i)"] == i { found += 1 }
print(numbers.count, found, numbers["new"]!, numbers["k3"] == nil, numbers["k10"] == nil, numbers["k39"] == nil)
for i in 0..<40 { numbers["k\(i)"] = nil }
print(numbers.count, numbers["new"]!)
