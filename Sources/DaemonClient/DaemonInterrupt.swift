/// Something that can cut a wait for the daemon short: a descriptor that becomes readable
/// when it should (the REPL's Ctrl-C pipe, the language server's stop pipe), and how to
/// take the interrupt.
public struct DaemonInterrupt: Sendable {
    /// The descriptor to poll beside the socket.
    public let descriptor: Int32
    /// Takes a pending interrupt; false when the descriptor was readable for nothing.
    public let consume: @Sendable () -> Bool

    /// Creates an interrupt.
    public init(descriptor: Int32, consume: @escaping @Sendable () -> Bool) {
        self.descriptor = descriptor
        self.consume = consume
    }
}
