import SwiftUI

struct PlaylistView: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]

    var body: some View {
        List {
            ForEach(songs, id: \.self) { song in
                Text(song)
            }
            .onMove(perform: move)
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        songs.move(fromOffsets: source, toOffset: destination)
    }
}

#Preview {
    PlaylistView()
}
