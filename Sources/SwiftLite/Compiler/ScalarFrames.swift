/// Which functions' frames can only ever hold Ints, Doubles, Bools and nil.
///
/// Leaving a frame releases what its registers hold: a test of each register's tag, a
/// branch and a store, which in fib(30) (5 registers, 1.3 million returns) was a quarter
/// of the run. A frame that provably holds no reference has nothing to release, and is
/// left as it is: what stays in the stack slots is plain data that the next frame
/// overwrites (the compiler writes every register before reading it).
///
/// Provable here means: every parameter is checked to be an Int, Double or Bool on entry,
/// and every instruction is one whose result is such a value when its operands are (a
/// load of an integer, boolean, nil or scalar constant, a move, arithmetic, a comparison,
/// a jump, a return, or a call of a function that returns an Int, Double or Bool, which
/// checks what it returns). Anything else (a string, a collection, a closure, a global,
/// a native call) and the function is left the usual way.
enum ScalarFrames {
    /// Sets `holdsOnlyScalars` on each named function that qualifies.
    static func mark(_ functions: [FunctionPrototype]) {
        for function in functions where function.isNamedFunction {
            function.holdsOnlyScalars = holdsOnlyScalars(function, functions: functions)
        }
    }

    private static func holdsOnlyScalars(_ function: FunctionPrototype, functions: [FunctionPrototype]) -> Bool {
        guard function.captureSources.isEmpty, !function.isViewBuilder else { return false }
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
