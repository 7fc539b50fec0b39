// Dictionary reads, writes, removal with nil, default values, count.
var ages: [String: Int] = [:]
ages["ann"] = 30
print(ages.count)
print(ages["ann"]!)
print(ages["bob"] == nil)
ages["ann"] = 31
print(ages["ann"] ?? 0)
ages["bob"] = 25
print(ages.count)
ages["ann"] = nil
print(ages.count, ages["ann"] == nil)
print(ages)
print(ages["zed", default: 0])
let removed = ages.removeValue(forKey: "bob")
print(removed ?? -1, ages.isEmpty)
print(ages.removeValue(forKey: "nobody") == nil)
let numbers = [1: "one", 2: "two"]
print(numbers[2]!)
