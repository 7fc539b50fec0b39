// Bool literals, negation and comparison with nil.
let yes = true
let no = false
print(yes, no)
print(!yes)
print(yes && no, yes || no)
let missing: Int? = nil
print(missing == nil)
print(missing != nil)
