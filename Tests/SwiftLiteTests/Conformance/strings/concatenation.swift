// Joining strings with + and +=, and building a string in a loop.
var s = "Hello"
s = s + ", " + "World"
s += "!"
print(s)
var line = ""
for i in 1...3 {
    line += String(i)
    line += i < 3 ? "-" : ""
}
print(line)
let copy = s
s += "?"
print(copy)
print(s)
