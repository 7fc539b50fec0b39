// Enums: the standard Result: construction, switch and if case on success and failure, map, mapError, flatMap, printing, as a property, parameter and result type.
enum ParseError: Error {
    case empty
    case notANumber(String)
}

func parse(_ text: String) -> Result<Int, ParseError> {
    if text.isEmpty { return .failure(.empty) }
    if let number = Int(text) { return .success(number) }
    return .failure(.notANumber(text))
}

let good = parse("3")
let bad = parse("x")
print(good)
print(bad)
print(parse(""))
let explicit = Result<Int, ParseError>.success(5)
print(explicit, "\(explicit)", String(describing: parse("")))

for text in ["12", "", "abc"] {
    switch parse(text) {
    case .success(let value): print("value", value)
    case .failure(let error): print("error", error)
    }
}

print(good.map { $0 * 2 })
print(bad.map { $0 * 2 })
print(good.flatMap { value -> Result<String, ParseError> in value > 2 ? .success("big \(value)") : .failure(.empty) })
print(parse("1").flatMap { value -> Result<String, ParseError> in value > 2 ? .success("big \(value)") : .failure(.empty) })

enum AppError: Error {
    case parsing(ParseError)
}
print(bad.mapError { AppError.parsing($0) })
print(good.mapError { AppError.parsing($0) })

struct Loader {
    var last: Result<String, ParseError> = .success("nothing yet")
    mutating func load(_ ok: Bool) -> Result<String, ParseError> {
        last = ok ? .success("data") : .failure(.empty)
        return last
    }
}
var loader = Loader()
print(loader.last)
print(loader.load(false))
print(loader.last)
if case .success(let text) = loader.load(true) { print("loaded \(text)") }

func describe(_ result: Result<Int, ParseError>) -> String {
    switch result {
    case .success(let value): return "ok \(value)"
    case .failure(.empty): return "nothing"
    case .failure(.notANumber(let text)): return "not a number: \(text)"
    }
}
print(describe(good), describe(parse("")), describe(bad), describe(.failure(.empty)))

var history: [Result<Int, ParseError>] = [.success(1), .failure(.empty)]
history.append(.failure(.notANumber("q")))
let values = history.compactMap { result -> Int? in
    if case .success(let value) = result { return value }
    return nil
}
print(values, history.count)
for case .failure(let error) in history { print("failed:", error) }
