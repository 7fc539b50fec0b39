import Testing
import ViewTree

@testable import Preview

/// The HTML each modifier adds. Layout modifiers wrap the view in order, so the outermost
/// element (carrying `data-id`) is the last modifier's.
@Suite struct ModifierRenderingTests {
    private func rendered(_ modifiers: Modifier...) -> String {
        html(text("Hi", modifiers: modifiers))
    }

    @Test func paddingForms() {
        #expect(rendered(modifier("padding")).contains(#"class="sw-wrap sw-axis-v sw-padding" style="padding:16px 16px 16px 16px""#))
        #expect(rendered(modifier("padding", 8)).contains("padding:8px 8px 8px 8px"))
        #expect(rendered(modifier("padding", .member("horizontal"), 12)).contains("padding:0px 12px 0px 12px"))
        #expect(rendered(modifier("padding", .member("vertical"))).contains("padding:16px 0px 16px 0px"))
        #expect(rendered(modifier("padding", [.member("top"), .member("leading")], 4)).contains("padding:4px 0px 0px 4px"))
        let insets = Value.named(MemberChain([.init("EdgeInsets", arguments: [
            Argument(label: "top", 1), Argument(label: "leading", 2), Argument(label: "bottom", 3), Argument(label: "trailing", 4),
        ])]))
        #expect(rendered(modifier("padding", insets)).contains("padding:1px 4px 3px 2px"))
    }

    @Test func modifiersWrapInOrderAndTheOutermostCarriesTheId() {
        let paddedThenColored = rendered(modifier("padding", 8), modifier("background", .member("red")))
        #expect(paddedThenColored.hasPrefix(#"<div data-id="0" class="sw-wrap sw-axis-v sw-background" style="background:rgb(255 59 48)" data-type="Text"><div class="sw-wrap sw-axis-v sw-padding""#))
        let coloredThenPadded = rendered(modifier("background", .member("red")), modifier("padding", 8))
        #expect(coloredThenPadded.hasPrefix(#"<div data-id="0" class="sw-wrap sw-axis-v sw-padding" style="padding:8px 8px 8px 8px" data-type="Text"><div class="sw-wrap sw-axis-v sw-background""#))
    }

    @Test func frameSizesAndAlignsItsContent() {
        let fixed = rendered(modifier("frame", labeled: ["width": 120, "height": 44, "alignment": .member("leading")]))
        #expect(fixed.contains(#"class="sw-wrap sw-axis-v sw-frame sw-fixed-w sw-fixed-h" style="align-items:flex-start;justify-content:center;width:120px;height:44px""#))
        let flexible = rendered(modifier("frame", labeled: ["minWidth": 60, "maxWidth": .member("infinity"), "maxHeight": 200]))
        #expect(flexible.contains(#"class="sw-wrap sw-axis-v sw-frame sw-fill-w" style="align-items:center;justify-content:center;min-width:60px;max-height:200px""#))
        let topTrailing = rendered(modifier("frame", labeled: ["maxWidth": .double(.infinity), "alignment": .member("topTrailing")]))
        #expect(topTrailing.contains("align-items:flex-end;justify-content:flex-start"))
    }

    @Test func backgroundWithViewContentIsALayerBehind() {
        let view = node(
            "Text", ["text": "Hi"], slots: ["content": [node("RoundedRectangle", id: "0.content.0", ["cornerRadius": 8])]],
            modifiers: [Modifier("background", [Argument(label: "alignment", .member("center")), Argument(label: "content", .slot("content"))])])
        let output = html(view)
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-wrap sw-axis-v sw-background" data-type="Text"><div class="sw-layer sw-axis-v sw-layer-behind" style="align-items:center;justify-content:center"><div data-id="0.content.0""#))
        #expect(output.contains(#"<span class="sw-text">Hi</span></div>"#))
    }

    @Test func backgroundInAShape() {
        let view = node(
            "Text", ["text": "Hi"], slots: ["content": [node("Capsule", id: "0.content.0")]],
            modifiers: [Modifier("background", [Argument(.member("yellow")), Argument(label: "in", .slot("content"))])])
        #expect(html(view).contains(#"style="background:rgb(255 204 0);border-radius:9999px""#))
    }

    @Test func overlayIsALayerInFront() {
        let view = node(
            "Text", ["text": "Hi"], slots: ["content2": [node("Circle", id: "0.content2.0")]],
            modifiers: [modifier("overlay", .slot("content2"))])
        let output = html(view)
        #expect(output.contains(#"class="sw-wrap sw-axis-v sw-overlay" data-type="Text"><span class="sw-text">Hi</span><div class="sw-layer sw-axis-v sw-layer-front""#))
        let tinted = html(text("Hi", modifiers: [modifier("overlay", .member("black", "opacity"))]))
        #expect(tinted.contains("sw-unknown-modifier"), "an opacity without its argument is not a color")
    }

    @Test func foregroundStyleAndForegroundColorSetTheColor() {
        #expect(rendered(modifier("foregroundStyle", .member("red"))).contains(#"style="color:rgb(255 59 48);--sw-fg:rgb(255 59 48)""#))
        #expect(rendered(modifier("foregroundColor", .member("secondary"))).contains("color:var(--sw-secondary)"))
    }

    @Test func swiftUIsNamedColors() {
        let expected: [String: String] = [
            "red": "rgb(255 59 48)", "orange": "rgb(255 149 0)", "yellow": "rgb(255 204 0)", "green": "rgb(52 199 89)",
            "mint": "rgb(0 199 190)", "teal": "rgb(48 176 199)", "cyan": "rgb(50 173 230)", "blue": "rgb(0 122 255)",
            "indigo": "rgb(88 86 214)", "purple": "rgb(175 82 222)", "pink": "rgb(255 45 85)", "brown": "rgb(162 132 94)",
            "gray": "rgb(142 142 147)", "black": "rgb(0 0 0)", "white": "rgb(255 255 255)", "clear": "rgb(0 0 0 / 0)",
            "primary": "var(--sw-primary)", "secondary": "var(--sw-secondary)", "accentColor": "var(--sw-tint)",
        ]
        for (name, css) in expected {
            #expect(rendered(modifier("foregroundStyle", .member(name))).contains("color:\(css);"), "\(name)")
        }
    }

    @Test func colorForms() {
        let colorDot = Value.named(MemberChain([.init("Color"), .init("blue")]))
        #expect(SwiftUIColor.css(colorDot) == "rgb(0 122 255)")
        let faded = Value.member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(0.2)])]))
        #expect(SwiftUIColor.css(faded) == "color-mix(in srgb, rgb(0 0 0) 20%, transparent)")
        let constructed = Value.named(MemberChain([.init("Color", arguments: [Argument(label: "red", 1), Argument(label: "green", 0.5), Argument(label: "blue", 0)])]))
        #expect(SwiftUIColor.css(constructed) == "rgb(255 128 0)")
        let white = Value.named(MemberChain([.init("Color", arguments: [Argument(label: "white", 0.5), Argument(label: "opacity", 0.5)])]))
        #expect(SwiftUIColor.css(white) == "rgb(128 128 128 / 0.5)")
        #expect(SwiftUIColor.css(.cssColor("#ff8800")) == "#ff8800")
        #expect(SwiftUIColor.css(.cssColor("rgb(255, 0, 0)")) == "rgb(255, 0, 0)")
    }

    @Test func aColorLiteralCannotInjectStyles() {
        #expect(SwiftUIColor.css(.cssColor("red; background: url(x)")) == nil)
        #expect(SwiftUIColor.css(.cssColor("rgb(1,2,3)\"><script>")) == nil)
        #expect(rendered(modifier("foregroundStyle", .cssColor("#fff;position:fixed"))).contains("sw-unknown-modifier"))
    }

    @Test func fontTextStyles() {
        let sizes: [String: String] = [
            "largeTitle": "font-size:34px;font-weight:400;line-height:41px", "title": "font-size:28px;font-weight:400;line-height:34px",
            "title2": "font-size:22px", "title3": "font-size:20px", "headline": "font-size:17px;font-weight:600",
            "body": "font-size:17px;font-weight:400", "callout": "font-size:16px", "subheadline": "font-size:15px",
            "footnote": "font-size:13px", "caption": "font-size:12px", "caption2": "font-size:11px",
        ]
        for (style, css) in sizes {
            #expect(rendered(modifier("font", .member(style))).contains(css), "\(style)")
        }
    }

    @Test func systemFontOfASizeAndWeight() {
        let font = Value.memberCall("system", [Argument(label: "size", 28), Argument(label: "weight", .member("semibold"))])
        #expect(rendered(modifier("font", font)).contains(#"style="font-size:28px;font-weight:600""#))
        let mono = Value.memberCall("system", [Argument(label: "size", 12), Argument(label: "design", .member("monospaced"))])
        #expect(rendered(modifier("font", mono)).contains("font-size:12px;font-weight:400;font-family:var(--sw-font-mono)"))
        let boldTitle = Value.member(MemberChain([.init("title"), .init("bold", arguments: [])]))
        #expect(rendered(modifier("font", boldTitle)).contains("font-size:28px;font-weight:400;line-height:34px;font-weight:700"))
    }

    @Test func fontWeightBoldAndItalic() {
        #expect(rendered(modifier("fontWeight", .member("heavy"))).contains(#"style="font-weight:800""#))
        #expect(rendered(modifier("bold")).contains(#"style="font-weight:700""#))
        #expect(rendered(modifier("italic")).contains(#"style="font-style:italic""#))
    }

    @Test func theInnerEnvironmentModifierWins() {
        // `.font(.caption).font(.title)`: the caption is nearer the text, so it applies.
        let output = rendered(modifier("font", .member("caption")), modifier("font", .member("title")))
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-wrap sw-axis-v sw-env" style="font-size:28px"#))
        #expect(output.contains(#"<span class="sw-text" style="font-size:12px"#))
    }

    @Test func cornerRadiusAndClipShapeClip() {
        #expect(rendered(modifier("cornerRadius", 10)).contains(#"style="border-radius:10px;overflow:hidden""#))
        #expect(rendered(modifier("clipShape", .member("circle"))).contains(#"style="clip-path:circle(closest-side)""#))
        #expect(rendered(modifier("clipShape", .member("capsule"))).contains("border-radius:9999px;overflow:hidden"))
        let roundedRect = Value.memberCall("rect", [Argument(label: "cornerRadius", 8)])
        #expect(rendered(modifier("clipShape", roundedRect)).contains("border-radius:8px;overflow:hidden"))
        // A script's clipShape(RoundedRectangle(cornerRadius: 6)) puts the shape in a slot.
        let slotted = node(
            "Text", ["text": "Hi"], slots: ["content": [node("RoundedRectangle", id: "0.content.0", ["cornerRadius": 6])]],
            modifiers: [modifier("clipShape", .slot("content"))])
        #expect(html(slotted).contains("border-radius:6px;overflow:hidden"))
    }

    @Test func opacityHiddenAndTint() {
        #expect(rendered(modifier("opacity", 0.5)).contains(#"style="opacity:0.5""#))
        #expect(rendered(modifier("hidden")).contains(#"style="visibility:hidden""#))
        #expect(rendered(modifier("tint", .member("pink"))).contains(#"style="--sw-tint:rgb(255 45 85);--sw-toggle-tint:rgb(255 45 85)""#))
    }

    @Test func borderIsDrawnInsideWithoutChangingTheSize() {
        let output = rendered(Modifier("border", [Argument(.member("gray")), Argument(label: "width", 2)]))
        #expect(output.contains(#"class="sw-wrap sw-axis-v sw-border" style="outline:2px solid rgb(142 142 147);outline-offset:-2px""#))
    }

    @Test func shadowOffsetAndRotation() {
        let shadow = Modifier("shadow", [
            Argument(label: "color", .member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(0.2)])]))),
            Argument(label: "radius", 4), Argument(label: "x", 0), Argument(label: "y", 2),
        ])
        #expect(rendered(shadow).contains("filter:drop-shadow(0px 2px 4px color-mix(in srgb, rgb(0 0 0) 20%, transparent))"))
        #expect(rendered(modifier("shadow", labeled: ["radius": 3])).contains("drop-shadow(0px 0px 3px rgb(0 0 0 / 0.33))"))
        #expect(rendered(modifier("offset", labeled: ["x": 10, "y": -4])).contains(#"class="sw-wrap sw-axis-v sw-offset" style="transform:translate(10px, -4px)""#))
        #expect(rendered(modifier("rotationEffect", .memberCall("degrees", [Argument(45)]))).contains("transform:rotate(45deg)"))
        #expect(rendered(modifier("rotationEffect", .angle(degrees: 90))).contains("transform:rotate(90deg)"))
    }

    @Test func lineLimitClampsTheText() {
        #expect(rendered(modifier("lineLimit", 2)).contains(#"class="sw-text sw-line-limit" style="--sw-lines:2""#))
        #expect(rendered(modifier("lineLimit", .null)).contains("--sw-lines:none"))
    }

    @Test func navigationTitleIsShownByTheNavigationStackNotInPlace() {
        let output = rendered(modifier("navigationTitle", "Todos"))
        #expect(output == #"<span data-id="0" class="sw-text" data-type="Text">Hi</span>"#)
    }

    @Test func modifiersWithoutAPictureAddNothing() {
        let output = rendered(modifier("onAppear"), modifier("id", "x"), modifier("accessibilityLabel", "Greeting"), modifier("tag", 1))
        #expect(output == #"<span data-id="0" class="sw-text" data-type="Text">Hi</span>"#)
    }

    @Test func anUnknownModifierIsADashedBoxWithItsName() {
        let output = rendered(modifier("blur", labeled: ["radius": 3]))
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-wrap sw-axis-v sw-unknown-modifier" data-type="Text"><span class="sw-unknown-name">.blur(radius: 3)</span><span class="sw-text">Hi</span></div>"#))
    }

    @Test func aKnownModifierWithArgumentsItCannotReadIsShownAsUnknown() {
        let gradient = Value.named(MemberChain([.init("LinearGradient", arguments: [Argument(label: "colors", [.member("red"), .member("blue")])])]))
        #expect(rendered(modifier("foregroundStyle", gradient)).contains(#"<span class="sw-unknown-name">.foregroundStyle(LinearGradient(colors: [.red, .blue]))</span>"#))
    }
}
