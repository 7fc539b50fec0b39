// Everyday: `import Foundation` and `import Observation` are accepted at the top of a script and change nothing.
import Foundation
import Observation
let items = ["b", "a"]
print(items.sorted())
print(String(format: "%d", 7))
