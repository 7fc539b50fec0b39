// App: a parking lot with a vehicle class hierarchy, spot sizes, fees by the hour and a final occupancy report.
class Vehicle {
    let plate: String
    init(plate: String) { self.plate = plate }
    var size: Int { 2 }
    var hourlyCents: Int { 300 }
    var kind: String { "vehicle" }
}
final class Motorbike: Vehicle {
    override var size: Int { 1 }
    override var hourlyCents: Int { 150 }
    override var kind: String { "motorbike" }
}
final class Car: Vehicle {
    override var kind: String { "car" }
}
final class Van: Vehicle {
    override var size: Int { 3 }
    override var hourlyCents: Int { super.hourlyCents * 2 }
    override var kind: String { "van" }
}
struct Spot {
    let number: Int
    let size: Int
    var vehicle: Vehicle?
    var since = 0
}
final class ParkingLot {
    private(set) var spots: [Spot]
    private(set) var earnings = 0
    init(sizes: [Int]) {
        spots = sizes.enumerated().map { Spot(number: $0.offset + 1, size: $0.element) }
    }
    func park(_ v: Vehicle, at hour: Int) -> Int? {
        guard let i = spots.indices.filter({ spots[$0].vehicle == nil && spots[$0].size >= v.size })
            .min(by: { (spots[$0].size, $0) < (spots[$1].size, $1) }) else { return nil }
        spots[i].vehicle = v
        spots[i].since = hour
        return spots[i].number
    }
    func leave(plate: String, at hour: Int) -> Int? {
        guard let i = spots.firstIndex(where: { $0.vehicle?.plate == plate }), let v = spots[i].vehicle else { return nil }
        let fee = max(1, hour - spots[i].since) * v.hourlyCents
        earnings += fee
        spots[i].vehicle = nil
        return fee
    }
    var occupancy: String {
        spots.map { spot in spot.vehicle.map { String($0.kind.first!) } ?? "_" }.joined()
    }
}
let lot = ParkingLot(sizes: [1, 2, 2, 3, 1])
let arrivals: [Vehicle] = [Car(plate: "C-1"), Motorbike(plate: "M-1"), Van(plate: "V-1"), Car(plate: "C-2"), Van(plate: "V-2"), Motorbike(plate: "M-2")]
for (hour, v) in arrivals.enumerated() {
    if let spot = lot.park(v, at: hour) {
        print("\(v.kind) \(v.plate) -> spot \(spot)")
    } else {
        print("\(v.kind) \(v.plate) turned away")
    }
}
print(lot.occupancy)
for (plate, hour) in [("V-1", 7), ("M-1", 1), ("X-9", 3), ("C-1", 10)] {
    if let fee = lot.leave(plate: plate, at: hour) { print("\(plate) pays \(fee)") } else { print("\(plate) not found") }
}
print(lot.occupancy, lot.earnings)
print(lot.park(Van(plate: "V-2"), at: 11) ?? 0)
