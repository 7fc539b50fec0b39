// Source: github.com/lopsae/swiftui-100-days, rock-paper-scissors/RockPaperScissors/ContentView.swift (commit db4887d4e9b7f8e39b5b01cf8a766e2cd32c9f15)
// Changed: appended sibling file(s) Hand.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker
//
// RockPaperScissors
//


import SwiftUI


struct ContentView: View {

    @State private var computerHand = Hand.allCases.randomElement()!
    @State private var userShouldWin = true

    @State private var score    = 0
    @State private var attempts = 0
    private let maxAttempts = 3

    @State private var showingFinalScore = false

    var body: some View {
        VStack {
            Text("The computer has chosen")
            Text(computerHand.emoji)
                .font(.largeTitle)
                .padding()
                .background(.blue.gradient)
                .clipShape(.circle)
        } .padding() // VStack

        VStack {
            Text("Choose to")
            Text(userShouldWin ? "Win" : "Lose").font(.title)
            HStack {
                ForEach(Hand.allCases, id: \.rawValue) { item in
                    Button {
                        challenge(with: item)
                    } label: {
                        Text(item.emoji).font(.largeTitle)
                    }
                    .buttonStyle(.bordered)
                } // ForEach
            } // HStack
        } .padding() // VStack

        VStack {
            Text("Score: \(score)")
            Text("Attempts: \(attempts)")
        }.padding() // VStack
            .alert("Game Complete", isPresented: $showingFinalScore) {
                Button("Next Game") {
                    setNextGame()
                }
            } message: {
                Text("Final Score: \(score)")
            }

    } // body


    func challenge(with userHand: Hand) {
        if userShouldWin {
            if userHand.beats(computerHand) { score += 1 }
        } else {
            if computerHand.beats(userHand) { score += 1 }
        }

        attempts += 1

        if attempts < maxAttempts {
            setNextHand()
        } else {
            showingFinalScore = true
        }
    }


    func setNextHand() {
        computerHand = Hand.allCases.randomElement()!
        userShouldWin.toggle()
    }


    func setNextGame() {
        score = 0
        attempts = 0
        setNextHand()
    }

}

#Preview {
    ContentView()
}

// ---- appended from sibling file rock-paper-scissors/RockPaperScissors/Hand.swift (same repo and commit) ----
//
// RockPaperScissors
//


enum Hand: String, CaseIterable {

    case rock
    case paper
    case scissor

    var emoji: String {
        switch self {
        case .rock:    return "🪨"
        case .paper:   return "📄"
        case .scissor: return "✂️"
        }
    }


    var beats: Self {
        switch self {
        case .rock:    return .scissor
        case .paper:   return .rock
        case .scissor: return .paper
        }
    }


    func beats(_ hand: Self) -> Bool {
        return self.beats == hand
    }
}

