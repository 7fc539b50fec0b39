import SwiftUI

struct Question {
    let text: String
    let answers: [String]
    let correct: Int
}

struct QuizView: View {
    let questions = [
        Question(text: "2 + 2 = ?", answers: ["3", "4", "5"], correct: 1),
        Question(text: "Capital of France?", answers: ["Paris", "Rome"], correct: 0),
    ]
    @State private var index = 0
    @State private var score = 0

    var body: some View {
        VStack(spacing: 16) {
            if index < questions.count {
                Text(questions[index].text)
                    .font(.title2)
                ForEach(0..<questions[index].answers.count, id: \.self) { choice in
                    Button(questions[index].answers[choice]) {
                        answer(choice)
                    }
                }
            } else {
                Text("You scored \(score) of \(questions.count)")
                Button("Restart") {
                    index = 0
                    score = 0
                }
            }
        }
    }

    func answer(_ choice: Int) {
        if choice == questions[index].correct {
            score += 1
        }
        index += 1
    }
}

#Preview {
    QuizView()
}
