// Bitwise operators and shifts on Int.
print(0b1100 & 0b1010)
print(0b1100 | 0b1010)
print(0b1100 ^ 0b1010)
print(1 << 10, 1024 >> 3, -16 >> 2)
print(~5)
var flags = 0
flags |= 4
flags &= 6
flags ^= 1
print(flags)
