// Multi-line string literals: indentation stripping, interpolation, line continuation, quotes.
let poem = """
    Roses are red,
      indented by two
    Total: \(1 + 2)
    """
print(poem)
let joined = """
    one \
    two
    """
print(joined)
let quotes = """
    She said "hi" and \"""
    """
print(quotes)
let blank = """
    first

    third
    """
print(blank)
let trailing = """
    ends with a newline

    """
print(trailing, terminator: "|\n")
