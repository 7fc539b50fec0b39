// Form validation with Result, rules as closures, and errors that describe themselves.
import Foundation
enum ValidationError: Error, Equatable, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalid(field: String, reason: String)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) needs at least \(minimum) characters"
        case .invalid(let field, let reason): return "\(field) \(reason)"
        }
    }
}

typealias Rule = (String, String) -> Result<String, ValidationError>

let required: Rule = { field, value in
    value.trimmingCharacters(in: .whitespaces).isEmpty ? .failure(.empty(field: field)) : .success(value)
}

func minLength(_ n: Int) -> Rule {
    { field, value in value.count >= n ? .success(value) : .failure(.tooShort(field: field, minimum: n)) }
}

let email: Rule = { field, value in
    let parts = value.split(separator: "@")
    guard parts.count == 2, parts[1].contains(".") else { return .failure(.invalid(field: field, reason: "is not an email")) }
    return .success(value.lowercased())
}

func validate(_ field: String, _ value: String, _ rules: [Rule]) -> Result<String, ValidationError> {
    rules.reduce(.success(value)) { result, rule in
        result.flatMap { rule(field, $0) }
    }
}

struct SignUp {
    var name: String
    var email: String
    var password: String
}

/// Every failed check of a form, as one error.
struct FormErrors: Error {
    let all: [ValidationError]
}

struct Account: CustomStringConvertible {
    let name: String
    let email: String
    var description: String { "Account(\(name), \(email))" }
}

func makeAccount(_ form: SignUp) -> Result<Account, FormErrors> {
    let checks = [
        validate("name", form.name, [required, minLength(2)]),
        validate("email", form.email, [required, email]),
        validate("password", form.password, [required, minLength(8)]),
    ]
    let errors = checks.compactMap { result -> ValidationError? in
        if case .failure(let error) = result { return error }
        return nil
    }
    guard errors.isEmpty else { return .failure(FormErrors(all: errors)) }
    let values = checks.map { result -> String in
        if case .success(let value) = result { return value }
        return ""
    }
    return .success(Account(name: values[0], email: values[1]))
}

let forms = [
    SignUp(name: "Ada", email: "ADA@Example.com", password: "analytical"),
    SignUp(name: " ", email: "nobody", password: "short"),
    SignUp(name: "B", email: "b@site.org", password: "longenough"),
]
for form in forms {
    switch makeAccount(form) {
    case .success(let account):
        print("created", account)
    case .failure(let errors):
        print("errors:", errors.all.map(\.description).joined(separator: "; "))
    }
}
let single = validate("zip", "12", [required, minLength(5)])
print(single == .failure(.tooShort(field: "zip", minimum: 5)))
let mapped = validate("city", "Oslo", [required]).map { $0.uppercased() }.mapError { _ in ValidationError.empty(field: "?") }
if case .success(let city) = mapped { print(city) }
let isValid = { (r: Result<String, ValidationError>) in
    switch r.map({ _ in true }) {
    case .success(let ok): return ok
    case .failure: return false
    }
}
print(isValid(single), isValid(mapped))
