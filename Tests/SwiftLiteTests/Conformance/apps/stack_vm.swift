// App: a small bytecode virtual machine: an assembler from text to an enum of instructions, labels, jumps and a trace.
enum Instruction: CustomStringConvertible {
    case push(Int), add, sub, mul, dup, swap, pop, over, rot
    case jump(Int), jumpIfZero(Int)
    case print, halt
    var description: String {
        switch self {
        case .push(let n): return "push \(n)"
        case .jump(let t): return "jump \(t)"
        case .jumpIfZero(let t): return "jz \(t)"
        case .add: return "add"
        case .sub: return "sub"
        case .mul: return "mul"
        case .dup: return "dup"
        case .swap: return "swap"
        case .pop: return "pop"
        case .over: return "over"
        case .rot: return "rot"
        case .print: return "print"
        case .halt: return "halt"
        }
    }
}
func assemble(_ source: String) -> [Instruction] {
    let lines = source.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    var labels: [String: Int] = [:]
    var address = 0
    for words in lines {
        if words[0].hasSuffix(":") { labels[String(words[0].dropLast())] = address } else { address += 1 }
    }
    return lines.filter { !$0[0].hasSuffix(":") }.map { words in
        switch words[0] {
        case "push": return .push(Int(words[1])!)
        case "add": return .add
        case "sub": return .sub
        case "mul": return .mul
        case "dup": return .dup
        case "swap": return .swap
        case "pop": return .pop
        case "over": return .over
        case "rot": return .rot
        case "jump": return .jump(labels[words[1]]!)
        case "jz": return .jumpIfZero(labels[words[1]]!)
        case "print": return .print
        default: return .halt
        }
    }
}
func run(_ program: [Instruction], limit: Int = 1000) -> (output: [Int], steps: Int) {
    var stack: [Int] = []
    var pc = 0, steps = 0
    var output: [Int] = []
    loop: while pc < program.count && steps < limit {
        steps += 1
        let instruction = program[pc]
        pc += 1
        switch instruction {
        case .push(let n): stack.append(n)
        case .add: let b = stack.removeLast(); stack.append(stack.removeLast() + b)
        case .sub: let b = stack.removeLast(); stack.append(stack.removeLast() - b)
        case .mul: let b = stack.removeLast(); stack.append(stack.removeLast() * b)
        case .dup: stack.append(stack.last!)
        case .swap: stack.swapAt(stack.count - 1, stack.count - 2)
        case .pop: stack.removeLast()
        case .over: stack.append(stack[stack.count - 2])
        case .rot: stack.append(stack.remove(at: stack.count - 3))
        case .jump(let t): pc = t
        case .jumpIfZero(let t): if stack.removeLast() == 0 { pc = t }
        case .print: output.append(stack.last!)
        case .halt: break loop
        }
    }
    return (output, steps)
}
let countdown = """
push 5
top:
print
push 1
sub
dup
jz done
jump top
done:
halt
"""
let factorial = """
push 1
push 6
loop:
dup
jz end
over
over
mul
swap
push -1
add
rot
pop
jump loop
end:
pop
print
"""
let program = assemble(countdown)
print(program.map(\.description))
let result = run(program)
print(result.output, result.steps)
let f = assemble(factorial)
print(f.count, run(f).output, run(f).steps)
print(run([.push(2), .push(3), .mul, .print, .push(4), .add, .print]).output)
