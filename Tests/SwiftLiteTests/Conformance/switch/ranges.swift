// switch with range patterns, half-open and closed.
func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 0..<80: return "C"
    default: return "invalid"
    }
}
for score in [100, 90, 89, 12, -1, 101] {
    print(score, grade(score))
}
let temperature = 21.5
switch temperature {
case 0..<15: print("cold")
case 15..<25: print("mild")
default: print("hot")
}
