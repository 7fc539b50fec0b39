// Everyday: raw strings #"..."# keep backslashes and quotes, \#(...) interpolates, ## delimiters and multi-line raw strings.
let path = #"C:\Users\ann\notes.txt"#
print(path)
let quoted = #"She said "hi" and left"#
print(quoted)
let pattern = #"\d+\.\d+"#
print(pattern, pattern.count)
let n = 5
print(#"n = \#(n), not \(n)"#)
print(##"a "#" inside"##)
let multi = #"""
    line one \n stays
    "quotes" too \#(n * 2)
    """#
print(multi)
print(#"tab:\t"#.count, "tab:\t".count)
let json = #"{"name": "x", "size": 3}"#
print(json)
