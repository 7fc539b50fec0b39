import Runtime
import ViewTree
import XCTest

/// The program's own `ToggleStyle` and `ButtonStyle` (`makeBody(configuration:)`), and
/// writes through a binding's `wrappedValue`.
final class CustomStyleTests: XCTestCase {
    func testACustomToggleStyleIsItsBodyAndWritesTheToggleBinding() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
                    }
                }
            }
            struct Big: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().opacity(configuration.isPressed ? 0.5 : 1)
                }
            }
            struct Settings: View {
                @State private var wifi = false
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Toggle("Wifi", isOn: $wifi).toggleStyle(Check())
                        Button("Taps \(taps)") {
                            taps += 1
                            let binding = $wifi
                            binding.wrappedValue = !binding.wrappedValue
                        }
                        .buttonStyle(Big())
                    }
                }
            }
            #Preview { Settings() }
            """#)
        XCTAssertEqual(session.outline, """
            VStack 0
              Button 0.0 tap -> app.swift:4:16
                Label 0.0.0
                  icon:
                    Image 0.0.0.icon.0 "square"
                  title:
                    Text 0.0.0.title.0 "Wifi"
              Button 0.1 tap -> app.swift:20:36
                Text 0.1.0 "Taps 0" · padding opacity
            """)
        try session.tap("0.0")
        XCTAssertEqual(session.root?.node(withID: "0.0.0.icon.0")?.props["systemName"], "checkmark.square")
        try session.tap("0.1")
        XCTAssertEqual(session.state, ["local": ["0": ["Settings": ["wifi": false, "taps": 1]]]])
    }
}
