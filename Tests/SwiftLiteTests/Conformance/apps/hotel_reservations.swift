// App: hotel room reservations with night ranges, overlap detection, availability search and an occupancy chart.
struct Reservation {
    let guest: String
    let room: Int
    let nights: Range<Int>
}
enum BookingResult {
    case confirmed(Reservation)
    case conflict(with: String)
    case invalid(String)
}
struct Hotel {
    let rooms: [Int: Int]
    private(set) var reservations: [Reservation] = []
    init(rooms: [Int: Int]) { self.rooms = rooms }
    func isFree(_ room: Int, _ nights: Range<Int>) -> String? {
        reservations.first { $0.room == room && $0.nights.overlaps(nights) }?.guest
    }
    mutating func book(_ guest: String, room: Int, from: Int, to: Int) -> BookingResult {
        guard rooms[room] != nil else { return .invalid("no room \(room)") }
        guard from < to else { return .invalid("empty stay") }
        if let other = isFree(room, from..<to) { return .conflict(with: other) }
        let r = Reservation(guest: guest, room: room, nights: from..<to)
        reservations.append(r)
        return .confirmed(r)
    }
    func available(for beds: Int, nights: Range<Int>) -> [Int] {
        rooms.filter { $0.value >= beds && isFree($0.key, nights) == nil }.map(\.key).sorted()
    }
    func chart(days: Range<Int>) -> [String] {
        rooms.keys.sorted().map { room in
            let cells = days.map { day -> Character in
                guard let r = reservations.first(where: { $0.room == room && $0.nights.contains(day) }) else { return "." }
                return r.guest.first!
            }
            return "\(room) " + String(cells)
        }
    }
}
var hotel = Hotel(rooms: [101: 1, 102: 2, 201: 4])
let requests = [("Ann", 101, 1, 4), ("Bob", 101, 3, 5), ("Cid", 102, 2, 7), ("Dia", 301, 1, 2), ("Eve", 201, 5, 5), ("Fay", 101, 4, 6)]
for (guest, room, from, to) in requests {
    switch hotel.book(guest, room: room, from: from, to: to) {
    case .confirmed(let r): print("\(guest): room \(r.room), \(r.nights.count) nights")
    case .conflict(let other): print("\(guest): room \(room) is taken by \(other)")
    case .invalid(let why): print("\(guest): \(why)")
    }
}
print(hotel.available(for: 2, nights: 3..<4), hotel.available(for: 1, nights: 0..<1))
hotel.chart(days: 0..<8).forEach { print($0) }
