// A small program: a sieve of Eratosthenes and FizzBuzz.
func primes(upTo limit: Int) -> [Int] {
    var isPrime = Array(repeating: true, count: limit + 1)
    isPrime[0] = false
    isPrime[1] = false
    var candidate = 2
    while candidate * candidate <= limit {
        if isPrime[candidate] {
            for multiple in stride(from: candidate * candidate, through: limit, by: candidate) {
                isPrime[multiple] = false
            }
        }
        candidate += 1
    }
    return (0...limit).filter { isPrime[$0] }
}
print(primes(upTo: 50))
for n in 1...15 {
    switch (n % 3, n % 5) {
    case (0, 0): print("FizzBuzz")
    case (0, _): print("Fizz")
    case (_, 0): print("Buzz")
    default: print(n)
    }
}
