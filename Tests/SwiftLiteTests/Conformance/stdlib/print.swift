// print: several values, separator, terminator, no arguments.
print("a", "b", "c")
print("a", "b", separator: ", ")
print("no newline", terminator: "")
print(" - continued")
print()
print(1, 2.5, true, "s", [1], separator: "|", terminator: ".\n")
print([String]())
print(["quoted", "strings"], "plain")
