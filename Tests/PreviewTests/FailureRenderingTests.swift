import Testing
import ViewTree

@testable import Preview

/// The overlay: a failed run's errors over the last good render, and a VML document's
/// warnings in a card under a render that stays usable.
@Suite struct FailureRenderingTests {
    private let warning = Diagnostic(
        severity: .warning, message: #"the key path "titel" finds nothing: festivals[0] has no key "titel""#,
        file: "list.vml", line: 4, column: 50, sourceLine: #"  <Text><binding name="text" keyPath="titel"/></Text>"#,
        notes: ["did you mean title?"])

    @Test func warningsAloneAreACardThatSaysTheDocumentRendered() {
        let html = FailureRenderer().html(.diagnostics([warning]))
        #expect(html.contains(#"class="wb-failure wb-warnings-only""#))
        #expect(html.contains(#"role="status""#))
        #expect(html.contains("The document rendered with warnings"))
        #expect(html.contains("1 warning"))
        #expect(html.contains("list.vml:4:50:"))
        #expect(html.contains("note: did you mean title?"))
        #expect(!html.contains("does not build"))
    }

    @Test func anErrorAmongThemIsAFailure() {
        let error = Diagnostic(severity: .error, message: "malformed key path", file: "list.vml", line: 5, column: 3)
        let html = FailureRenderer().html(.diagnostics([error, warning]))
        #expect(html.contains("The document does not build"))
        #expect(html.contains("1 error"))
        #expect(!html.contains("wb-warnings-only"))
    }

    @Test func theStylesheetKeepsAWarningsCardOffTheRender() {
        #expect(PageStylesheet.text.contains(".wb-failure-layer:has(> .wb-warnings-only)"))
    }
}
