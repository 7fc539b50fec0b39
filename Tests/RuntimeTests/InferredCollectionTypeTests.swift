import Runtime
import ViewTree
import XCTest

/// `var items = [Item]()`: the type an empty collection is made of is the property's type, as
/// in Swift, so an observable object's elements read back as items (not as the dictionaries
/// the state store keeps them as).
final class InferredCollectionTypeTests: XCTestCase {
    func testEmptyCollectionsOfAnObservableKeepTheirElementType() throws {
        for model in ["@Observable class Store", "class Store: ObservableObject"] {
            let published = model.hasPrefix("class") ? "@Published " : ""
            let holder = model.hasPrefix("class") ? "@StateObject" : "@State"
            let session = ScriptSession("""
                import SwiftUI
                struct Item: Identifiable { var id = UUID(); var name: String }
                \(model) {
                    \(published)var items = [Item]()
                    \(published)var generic = Array<Item>()
                    \(published)var byName = [String: Item]()
                    \(published)var named = Dictionary<String, Item>()
                }
                struct Row: View {
                    var item: Item
                    var body: some View { Text(item.name) }
                }
                struct ContentView: View {
                    \(holder) private var store = Store()
                    var body: some View {
                        VStack {
                            Button("Add") {
                                store.items.append(Item(name: "a"))
                                store.generic.append(Item(name: "b"))
                                store.byName["c"] = Item(name: "c")
                                store.named["d"] = Item(name: "d")
                            }
                            ForEach(store.items) { Row(item: $0) }
                            ForEach(store.generic) { Row(item: $0) }
                            ForEach(Array(store.byName.values)) { Row(item: $0) }
                            ForEach(Array(store.named.values)) { Row(item: $0) }
                        }
                    }
                }
                #Preview { ContentView() }
                """)
            try session.tap("0.0")
            let texts = session.root?.children.compactMap { $0.type == "Text" ? $0.props["text"] : nil }
            XCTAssertEqual(texts, ["a", "b", "c", "d"], model)
        }
    }

    func testAnEmptyCollectionHasTheTypeWritten() throws {
        let result = runScript("""
            var numbers = [Int]()
            numbers.append(2)
            var names = Array<String>()
            names.append("x")
            let table = [String: Double]()
            print(numbers, names, table)
            """)
        XCTAssertEqual(result.output, "[2] [\"x\"] [:]\n")
    }
}
