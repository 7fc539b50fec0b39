import ProjectConfiguration
import SwiftLite

/// The interpreter's limits, under a name that does not clash with the configuration's.
public typealias SwiftLiteLimits = SwiftLite.Limits

extension WorkbenchConfiguration {
    /// The interpreter's limits from `limits` (spec §3).
    public var interpreterLimits: SwiftLite.Limits {
        SwiftLite.Limits(instructions: limits.instructions, callDepth: limits.callDepth, memoryBytes: limits.memoryMegabytes << 20)
    }
}
