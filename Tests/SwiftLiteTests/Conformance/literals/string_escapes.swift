// String escapes: \t \n \" \\ \' \0-free unicode scalars.
print("tab:\tend")
print("quote: \"hi\"")
print("backslash: \\")
print("newline:\nsecond line")
print("unicode: \u{E9} \u{1F600} \u{41}")
print("single quote: \'")
print("")
print("done")
