// Block scopes: inner declarations shadow outer ones and end with their block.
let x = 1
do {
    let x = 2
    print(x)
}
if true {
    let x = "three"
    print(x)
}
print(x)
func shadow(_ value: Int) -> Int {
    var value = value
    value += 1
    return value
}
print(shadow(9))
for x in 10...11 {
    print(x)
}
