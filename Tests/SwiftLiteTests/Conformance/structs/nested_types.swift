// Structs: nested structs and enums, referred to by their qualified names and from inside.
struct Chess {
    enum Color: String {
        case white, black
    }
    struct Piece {
        enum Kind {
            case king, queen, pawn
        }
        var kind: Kind
        var color: Color
        var symbol: String {
            switch kind {
            case .king: return color == .white ? "K" : "k"
            case .queen: return color == .white ? "Q" : "q"
            case .pawn: return color == .white ? "P" : "p"
            }
        }
    }
    var pieces: [Piece] = []
    mutating func add(_ kind: Piece.Kind, _ color: Color) {
        pieces.append(Piece(kind: kind, color: color))
    }
}
var board = Chess()
board.add(.king, .white)
board.add(.queen, .black)
board.add(.pawn, .white)
print(board.pieces.map(\.symbol).joined())
let piece = Chess.Piece(kind: .pawn, color: .black)
print(piece.symbol, piece.color.rawValue)
let color: Chess.Color = .white
print(color)
print(type(of: piece))
print(Chess.Piece.Kind.queen)
