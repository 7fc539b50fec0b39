// A for loop iterates over a copy: changing the array inside the loop does not change
// the iteration.
var items = [1, 2, 3]
for item in items {
    items.append(item * 10)
}
print(items)
var text = "ab"
for character in text {
    text += String(character).uppercased()
}
print(text)
