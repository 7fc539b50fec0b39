import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
    var score = 0
}

struct ScoreKeeper: View {
    @State private var players = [Player(id: 1, name: "Elisha"), Player(id: 2, name: "Andre"), Player(id: 3, name: "Jasmine")]

    var leader: String {
        players.max(by: { $0.score < $1.score })?.name ?? "Nobody"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Score Keeper").font(.title).bold()
            ForEach(players.indices, id: \.self) { index in
                HStack {
                    Text(players[index].name)
                    Spacer()
                    Text("\(players[index].score)")
                    Button("+1") { players[index].score += 1 }
                }
            }
            Text("Leader: \(leader)")
        }
        .padding()
    }
}

#Preview {
    ScoreKeeper()
}
