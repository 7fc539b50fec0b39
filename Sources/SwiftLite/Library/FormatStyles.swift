/// Foundation's format styles, as `x.formatted(.number.precision(.fractionLength(2)))`,
/// `Text(price, format: .currency(code: "USD"))` and `date.formatted(date: .numeric, time:
/// .omitted)` write a value: always in the "en_US" locale (Foundation uses the device's),
/// dates in UTC (Foundation uses the device's time zone), so that a run is the same on
/// every machine.
///
/// A style is the symbolic value the script wrote (`.number.precision(...)`,
/// `Date.FormatStyle(date: .numeric)`); numbers are rounded as Foundation (ICU) rounds
/// them: half to even, on the shortest decimal that reads back as the Double (`2.675` to
/// two places is `2.68`).
public enum FormatStyles {
    /// `value` written as `style` says.
    public static func format(_ value: Value, style: Value) throws(ScriptError) -> String {
        guard case .symbol(let symbol) = style else {
            throw ScriptError(.typeMismatch, "a format style is written as '.number', '.percent', '.currency(code:)' or 'Date.FormatStyle(...)', found '\(style.describedType)'")
        }
        var segments = symbol.segments[...]
        // `FloatingPointFormatStyle<Double>.number`, `IntegerFormatStyle<Int>.percent`: the type adds nothing.
        if !symbol.isImplicit, let first = segments.first, first.arguments == nil, first.name.hasSuffix("FormatStyle") { segments = segments.dropFirst() }
        if !symbol.isImplicit, segments.first?.name == "Date" { segments = segments.dropFirst() }
        guard let root = segments.first else { throw unknownStyle(symbol) }
        switch root.name {
        case "number", "percent", "currency":
            var number = try NumberStyle(root: root, symbol: symbol)
            for modifier in segments.dropFirst() { try number.apply(modifier, symbol: symbol) }
            return try number.format(value)
        case "dateTime" where segments.count == 1:
            return try DateFormatting.format(seconds(value), date: .numeric, time: .shortened)
        case "iso8601" where segments.count == 1:
            return DateFormatting.iso8601(try seconds(value))
        case "FormatStyle" where segments.count == 1:
            var date = DateFormatting.DateStyle.omitted, time = DateFormatting.TimeStyle.omitted
            for argument in root.arguments ?? [] {
                if argument.label == "date" { date = try DateFormatting.dateStyle(argument.value) }
                if argument.label == "time" { time = try DateFormatting.timeStyle(argument.value) }
            }
            if date == .omitted && time == .omitted { (date, time) = (.numeric, .shortened) }
            return try DateFormatting.format(seconds(value), date: date, time: time)
        default:
            throw unknownStyle(symbol)
        }
    }

    /// SwiftUI's `Text(date, style: .date)` (`June 15, 2024`) and `.time` (`3:45 PM`); the
    /// styles that change as time passes (`.relative`, `.timer`, `.offset`) are not there.
    public static func format(_ value: Value, textStyle: Value) throws(ScriptError) -> String {
        guard case .symbol(let symbol) = textStyle, let last = symbol.segments.last, last.arguments == nil, last.name == "date" || last.name == "time" else {
            throw ScriptError(.invalidArgument, "Text(_:style:) takes .date or .time (the styles that change as time passes are not supported)")
        }
        return try DateFormatting.format(seconds(value), date: last.name == "date" ? .long : .omitted, time: last.name == "time" ? .shortened : .omitted)
    }

    /// `date.formatted(date: .abbreviated, time: .shortened)`.
    static func formatDate(_ value: Value, date: Value, time: Value) throws(ScriptError) -> String {
        try DateFormatting.format(seconds(value), date: DateFormatting.dateStyle(date), time: DateFormatting.timeStyle(time))
    }

    /// A date's seconds since 1970 (a `Date` is a Double in scripts).
    private static func seconds(_ value: Value) throws(ScriptError) -> Double {
        switch value {
        case .double(let seconds): return seconds
        case .int(let seconds): return Double(seconds)
        default: throw ScriptError(.typeMismatch, "a date format style formats a Date, found '\(value.describedType)'")
        }
    }

    static func unknownStyle(_ symbol: SymbolicValue) -> ScriptError {
        ScriptError(
            .invalidArgument,
            "the format style '\(Formatting.describe(.symbol(symbol)))' is not supported; the styles are .number, .percent and .currency(code:) "
                + "with .precision(.fractionLength(_:)), .precision(.significantDigits(_:)) and .grouping(_:), "
                + "and for dates .dateTime, .iso8601 and Date.FormatStyle(date:time:)")
    }
}

/// `.number`, `.percent` or `.currency(code:)` with its precision and grouping.
private struct NumberStyle {
    enum Kind { case number, percent, currency(symbol: String) }
    enum Precision { case fraction(ClosedRange<Int>), significant(ClosedRange<Int>) }

    var kind: Kind
    var precision: Precision?
    var grouping = true

    init(root: SymbolicValue.Segment, symbol: SymbolicValue) throws(ScriptError) {
        switch root.name {
        case "number" where root.arguments == nil: kind = .number
        case "percent" where root.arguments == nil: kind = .percent
        case "currency":
            guard let arguments = root.arguments, arguments.count == 1, arguments[0].label == "code", case .string(let code) = arguments[0].value else {
                throw ScriptError(.invalidArgument, "'.currency' takes the currency's code: .currency(code: \"USD\")")
            }
            let upper = code.uppercased()
            kind = .currency(symbol: Self.currencySymbols[upper] ?? upper + "\u{A0}")
            let digits = Self.wholeCurrencies.contains(upper) ? 0 : 2
            precision = .fraction(digits...digits)
        default:
            throw FormatStyles.unknownStyle(symbol)
        }
    }

    /// How "en_US" writes the common currencies; any other code is written before the
    /// amount with a no-break space (`CHF 1,234.57`), as Foundation writes it.
    static let currencySymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "INR": "₹", "CNY": "CN¥", "KRW": "₩",
        "MXN": "MX$", "BRL": "R$", "NZD": "NZ$", "HKD": "HK$", "ILS": "₪", "VND": "₫", "TWD": "NT$", "PHP": "₱",
    ]
    /// Currencies without cents.
    static let wholeCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "TWD"]

    mutating func apply(_ modifier: SymbolicValue.Segment, symbol: SymbolicValue) throws(ScriptError) {
        let arguments = modifier.arguments ?? []
        switch modifier.name {
        case "precision":
            guard arguments.count == 1, case .symbol(let inner) = arguments[0].value, let last = inner.segments.last,
                let innerArguments = last.arguments, innerArguments.count == 1
            else { throw precisionError() }
            let range = try Self.lengths(innerArguments[0].value)
            switch last.name {
            case "fractionLength": precision = .fraction(range)
            case "significantDigits" where range.lowerBound >= 1: precision = .significant(range)
            default: throw precisionError()
            }
        case "grouping":
            guard arguments.count == 1, case .symbol(let inner) = arguments[0].value, let name = inner.segments.last?.name, name == "never" || name == "automatic" else {
                throw ScriptError(.invalidArgument, "'.grouping' takes .automatic or .never")
            }
            grouping = name == "automatic"
        default:
            throw FormatStyles.unknownStyle(symbol)
        }
    }

    private func precisionError() -> ScriptError {
        ScriptError(.invalidArgument, "'.precision' takes .fractionLength(n), .fractionLength(a...b), .significantDigits(n) or .significantDigits(a...b)")
    }

    /// `2` or `1...3` as the digit counts they allow.
    private static func lengths(_ value: Value) throws(ScriptError) -> ClosedRange<Int> {
        switch value {
        case .int(let count) where count >= 0 && count <= 100: return count...count
        case .range(let range) where range.partial == nil && range.lowerBound >= 0 && range.end - 1 >= range.lowerBound && range.end <= 101:
            return range.lowerBound...(range.end - 1)
        default:
            throw ScriptError(.invalidArgument, "a number of digits is an Int from 0 to 100 or a range of them, found \(Formatting.describe(value))")
        }
    }

    func format(_ value: Value) throws(ScriptError) -> String {
        var decimal: DecimalDigits
        switch value {
        case .int(let number):
            decimal = DecimalDigits(number)
        case .double(let number):
            if number.isNaN { return "NaN" }
            if number.isInfinite { return (number < 0 ? "-" : "") + prefix + "∞" + suffix }
            decimal = DecimalDigits(number)
            // A Double's percent is of 1 (0.25 is 25%); an Int's is of 100 (25 is 25%), as in Foundation.
            if case .percent = kind, !decimal.digits.isEmpty { decimal.point += 2 }
        default:
            throw ScriptError(.typeMismatch, "a number format style formats an Int or a Double, found '\(value.describedType)'")
        }
        var minimumFraction = 0
        switch precision ?? .fraction(0...6) {
        case .fraction(let lengths):
            decimal.round(keeping: decimal.point + lengths.upperBound)
            minimumFraction = lengths.lowerBound
        case .significant(let lengths):
            decimal.round(keeping: lengths.upperBound)
            minimumFraction = lengths.lowerBound - (decimal.digits.isEmpty ? 1 : decimal.point)
        }
        return (decimal.isNegative ? "-" : "") + prefix + decimal.text(minimumFraction: minimumFraction, grouping: grouping) + suffix
    }

    private var prefix: String {
        if case .currency(let symbol) = kind { return symbol }
        return ""
    }

    private var suffix: String {
        if case .percent = kind { return "%" }
        return ""
    }
}

/// A number as decimal digits: `digits` (without leading or trailing zeros) with the
/// decimal point `point` digits from their start (`1234.5` is 12345 with the point at 4,
/// `0.05` is 5 with the point at -1).
private struct DecimalDigits {
    var isNegative: Bool
    var digits: [UInt8]
    var point: Int

    init(_ number: Int) {
        isNegative = number < 0
        digits = String(number.magnitude).utf8.map { $0 - 48 }
        point = digits.count
        normalize()
    }

    /// The shortest decimal that reads back as `number` (its `description`), as ICU reads a Double.
    init(_ number: Double) {
        isNegative = number.sign == .minus
        let text = number.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        digits = (mantissa.joined()).utf8.map { $0 - 48 }
        point = mantissa[0].count + exponent
        normalize()
    }

    private mutating func normalize() {
        while digits.first == 0 {
            digits.removeFirst()
            point -= 1
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }

    /// Rounds half to even to the first `count` digits.
    mutating func round(keeping count: Int) {
        guard count < digits.count else { return }
        guard count >= 0 else {
            digits = []
            normalize()
            return
        }
        let dropped = digits[count...]
        let first = dropped.first!
        let lastKept = count > 0 ? digits[count - 1] : 0
        let roundsUp = first > 5 || (first == 5 && (dropped.dropFirst().contains { $0 != 0 } || lastKept % 2 == 1))
        digits.removeSubrange(count...)
        if roundsUp {
            var index = count - 1
            while index >= 0 && digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        normalize()
    }

    /// `1,234.50`: at least `minimumFraction` digits after the point, the integer part
    /// grouped by thousands.
    func text(minimumFraction: Int, grouping: Bool) -> String {
        var integer = ""
        for index in 0..<max(point, 0) { integer.append(Character(String(index < digits.count ? digits[index] : 0))) }
        if integer.isEmpty { integer = "0" }
        var fraction = ""
        if point < 0 { fraction = String(repeating: "0", count: -point) }
        for index in max(point, 0)..<max(digits.count, max(point, 0)) { fraction.append(Character(String(digits[index]))) }
        if fraction.count < minimumFraction { fraction += String(repeating: "0", count: minimumFraction - fraction.count) }
        let whole = grouping ? NumberMethods.grouped(integer) : integer
        return fraction.isEmpty ? whole : whole + "." + fraction
    }
}

/// Dates as Foundation's `Date.FormatStyle` writes them in "en_US", in UTC.
enum DateFormatting {
    enum DateStyle { case omitted, numeric, abbreviated, long, complete }
    enum TimeStyle { case omitted, shortened, standard, complete }

    static func dateStyle(_ value: Value) throws(ScriptError) -> DateStyle {
        switch styleName(value) {
        case "omitted": return .omitted
        case "numeric": return .numeric
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: throw ScriptError(.invalidArgument, "a date style is .omitted, .numeric, .abbreviated, .long or .complete")
        }
    }

    static func timeStyle(_ value: Value) throws(ScriptError) -> TimeStyle {
        switch styleName(value) {
        case "omitted": return .omitted
        case "shortened": return .shortened
        case "standard": return .standard
        case "complete": return .complete
        default: throw ScriptError(.invalidArgument, "a time style is .omitted, .shortened, .standard or .complete")
        }
    }

    private static func styleName(_ value: Value) -> String? {
        guard case .symbol(let symbol) = value, let last = symbol.segments.last, last.arguments == nil else { return nil }
        return last.name
    }

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The UTC calendar fields of a time, in seconds since 1970.
    struct Fields {
        var year, month, day, weekday, hour, minute, second: Int

        init(_ seconds: Double) {
            let whole = Int(seconds.rounded(.down))
            let (days, rest) = (whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400, ((whole % 86_400) + 86_400) % 86_400)
            (hour, minute, second) = (rest / 3600, rest / 60 % 60, rest % 60)
            weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
            // Howard Hinnant's days-to-civil.
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let shiftedMonth = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
            month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }
    }

    static func format(_ seconds: Double, date: DateStyle, time: TimeStyle) throws(ScriptError) -> String {
        guard seconds.isFinite, seconds.magnitude < 1e14 else { throw ScriptError(.invalidArgument, "the date \(seconds) is out of the range dates can be written in") }
        let fields = Fields(seconds)
        let month = months[fields.month - 1]
        let dateText: String
        switch date {
        case .omitted: dateText = ""
        case .numeric: dateText = "\(fields.month)/\(fields.day)/\(fields.year)"
        case .abbreviated: dateText = "\(month.prefix(3)) \(fields.day), \(fields.year)"
        case .long: dateText = "\(month) \(fields.day), \(fields.year)"
        case .complete: dateText = "\(weekdays[fields.weekday]), \(month) \(fields.day), \(fields.year)"
        }
        // ICU's narrow no-break space before AM and PM, as Foundation writes it.
        let hour = fields.hour % 12 == 0 ? 12 : fields.hour % 12
        let period = fields.hour < 12 ? "\u{202F}AM" : "\u{202F}PM"
        let minute = fields.minute < 10 ? "0\(fields.minute)" : "\(fields.minute)"
        let second = fields.second < 10 ? "0\(fields.second)" : "\(fields.second)"
        let timeText: String
        switch time {
        case .omitted: timeText = ""
        case .shortened: timeText = "\(hour):\(minute)\(period)"
        case .standard: timeText = "\(hour):\(minute):\(second)\(period)"
        case .complete: timeText = "\(hour):\(minute):\(second)\(period) GMT"
        }
        if dateText.isEmpty || timeText.isEmpty { return dateText + timeText }
        return dateText + (date == .numeric ? ", " : " at ") + timeText
    }

    /// `2024-06-15T15:45:00Z`.
    static func iso8601(_ seconds: Double) -> String {
        let fields = Fields(seconds)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let year = String(fields.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-\(two(fields.month))-\(two(fields.day))T\(two(fields.hour)):\(two(fields.minute)):\(two(fields.second))Z"
    }
}
