import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(isPlaying ? "Playing" : "Stopped")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

#Preview {
    PlayerView()
}
