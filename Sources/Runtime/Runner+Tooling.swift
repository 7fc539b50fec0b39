import SwiftLite

extension Runner {
    /// The names the runner's programs see besides their own declarations (the view
    /// constructors, `state`, `actions`, `Color`...): what an editor's analysis of the
    /// scripts must resolve against to report exactly what a run would.
    public var hostEnvironment: HostEnvironment { environment.host }
}
