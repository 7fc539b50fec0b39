// Foundation's searches that a list's filter uses: localizedCaseInsensitiveContains
// ignores case, localizedStandardContains case and diacritics; neither finds "".
import Foundation

let titles = ["Café au lait", "CAFETERIA", "Decaf", "Tea"]
print(titles.filter { $0.localizedCaseInsensitiveContains("caf") })
print(titles.filter { $0.localizedStandardContains("cafe") })
print(titles.filter { $0.localizedCaseInsensitiveContains("café") })
print("abc".localizedCaseInsensitiveContains(""), "abc".localizedStandardContains(""))
let query = "TEA"
print(titles.first { $0.localizedStandardContains(query) } ?? "none")
