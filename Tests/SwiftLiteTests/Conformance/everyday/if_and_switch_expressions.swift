// Everyday: if and switch used as expressions: in let, in return, as function bodies, with nested branches.
let temperature = 25
let feeling = if temperature > 30 { "hot" } else if temperature > 15 { "mild" } else { "cold" }
print(feeling)
let code = 404
let text = switch code {
case 200: "OK"
case 400..<500: "client error"
default: "other"
}
print(text)
func grade(_ score: Int) -> String {
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    default: "C"
    }
}
print([95, 85, 10].map(grade))
func sign(_ n: Int) -> Int {
    if n > 0 { 1 } else if n < 0 { -1 } else { 0 }
}
print(sign(-5), sign(0), sign(9))
enum Shape { case square(Double), circle(Double) }
let shape = Shape.circle(2)
let area: Double = switch shape {
case .square(let s): s * s
case .circle(let r): 3 * r * r
}
print(area)
var label: String
label = if area > 10 { "big" } else { "small" }
print(label)
let nested = if code >= 400 {
    switch code {
    case 404: "not found"
    default: "error"
    }
} else {
    "fine"
}
print(nested)
let flag = true
let number: Int = if flag { 1 } else { 0 }
print(number)
