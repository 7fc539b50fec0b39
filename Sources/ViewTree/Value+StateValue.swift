extension Value {
    /// A state value (JSON) as an IR value: what a prop holds when it shows a value read
    /// from the state or a data file. An object becomes a dictionary.
    public init(stateValue json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(Value.init(stateValue:)))
        case .object(let members): self = .dictionary(members.mapValues(Value.init(stateValue:)))
        }
    }
}
