// App: a playlist model with shuffle-free reordering, durations formatted as m:ss, and a queue that repeats.
struct Track: Equatable, CustomStringConvertible {
    let title: String
    let artist: String
    let seconds: Int
    var description: String { "\(title) - \(artist) (\(Track.clock(seconds)))" }
    static func clock(_ total: Int) -> String {
        let s = total % 60
        return "\(total / 60):\(s < 10 ? "0" : "")\(s)"
    }
}
struct Playlist {
    var name: String
    private(set) var tracks: [Track] = []
    var repeats = false
    private(set) var position = 0
    var duration: Int { tracks.reduce(0) { $0 + $1.seconds } }
    var current: Track? { tracks.isEmpty ? nil : tracks[position] }
    mutating func add(_ track: Track) {
        if !tracks.contains(track) { tracks.append(track) }
    }
    mutating func move(from: Int, to: Int) {
        let track = tracks.remove(at: from)
        tracks.insert(track, at: to)
    }
    mutating func remove(where shouldRemove: (Track) -> Bool) {
        tracks.removeAll(where: shouldRemove)
        position = min(position, max(0, tracks.count - 1))
    }
    mutating func next() -> Track? {
        guard !tracks.isEmpty else { return nil }
        if position + 1 < tracks.count {
            position += 1
        } else if repeats {
            position = 0
        } else {
            return nil
        }
        return tracks[position]
    }
}
var list = Playlist(name: "Focus")
list.add(Track(title: "Intro", artist: "A", seconds: 65))
list.add(Track(title: "Deep", artist: "B", seconds: 301))
list.add(Track(title: "Calm", artist: "A", seconds: 188))
list.add(Track(title: "Intro", artist: "A", seconds: 65))
print(list.tracks.count, Track.clock(list.duration))
list.move(from: 2, to: 0)
print(list.tracks)
print(list.current!)
while let track = list.next() { print("next:", track.title) }
list.repeats = true
print(list.next()!.title)
list.remove { $0.artist == "A" }
print(list.tracks, list.current!.title)
let byArtist = Dictionary(grouping: [Track(title: "x", artist: "Q", seconds: 1)] + list.tracks, by: \.artist)
print(byArtist.keys.sorted())
