// App: a sign-up form view model: fields with validation rules as closures, error messages per field, and submit state.
enum Rule {
    case required
    case minLength(Int)
    case matches(String, (String) -> Bool)
    case equalTo(String)
}
struct Field {
    let name: String
    var value = ""
    let rules: [Rule]
}
struct SignUpForm {
    var fields: [Field]
    private(set) var submitted = false
    init() {
        fields = [
            Field(name: "username", rules: [.required, .minLength(3), .matches("letters and digits only", { $0.allSatisfy { $0.isLetter || $0.isNumber } })]),
            Field(name: "email", rules: [.required, .matches("must contain @ and a dot", { $0.contains("@") && $0.split(separator: "@").last?.contains(".") == true })]),
            Field(name: "password", rules: [.required, .minLength(8), .matches("needs a digit", { $0.contains(where: \.isNumber) })]),
            Field(name: "confirm", rules: [.equalTo("password")]),
        ]
    }
    subscript(name: String) -> String {
        get { fields.first { $0.name == name }?.value ?? "" }
        set { if let i = fields.firstIndex(where: { $0.name == name }) { fields[i].value = newValue } }
    }
    func errors(for field: Field) -> [String] {
        field.rules.compactMap { rule -> String? in
            switch rule {
            case .required: return field.value.isEmpty ? "is required" : nil
            case .minLength(let n): return !field.value.isEmpty && field.value.count < n ? "needs at least \(n) characters" : nil
            case let .matches(message, test): return !field.value.isEmpty && !test(field.value) ? message : nil
            case .equalTo(let other): return field.value != self[other] ? "does not match \(other)" : nil
            }
        }
    }
    var allErrors: [String] { fields.flatMap { f in errors(for: f).map { "\(f.name) \($0)" } } }
    var canSubmit: Bool { allErrors.isEmpty }
    mutating func submit() -> Bool {
        submitted = canSubmit
        return submitted
    }
}
var form = SignUpForm()
print(form.allErrors)
form["username"] = "al"
form["email"] = "al@example"
form["password"] = "secret"
form["confirm"] = "secret!"
for e in form.allErrors { print("-", e) }
print(form.submit())
form["username"] = "al_1"
form["email"] = "al@example.com"
form["password"] = "secret12"
form["confirm"] = "secret12"
print(form.allErrors)
form["username"] = "al1"
print(form.canSubmit, form.submit(), form.submitted)
