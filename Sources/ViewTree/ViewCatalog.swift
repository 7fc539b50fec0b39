/// What the workbench knows of SwiftUI's views and modifiers: each view's initializers
/// with SwiftUI's labels, what each parameter becomes in the IR, each view's slots, and
/// the modifier names in common use.
///
/// Scripts and VML both build IR from it, which is what makes a script and the VML
/// describing the same view give the same IR: `VStack(alignment: .leading)` in a script
/// and `<VStack alignment="leading">` in VML both give the prop `alignment: .leading`,
/// because the catalog says `alignment` is an enumeration.
public enum ViewCatalog {
    /// What an initializer parameter becomes in the IR, and how a VML attribute for it is read.
    public enum ParameterKind: String, Hashable, Sendable {
        /// A prop holding a string: `Text`'s content, a title, `systemName`.
        case string
        /// A prop holding a number: `spacing`, `cornerRadius`.
        case number
        /// A prop holding a boolean: `showsIndicators`.
        case boolean
        /// A prop holding an enumeration member: `alignment` (`.leading`; VML writes it without the dot).
        case enumeration
        /// A prop holding a URL string: `Link`'s `destination`.
        case url
        /// A prop holding a range: `Slider`'s `in`.
        case range
        /// A prop holding any value: `Color`'s color, `NavigationLink`'s `value`.
        case value
        /// A two-way binding: recorded in the node's `bindings` under the parameter's name.
        case binding
        /// An action (a name or a closure): recorded in the node's `events` under the
        /// parameter's name (`tap` for a button's action, `increment` for a stepper's `onIncrement:`).
        case action
        /// View content: the children when it is the view's default slot, otherwise the
        /// slot of that name.
        case content
    }

    /// One parameter of an initializer.
    public struct Parameter: Hashable, Sendable {
        /// The argument label; `nil` for an unlabeled (`_`) parameter.
        public var label: String?
        /// The prop, binding, event or slot name it becomes.
        public var name: String
        /// What it becomes.
        public var kind: ParameterKind
        /// Whether the argument may be left out.
        public var isOptional: Bool

        /// Creates a parameter.
        public init(label: String?, name: String, kind: ParameterKind, isOptional: Bool = false) {
            self.label = label
            self.name = name
            self.kind = kind
            self.isOptional = isOptional
        }

        /// `label:` or `_:`, as SwiftUI's documentation writes it.
        public var signatureText: String { (label ?? "_") + ":" }
    }

    /// One initializer: its parameters in order.
    public struct Initializer: Hashable, Sendable {
        /// The parameters, in the order they must appear.
        public var parameters: [Parameter]

        /// Creates an initializer.
        public init(_ parameters: [Parameter]) {
            self.parameters = parameters
        }

        /// `Toggle(_:isOn:)`.
        public func signature(of element: String) -> String {
            element + "(" + parameters.map(\.signatureText).joined() + ")"
        }
    }

    /// A view the catalog knows.
    public struct Element: Hashable, Sendable {
        /// The type name: `VStack`.
        public var name: String
        /// Its initializers.
        public var initializers: [Initializer]
        /// The slot whose content is the node's children (`label` for `Button`,
        /// `content` for stacks); VML's unlabeled children go there.
        public var defaultSlot: String?
        /// The named slots besides the default one (`title` and `icon` for `Label`).
        public var namedSlots: [String]

        /// Every label any initializer accepts, for "the labels that exist" in errors.
        public var allLabels: [String] {
            var seen: [String] = []
            for initializer in initializers {
                for parameter in initializer.parameters where !seen.contains(parameter.signatureText) {
                    seen.append(parameter.signatureText)
                }
            }
            return seen
        }

        /// The kind of the prop called `name`, when an initializer declares it.
        public func propKind(_ name: String) -> ParameterKind? {
            for initializer in initializers {
                if let parameter = initializer.parameters.first(where: { $0.name == name }) { return parameter.kind }
            }
            return nil
        }
    }

    /// A modifier that takes view content, and the slot name its content lands in.
    public struct ContentModifier: Hashable, Sendable {
        /// The modifier: `background`.
        public var name: String
        /// The slot name of VML §10.1: `content`, `toolbar`.
        public var slot: String
        /// The argument label the slot symbol is passed with: `content`.
        public var label: String
        /// Whether the slot holds several nodes (`toolbar`).
        public var isMultiValued: Bool
    }

    private static func p(_ label: String?, _ name: String, _ kind: ParameterKind, optional: Bool = false) -> Parameter {
        Parameter(label: label, name: name, kind: kind, isOptional: optional)
    }

    private static let content = p("content", "content", .content)
    /// `NavigationSplitView(columnVisibility: $visibility)`: which columns show, a binding.
    private static let columnVisibility = p("columnVisibility", "columnVisibility", .binding, optional: true)
    /// `onEditingChanged: { editing in ... }` of sliders and steppers: the `editingChanged` event.
    private static let editingChanged = p("onEditingChanged", "editingChanged", .action, optional: true)

    private static func stack(_ name: String, spacing: Bool = true) -> Element {
        var parameters = [p("alignment", "alignment", .enumeration, optional: true)]
        if spacing { parameters.append(p("spacing", "spacing", .number, optional: true)) }
        parameters.append(content)
        return Element(name: name, initializers: [Initializer(parameters)], defaultSlot: "content", namedSlots: [])
    }

    private static func container(_ name: String) -> Element {
        Element(name: name, initializers: [Initializer([content])], defaultSlot: "content", namedSlots: [])
    }

    private static func leaf(_ name: String, _ initializers: [Initializer] = [Initializer([])]) -> Element {
        Element(name: name, initializers: initializers, defaultSlot: nil, namedSlots: [])
    }

    /// The views of spec §4, by name.
    public static let elements: [String: Element] = {
        let list: [Element] = [
            leaf("Text", [Initializer([p(nil, "text", .string)]), Initializer([p("verbatim", "text", .string)])]),
            leaf("Image", [Initializer([p("systemName", "systemName", .string)]), Initializer([p(nil, "name", .string)])]),
            Element(
                name: "Button",
                initializers: [
                    Initializer([p(nil, "title", .string), p("action", "tap", .action)]),
                    Initializer([p(nil, "title", .string), p("systemImage", "systemImage", .string), p("action", "tap", .action)]),
                    Initializer([p("action", "tap", .action), p("label", "label", .content)]),
                    Initializer([p(nil, "title", .string), p("role", "role", .enumeration), p("action", "tap", .action)]),
                    Initializer([p("role", "role", .enumeration), p("action", "tap", .action), p("label", "label", .content)]),
                ],
                defaultSlot: "label", namedSlots: []),
            Element(
                name: "Toggle",
                initializers: [
                    Initializer([p(nil, "title", .string), p("isOn", "isOn", .binding)]),
                    Initializer([p("isOn", "isOn", .binding), p("label", "label", .content)]),
                ],
                defaultSlot: "label", namedSlots: []),
            leaf(
                "TextField",
                [
                    Initializer([p(nil, "title", .string), p("text", "text", .binding), p("axis", "axis", .enumeration, optional: true)]),
                    // A number typed in: `TextField("Amount", value: $amount, format: .number)`.
                    Initializer([p(nil, "title", .string), p("value", "value", .binding), p("format", "format", .value)]),
                ]),
            leaf("SecureField", [Initializer([p(nil, "title", .string), p("text", "text", .binding)])]),
            Element(
                name: "Slider",
                initializers: [
                    Initializer([p("value", "value", .binding), p("in", "in", .range, optional: true), p("step", "step", .number, optional: true), editingChanged]),
                    Initializer([p("value", "value", .binding), p("in", "in", .range), p("step", "step", .number, optional: true), p("label", "label", .content), editingChanged]),
                    Initializer([
                        p("value", "value", .binding), p("in", "in", .range), p("step", "step", .number, optional: true), p("label", "label", .content),
                        p("minimumValueLabel", "minimumValueLabel", .content), p("maximumValueLabel", "maximumValueLabel", .content), editingChanged,
                    ]),
                    // iOS 13's order, deprecated.
                    Initializer([
                        p("value", "value", .binding), p("in", "in", .range), p("step", "step", .number, optional: true), editingChanged,
                        p("minimumValueLabel", "minimumValueLabel", .content), p("maximumValueLabel", "maximumValueLabel", .content), p("label", "label", .content),
                    ]),
                ],
                defaultSlot: "label", namedSlots: ["minimumValueLabel", "maximumValueLabel"]),
            Element(
                name: "Stepper",
                initializers: [
                    Initializer([
                        p(nil, "title", .string), p("value", "value", .binding), p("in", "in", .range, optional: true), p("step", "step", .number, optional: true),
                        editingChanged,
                    ]),
                    Initializer([
                        p("value", "value", .binding), p("in", "in", .range, optional: true), p("step", "step", .number, optional: true), p("label", "label", .content),
                        editingChanged,
                    ]),
                    // Steppers whose closures change the value: `increment` and `decrement` events.
                    Initializer([p(nil, "title", .string), p("onIncrement", "increment", .action), p("onDecrement", "decrement", .action), editingChanged]),
                    Initializer([p("onIncrement", "increment", .action), p("onDecrement", "decrement", .action), p("label", "label", .content)]),
                    Initializer([
                        p("onIncrement", "increment", .action), p("onDecrement", "decrement", .action), p("onEditingChanged", "editingChanged", .action),
                        p("label", "label", .content),
                    ]),
                    // iOS 13's order, deprecated: `Stepper { label } onIncrement: { } onDecrement: { }`.
                    Initializer([p("label", "label", .content), p("onIncrement", "increment", .action), p("onDecrement", "decrement", .action), editingChanged]),
                ],
                defaultSlot: "label", namedSlots: []),
            leaf("TextEditor", [Initializer([p("text", "text", .binding)])]),
            leaf("DatePicker", [
                Initializer([p(nil, "title", .string), p("selection", "selection", .binding), p("displayedComponents", "displayedComponents", .value, optional: true)]),
                Initializer([p(nil, "title", .string), p("selection", "selection", .binding), p("in", "in", .range), p("displayedComponents", "displayedComponents", .value, optional: true)]),
            ]),
            leaf("ColorPicker", [Initializer([p(nil, "title", .string), p("selection", "selection", .binding)])]),
            leaf("EditButton"),
            Element(
                name: "LabeledContent",
                initializers: [
                    Initializer([p(nil, "title", .string), p("value", "value", .string)]),
                    Initializer([p(nil, "title", .string), p("content", "content", .content)]),
                ],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "ContentUnavailableView",
                initializers: [
                    Initializer([p(nil, "title", .string), p("systemImage", "systemImage", .string), p("description", "description", .content, optional: true)]),
                    Initializer([p("label", "label", .content), p("description", "description", .content, optional: true), p("actions", "actions", .content, optional: true)]),
                ],
                defaultSlot: nil, namedSlots: ["label", "description", "actions"]),
            Element(
                name: "Picker",
                initializers: [
                    Initializer([p(nil, "title", .string), p("selection", "selection", .binding), content]),
                    Initializer([p("selection", "selection", .binding), p("label", "label", .content), content]),
                ],
                defaultSlot: "content", namedSlots: ["label"]),
            stack("VStack"), stack("HStack"), stack("ZStack", spacing: false), stack("LazyVStack"), stack("LazyHStack"),
            Element(
                name: "ScrollView",
                initializers: [Initializer([p(nil, "axes", .enumeration, optional: true), p("showsIndicators", "showsIndicators", .boolean, optional: true), content])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "List",
                initializers: [Initializer([content]), Initializer([p("selection", "selection", .binding), content])],
                defaultSlot: "content", namedSlots: []),
            container("Form"), container("Group"),
            Element(
                name: "NavigationStack",
                initializers: [Initializer([content]), Initializer([p("path", "path", .binding), p("root", "content", .content)])],
                defaultSlot: "content", namedSlots: []),
            // The container SwiftUI deprecated for NavigationStack, in every tutorial before 2022:
            // a type of its own, drawn as a NavigationStack.
            container("NavigationView"),
            Element(
                name: "NavigationSplitView",
                initializers: [
                    Initializer([columnVisibility, p("sidebar", "sidebar", .content), p("detail", "detail", .content)]),
                    Initializer([columnVisibility, p("sidebar", "sidebar", .content), p("content", "content", .content), p("detail", "detail", .content)]),
                ],
                defaultSlot: "sidebar", namedSlots: ["content", "detail"]),
            Element(
                name: "TabView",
                initializers: [Initializer([content]), Initializer([p("selection", "selection", .binding), content])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "Grid",
                initializers: [Initializer([
                    p("alignment", "alignment", .enumeration, optional: true), p("horizontalSpacing", "horizontalSpacing", .number, optional: true),
                    p("verticalSpacing", "verticalSpacing", .number, optional: true), content,
                ])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "GridRow", initializers: [Initializer([p("alignment", "alignment", .enumeration, optional: true), content])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "LazyVGrid",
                initializers: [Initializer([
                    p("columns", "columns", .value), p("alignment", "alignment", .enumeration, optional: true), p("spacing", "spacing", .number, optional: true), content,
                ])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "LazyHGrid",
                initializers: [Initializer([
                    p("rows", "rows", .value), p("alignment", "alignment", .enumeration, optional: true), p("spacing", "spacing", .number, optional: true), content,
                ])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "GroupBox",
                initializers: [Initializer([content]), Initializer([p(nil, "title", .string), content]), Initializer([p("label", "label", .content), content])],
                defaultSlot: "content", namedSlots: ["label"]),
            Element(
                name: "DisclosureGroup",
                initializers: [
                    Initializer([p(nil, "title", .string), content]),
                    Initializer([p(nil, "title", .string), p("isExpanded", "isExpanded", .binding), content]),
                    Initializer([p("isExpanded", "isExpanded", .binding, optional: true), content, p("label", "label", .content)]),
                ],
                defaultSlot: "content", namedSlots: ["label"]),
            Element(
                name: "Menu",
                initializers: [Initializer([p(nil, "title", .string), content]), Initializer([content, p("label", "label", .content)])],
                defaultSlot: "content", namedSlots: ["label"]),
            Element(
                name: "Section",
                initializers: [
                    Initializer([content, p("header", "header", .content, optional: true), p("footer", "footer", .content, optional: true)]),
                    Initializer([p(nil, "title", .string), content]),
                    // SwiftUI's deprecated Section(header:footer:content:), Section(header:content:)
                    // and Section(footer:content:).
                    Initializer([p("header", "header", .content), p("footer", "footer", .content), content]),
                    Initializer([p("header", "header", .content), content]),
                    Initializer([p("footer", "footer", .content), content]),
                ],
                defaultSlot: "content", namedSlots: ["header", "footer"]),
            leaf("Spacer", [Initializer([p("minLength", "minLength", .number, optional: true)])]),
            leaf("Divider"),
            Element(
                name: "Label",
                initializers: [
                    Initializer([p(nil, "title", .string), p("systemImage", "systemImage", .string)]),
                    Initializer([p("title", "title", .content), p("icon", "icon", .content)]),
                ],
                defaultSlot: nil, namedSlots: ["title", "icon"]),
            leaf("Link", [Initializer([p(nil, "title", .string), p("destination", "destination", .url)])]),
            // `ShareLink(item:)` shares through the system's sheet, which the workbench does not
            // show: the node records what would be shared, and its label.
            Element(
                name: "ShareLink",
                initializers: [
                    Initializer([p("item", "item", .value)]),
                    Initializer([p(nil, "title", .string), p("item", "item", .value)]),
                    Initializer([p("item", "item", .value), p("label", "label", .content)]),
                    Initializer([p("item", "item", .value), p("subject", "subject", .content), p("message", "message", .content, optional: true)]),
                    Initializer([p("item", "item", .value), p("subject", "subject", .content), p("message", "message", .content, optional: true), p("label", "label", .content)]),
                ],
                defaultSlot: "label", namedSlots: ["subject", "message"]),
            Element(
                name: "Gauge",
                initializers: [
                    Initializer([
                        p("value", "value", .number), p("in", "in", .range, optional: true), p("label", "label", .content),
                        p("currentValueLabel", "currentValueLabel", .content, optional: true),
                        p("minimumValueLabel", "minimumValueLabel", .content, optional: true), p("maximumValueLabel", "maximumValueLabel", .content, optional: true),
                    ]),
                ],
                defaultSlot: "label", namedSlots: ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"]),
            // Shows the first of its views that fits; with no layout to measure, the first.
            Element(
                name: "ViewThatFits",
                initializers: [Initializer([p("in", "in", .enumeration, optional: true), content])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "NavigationLink",
                initializers: [
                    Initializer([p(nil, "title", .string), p("destination", "destination", .content)]),
                    Initializer([p("destination", "destination", .content), p("label", "label", .content)]),
                    Initializer([p(nil, "title", .string), p("value", "value", .value)]),
                    Initializer([p("value", "value", .value), p("label", "label", .content)]),
                ],
                defaultSlot: "label", namedSlots: ["destination"]),
            leaf("ProgressView", [Initializer([p(nil, "title", .string, optional: true), p("value", "value", .number, optional: true), p("total", "total", .number, optional: true)])]),
            leaf("Color", [Initializer([p(nil, "color", .value)])]),
            leaf("Rectangle"), leaf("Circle"), leaf("Capsule"), leaf("Ellipse"), leaf("EmptyView"),
            // `style: .continuous` is the corners' curve, which the preview does not draw.
            leaf("RoundedRectangle", [
                Initializer([p("cornerRadius", "cornerRadius", .number), p("style", "style", .enumeration, optional: true)]),
                Initializer([p("cornerSize", "cornerSize", .value), p("style", "style", .enumeration, optional: true)]),
            ]),
            Element(
                name: "ToolbarItem",
                initializers: [Initializer([p("placement", "placement", .enumeration, optional: true), content])],
                defaultSlot: "content", namedSlots: []),
            Element(
                name: "ToolbarItemGroup",
                initializers: [Initializer([p("placement", "placement", .enumeration, optional: true), content])],
                defaultSlot: "content", namedSlots: []),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    /// Modifiers that take view content (VML §10.1).
    public static let contentModifiers: [String: ContentModifier] = [
        "background": ContentModifier(name: "background", slot: "content", label: "content", isMultiValued: false),
        "overlay": ContentModifier(name: "overlay", slot: "content", label: "content", isMultiValued: false),
        "listRowBackground": ContentModifier(name: "listRowBackground", slot: "content", label: "content", isMultiValued: false),
        "mask": ContentModifier(name: "mask", slot: "mask", label: "mask", isMultiValued: false),
        "toolbar": ContentModifier(name: "toolbar", slot: "toolbar", label: "content", isMultiValued: true),
        "safeAreaInset": ContentModifier(name: "safeAreaInset", slot: "content", label: "content", isMultiValued: false),
    ]

    /// The slots that hold several nodes.
    public static let multiValuedSlots: Set<String> = ["toolbar"]

    /// SwiftUI modifier names in common use: the 247 LiveView Native supports plus the
    /// common ones it does not (`foregroundColor`, `cornerRadius`, `id`, `tag`, `onChange`...).
    /// A name outside this list is a warning with a suggestion, never an error.
    public static let modifierNames: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityChildren", "accessibilityHidden",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityIgnoresInvertColors",
        "accessibilityLabel", "accessibilityRepresentation", "accessibilityShowsLargeContentViewer",
        "accessibilityValue", "actionSheet", "alert", "allowsHitTesting", "allowsTightening", "animation", "aspectRatio",
        "autocorrectionDisabled", "background", "backgroundStyle", "badge", "baselineOffset", "blendMode",
        "blur", "bold", "border", "brightness", "buttonBorderShape", "buttonStyle", "clipShape", "clipped",
        "colorInvert", "colorMultiply", "compositingGroup", "confirmationDialog", "containerRelativeFrame",
        "containerShape", "contentMargins", "contentShape", "contentTransition", "contextMenu", "contrast",
        "controlGroupStyle", "controlSize", "coordinateSpace", "cornerRadius", "datePickerStyle",
        "defaultScrollAnchor", "defaultWheelPickerItemHeight", "defersSystemGestures", "deleteDisabled",
        "dialogSuppressionToggle", "digitalCrownAccessory", "disabled", "drawingGroup", "dynamicTypeSize",
        "edgesIgnoringSafeArea", "environment", "fileDialogCustomizationID",
        "fileDialogImportsUnresolvedAliases", "fill", "findDisabled", "findNavigator", "fixedSize",
        "flipsForRightToLeftLayoutDirection", "focusEffectDisabled", "focusScope", "focusSection",
        "focusable", "focused", "font", "fontDesign", "fontWeight", "fontWidth", "foregroundColor", "foregroundStyle",
        "formStyle", "frame", "fullScreenCover", "gaugeStyle", "geometryGroup", "gesture", "grayscale",
        "gridCellAnchor", "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment", "groupBoxStyle",
        "headerProminence", "help", "hidden", "highPriorityGesture", "horizontalRadioGroupLayout",
        "hoverEffect", "hoverEffectDisabled", "hueRotation", "id", "ignoresSafeArea", "imageScale",
        "indexViewStyle", "inspector", "inspectorColumnWidth", "interactionActivityTrackingTag",
        "interactiveDismissDisabled", "intersection", "invalidatableContent", "italic", "kerning",
        "keyboardShortcut", "keyboardType", "labelStyle", "labeledContentStyle", "labelsHidden",
        "layoutPriority", "lineHeight", "lineIntersection", "lineLimit", "lineSpacing", "lineSubtraction",
        "listItemTint", "listRowBackground", "listRowHoverEffect", "listRowHoverEffectDisabled",
        "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listRowSpacing",
        "listSectionSeparator", "listSectionSeparatorTint", "listSectionSpacing", "listStyle",
        "luminanceToAlpha", "mask", "matchedGeometryEffect", "menuIndicator", "menuOrder", "menuStyle",
        "minimumScaleFactor", "monospaced", "monospacedDigit", "moveDisabled", "multilineTextAlignment",
        "navigationBarBackButtonHidden", "navigationBarItems", "navigationBarTitle",
        "navigationBarTitleDisplayMode", "navigationDestination", "navigationSplitViewColumnWidth",
        "navigationSplitViewStyle", "navigationSubtitle", "navigationTitle", "navigationViewStyle", "offset", "onAppear",
        "onChange", "onDelete", "onDeleteCommand", "onDisappear", "onExitCommand", "onHover",
        "onLongPressGesture", "onLongTouchGesture", "onMove", "onMoveCommand", "onPlayPauseCommand",
        "onSubmit", "onTapGesture", "opacity", "overlay", "padding", "persistentSystemOverlays",
        "pickerStyle", "popover", "position", "preferredColorScheme", "prefersDefaultFocus",
        "presentationBackground", "presentationBackgroundInteraction", "presentationCompactAdaptation",
        "presentationContentInteraction", "presentationCornerRadius", "presentationDetents",
        "presentationDragIndicator", "previewDisplayName", "privacySensitive", "progressViewStyle",
        "projectionEffect", "redacted", "refreshable", "renameAction", "renderingMode", "replaceDisabled",
        "resizable", "rotation", "rotation3DEffect", "rotationEffect", "safeAreaInset", "safeAreaPadding",
        "saturation", "scale", "scaleEffect", "scaledToFill", "scaledToFit", "scenePadding",
        "scrollBounceBehavior", "scrollClipDisabled", "scrollContentBackground", "scrollDisabled",
        "scrollDismissesKeyboard", "scrollIndicators", "scrollIndicatorsFlash", "scrollPosition",
        "scrollTargetBehavior", "scrollTargetLayout", "searchCompletion", "searchDictationBehavior",
        "searchPresentationToolbarBehavior", "searchScopes", "searchSuggestions", "searchable",
        "selectionDisabled", "shadow", "sheet", "simultaneousGesture", "speechAdjustedPitch",
        "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued", "speechSpellsOutCharacters",
        "statusBarHidden", "strikethrough", "stroke", "submitLabel", "submitScope", "subtracting",
        "swipeActions", "symbolEffect", "symbolEffectsRemoved", "symbolRenderingMode", "symbolVariant",
        "symmetricDifference", "tabItem", "tabViewStyle", "tableStyle", "tag", "task", "textCase",
        "textContentType", "textEditorStyle", "textFieldStyle", "textInputAutocapitalization", "textScale",
        "textSelection", "tint", "toggleStyle", "toolbar", "toolbarBackground", "toolbarColorScheme",
        "toolbarRole", "toolbarTitleDisplayMode", "toolbarTitleMenu", "touchBarCustomizationLabel",
        "touchBarItemPrincipal", "tracking", "transform", "transformEffect", "transition", "trim", "truncationMode",
        "underline", "union", "unredacted", "zIndex",
        // Common in apps' code, recorded as written (accessibility, feedback, drag and drop,
        // environment objects, animation and transition hooks).
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilitySortPriority",
        "accessibilityInputLabels", "accessibilityHeading", "accessibilityFocused", "accessibilityRespondsToUserInteraction",
        "sensoryFeedback", "onGeometryChange", "onKeyPress", "onReceive", "onOpenURL", "onContinuousHover",
        "onScrollGeometryChange", "onScrollVisibilityChange", "onPreferenceChange", "preference", "environmentObject",
        "modelContainer", "navigationBarHidden", "toolbarVisibility", "scrollTransition", "visualEffect",
        "phaseAnimator", "keyframeAnimator", "containerBackground", "dropDestination", "draggable", "onDrag", "onDrop",
        "alignmentGuide", "fileImporter", "fileExporter", "presentationSizing", "navigationTransition",
        "matchedTransitionSource", "buttonRepeatBehavior",
        // A `PreviewProvider`'s: recorded, the workbench draws no device.
        "previewDevice", "previewLayout", "previewInterfaceOrientation", "previewContext",
    ]
}
