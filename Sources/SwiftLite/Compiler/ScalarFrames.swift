/// Which functions' frames can only ever hold Ints, Doubles, Bools and nil.
///
/// Leaving a frame releases what its registers hold: a test of each register's tag, a
/// branch and a store, which in fib(30) (5 registers, 1.3 million returns) was a quarter
/// of the run. A frame that provably holds no reference has nothing to release, and is
/// left as it is: what stays in the stack slots is plain data that the next frame
/// overwrites (the compiler writes every register before reading it).
///
/// Provable here means: every parameter is checked to be an Int, Double or Bool on entry
/// (a closure's too, when it takes their types from the parameter it is passed to),
/// and every instruction is one whose result is such a value when its operands are (a
/// load of an integer, boolean, nil or scalar constant, a move, arithmetic, a comparison,
/// a jump, a return, a read of a captured constant known to be a number or a Bool, or a
/// call of a function that returns an Int, Double or Bool, which checks what it returns). Anything else (a string, a collection, a closure, a global,
/// a native call) and the function is left the usual way.
enum ScalarFrames {
    /// Sets `holdsOnlyScalars` on each function and closure that qualifies.
    static func mark(_ functions: [FunctionPrototype], topLevel: [FunctionPrototype]) {
        func visit(_ prototype: FunctionPrototype) {
            prototype.holdsOnlyScalars = holdsOnlyScalars(prototype, functions: functions)
            for child in prototype.children { visit(child) }
        }
        for function in functions { visit(function) }
        for code in topLevel {
            for child in code.children { visit(child) }
        }
    }

    private static func holdsOnlyScalars(_ function: FunctionPrototype, functions: [FunctionPrototype]) -> Bool {
        guard !function.isViewBuilder else { return false }
        let checks = function.code.prefix(function.parameterCheckLength)
        for parameter in 0..<function.parameterCount {
            let checked = checks.contains { [.checkInt, .checkDouble, .checkBool].contains($0.opcode) && $0.a == Int32(parameter) }
            if !checked { return false }
        }
        for instruction in function.code {
            switch instruction.opcode {
            case .loadInt, .loadBool, .loadNil, .move, .checkInt, .checkDouble, .checkBool,
                .add, .subtract, .multiply, .divide, .remainder, .addImmediate, .subtractImmediate,
                .multiplyImmediate, .divideImmediate, .remainderImmediate, .negate, .not,
                .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .bitNot,
                .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
                .jump, .jumpIfFalse, .jumpIfTrue, .jumpIfNil, .jumpIfNotNil,
                .jumpIfNotLess, .jumpIfNotLessEqual, .jumpIfNotGreater, .jumpIfNotGreaterEqual, .jumpIfNotEqual, .jumpIfEqual,
                .jumpIfNotLessImmediate, .jumpIfNotLessEqualImmediate, .jumpIfNotGreaterImmediate,
                .jumpIfNotGreaterEqualImmediate, .jumpIfNotEqualImmediate, .jumpIfEqualImmediate,
                .forRangePrepare, .forRangeLoop, .returnValue, .returnNil:
                continue
            case .getCapturedValue:
                // A constant captured by value, known to be a number or a Bool.
                guard function.scalarCaptures.contains(instruction.b) else { return false }
            case .loadConstant:
                switch function.constants[Int(instruction.b)] {
                case .int, .double, .bool, .null: continue
                default: return false
                }
            case .callFunction, .callFunctionUnchecked:
                let index = Int(instruction.c)
                guard index < functions.count, functions[index].resultIsScalar else { return false }
            default:
                return false
            }
        }
        return true
    }
}
