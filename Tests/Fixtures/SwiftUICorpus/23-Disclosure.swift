import SwiftUI

struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQView: View {
    let items = [
        FAQItem(id: 1, question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        FAQItem(id: 2, question: "Can I export my data?", answer: "Yes, from Settings."),
    ]
    @State private var expanded: Set<Int> = []

    var body: some View {
        List(items) { item in
            DisclosureGroup(item.question, isExpanded: Binding.constant(expanded.contains(item.id))) {
                Text(item.answer)
            }
            .onTapGesture {
                if expanded.contains(item.id) {
                    expanded.remove(item.id)
                } else {
                    expanded.insert(item.id)
                }
            }
        }
    }
}

#Preview {
    FAQView()
}
