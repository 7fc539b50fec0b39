// Optional variables: assigned later, compared, unwrapped with ?? and if let.
var name: String? = nil
print(name == nil)
name = "Zoe"
print(name!)
print((name ?? "anonymous").count)
var scores: [Int]? = nil
print(scores?.count ?? -1)
scores = [1, 2]
print(scores?.count ?? -1)
var settled: Int?
print(settled == nil)
settled = 4
if let settled {
    print(settled * 2)
}
