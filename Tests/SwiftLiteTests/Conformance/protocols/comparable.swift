// Protocols: Comparable by a custom < (with the other operators derived), sorted(), min/max, and synthesized enum Comparable.
struct Version: Comparable {
    let major: Int
    let minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}
let versions = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
print(versions.max()!.minor, versions.min()!.major)
print(Version(major: 2, minor: 0) > Version(major: 1, minor: 99), Version(major: 1, minor: 1) >= Version(major: 1, minor: 1))
print(Version(major: 1, minor: 1) <= Version(major: 1, minor: 0))
enum Size: Comparable {
    case small, medium, large
}
let sizes: [Size] = [.large, .small, .medium]
print(sizes.sorted().map { "\($0)" }, sizes.max()!)
print(Size.small < .large)
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }
print(clamp(Version(major: 5, minor: 0), Version(major: 1, minor: 0), Version(major: 2, minor: 0)).major)
print(clamp(Size.small, .medium, .large))
print(versions.sorted(by: >).map(\.minor))
