import Foundation
import Runtime
import ViewTree
import XCTest

/// The public SwiftUI corpus (Tests/Fixtures/SwiftUIPublicCorpus): 43 files from public
/// SwiftUI tutorials and sample code, pasted unchanged apart from platform APIs outside the
/// spec. Each test renders its file as `workbench run` does, acts on it as a user would (a
/// tap, a control's write, a row's delete) and checks what SwiftUI shows on a device (the
/// tree) and the state. A file listed in `pending.txt` does not do that yet: its test still
/// states everything SwiftUI does, its failures are a skip, and its pass is a failure (the
/// file must then leave the list).
final class PublicSwiftUICorpusTests: XCTestCase {
    private static let folder = "SwiftUIPublicCorpus"

    /// Runs a test of one corpus file: renders it, then `body`. When pending.txt lists the
    /// file, a failure in either is a skip giving the file's reason and the first failure,
    /// and a pass is a failure.
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: (CorpusApp) throws -> Void) throws {
        guard let reason = try Self.pending()[name] else {
            try body(try CorpusApp(name, in: Self.folder, file: file, line: line))
            return
        }
        captured = []
        do {
            try body(try CorpusApp(name, in: Self.folder, file: file, line: line))
        } catch {
            captured?.append("\(error)")
        }
        let failures = captured ?? []
        captured = nil
        if let first = failures.first {
            throw XCTSkip("pending (\(reason)): \(first.prefix(300))")
        }
        XCTFail("remove \(name) from pending.txt: it passes now", file: file, line: line)
    }

    /// The failures of a pending file's test, kept instead of recorded.
    private var captured: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append("\(URL(fileURLWithPath: filePath).lastPathComponent):\(lineNumber): \(description)")
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// pending.txt: file name to reason (the `#` comment on its line, else the comments above it).
    private static func pending() throws -> [String: String] {
        let text = try String(contentsOf: CorpusApp.fixture("pending.txt", in: folder), encoding: .utf8)
        var entries: [String: String] = [:]
        var comment = ""
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let note = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if name.isEmpty {
                comment = note
                continue
            }
            entries[name] = note.isEmpty ? comment : note
        }
        return entries
    }

    /// pending.txt lists corpus files, each once and with a reason, so that it only shrinks.
    func testPendingListNamesCorpusFilesWithAReason() throws {
        let text = try String(contentsOf: CorpusApp.fixture("pending.txt", in: Self.folder), encoding: .utf8)
        let names = text.split(whereSeparator: \.isNewline).map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        XCTAssertEqual(names.count, Set(names).count, "pending.txt lists a file twice")
        let folder = CorpusApp.fixture("", in: Self.folder)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") })
        XCTAssertEqual(files.count, 43)
        for name in names {
            XCTAssertTrue(files.contains(name), "pending.txt lists \(name), which is not a corpus file")
        }
        for (name, reason) in try Self.pending() {
            XCTAssertFalse(reason.isEmpty, "pending.txt gives no reason for \(name)")
        }
    }

    // MARK: - The files

    func testWeSplitComputesEachPersonsShare() throws {
        try check("01-WeSplit.swift") { app in
            // NavigationView { Form { three Sections } }; 2 people and a 20% tip selected.
            XCTAssertEqual(try app.text("0.0.0.1"), "Number of people")
            XCTAssertEqual(try app.node("0.0.1").slots["header"]?.first?.props["text"], "How much tip do you want to leave?")
            XCTAssertEqual(try app.text("0.0.2.0"), "$0.00")
            try app.set("0.0.0.0", "120")
            // The Picker's tags are the ForEach's values (2...99) and the share divides by
            // numberOfPeople + 2: 120 + 20% = 144, over 4.
            XCTAssertEqual(try app.text("0.0.2.0"), "$36.00")
            try app.set("0.0.1.0", 0)
            XCTAssertEqual(try app.text("0.0.2.0"), "$33.00")
            try app.set("0.0.0.1", 4)
            XCTAssertEqual(try app.text("0.0.2.0"), "$22.00")
            XCTAssertEqual(app.value(#"local["0"].ContentView"#), ["checkAmount": "120", "numberOfPeople": 4, "tipPercentage": 0])
        }
    }

    func testRestaurantListShowsARowPerRestaurant() throws {
        try check("02-RestaurantList.swift") { app in
            XCTAssertEqual(app.root.type, "List")
            XCTAssertEqual(app.root.children.compactMap { $0.props["text"] }, [
                "Come and eat at Joe's Original", "Come and eat at The Real Joe's Original", "Come and eat at Original Joe's",
            ])
            XCTAssertEqual(app.root.children.map { $0.source?.component }, ["RestaurantRow", "RestaurantRow", "RestaurantRow"])
            XCTAssertEqual(Set(app.root.children.map(\.id)).count, 3, "each restaurant's UUID is its row's id")
            XCTAssertEqual(app.state, [:])
        }
    }

    func testDeleteUsersRemovesTheSwipedRow() throws {
        try check("03-DeleteUsers.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.map(\.id), ["0.0.@Paul", "0.0.@Taylor", "0.0.@Adele"])
            try app.tap("0.0.@Taylor", "delete")
            XCTAssertEqual(try app.node("0.0").children.compactMap { $0.props["text"] }, ["Paul", "Adele"])
            XCTAssertEqual(app.value(#"local["0"].ContentView.users"#), ["Paul", "Adele"])
        }
    }

    func testFormSettingsPicksAColorAndEnablesLogging() throws {
        try check("04-FormSettings.swift") { app in
            XCTAssertEqual(try app.node("0.0").slots["footer"]?.first?.props["text"], "Note: Enabling logging may slow down the app")
            XCTAssertEqual(try app.node("0.0.0").children.map(\.id), ["0.0.0.@Red", "0.0.0.@Green", "0.0.0.@Blue"])
            try app.set("0.0.0", "Green")
            try app.set("0.0.1", true)
            try app.tap("0.1.0")
            XCTAssertEqual(try app.text("0.1.0"), "Save changes")
            XCTAssertEqual(app.value(#"local["0"].ContentView.selectedColor"#), "Green")
            XCTAssertEqual(app.value(#"local["0"].ContentView.enableLogging"#), true)
        }
    }

    func testAdvancedOptionsToggleRevealsLogging() throws {
        try check("05-AdvancedOptions.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.map(\.type), ["Toggle"])
            try app.set("0.0.0", true)
            XCTAssertEqual(try app.node("0.0").children.map(\.type), ["Toggle", "Toggle"])
            XCTAssertEqual(try app.text("0.0.1"), "Enable logging")
            try app.set("0.0.1", true)
            XCTAssertEqual(app.value(#"local["0"].ContentView"#), ["showingAdvancedOptions": true, "enableLogging": true])
        }
    }

    func testObservedObjectScoreIncreasesFromTheInnerView() throws {
        try check("06-ObservedScore.swift") { app in
            XCTAssertEqual(try app.text("0.0"), "Your score is 0")
            XCTAssertEqual(try app.node("0.1").source?.component, "InnerView")
            try app.tap("0.1")
            try app.tap("0.1")
            XCTAssertEqual(try app.text("0.0"), "Your score is 2")
            XCTAssertEqual(app.value(#"local["0"].ContentView.progress.score"#), 2)
        }
    }

    func testEnvironmentObjectScoreReachesTheDetailView() throws {
        try check("07-EnvObjectScore.swift") { app in
            XCTAssertEqual(try app.text("0.0.1.0"), "Show Detail View")
            try app.tap("0.0.0")
            let detail = try XCTUnwrap(app.node("0.0.1").slots["destination"]?.first)
            XCTAssertEqual(detail.source?.component, "ScoreView")
            XCTAssertEqual(detail.props["text"], "Score: 1")
            XCTAssertEqual(app.value(#"local["0"].ContentView.settings.score"#), 1)
        }
    }

    func testSheetsDismissThroughPresentationModeAndABinding() throws {
        try check("08-SheetDismiss.swift") { app in
            try app.tap("0.0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingDetail"#), true)
            XCTAssertEqual(try app.text("0.0.sheet.0"), "Dismiss Me 1")
            try app.tap("0.1")
            try app.tap("0.1.sheet.0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingDetail2"#), false)
            // presentationMode.wrappedValue.dismiss() closes the first sheet.
            try app.tap("0.0.sheet.0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingDetail"#), false)
        }
    }

    func testAlertItemShowsTheSelectedShow() throws {
        try check("09-AlertItem.swift") { app in
            try app.tap("0.2")
            XCTAssertEqual(app.value(#"local["0"].ContentView.selectedShow"#), ["name": "Bridgerton"])
            let alert = app.texts(under: app.root, slotsOnly: true)
            XCTAssertTrue(alert.contains("Bridgerton") && alert.contains("Great choice!"), "the alert shows \(alert)")
            // Its dismiss button (.cancel()) sets the item back to nil.
            try app.tap(try app.find("Cancel"))
            XCTAssertEqual(app.value(#"local["0"].ContentView.selectedShow"#), .null)
        }
    }

    func testMenuPickerShowsTheSelectedColor() throws {
        try check("10-PickerMenu.swift") { app in
            XCTAssertEqual(try app.text("0.1"), "Selected color: Red")
            XCTAssertEqual(try app.node("0.0").children.count, 5)
            try app.set("0.0", "Tartan")
            XCTAssertEqual(try app.text("0.1"), "Selected color: Tartan")
            XCTAssertEqual(app.value(#"local["0"].ContentView.selection"#), "Tartan")
        }
    }

    func testTabItemsGiveEachTabALabelAndTag() throws {
        try check("11-TabItems.swift") { app in
            XCTAssertEqual(app.root.type, "TabView")
            XCTAssertEqual(app.root.children.compactMap { $0.props["text"] }, ["First View", "Second View", "First View", "Second View"])
            XCTAssertEqual(app.root.children.map { $0.modifiers.first { $0.name == "tag" }?.arguments.first?.value }, [1, 2, 3, 4])
            XCTAssertEqual(try app.node("0.1").slots["tabItem"]?.map(\.type), ["Image", "Text"])
            XCTAssertEqual(try app.node("0.1.tabItem.0").props["systemName"], "2.circle")
            XCTAssertEqual(try app.text("0.3.tabItem.0.title.0"), "Second")
        }
    }

    func testMenusNestAndRunTheirActions() throws {
        try check("12-Menus.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.compactMap { $0.props["title"] }, ["Order Now", "Adjust Order", "Advanced", "Cancel"])
            XCTAssertEqual(try app.node("0.0.2").children.compactMap { $0.props["title"] }, ["Rename", "Delay"])
            XCTAssertEqual(try app.text("0.1.label.0.title.0"), "Options")
            XCTAssertEqual(try app.node("0.1.label.0.icon.0").props["systemName"], "paperplane")
            try app.tap("0.0.2.0")
            try app.tap("0.1.1")
            XCTAssertEqual(app.state, [:])
        }
    }

    func testIExpenseAddsAnExpenseThroughTheSheetAndDeletesIt() throws {
        try check("13-iExpense.swift") { app in
            XCTAssertEqual(try app.node("0.0").children, [])
            try app.tap(try app.find(systemImage: "plus"))
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingAddExpense"#), true)
            try app.set("0.sheet.0.0.0", "Lunch")
            try app.set("0.sheet.0.0.1", "Business")
            try app.set("0.sheet.0.0.2", "12")
            try app.tap(try app.find("Save"))
            // Save appends the item and dismisses the sheet.
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingAddExpense"#), false)
            let row = try XCTUnwrap(app.node("0.0").children.first)
            XCTAssertEqual(app.texts(under: row), ["Lunch", "Business", "$12"])
            try app.tap(row.id, "delete")
            XCTAssertEqual(try app.node("0.0").children, [])
            XCTAssertEqual(app.value(#"local["0"].ContentView.expenses.items"#), [])
        }
    }

    func testRoomsAddDeleteAndZoomADetail() throws {
        // The first document is ContentView_Previews: its two ContentViews in a Group, the
        // first one at 0.0.
        try check("14-Rooms.swift") { app in
            XCTAssertEqual(try app.text("0.0.0.0.0.0"), "Add Room")
            let rooms = { try app.node("0.0.0.1").children.map { app.texts(under: $0, slotsOnly: false).prefix(2).joined(separator: " / ") } }
            XCTAssertEqual(try rooms(), [
                "Observation Deck / 6 people", "Rainbow Room / 20 people", "Tron Room / 3 people", "Elephant Room / 14 people",
            ])
            try app.tap("0.0.0.0.0")
            try app.tap(try app.node("0.0.0.1").children[0].id, "delete")
            XCTAssertEqual(try rooms(), [
                "Rainbow Room / 20 people", "Tron Room / 3 people", "Elephant Room / 14 people", "Rainbow Room / 2000 people",
            ])
            // The Rainbow Room's detail shows its video badge until the image is tapped to zoom.
            let link = try app.node("0.0.0.1").children[0]
            let detail = try XCTUnwrap(link.slots["destination"]?.first)
            XCTAssertEqual(detail.type, "ZStack")
            XCTAssertEqual(detail.children.map { $0.props["systemName"] ?? $0.props["name"] }, ["Rainbow Room", "video.fill"])
            try app.tap(detail.children[0].id)
            XCTAssertEqual(try app.node(detail.id).children.count, 1)
            XCTAssertEqual(app.value("local[\"\(detail.id)\"].RoomDetail.zoomed"), true)
        }
    }

    func testGuessTheFlagScoresTheRightFlag() throws {
        try check("15-GuessTheFlag.swift") { app in
            let countries = try XCTUnwrap(app.value(#"local["0"].ContentView.countries"#).arrayValue)
            let correct = try XCTUnwrap(app.value(#"local["0"].ContentView.correctAnswer"#).intValue)
            XCTAssertEqual(countries.count, 11)
            XCTAssertEqual(try app.text("0.1.0.1"), countries[correct].stringValue)
            try app.tap("0.1.@\(correct)")
            XCTAssertEqual(app.value(#"local["0"].ContentView.score"#), 1)
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingScore"#), true)
            let alert = app.texts(under: app.root, slotsOnly: true)
            XCTAssertTrue(alert.contains("Correct") && alert.contains("Your score is 1"), "the alert shows \(alert)")
            XCTAssertTrue(app.texts(under: app.root).contains("Score: 1"))
            // Continue asks the next question and closes the alert.
            try app.tap(try app.find("Continue"))
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingScore"#), false)
        }
    }

    func testTicTacToePlacesAlternateMarks() throws {
        try check("16-TicTacToe.swift") { app in
            XCTAssertEqual(try app.node("0.0.0").children.compactMap { $0.props["text"] }, ["X: 0", "O: 0"])
            XCTAssertEqual(try app.node("0.0.1.0").props["systemName"], "placeholdertext.fill")
            // O plays first (isXTurn starts false), then X.
            try app.tap("0.0.1.0")
            try app.tap("0.0.2.1")
            XCTAssertEqual(try app.node("0.0.1.0").props["systemName"], "o.square.fill")
            XCTAssertEqual(try app.node("0.0.2.1").props["systemName"], "x.square.fill")
            XCTAssertEqual(try app.node("0.0.3.2").props["systemName"], "placeholdertext.fill")
            XCTAssertEqual(try app.text("0.0.4.0"), "Game on!")
        }
    }

    func testFormEnumPickersAndToggles() throws {
        try check("17-FormEnumPicker.swift") { app in
            XCTAssertEqual(try app.node("0.0.0").slots["header"]?.first?.props["text"], "Notifications")
            XCTAssertEqual(try app.node("0.0.0.0").children.compactMap { $0.props["text"] }, ["Direct Messages", "Mentions", "Anything"])
            try app.set("0.0.0.0", "mentions")
            try app.set("0.0.0.1", false)
            try app.set("0.0.1.0", "small")
            try app.tap("0.0.1.1")
            XCTAssertEqual(app.value(#"local["0"].FormExample"#), [
                "notifyMeAbout": "mentions", "profileImageSize": "small", "playNotificationSounds": false, "sendReadReceipts": true,
            ])
        }
    }

    func testPickerOverCaseIterableFlavors() throws {
        try check("18-PickerCaseIterable.swift") { app in
            XCTAssertEqual(try app.node("0.0.0").children.compactMap { $0.props["text"] }, ["Chocolate", "Vanilla", "Strawberry"])
            XCTAssertEqual(try app.text("0.1"), "You selected: chocolate")
            try app.set("0.0.0", "vanilla")
            XCTAssertEqual(try app.text("0.1"), "You selected: vanilla")
            XCTAssertEqual(app.value(#"local["0"].PickerExample.selectedFlavor"#), "vanilla")
        }
    }

    func testSteppersCycleColorsAndStepByFive() throws {
        try check("19-StepperTwo.swift") { app in
            XCTAssertEqual(app.texts(under: try app.node("0.0")), ["Value: 0 Color: orange"])
            try app.tap("0.0", "increment")
            XCTAssertEqual(app.texts(under: try app.node("0.0")), ["Value: 1 Color: red"])
            try app.tap("0.0", "decrement")
            try app.tap("0.0", "decrement")
            XCTAssertEqual(app.texts(under: try app.node("0.0")), ["Value: 6 Color: pink"])
            XCTAssertEqual(app.value(#"local["0.0"].StepperViewOne.value"#), 6)
            XCTAssertEqual(app.texts(under: try app.node("0.1")), ["Current: 0 in 1...50 stepping by 5"])
            try app.set("0.1", 10)
            XCTAssertEqual(app.texts(under: try app.node("0.1")), ["Current: 10 in 1...50 stepping by 5"])
        }
    }

    func testEditButtonListDeletesAndMovesFruits() throws {
        try check("20-EditButtonList.swift") { app in
            XCTAssertEqual(try app.node("0.0").slots["toolbar"]?.map(\.type), ["EditButton"])
            try app.tap("0.0.@Banana", "delete")
            try app.tap("0.0.@Mango", "move", payload: 0)
            XCTAssertEqual(try app.node("0.0").children.compactMap { $0.props["text"] }, ["Mango", "Apple", "Papaya"])
            XCTAssertEqual(app.value(#"local["0"].EditButtonExample.fruits"#), ["Mango", "Apple", "Papaya"])
        }
    }

    func testNavigationStackPathShowsThePushedDetails() throws {
        try check("21-NavigationStackPath.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.count, 49)
            XCTAssertEqual(try app.text("0.0.@4.0.title.0"), "Row 4")
            // The path starts as [1, 4, 8]: Detail 8 is on top.
            XCTAssertTrue(app.texts(under: app.root).contains("Detail 8"), "no pushed Detail 8 in \(app.texts(under: app.root).suffix(5))")
            // The screens are in the slot `path` in order, the top one last.
            try app.tap(try app.find("Go to Next", last: true))
            XCTAssertEqual(app.value(#"local["0"].NavigationStackExample.presentedNumbers"#), [1, 4, 8, 9])
            try app.tap(try app.find("Go Back", last: true))
            try app.tap(try app.find("Go Back", last: true))
            XCTAssertEqual(app.value(#"local["0"].NavigationStackExample.presentedNumbers"#), [1, 4])
        }
    }

    func testObservableLibraryEditsABookInASheet() throws {
        try check("22-ObservableLibrary.swift") { app in
            XCTAssertEqual(app.root.children.map { app.texts(under: $0, slotsOnly: false).first }, Array(repeating: "Sample Book Title", count: 3))
            let row = app.root.children[1].id
            try app.tap("\(row).2")
            XCTAssertEqual(app.value("local[\"\(row)\"].BookView.isEditorPresented"), true)
            try app.set("\(row).sheet.0.0", "Dune")
            XCTAssertEqual(try app.text("\(row).0"), "Dune")
            XCTAssertEqual(app.value(#"local["0"].Library.books[1].title"#), "Dune")
            // Close calls dismiss(), which closes the sheet.
            try app.tap("\(row).sheet.0.1")
            XCTAssertEqual(app.value("local[\"\(row)\"].BookView.isEditorPresented"), false)
        }
    }

    func testSlidersShareOneSpeed() throws {
        try check("23-Slider.swift") { app in
            XCTAssertEqual(try app.text("0.0.1"), "50.0")
            try app.set("0.0.0", 75.0)
            XCTAssertEqual(try app.text("0.0.1"), "75.0")
            XCTAssertEqual(try app.text("0.1.1"), "75.0")
            // The label is the slider's content (iOS reads it to VoiceOver and draws none);
            // the value labels stand at its ends: "0" at the minimum, "100" at the maximum.
            let slider = try app.node("0.1.0")
            XCTAssertEqual(slider.children.compactMap { $0.props["text"] }, ["Speed"])
            XCTAssertEqual(slider.slots["minimumValueLabel"]?.compactMap { $0.props["text"] }, ["0"])
            XCTAssertEqual(slider.slots["maximumValueLabel"]?.compactMap { $0.props["text"] }, ["100"])
            XCTAssertEqual(app.value(#"local["0"].SliderExample.speed"#), 75.0)
        }
    }

    func testTabViewShowsBadges() throws {
        try check("24-TabViewBadges.swift") { app in
            XCTAssertEqual(app.root.children.compactMap { $0.props["text"] }, ["Received", "Sent", "Account"])
            XCTAssertEqual(app.root.children.map { $0.modifiers.first { $0.name == "badge" }?.arguments.first?.value }, [2, nil, "!"])
            XCTAssertEqual(try app.node("0.2.tabItem.0.icon.0").props["systemName"], "person.crop.circle.fill")
            XCTAssertEqual(try app.text("0.1.tabItem.0.title.0"), "Sent")
        }
    }

    func testListSelectionCountsSelectedOceans() throws {
        try check("25-ListSelection.swift") { app in
            XCTAssertEqual(try app.node("0.0.0").children.compactMap { $0.props["text"] }, ["Pacific", "Atlantic", "Indian", "Southern", "Arctic"])
            XCTAssertEqual(try app.text("0.1"), "0 selections")
            let ids = try app.node("0.0.0").children.map { String($0.id.split(separator: "@").last!) }
            try app.set("0.0.0", .array([.string(ids[0]), .string(ids[3])]))
            XCTAssertEqual(try app.text("0.1"), "2 selections")
        }
    }

    func testFormDisclosureGroupsRevealTogglesAndAStepper() throws {
        try check("26-FormDisclosure.swift") { app in
            // A DisclosureGroup without isExpanded: keeps its own expansion, closed at first.
            let expanded = #"local["0.1"].DisclosureGroup.isExpanded"#
            XCTAssertEqual(try app.node("0.1").bindings["isExpanded"], expanded)
            XCTAssertEqual(app.value(expanded), false)
            // A user opens "Values" to reach its stepper.
            try app.tap("0.1")
            XCTAssertEqual(app.value(expanded), true)
            try app.set("0.1.0.3", 7)
            XCTAssertEqual(try app.text("0.1.0.2"), "7")
            try app.tap("0.0")
            try app.set("0.0.0", true)
            XCTAssertEqual(app.value(#"local["0"].FormViewExample.setTotal"#), 7)
            XCTAssertEqual(app.value(#"local["0"].FormViewExample.setActive"#), true)
        }
    }

    func testStepperIncrementAndDecrementByFive() throws {
        try check("27-StepperIncrement.swift") { app in
            XCTAssertEqual(try app.text("0.0.0"), "Current value: 0")
            try app.tap("0.0.2", "increment")
            try app.tap("0.0.2", "increment")
            XCTAssertEqual(try app.node("0.0.1").props["systemName"], "arrow.up")
            try app.tap("0.0.2", "decrement")
            XCTAssertEqual(try app.text("0.0.0"), "Current value: 5")
            XCTAssertEqual(try app.node("0.0.1").props["systemName"], "arrow.down")
            XCTAssertEqual(app.value(#"local["0"].StepperViewExamples.currentValue"#), 5.0)
        }
    }

    func testAlertActionsClearTheName() throws {
        try check("28-AlertActions.swift") { app in
            XCTAssertEqual(try app.node("0.message.0").props["text"], "Insert your name")
            // Saving an empty name shows the alert; Delete clears the name and, as any of
            // an alert's buttons, closes it.
            try app.tap("0.1.1")
            XCTAssertEqual(app.value(#"local["0"].AlertViewExample.openAlert"#), true)
            try app.tap("0.alert.1")
            XCTAssertEqual(app.value(#"local["0"].AlertViewExample"#), ["name": "", "openAlert": false])
            try app.set("0.0", "Ann")
            try app.tap("0.1.1")
            XCTAssertEqual(app.value(#"local["0"].AlertViewExample"#), ["name": "Ann", "openAlert": false])
        }
    }

    func testCalculatorMultipliesAndClears() throws {
        try check("29-Calculator.swift") { app in
            XCTAssertEqual(try app.text("0.4"), "0.0")
            XCTAssertEqual(try app.node("0.5").modifiers.first { $0.name == "disabled" }?.arguments.first?.value, true)
            try app.set("0.0", "6")
            try app.set("0.1", "7")
            try app.tap("0.2.2")
            XCTAssertEqual(try app.text("0.4"), "42.0")
            XCTAssertEqual(try app.node("0.5").modifiers.first { $0.name == "disabled" }?.arguments.first?.value, false)
            try app.tap("0.2.3")
            XCTAssertEqual(try app.text("0.4"), String(6.0 / 7.0))
            try app.tap("0.5")
            XCTAssertEqual(try app.text("0.4"), "0.0")
            XCTAssertEqual(app.value(#"local["0"].MyCalculator"#), ["result": 0.0, "firstNumber": "", "secondNumber": ""])
        }
    }

    func testSignUpFormValidatesThenSucceeds() throws {
        try check("30-SignUpForm.swift") { app in
            XCTAssertEqual(try app.node("0.0.4.0").type, "SecureField")
            try app.tap("0.0.7")
            XCTAssertEqual(app.value(#"local["0"].SignUpForm.alertMessage"#), "Please enter both passwords")
            XCTAssertEqual(app.value(#"local["0"].SignUpForm.openAlert"#), true)
            XCTAssertEqual(try app.text("0.0.7.message.0"), "Please enter both passwords")
            try app.tap("0.0.7.alert.0")
            XCTAssertEqual(app.value(#"local["0"].SignUpForm.openAlert"#), false)
            // The eye button shows the passwords as plain text fields.
            try app.tap("0.0.4.content.0.1")
            XCTAssertEqual(try app.node("0.0.4.0").type, "TextField")
            try app.set("0.0.3", "ann")
            try app.set("0.0.4.0", "secret")
            try app.set("0.0.5.0", "secret")
            try app.tap("0.0.7")
            XCTAssertEqual(app.value(#"local["0"].SignUpForm.alertTitle"#), "Success")
            XCTAssertEqual(try app.text("0.0.7.message.0"), "User Signed Up")
        }
    }

    func testCustomToggleStyleShowsACheckmark() throws {
        try check("31-ToggleStyle.swift") { app in
            // The toggle is the style's body: its HStack, the label first.
            XCTAssertEqual(try app.node("0.0.0").type, "HStack")
            XCTAssertEqual(try app.text("0.0.0.0"), "Enabled")
            XCTAssertNotNil(try app.find(systemImage: "checkmark.rectangle.fill"))
            // The style's image toggles the value when tapped.
            try app.tap(try app.find(systemImage: "checkmark.rectangle.fill"))
            XCTAssertEqual(app.value(#"local["0"].ToggleViewExamples.currentState"#), false)
            XCTAssertTrue(app.texts(under: app.root).contains("Disabled"))
        }
    }

    func testSwitchingEnumShowsTheFailedScreen() throws {
        try check("32-SwitchingEnum.swift") { app in
            XCTAssertEqual(app.root.type, "Text")
            XCTAssertEqual(app.root.props["text"], "Failed.")
            XCTAssertEqual(app.root.source?.component, "FailedView")
            XCTAssertEqual(app.value(#"local["0"].SwitchingView.loadingState"#), "failed")
        }
    }

    func testEnvironmentObjectCounterUpdatesBothViews() throws {
        try check("33-EnvObjectCounter.swift") { app in
            XCTAssertEqual(try app.text("0.0.1"), "Counter : 0")
            try app.tap("0.0")
            try app.tap("0.0")
            XCTAssertEqual(try app.text("0.0.1"), "Counter : 2")
            XCTAssertEqual(try app.text("0.1"), "Counter : 2")
            XCTAssertEqual(app.value(#"local["0"].EnvironmentObjectView.data"#), ["text": "Counter", "counter": 2])
        }
    }

    func testBindingTodoRowInADisabledPreviewIgnoresTaps() throws {
        try check("34-BindingTodoRow.swift") { app in
            XCTAssertEqual(app.texts(under: try app.node("0.0.0")), ["⌨️", "写代码"])
            // The preview is .disabled(true): neither the row's tap nor the Toggle change isDone;
            // `:tap` (and the preview's click) refuse them.
            XCTAssertEqual(app.root.disabledRefusal(of: "0.0.0"), "HStack 0.0.0 is disabled (by .disabled(true) on Group 0)")
            XCTAssertEqual(app.root.disabledRefusal(of: "0.0.1"), "Toggle 0.0.1 is disabled (by .disabled(true) on Group 0)")
            XCTAssertEqual(app.value(#"local["0"].ContentView.isDone"#), false)
            XCTAssertEqual(try app.node("0.0.0.3").props["systemName"], "circle")
        }
    }

    func testEnvironmentTodoStoreMarksATodoDone() throws {
        try check("35-EnvironmentTodoStore.swift") { app in
            XCTAssertEqual(app.root.children.map(\.id), ["0.@写代码", "0.@读书"])
            XCTAssertEqual(try app.node("0.@读书.3").props["systemName"], "circle")
            try app.tap("0.@读书")
            XCTAssertEqual(try app.node("0.@读书.3").props["systemName"], "checkmark.circle.fill")
            XCTAssertEqual(try app.node("0.@写代码.3").props["systemName"], "circle")
            XCTAssertEqual(app.value(#"local["0"].ContentView.todoStore.todos[1].isDone"#), true)
            try app.tap("0.@读书")
            XCTAssertEqual(app.value(#"local["0"].ContentView.todoStore.todos[1].isDone"#), false)
        }
    }

    func testNavigationModesPushPresentAndDismiss() throws {
        try check("36-NavigationModes.swift") { app in
            XCTAssertEqual(try app.text("0.0.0"), "我要跳转到蓝色页面")
            let blue = try XCTUnwrap(app.node("0.0.0").slots["destination"]?.first)
            XCTAssertEqual(blue.modifiers.map(\.name), ["ignoresSafeArea", "opacity"])
            XCTAssertNotNil(blue.events["tap"])
            try app.tap("0.0.1")
            XCTAssertEqual(app.value(#"local["0"].ContentView.isShowingBlueView"#), true)
            // Tapping the blue page dismisses it.
            try app.tap("0.0.navigationDestination.0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.isShowingBlueView"#), false)
            try app.tap("0.0.2")
            XCTAssertEqual(try app.node("0.0.sheet.0").modifiers.map(\.name), ["frame"])
            try app.tap("0.0.3")
            XCTAssertEqual(try app.node("0.0.fullScreenCover.0").modifiers.map(\.name), ["frame"])
            XCTAssertEqual(app.value(#"local["0"].ContentView"#), ["isShowingBlueView": false, "isShowingYellowView": true, "isShowingRedView": true])
        }
    }

    func testTodoAppSwipesToDeleteAndTapsToComplete() throws {
        try check("37-TodoAppSwipe.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.map(\.id), ["0.0.@写代码", "0.0.@读书", "0.0.@去游泳"])
            try app.tap("0.0.@读书")
            XCTAssertEqual(app.value(#"local["0"].ContentView.todoStore.todos[1].isDone"#), true)
            XCTAssertEqual(try app.node("0.0.@读书.3").props["systemName"], "checkmark.circle.fill")
            try app.tap(try app.find("Delete", under: "0.0.@去游泳"))
            XCTAssertEqual(try app.node("0.0").children.map(\.id), ["0.0.@写代码", "0.0.@读书"])
            try app.tap("0.0.@读书", "move", payload: 0)
            XCTAssertEqual(app.value(#"local["0"].ContentView.todoStore.todos[0].title"#), "读书")
            // Edit opens the edit sheet on that todo.
            try app.tap(try app.find("Edit", under: "0.0.@写代码"))
            XCTAssertEqual(app.value(#"local["0.0"].TodoList.editingTodo.title"#), "写代码")
            XCTAssertTrue(app.texts(under: app.root, slotsOnly: true).contains("Edit Todo") || app.root.node(withID: "0.0.sheet.0") != nil)
        }
    }

    func testRockPaperScissorsEndsAfterThreeRounds() throws {
        try check("38-RockPaperScissors.swift") { app in
            XCTAssertEqual(try app.text("0.1.1"), "Win")
            XCTAssertEqual(try app.node("0.1.2").children.map(\.id), ["0.1.2.@rock", "0.1.2.@paper", "0.1.2.@scissor"])
            // Play the winning hand, then (the goal flips to Lose) the losing one, then win again.
            func winning(against computer: String) -> String { ["rock": "paper", "paper": "scissor", "scissor": "rock"][computer]! }
            func losing(against computer: String) -> String { ["rock": "scissor", "paper": "rock", "scissor": "paper"][computer]! }
            var computer = try XCTUnwrap(app.value(#"local["0"].ContentView.computerHand"#).stringValue)
            try app.tap("0.1.2.@\(winning(against: computer))")
            XCTAssertEqual(try app.text("0.1.1"), "Lose")
            computer = try XCTUnwrap(app.value(#"local["0"].ContentView.computerHand"#).stringValue)
            try app.tap("0.1.2.@\(losing(against: computer))")
            computer = try XCTUnwrap(app.value(#"local["0"].ContentView.computerHand"#).stringValue)
            try app.tap("0.1.2.@\(winning(against: computer))")
            XCTAssertEqual(try app.text("0.2.0"), "Score: 3")
            XCTAssertEqual(try app.text("0.2.1"), "Attempts: 3")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingFinalScore"#), true)
            XCTAssertEqual(try app.text("0.2.message.0"), "Final Score: 3")
            // Next Game starts over and closes the alert.
            try app.tap("0.2.alert.0")
            XCTAssertEqual(try app.text("0.2.0"), "Score: 0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingFinalScore"#), false)
        }
    }

    func testViewsAndModifiersBuildCapsulesAndAGrid() throws {
        try check("39-ViewsAndModifiers.swift") { app in
            XCTAssertEqual(try app.node("0.0.3").modifiers.map(\.name), ["font", "foregroundStyle", "padding", "background", "clipShape", "shadow"])
            XCTAssertEqual(try app.node("0.0.4").modifiers.map(\.name), ["font", "foregroundStyle", "padding", "background", "clipShape", "shadow"])
            XCTAssertEqual(try app.node("0.0.2").source?.component, "CapsuleText")
            XCTAssertEqual(app.texts(under: try app.node("0.1")), [
                "R0 C0", "Addendum", "R0 C1", "Addendum", "R1 C0", "Addendum", "R1 C1", "Addendum",
            ])
            XCTAssertNotNil(try app.find(systemImage: "3.circle"))
        }
    }

    func testRemoveRowsAddsAndDeletesNumberedRows() throws {
        try check("40-RemoveRows.swift") { app in
            XCTAssertEqual(try app.node("0.0").slots["toolbar"]?.map(\.type), ["EditButton"])
            for _ in 1...3 { try app.tap("0.0.1") }
            XCTAssertEqual(try app.node("0.0.0").children.compactMap { $0.props["text"] }, ["Row 1", "Row 2", "Row 3"])
            try app.tap("0.0.0.@2", "delete")
            XCTAssertEqual(try app.node("0.0.0").children.compactMap { $0.props["text"] }, ["Row 1", "Row 3"])
            XCTAssertEqual(app.value(#"local["0"].RemoveRows_1"#), ["numbers": [1, 3], "currentNum": 4])
        }
    }

    func testHabitTrackerAddsAnActivityAndMarksItCompleted() throws {
        try check("41-HabitTracker.swift") { app in
            XCTAssertEqual(try app.node("0.0").children, [])
            try app.tap("0.0.toolbar.0")
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingAddActivity"#), true)
            try app.set("0.0.sheet.0.0.0", "Run")
            try app.set("0.0.sheet.0.0.1", "5 km")
            try app.tap("0.0.sheet.0.0.toolbar.0")
            // Save appends the activity and dismisses the sheet.
            XCTAssertEqual(app.value(#"local["0"].ContentView.showingAddActivity"#), false)
            XCTAssertEqual(app.value(#"local["0"].ContentView.data.activities[0].name"#), "Run")
            let row = try XCTUnwrap(app.node("0.0").children.first)
            XCTAssertEqual(app.texts(under: row, slotsOnly: false).prefix(3), ["Run", "Completion Count:", "0"])
            try app.tap(try app.find("Mark Completed", under: row.id))
            XCTAssertEqual(app.value(#"local["0"].ContentView.data.activities[0].completionCount"#), 1)
            XCTAssertEqual(app.texts(under: try app.node(row.id), slotsOnly: false).prefix(3), ["Run", "Completion Count:", "1"])
        }
    }

    func testNavigationDestinationShowsTheSelectedNumber() throws {
        try check("42-NavigationDestination.swift") { app in
            XCTAssertEqual(try app.node("0.0").children.count, 100)
            XCTAssertEqual(try app.text("0.0.@7"), "Select: 7")
            // Tapping a row pushes its destination.
            try app.tap("0.0.@7")
            XCTAssertTrue(app.texts(under: app.root).contains("You selected 7"))
        }
    }

    func testSharedObservableInTheEnvironmentCountsMice() throws {
        try check("43-SharedObservableEnv.swift") { app in
            XCTAssertEqual(try app.text("0.0"), "Welcome Kipper!")
            XCTAssertEqual(try app.text("0.1"), "Mice Caught: 0")
            try app.set("0.1", 3)
            XCTAssertEqual(try app.text("0.1"), "Mice Caught: 3")
            XCTAssertEqual(app.value(#"local["0"].SharingObservableObjects_2.player"#), ["name": "Kipper", "highScore": 3])
        }
    }
}

extension CorpusApp {
    /// The texts shown under a node, depth first (a Text's text, a control's title); with
    /// `slotsOnly`, only those in its slots (an alert's, a sheet's) and below.
    func texts(under node: Node, slotsOnly: Bool = false) -> [String] {
        var found: [String] = []
        func visit(_ node: Node, counted: Bool) {
            if counted, let shown = node.props["text"] ?? node.props["title"], case .string(let text) = shown { found.append(text) }
            for child in node.children { visit(child, counted: counted) }
            for name in node.slots.keys.sorted() { for child in node.slots[name] ?? [] { visit(child, counted: true) } }
        }
        visit(node, counted: !slotsOnly)
        return found
    }

    /// The id of the first node (the last with `last`) showing this text or title, under a node.
    func find(_ text: String, under id: String? = nil, last: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try find(under: id, last: last, "showing \(text)", file: file, line: line) { ($0.props["text"] ?? $0.props["title"]) == .string(text) }
    }

    /// The id of the first node showing this SF Symbol.
    func find(systemImage name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try find(under: nil, last: false, "with the image \(name)", file: file, line: line) { $0.props["systemName"] == .string(name) }
    }

    private func find(under id: String?, last: Bool, _ what: String, file: StaticString, line: UInt, _ matches: (Node) -> Bool) throws -> String {
        var found: [String] = []
        func visit(_ node: Node) {
            if matches(node) { found.append(node.id) }
            for child in node.children { visit(child) }
            for name in node.slots.keys.sorted() { for child in node.slots[name] ?? [] { visit(child) } }
        }
        visit(try id.map { try node($0, file: file, line: line) } ?? root)
        return try XCTUnwrap(last ? found.last : found.first, "no node \(what) in\n\(TreeOutline().render(root))", file: file, line: line)
    }
}
