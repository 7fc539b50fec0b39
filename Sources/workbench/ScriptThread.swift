import Runtime

/// Runs `body` on a script thread of its own and hands back its result or its error.
///
/// Commands that run scripts go through here rather than run them on Swift's concurrency
/// threads, whose stacks are too small for what a script can nest: the thread's stack is
/// sized for the memory limit (see `ScriptWorker.stackSize(forMemoryLimit:)`).
func onScriptThread<Value>(memoryLimit: Int, _ body: @escaping () throws -> Value) throws -> Value {
    let worker = ScriptWorker(stackSize: ScriptWorker.stackSize(forMemoryLimit: memoryLimit))
    defer { worker.stop() }
    return try worker.run { Result { try body() } }.get()
}
