// Dictionary count, isEmpty, keys, values, removeValue, updateValue, mapValues, filter.
var stock = ["apples": 3]
print(stock.count, stock.isEmpty)
print(stock.updateValue(5, forKey: "apples") ?? 0)
print(stock.updateValue(1, forKey: "pears") == nil)
print(stock.keys.sorted(), stock.values.sorted())
print(stock.mapValues { $0 * 2 }["apples"]!)
print(stock.filter { $0.value > 2 }.count)
print(stock.removeValue(forKey: "pears")!)
print(stock)
print(stock.map { "\($0.key): \($0.value)" })
print(stock.contains { $0.value == 5 })
