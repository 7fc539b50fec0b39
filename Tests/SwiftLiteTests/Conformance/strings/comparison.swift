// String equality and ordering.
print("apple" == "apple", "apple" != "Apple")
print("apple" < "banana", "b" > "a")
print("Zebra" < "apple")
print(["pear", "apple", "fig"].sorted())
print("abc" <= "abc", "abd" >= "abc")
