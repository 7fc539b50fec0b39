// `import SwiftUI` (like Foundation and Observation) is accepted and does nothing, so that files
// written for Xcode run unchanged; swiftc on Linux has no SwiftUI module, so swiftc cannot check this.
import SwiftUI
import Foundation
import Observation
let names = ["pear", "apple"]
print(names.sorted())
print(names.count)
