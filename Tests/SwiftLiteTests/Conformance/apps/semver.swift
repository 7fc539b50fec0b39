// App: semantic versions parsed from strings, compared with Comparable (pre-releases sort first), and range matching.
struct Version: Comparable, CustomStringConvertible, Hashable {
    let major: Int, minor: Int, patch: Int
    let prerelease: [String]
    init?(_ text: String) {
        let parts = text.split(separator: "-", maxSplits: 1)
        let numbers = parts[0].split(separator: ".").compactMap { Int($0) }
        guard numbers.count == 3, parts[0].split(separator: ".").count == 3 else { return nil }
        (major, minor, patch) = (numbers[0], numbers[1], numbers[2])
        prerelease = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
    }
    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }
    static func < (a: Version, b: Version) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        if a.prerelease.isEmpty || b.prerelease.isEmpty { return !a.prerelease.isEmpty && b.prerelease.isEmpty }
        for (x, y) in zip(a.prerelease, b.prerelease) where x != y {
            switch (Int(x), Int(y)) {
            case let (i?, j?): return i < j
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return x < y
            }
        }
        return a.prerelease.count < b.prerelease.count
    }
    func bumped(_ part: String) -> Version {
        switch part {
        case "major": return Version("\(major + 1).0.0")!
        case "minor": return Version("\(major).\(minor + 1).0")!
        default: return Version("\(major).\(minor).\(patch + 1)")!
        }
    }
}
func matches(_ v: Version, caret base: Version) -> Bool {
    v >= base && v.major == base.major && v.prerelease.isEmpty
}
let raw = ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-alpha.beta", "1.0.0-beta.11", "1.0.0-beta.2", "0.9.12", "2.1.0", "1.10.0", "1.2", "x.y.z"]
let versions = raw.compactMap(Version.init)
print("invalid:", raw.filter { Version($0) == nil })
print(versions.sorted().map(\.description))
let base = Version("1.0.0")!
print(versions.filter { matches($0, caret: base) }.sorted().map(\.description))
print(base.bumped("major"), base.bumped("minor"), Version("1.9.9")!.bumped("patch"))
print(Set(["1.0.0", "1.0.0", "1.0.1"].compactMap(Version.init)).count, versions.max()!)
