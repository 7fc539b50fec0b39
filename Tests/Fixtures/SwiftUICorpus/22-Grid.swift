import SwiftUI

struct PaletteView: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    @State private var selected = -1

    var body: some View {
        VStack {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(0..<colors.count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[index])
                        .frame(height: 60)
                        .overlay {
                            if selected == index {
                                Image(systemName: "checkmark")
                            }
                        }
                        .onTapGesture { selected = index }
                }
            }
            Text(selected < 0 ? "Pick a color" : "Picked #\(selected + 1)")
        }
        .padding()
    }
}

#Preview {
    PaletteView()
}
