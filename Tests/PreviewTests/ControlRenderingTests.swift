import Testing
import ViewTree

@testable import Preview

/// Controls are real form controls naming their node, showing the bound state's value.
@Suite struct ControlRenderingTests {
    @Test func buttonIsAButtonThatTaps() {
        let output = html(node("Button", ["title": "Add"], events: ["tap": "addTodo"]))
        #expect(output.contains(#"<button data-id="0" class="sw-button" type="button" data-control="tap" data-node="0" data-type="Button"><span class="sw-text">Add</span></button>"#))
        // The action's name stays on the server.
        #expect(!output.contains("addTodo"))
    }

    @Test func buttonStyles() {
        let bordered = node("Button", ["title": "-"], modifiers: [modifier("buttonStyle", .member("bordered"))])
        #expect(html(bordered).contains(#"class="sw-button sw-button-bordered""#))
        let prominent = node("Button", ["title": "+"], modifiers: [modifier("buttonStyle", .member("borderedProminent"))])
        #expect(html(prominent).contains(#"class="sw-button sw-button-prominent""#))
    }

    @Test func buttonWithALabelShowsItsContent() {
        let button = node("Button", children: [node("Image", id: "0.0", ["systemName": "plus"])], events: ["tap": "add"])
        #expect(html(button).contains(#"data-control="tap" data-node="0" data-type="Button"><span data-id="0.0" class="sw-image sw-symbol""#))
    }

    @Test func disabledControlsAreDisabled() {
        let button = node("Button", ["title": "Go"], modifiers: [modifier("disabled", true)], events: ["tap": "go"])
        #expect(html(button).contains(#"data-control="tap" data-node="0" disabled"#))
    }

    @Test func toggleShowsTheBoundValue() {
        let toggle = node("Toggle", ["title": "Buy milk"], bindings: ["isOn": "todos[0].done"])
        let off = html(toggle, values: ["todos[0].done": false])
        #expect(off.contains(#"<label data-id="0" class="sw-toggle sw-axis-h sw-fill-w" data-type="Toggle"><span class="sw-control-label sw-axis-h">Buy milk</span>"#))
        #expect(off.contains(#"<input class="sw-switch" type="checkbox" role="switch" data-control="toggle" data-node="0">"#))
        let on = html(toggle, values: ["todos[0].done": true])
        #expect(on.contains(#"data-control="toggle" data-node="0" checked>"#))
    }

    @Test func textFieldShowsTheBoundTextAndItsTitleAsPlaceholder() {
        let field = node("TextField", ["title": "New todo"], modifiers: [modifier("textFieldStyle", .member("roundedBorder"))], bindings: ["text": "draft"])
        let output = html(field, values: ["draft": "Call \"Bob\""])
        #expect(output.contains(#"<input data-id="0" class="sw-textfield sw-fill-w sw-textfield-rounded" type="text" placeholder="New todo" value="Call &quot;Bob&quot;""#))
        #expect(output.contains(#"data-control="text" data-node="0""#))
    }

    @Test func aTextFieldForANumberShowsItAndWritesANumber() {
        let field = node("TextField", ["title": "Amount"], bindings: ["value": "amount"])
        let output = html(field, values: ["amount": 12.5])
        #expect(output.contains(#"type="text" placeholder="Amount" value="12.5" inputmode="decimal" spellcheck="false" data-control="number" data-node="0""#))
        #expect(html(field, values: [:]).contains(#"value="" inputmode="decimal""#))
    }

    @Test func secureFieldHidesItsText() {
        #expect(html(node("SecureField", ["title": "Password"], bindings: ["text": "pw"])).contains(#"type="password""#))
    }

    @Test func sliderCoversItsRangeInSteps() {
        let range = Value.named(MemberChain([.init("ClosedRange", arguments: [Argument(label: "lowerBound", 0), Argument(label: "upperBound", 10)])]))
        let slider = node("Slider", ["in": range, "step": 1], bindings: ["value": "volume"])
        #expect(html(slider, values: ["volume": 4]).contains(#"type="range" min="0" max="10" step="1" value="4" data-control="slider" data-node="0""#))
        #expect(html(node("Slider", bindings: ["value": "v"]), values: ["v": 0.5]).contains(#"min="0" max="1" step="any" value="0.5""#))
    }

    @Test func stepperHasButtonsDisabledAtItsBounds() {
        let range = Value.named(MemberChain([.init("ClosedRange", arguments: [Argument(label: "lowerBound", 0), Argument(label: "upperBound", 5)])]))
        let stepper = node("Stepper", ["title": "Guests: 0", "in": range], bindings: ["value": "guests"])
        let output = html(stepper, values: ["guests": 0])
        #expect(output.contains(#"<span class="sw-control-label sw-axis-h">Guests: 0</span>"#))
        #expect(output.contains(#"aria-label="Decrement" data-control="step" data-node="0" data-by="-1" disabled>−</button>"#))
        #expect(output.contains(#"aria-label="Increment" data-control="step" data-node="0" data-by="1">+</button>"#))
    }

    @Test func segmentedPickerSelectsTheOptionTaggedWithTheBoundValue() {
        let picker = node(
            "Picker", ["title": "Show"],
            children: ["all", "open", "done"].enumerated().map { index, tag in
                text(tag.capitalized, id: "0.\(index)", modifiers: [modifier("tag", .string(tag))])
            },
            modifiers: [modifier("pickerStyle", .member("segmented"))], bindings: ["selection": "filter"])
        let output = html(picker, values: ["filter": "open"])
        #expect(output.contains(#"class="sw-picker sw-picker-segmented sw-axis-h sw-fill-w" role="radiogroup" aria-label="Show""#))
        #expect(output.contains(#"<button class="sw-segment" type="button" role="radio" aria-checked="false" data-control="select" data-node="0" data-index="0">All</button>"#))
        #expect(output.contains(#"<button class="sw-segment sw-selected" type="button" role="radio" aria-checked="true" data-control="select" data-node="0" data-index="1">Open</button>"#))
        // The options are part of the picker's markup, not nodes of their own.
        #expect(!output.contains(#"data-id="0.1""#))
    }

    @Test func tabViewShowsItsSelectedTabOverATabBarThatSelectsTheOthers() {
        let tabs = node(
            "TabView",
            children: ["inbox", "sent"].enumerated().map { index, tag in
                node(
                    "Text", id: "0.\(index)", ["text": .string(tag.capitalized + " page")],
                    slots: ["tabItem": [text(tag.capitalized, id: "0.\(index).tabItem.0")]], modifiers: [modifier("tag", .member(tag))])
            },
            bindings: ["selection": "tab"])
        let output = html(tabs, values: ["tab": "sent"])
        #expect(output.contains("Sent page"))
        #expect(!output.contains("Inbox page"), "only the selected tab is shown")
        #expect(output.contains(#"<button class="sw-tab-item" type="button" role="tab" aria-selected="false" data-control="select" data-node="0" data-index="0"><span data-id="0.0.tabItem.0" class="sw-text" data-type="Text">Inbox</span></button>"#))
        #expect(output.contains(#"<button class="sw-tab-item sw-selected" type="button" role="tab" aria-selected="true" data-control="select" data-node="0" data-index="1">"#))
        var unbound = tabs
        unbound.bindings = [:]
        #expect(html(unbound).contains("Inbox page"), "without a selection, the first tab")
    }

    @Test func viewThatFitsShowsItsFirstViewAndAGaugeItsValueInItsRange() {
        let fits = node("ViewThatFits", children: [text("CPU at 42 percent", id: "0.0"), text("CPU", id: "0.1")])
        let output = html(fits)
        #expect(output.contains("CPU at 42 percent"))
        #expect(!output.contains(#"data-id="0.1""#), "only the first view is shown")
        let range = Value.named(MemberChain([.init("ClosedRange", arguments: [Argument(label: "lowerBound", .double(10)), Argument(label: "upperBound", .double(30))])]))
        let gauge = node("Gauge", ["value": .double(20), "in": range], children: [text("Level", id: "0.0")])
        #expect(html(gauge).contains(#"<progress class="sw-progress-bar" value="10" max="20">"#))
    }

    @Test func menuPickerIsASelect() {
        let picker = node(
            "Picker", ["title": "Size"],
            children: [text("S", id: "0.0", modifiers: [modifier("tag", 1)]), text("M", id: "0.1", modifiers: [modifier("tag", 2)])],
            bindings: ["selection": "size"])
        let output = html(picker, values: ["size": 2])
        #expect(output.contains(#"<select class="sw-picker-select" aria-label="Size" data-control="select" data-node="0"><option value="0">S</option><option value="1" selected>M</option></select>"#))
    }

    @Test func onTapGestureMakesAnyViewTappable() {
        let output = html(text("Tap me", modifiers: [modifier("onTapGesture")]).withEvents(["tap": "tapped"]))
        #expect(output.contains(#"class="sw-text sw-tappable" data-control="tap" data-node="0""#))
    }
}

extension Node {
    func withEvents(_ events: [String: String]) -> Node {
        var copy = self
        copy.events = events
        return copy
    }
}
