import ViewTree

/// What a command answers, in both forms: JSON for scripts (`:json on`) and text for people.
struct CommandResult {
    /// The answer as one JSON value: the daemon's reply where one request answers the command.
    var json: JSONValue
    /// The answer for people; may be empty.
    var text: String
}
