// Everyday: fixed-width integers compute in their width (wrapping operators, smart shifts, ~, bit counts) and Float rounds and prints with Float's precision, where their type is written.
print(Int.max &+ 1, 5 &- 7, 3 &* 4, 1 &<< 3, 16 &>> 2, 1 &<< 65)
let a: UInt8 = 200
print(a &+ 100, a &* 3, a << 1, a >> 3, ~a, a &<< 9)
var flags: UInt8 = 0b0000_0101
flags |= 0b1000_0000
print(flags, flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount, UInt8(0).trailingZeroBitCount)
let s: Int8 = -1
print(s.nonzeroBitCount, s.leadingZeroBitCount, ~s, s &+ 127, Int8.max &+ 1, s << 7, s >> 9)
var h: UInt32 = 2166136261
for byte in "abc".utf8 { h = (h ^ UInt32(byte)) &* 16777619 }
print(h)
let x = UInt16(65535)
print(x &+ 1, x.leadingZeroBitCount, String(x, radix: 16), Int32.min)
var w: UInt8 = 250
w &+= 10
print(w)
func f(_ v: UInt8) -> UInt8 { v &* 2 }
print(f(200))
print(Float(1.1), Float(0.1) + Float(0.2))
let fl: Float = 0.1
var g: Float = 3
g = g / 7
print(Float(2.5) * 2, Double(fl))
print(fl, fl * 3, g, "\(g)")
struct Pixel {
    var red: UInt8
    var alpha: Float
    func dimmed() -> Pixel { Pixel(red: red >> 1, alpha: alpha * 0.7) }
}
let p = Pixel(red: 0xF0, alpha: 0.9).dimmed()
print(p.red, p.alpha, "\(p.alpha)", p.red.leadingZeroBitCount, ~p.red)
