// Bool("true") and Bool("false"); other text is nil.
print(Bool("true")!, Bool("false")!)
print(Bool("yes") == nil)
print(Bool("TRUE") == nil)
