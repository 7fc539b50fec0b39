// A closure passed for a parameter of function type takes its parameter and result types.
func apply(_ f: (Double) -> Double) -> Double { f(1) }
print(apply({ x in x * 2 }))
func twice(_ n: Int, _ f: (Int) -> Int) -> Int { f(f(n)) }
let k = 3
print(twice(2, { x in x * k + 1 }))
func keep(_ p: (Int) -> Bool) -> [Int] { [1, 2, 3, 4].filter(p) }
print(keep({ n in n % 2 == 0 }))
func describe(_ f: (Int) -> String) -> String { f(7) }
print(describe({ n in "n=\(n)" }))
