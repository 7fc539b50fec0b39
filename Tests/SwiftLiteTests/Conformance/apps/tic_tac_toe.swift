// App: tic-tac-toe with a board struct, winner detection, and a perfect minimax player playing itself and a scripted game.
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}
struct Board {
    var cells: [Player?] = Array(repeating: nil, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
    var winner: Player? {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p { return p }
        }
        return nil
    }
    var free: [Int] { cells.indices.filter { cells[$0] == nil } }
    var isOver: Bool { winner != nil || free.isEmpty }
    var picture: String {
        stride(from: 0, to: 9, by: 3).map { r in String((r..<r + 3).map { cells[$0]?.rawValue ?? "." }) }.joined(separator: "\n")
    }
}
var explored = 0
func minimax(_ board: Board, _ turn: Player, _ me: Player) -> (score: Int, move: Int?) {
    explored += 1
    if let w = board.winner { return (w == me ? 10 : -10, nil) }
    if board.free.isEmpty { return (0, nil) }
    var best: (score: Int, move: Int?) = (turn == me ? -100 : 100, nil)
    for move in board.free {
        var next = board
        next.cells[move] = turn
        let score = minimax(next, turn.other, me).score
        if (turn == me && score > best.score) || (turn != me && score < best.score) { best = (score, move) }
    }
    return best
}
var board = Board()
board.cells[0] = .x
board.cells[4] = .o
board.cells[8] = .x
var turn = Player.o
while !board.isOver {
    let move = minimax(board, turn, turn).move!
    board.cells[move] = turn
    turn = turn.other
}
print(board.picture)
print("winner:", board.winner.map { String($0.rawValue) } ?? "draw", "positions explored:", explored)
var scripted = Board()
for (i, move) in [4, 0, 2, 6, 3, 5, 1, 7, 8].enumerated() where !scripted.isOver {
    scripted.cells[move] = i % 2 == 0 ? .x : .o
}
print(scripted.picture)
print(scripted.winner?.rawValue ?? "-", scripted.free)
var quick = Board()
quick.cells[0] = .o; quick.cells[1] = .o
print(minimax(quick, .x, .x).move!, minimax(quick, .o, .o).move!)
