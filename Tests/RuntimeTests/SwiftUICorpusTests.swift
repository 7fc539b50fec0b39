import Foundation
import Runtime
import ViewTree
import XCTest

/// The SwiftUI view corpus (Tests/Fixtures/SwiftUICorpus): each file runs unchanged; each
/// test renders it, acts on it as a user would (a tap, a control's write) and checks what
/// the user sees (the tree) and the state.
final class SwiftUICorpusTests: XCTestCase {
    private func load(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CorpusApp {
        try CorpusApp(name, in: "SwiftUICorpus", file: file, line: line)
    }

    func test01Counter() throws {
        let app = try load("01-Counter.swift")
        XCTAssertEqual(app.root.modifiers.map(\.name), ["padding"])
        try app.tap("0.1.1")
        try app.tap("0.1.1")
        try app.tap("0.1.0")
        XCTAssertEqual(try app.text("0.0"), "1")
        XCTAssertEqual(app.value(#"local["0"].CounterView.count"#), 1)
        XCTAssertEqual(try app.node("0.2").modifiers.first?.arguments.first?.value, false)
        try app.tap("0.2")
        XCTAssertEqual(try app.text("0.0"), "0")
    }

    func test02ShowDetails() throws {
        let app = try load("02-ShowDetails.swift")
        XCTAssertEqual(app.root.children.count, 1)
        try app.tap("0.0")
        XCTAssertEqual(try app.text("0.1"), "You should follow me on Twitter.")
        try app.tap("0.0")
        XCTAssertNil(app.root.node(withID: "0.1"))
    }

    func test03Greeting() throws {
        let app = try load("03-Greeting.swift")
        XCTAssertEqual(try app.text("0.1"), "Hello, stranger!")
        try app.set("0.0", "Taylor")
        XCTAssertEqual(try app.text("0.1"), "Hello, Taylor!")
        XCTAssertEqual(app.value(#"local["0"].GreetingView.name"#), "Taylor")
    }

    func test04Stepper() throws {
        let app = try load("04-Stepper.swift")
        try app.set("0.0", 3)
        XCTAssertEqual(try app.text("0.0"), "Quantity: 3")
        XCTAssertEqual(try app.text("0.1"), "Total: $12")
    }

    func test05Slider() throws {
        let app = try load("05-Slider.swift")
        XCTAssertEqual(try app.text("0.1"), "Volume: 50%")
        try app.set("0.0", 75.0)
        XCTAssertEqual(try app.text("0.1"), "Volume: 75%")
        try app.tap("0.2")
        XCTAssertEqual(app.value(#"local["0"].VolumeView.volume"#), 0.0)
    }

    func test06TodoDelete() throws {
        let app = try load("06-TodoDelete.swift")
        XCTAssertEqual(try app.node("0.0").slots["toolbar"]?.map(\.type), ["EditButton"])
        try app.tap("0.0.@Water plants", "delete")
        XCTAssertEqual(try app.node("0.0").children.map(\.id), ["0.0.@Walk the dog", "0.0.@Call mom"])
        XCTAssertEqual(app.value(#"local["0"].TodoListView.todos"#), ["Walk the dog", "Call mom"])
    }

    func test07TodoAdd() throws {
        let app = try load("07-TodoAdd.swift")
        try app.set("0.0.0", "Buy bread")
        try app.tap("0.0.0", "submit")
        try app.set("0.0.0", "Bake cake")
        try app.tap("0.0.1")
        XCTAssertEqual(try app.node("0.1").children.compactMap { $0.props["text"] }, ["Buy bread", "Bake cake"])
        XCTAssertEqual(try app.text("0.2"), "2 items")
        XCTAssertEqual(app.value(#"local["0"].AddTodoView.newTitle"#), "")
    }

    func test08MasterDetail() throws {
        let app = try load("08-MasterDetail.swift")
        let banana = try app.node("0.0.@2")
        XCTAssertEqual(banana.type, "NavigationLink")
        XCTAssertEqual(banana.children.first?.props["text"], "🍌 Banana")
        let detail = try XCTUnwrap(banana.slots["destination"]?.first)
        XCTAssertEqual(detail.source?.component, "FruitDetailView")
        XCTAssertEqual(detail.children.map { $0.props["text"] }, ["🍌", "Banana", "105 calories"])
    }

    func test09NavigationValue() throws {
        let app = try load("09-NavigationValue.swift")
        XCTAssertEqual(try app.node("0.0").modifiers.map(\.name), ["navigationDestination", "navigationTitle"])
        XCTAssertEqual(try app.text("0.0.@2.0.0"), "Emma")
        XCTAssertEqual(try app.text("0.0.@2.0.1"), "Jane Austen")
    }

    func test10ObservableStorePassedDown() throws {
        let app = try load("10-ObservableStore.swift")
        try app.tap("0.1")
        try app.tap("0.1")
        XCTAssertEqual(try app.text("0.0"), "Value: 2")
        XCTAssertEqual(try app.text("0.2"), "History: 1, 2")
        XCTAssertEqual(app.value(#"local["0"].ParentView.counter.history"#), [1, 2])
        XCTAssertEqual(try app.node("0.1").source?.component, "ChildView")
    }

    func test11EnvironmentModel() throws {
        let app = try load("11-EnvironmentModel.swift")
        XCTAssertEqual(try app.text("0.0.0"), "Signed in as Anonymous")
        try app.set("0.0.1", false)
        XCTAssertEqual(app.value(#"local["0"].UserSettings.notificationsEnabled"#), false)
        XCTAssertEqual(try app.node("0.0.1").bindings, ["isOn": #"local["0"].UserSettings.notificationsEnabled"#])
    }

    func test12EnumDrivenScreen() throws {
        let app = try load("12-EnumScreen.swift")
        try app.tap("0.0")
        XCTAssertEqual(app.root.children.map(\.type), ["ProgressView", "Button", "Button"])
        try app.tap("0.2")
        XCTAssertEqual(try app.text("0.0"), "The network is down")
        XCTAssertEqual(app.value(#"local["0"].FeedView.state"#), ["failed": ["_0": "The network is down"]])
        try app.tap("0.1")
        try app.tap("0.1")
        XCTAssertEqual(try app.node("0.0").children.compactMap { $0.props["text"] }, ["First post", "Second post"])
    }

    func test13PickerOverAnEnum() throws {
        let app = try load("13-PickerEnum.swift")
        XCTAssertEqual(try app.node("0.0").children.map(\.id), ["0.0.@chocolate", "0.0.@vanilla", "0.0.@strawberry"])
        try app.set("0.0", "vanilla")
        XCTAssertEqual(try app.text("0.1"), "You picked vanilla")
    }

    func test14FormSettings() throws {
        let app = try load("14-FormSettings.swift")
        XCTAssertEqual(try app.node("0.1").slots["footer"]?.first?.props["text"], "Retries happen every minute.")
        XCTAssertEqual(try app.node("0.2.1").props, ["title": "Version", "value": "1.2.3"])
        try app.set("0.0.0", false)
        XCTAssertEqual(try app.node("0.0").children.map(\.type), ["Toggle"])
        try app.set("0.1.0", 5)
        XCTAssertEqual(try app.text("0.1.0"), "Retries: 5")
    }

    func test15TabsInAnApp() throws {
        let app = try load("15-TabViewApp.swift")
        XCTAssertEqual(app.result.documentName, "app")
        XCTAssertEqual(app.root.type, "TabView")
        XCTAssertEqual(try app.node("0.0").slots["tabItem"]?.first?.type, "Label")
        try app.tap("0.0")
        XCTAssertEqual(try app.text("0.0"), "Visited 1 times")
    }

    func test16Sheet() throws {
        let app = try load("16-Sheet.swift")
        XCTAssertEqual(app.root.modifiers.first?.name, "sheet")
        try app.tap("0.0")
        XCTAssertEqual(app.value(#"local["0"].SheetHost.showingSheet"#), true)
        try app.set("0.sheet.0.0", "Remember the milk")
        try app.tap("0.sheet.0.1")
        XCTAssertEqual(try app.text("0.@Remember the milk"), "Remember the milk")
        XCTAssertEqual(app.value(#"local["0"].SheetHost.showingSheet"#), false)
    }

    func test17Alert() throws {
        let app = try load("17-Alert.swift")
        XCTAssertEqual(try app.node("0.1").props["role"]?.description, ".destructive")
        try app.tap("0.1")
        try app.tap("0.alert.0")
        XCTAssertEqual(try app.text("0.0"), "Account deleted")
        XCTAssertEqual(app.root.slots["message"]?.first?.props["text"], "This cannot be undone.")
    }

    func test18BindingChild() throws {
        let app = try load("18-BindingChild.swift")
        try app.tap("0.1")
        XCTAssertEqual(try app.text("0.0"), "Playing")
        XCTAssertEqual(try app.text("0.1"), "Pause")
        XCTAssertEqual(app.value(#"local["0"].PlayerView.isPlaying"#), true)
    }

    func test19ChecklistBindings() throws {
        let app = try load("19-ChecklistBindings.swift")
        XCTAssertEqual(try app.text("0.3"), "2 remaining")
        try app.set("0.@2", true)
        XCTAssertEqual(try app.text("0.3"), "1 remaining")
        XCTAssertEqual(app.value(#"local["0"].ChecklistView.tasks[1].isComplete"#), true)
    }

    func test20ScoreKeeperRowsRunTheirOwnClosure() throws {
        let app = try load("20-ScoreKeeper.swift")
        try app.tap("0.@2.3")
        try app.tap("0.@2.3")
        try app.tap("0.@1.3")
        XCTAssertEqual(try app.text("0.@2.2"), "2")
        XCTAssertEqual(try app.text("0.@1.2"), "1")
        XCTAssertEqual(try app.text("0.4"), "Leader: Jasmine")
    }

    func test21EmptyState() throws {
        let app = try load("21-EmptyState.swift")
        XCTAssertEqual(try app.node("0.0.0").type, "ContentUnavailableView")
        try app.tap("0.0.toolbar.0")
        XCTAssertEqual(try app.node("0.0.0").type, "List")
        XCTAssertEqual(try app.text("0.0.0.@Message 1"), "Message 1")
    }

    func test22Grid() throws {
        let app = try load("22-Grid.swift")
        XCTAssertEqual(try app.node("0.0").children.count, 6)
        try app.tap("0.0.@4")
        XCTAssertEqual(try app.text("0.1"), "Picked #5")
        XCTAssertEqual(try app.node("0.0.@4").slots["content"]?.first?.props["systemName"], "checkmark")
        XCTAssertEqual(try app.node("0.0.@3").slots["content"], [])
    }

    func test23Disclosure() throws {
        let app = try load("23-Disclosure.swift")
        XCTAssertEqual(try app.node("0.@2").props["isExpanded"], false)
        try app.tap("0.@2")
        XCTAssertEqual(try app.node("0.@2").props["isExpanded"], true)
        XCTAssertEqual(app.value(#"local["0"].FAQView.expanded"#), [2])
    }

    func test24ObservableObject() throws {
        let app = try load("24-ObservableObject.swift")
        try app.tap("0.1.0")
        try app.tap("0.1.1")
        try app.tap("0.1.0")
        try app.tap("0.1.1")
        XCTAssertEqual(try app.text("0.0"), "20 s")
        XCTAssertEqual(try app.node("0.2").children.compactMap { $0.props["text"] }, ["Lap 1: 10 s", "Lap 2: 20 s"])
        XCTAssertEqual(app.value(#"local["0"].StopwatchView.model.laps"#), [10, 20])
    }

    func test25EnvironmentObject() throws {
        let app = try load("25-EnvironmentObject.swift")
        try app.tap("0.1.2")
        try app.tap("0.0.2")
        XCTAssertEqual(try app.text("0.2"), "Cart: 2 items")
        XCTAssertEqual(app.value(#"local["0"].ShopView.cart.items"#), ["Tea", "Coffee"])
    }

    func test26SearchFilter() throws {
        let app = try load("26-SearchFilter.swift")
        try app.set("0.0.0", "an")
        XCTAssertEqual(try app.node("0.0.1").children.map(\.id), ["0.0.1.@Canada", "0.0.1.@France"])
        XCTAssertEqual(try app.text("0.0.2"), "2 of 6")
    }

    func test27Reorder() throws {
        let app = try load("27-Reorder.swift")
        try app.tap("0.@Outro", "move", payload: 0)
        XCTAssertEqual(app.root.children.compactMap { $0.props["text"] }, ["Outro", "Intro", "Verse", "Chorus"])
    }

    func test28ShoppingCart() throws {
        let app = try load("28-ShoppingCart.swift")
        XCTAssertEqual(try app.text("0.2"), "Total: $12.00")
        try app.set("0.@2", 8)
        XCTAssertEqual(try app.text("0.@2"), "Pen × 8")
        XCTAssertEqual(try app.text("0.2"), "Total: $17.00")
    }

    func test29ProfileEditor() throws {
        let app = try load("29-ProfileEditor.swift")
        try app.set("0.0", "Annie")
        try app.set("0.2", true)
        XCTAssertEqual(try app.text("0.4"), "Saved: Ann <ann@example.com>")
        try app.tap("0.3")
        XCTAssertEqual(try app.text("0.4"), "Saved: Annie <ann@example.com> · subscribed")
        XCTAssertEqual(app.value(#"local["0"].ProfileEditor.saved"#), ["name": "Annie", "email": "ann@example.com", "newsletter": true])
    }

    func test30GenericCardContainer() throws {
        let app = try load("30-CardContainer.swift")
        XCTAssertEqual(try app.node("0.0").source?.component, "Card")
        try app.tap("0.0.2")
        XCTAssertEqual(try app.text("0.0.1"), "5200 steps")
        XCTAssertEqual(try app.text("0.1.1"), "7 h 20 min")
    }

    func test31TrafficLight() throws {
        let app = try load("31-TrafficLight.swift")
        try app.tap("0")
        XCTAssertEqual(try app.text("0.3"), "Go")
        XCTAssertEqual(app.value(#"local["0"].TrafficLightView.light"#), "green")
        XCTAssertEqual(try app.node("0.@green").modifiers.last?.arguments.first?.value, 1.0)
    }

    func test32Quiz() throws {
        let app = try load("32-Quiz.swift")
        try app.tap("0.@1")
        XCTAssertEqual(try app.text("0.0"), "Capital of France?")
        try app.tap("0.@1")
        XCTAssertEqual(try app.text("0.0"), "You scored 1 of 2")
        try app.tap("0.1")
        XCTAssertEqual(app.value(#"local["0"].QuizView"#), ["index": 0, "score": 0])
    }

    func test33SplitView() throws {
        let app = try load("33-SplitView.swift")
        XCTAssertEqual(app.root.slots["detail"]?.first?.props["text"], "Select a note")
        try app.tap("0.0.@2")
        XCTAssertEqual(app.root.slots["detail"]?.first?.props["text"], "A workbench for SwiftUI")
    }

    func test34WeatherGrid() throws {
        let app = try load("34-Weather.swift")
        XCTAssertEqual(try app.text("0.1.@Tue.2"), "18°")
        try app.set("0.0", false)
        XCTAssertEqual(try app.text("0.1.@Tue.2"), "64°")
        XCTAssertEqual(try app.node("0.1.@Wed.1").props["systemName"], "cloud.rain")
    }

    func test35TipCalculator() throws {
        let app = try load("35-Accumulator.swift")
        XCTAssertEqual(try app.text("0.2.0"), "23.00")
        try app.set("0.1.0", 20)
        try app.set("0.0.0", 4)
        XCTAssertEqual(try app.text("0.2.0"), "12.00")
        XCTAssertEqual(app.value(#"local["0"].TipCalculator"#), ["bill": 40.0, "tipPercent": 20, "people": 4])
    }

    func test36CardModifierAndViewExtension() throws {
        let app = try load("36-CardModifier.swift")
        XCTAssertEqual(try app.node("0.0.@1").modifiers.map(\.name), ["padding", "frame", "background", "clipShape"])
        try app.tap("0.0.@2")
        XCTAssertEqual(app.value(#"local["0"].RecipesView.favorite"#), 2)
        XCTAssertEqual(try app.node("0.0.@2").modifiers[2].arguments.first?.value.description, "Color.yellow.opacity(0.3)")
        XCTAssertEqual(try app.node("0.0.@1").modifiers[2].arguments.first?.value.description, "Color.gray.opacity(0.1)")
    }
}

