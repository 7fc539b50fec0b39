import SwiftLite

/// SwiftUI's style structs, the spelling older code uses (`.pickerStyle(SegmentedPickerStyle())`,
/// `.listStyle(GroupedListStyle())`): each is the value its shorthand is
/// (`.pickerStyle(.segmented)`), so both spellings give the same IR. A style that takes
/// arguments (`PageTabViewStyle(indexDisplayMode: .never)`) is its shorthand called with them
/// (`.page(indexDisplayMode: .never)`).
enum StyleConstructors {
    /// Each style struct: its shorthand and the labels of its initializer's (optional) arguments.
    static let styles: [(name: String, shorthand: String, labels: [String])] = [
        // Picker
        ("DefaultPickerStyle", "automatic", []), ("SegmentedPickerStyle", "segmented", []), ("MenuPickerStyle", "menu", []),
        ("WheelPickerStyle", "wheel", []), ("InlinePickerStyle", "inline", []), ("NavigationLinkPickerStyle", "navigationLink", []),
        ("PalettePickerStyle", "palette", []), ("RadioGroupPickerStyle", "radioGroup", []),
        // List
        ("DefaultListStyle", "automatic", []), ("GroupedListStyle", "grouped", []), ("InsetGroupedListStyle", "insetGrouped", []),
        ("PlainListStyle", "plain", []), ("InsetListStyle", "inset", ["alternatesRowBackgrounds"]), ("SidebarListStyle", "sidebar", []),
        ("BorderedListStyle", "bordered", ["alternatesRowBackgrounds"]), ("CarouselListStyle", "carousel", []),
        ("EllipticalListStyle", "elliptical", []),
        // TextField
        ("DefaultTextFieldStyle", "automatic", []), ("RoundedBorderTextFieldStyle", "roundedBorder", []),
        ("PlainTextFieldStyle", "plain", []), ("SquareBorderTextFieldStyle", "squareBorder", []),
        // Button
        ("DefaultButtonStyle", "automatic", []), ("PlainButtonStyle", "plain", []), ("BorderedButtonStyle", "bordered", []),
        ("BorderedProminentButtonStyle", "borderedProminent", []), ("BorderlessButtonStyle", "borderless", []),
        ("LinkButtonStyle", "link", []),
        // Toggle
        ("DefaultToggleStyle", "automatic", []), ("SwitchToggleStyle", "switch", ["tint"]), ("ButtonToggleStyle", "button", []),
        ("CheckboxToggleStyle", "checkbox", []),
        // TabView and its page indicator
        ("DefaultTabViewStyle", "automatic", []), ("PageTabViewStyle", "page", ["indexDisplayMode"]),
        ("TabBarOnlyTabViewStyle", "tabBarOnly", []), ("SidebarAdaptableTabViewStyle", "sidebarAdaptable", []),
        ("PageIndexViewStyle", "page", ["backgroundDisplayMode"]),
        // DatePicker
        ("DefaultDatePickerStyle", "automatic", []), ("CompactDatePickerStyle", "compact", []), ("GraphicalDatePickerStyle", "graphical", []),
        ("WheelDatePickerStyle", "wheel", []), ("FieldDatePickerStyle", "field", []), ("StepperFieldDatePickerStyle", "stepperField", []),
        // Label, ProgressView, Form, Menu, GroupBox, LabeledContent
        ("DefaultLabelStyle", "automatic", []), ("IconOnlyLabelStyle", "iconOnly", []), ("TitleOnlyLabelStyle", "titleOnly", []),
        ("TitleAndIconLabelStyle", "titleAndIcon", []),
        ("DefaultProgressViewStyle", "automatic", []), ("CircularProgressViewStyle", "circular", ["tint"]),
        ("LinearProgressViewStyle", "linear", ["tint"]),
        ("AutomaticFormStyle", "automatic", []), ("ColumnsFormStyle", "columns", []), ("GroupedFormStyle", "grouped", []),
        ("DefaultMenuStyle", "automatic", []), ("BorderlessButtonMenuStyle", "borderlessButton", []), ("ButtonMenuStyle", "button", []),
        ("DefaultGroupBoxStyle", "automatic", []), ("AutomaticLabeledContentStyle", "automatic", []),
        // NavigationView and NavigationSplitView
        ("DefaultNavigationViewStyle", "automatic", []), ("StackNavigationViewStyle", "stack", []),
        ("DoubleColumnNavigationViewStyle", "columns", []), ("ColumnNavigationViewStyle", "columns", []),
        ("AutomaticNavigationSplitViewStyle", "automatic", []), ("BalancedNavigationSplitViewStyle", "balanced", []),
        ("ProminentDetailNavigationSplitViewStyle", "prominentDetail", []),
    ]

    static func install(in environment: ProgramEnvironment) {
        typealias Parameter = NativeFunction.Parameter
        for style in styles {
            let signature = NativeFunction.Signature(style.labels.map { Parameter($0, optional: true) })
            environment.host.define(
                NativeFunction(name: style.name, signatures: [signature]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    var arguments: [(label: String?, value: SwiftLite.Value)] = []
                    for (index, label) in style.labels.enumerated() where call.has(index) { arguments.append((label, call.argument(index))) }
                    return .implicitMember(style.shorthand, arguments: arguments)
                })
        }
    }
}
