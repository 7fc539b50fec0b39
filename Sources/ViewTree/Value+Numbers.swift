/// IR values read as numbers: a control's `step`, its `in:` range.
extension Value {
    /// An integer or a finite double, as a `Double`; nil for anything else.
    public var finiteNumber: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number) where number.isFinite: return number
        default: return nil
        }
    }

    /// A range of numbers as the IR writes one, `ClosedRange(lowerBound: 0, upperBound:
    /// 10)` (or `Range(…)`, or a pair); nil for anything else or an empty one.
    public var closedRange: ClosedRange<Double>? {
        switch self {
        case .named(let chain), .member(let chain):
            guard let segment = chain.segments.last, let arguments = segment.arguments,
                segment.name == "ClosedRange" || segment.name == "Range",
                let lower = arguments.first(where: { $0.label == "lowerBound" })?.value.finiteNumber,
                let upper = arguments.first(where: { $0.label == "upperBound" })?.value.finiteNumber, lower <= upper
            else { return nil }
            return lower...upper
        case .tuple(let fields) where fields.count == 2:
            guard let lower = fields[0].value.finiteNumber, let upper = fields[1].value.finiteNumber, lower <= upper else { return nil }
            return lower...upper
        default: return nil
        }
    }
}
