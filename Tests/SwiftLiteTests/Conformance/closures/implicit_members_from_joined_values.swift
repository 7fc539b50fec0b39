// An implicit member takes its type from what it is joined with: the other branch of a
// ternary, the other returns of a closure without a written result type, the function
// type a closure is stored as, or an `as` coercion, with the generic arguments written
// there (`.failure(.offline)` holds a `NetError`).

enum NetError: Error, Equatable { case offline, timeout(Int) }

enum Mode: CustomStringConvertible {
    case on, off
    var description: String { self == .on ? "ON" : "OFF" }
}

/// Prints a result one payload at a time, so the output does not depend on module names.
func show(_ result: Result<Int, NetError>) -> String {
    switch result {
    case .success(let value): return "success \(value)"
    case .failure(.offline): return "failure offline"
    case .failure(.timeout(let seconds)): return "failure timeout \(seconds)"
    }
}

let fetch = { (ok: Bool) in ok ? Result<Int, NetError>.success(1) : .failure(.offline) }
print(show(fetch(true)), "/", show(fetch(false)))
print(fetch(false) == .failure(.offline))

let pick = { (n: Int) in n > 0 ? NetError.timeout(n) : .offline }
print(pick(2) == .timeout(2), pick(0) == .offline)

let flip = { (m: Mode) in m == .on ? Mode.off : .on }
print(flip(.on), flip(.off))
print([true, false].map { $0 ? Mode.on : .off })

let classify = { (n: Int) in
    if n > 0 { return Mode.on }
    return .off
}
print(classify(1), classify(-1))

let coerced = .failure(.timeout(3)) as Result<Int, NetError>
print(show(coerced))

let stored: (Int) -> Mode = { $0 > 0 ? .on : .off }
let handlers: [(Int) -> Result<Int, NetError>] = [{ .success($0) }, { _ in .failure(.offline) }]
print(stored(1), stored(0), handlers.map { show($0(7)) })

func retry(_ attempt: (Int) -> Result<Int, NetError>) -> String { show(attempt(3)) }
print(retry { n in n > 5 ? .success(n) : .failure(.timeout(n)) })
print(retry { n in
    if n > 5 { return .success(n) }
    return .failure(.offline)
})

let start: Result<Int, NetError> = .success(1)
print(show(start.flatMap { v in v > 1 ? .success(v * 2) : .failure(.timeout(v)) }))
