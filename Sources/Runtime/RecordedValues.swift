import SwiftLite
import ViewTree

/// The results of the non-deterministic built-ins as JSON (how snapshots store them):
/// integers, doubles, booleans and strings keep their JSON type.
enum RecordedValues {
    static func json(_ values: [RecordedValue]) -> [JSONValue] {
        values.map { value in
            switch value {
            case .int(let number): return .int(number)
            case .double(let number): return .double(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            }
        }
    }

    static func values(_ json: [JSONValue]) -> [RecordedValue] {
        json.compactMap { value in
            switch value {
            case .int(let number): return .int(number)
            case .double(let number): return .double(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            default: return nil
            }
        }
    }
}
