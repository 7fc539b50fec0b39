// OptionSet for a team's permissions, with static members, set algebra and a
// description built from the options that are on.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int

    // One bit each, in the order the description lists them.
    static let read = Self(rawValue: 1), write = Self(rawValue: 2)
    static let share = Self(rawValue: 4), admin = Self(rawValue: 8)

    static let editor: Permissions = [.read, .write]
    static let all: Permissions = [.read, .write, .share, .admin]

    var description: String {
        let names: [(Permissions, String)] = [(.read, "read"), (.write, "write"), (.share, "share"), (.admin, "admin")]
        let on = names.filter { contains($0.0) }.map(\.1)
        return on.isEmpty ? "none" : on.joined(separator: "+")
    }
}

struct Member {
    let name: String
    var permissions: Permissions
    func can(_ needed: Permissions) -> Bool { permissions.isSuperset(of: needed) }
}

var team = [
    Member(name: "Ola", permissions: .editor),
    Member(name: "Per", permissions: [.read]),
    Member(name: "Rut", permissions: .all),
]
for member in team { print(member.name, member.permissions) }
team[1].permissions.insert(.share)
team[0].permissions.formUnion([.share, .admin])
team[2].permissions.remove(.admin)
print(team.map { "\($0.name): \($0.permissions)" })
print(team.filter { $0.can([.write, .share]) }.map(\.name))
let common = team.map(\.permissions).reduce(Permissions.all) { $0.intersection($1) }
print(common, common.rawValue, Permissions.editor.symmetricDifference(.all))
print(Permissions().isEmpty, Permissions.editor.contains(.write), Permissions(rawValue: 5))
var toggled = Permissions.read
toggled.formSymmetricDifference([.read, .write])
print(toggled, toggled == .write, Permissions.all.subtracting(.editor))
