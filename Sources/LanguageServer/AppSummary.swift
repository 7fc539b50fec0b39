import ViewTree

/// What `documents` says of the app: whether its last run failed, how, and its snapshot.
struct AppSummary: Equatable {
    var failed: Bool
    var failure: RuntimeFailure?
    var snapshot: Int?

    init(_ json: JSONValue) {
        let members = json.objectValue ?? [:]
        failed = members["failed"]?.boolValue ?? false
        failure = members["failure"].flatMap { $0 == .null ? nil : try? RuntimeFailure(json: $0) }
        snapshot = members["snapshot"]?.intValue
    }
}
