// Enums: Result is Equatable when its success and failure types are, and a generic function may return one.
enum NetworkError: Error, Equatable {
    case offline
    case status(Int)
}
let first: Result<Int, NetworkError> = .success(2)
let second: Result<Int, NetworkError> = .failure(.status(404))
print(first == .success(2), first == .success(3), first != .failure(.offline))
print(second == .failure(.status(404)), second == .failure(.offline))
func wrap<T>(_ value: T) -> Result<T, NetworkError> { .success(value) }
print(wrap("x"), wrap(3.5), wrap([1, 2]))
let codes = [200, 404, 0].map { code -> Result<Int, NetworkError> in
    switch code {
    case 0: return .failure(.offline)
    case 200..<300: return .success(code)
    default: return .failure(.status(code))
    }
}
for result in codes { print(result) }
print(codes.filter { $0 == .failure(.offline) }.count)
