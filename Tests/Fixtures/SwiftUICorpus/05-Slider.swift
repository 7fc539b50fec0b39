import SwiftUI

struct VolumeView: View {
    @State private var volume = 50.0
    @State private var isEditing = false

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...100, step: 5)
            Text(String(format: "Volume: %.0f%%", volume))
                .foregroundColor(isEditing ? .red : .blue)
            Button("Mute") { volume = 0 }
        }
    }
}

#Preview {
    VolumeView()
}
