// Everyday: a switch over a tuple of Bools that covers every combination needs no default.
func describe(_ hungry: Bool, _ tired: Bool) -> String {
    switch (hungry, tired) {
    case (true, true): return "eat, then sleep"
    case (true, false): return "eat"
    case (false, true): return "sleep"
    case (false, false): return "work"
    }
}
for h in [true, false] {
    for t in [true, false] {
        print(h, t, describe(h, t))
    }
}
func fizz(_ n: Int) -> String {
    switch (n % 3 == 0, n % 5 == 0) {
    case (true, true): return "FizzBuzz"
    case (true, _): return "Fizz"
    case (_, true): return "Buzz"
    case (false, false): return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))
let flag = true
switch flag {
case true: print("on")
case false: print("off")
}
switch (flag, !flag, flag) {
case (true, _, _): print("first")
case (false, _, _): print("not first")
}
