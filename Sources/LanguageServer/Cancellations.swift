import Synchronization
import ViewTree

/// The requests in flight and those of them the client cancelled (`$/cancelRequest`).
///
/// The reading thread records a cancellation the moment it arrives; the analysis thread
/// looks before it starts a request (a cancelled one is answered at once, without the
/// work) and after it ends (the answer becomes `RequestCancelled`, as the protocol asks).
/// A cancellation for a request that is not in flight is ignored.
final class Cancellations: Sendable {
    private struct Requests {
        var inFlight: Set<JSONValue> = []
        var cancelled: Set<JSONValue> = []
    }

    private let requests = Mutex(Requests())

    /// A request was queued.
    func begin(_ id: JSONValue) {
        requests.withLock { _ = $0.inFlight.insert(id) }
    }

    /// The client cancelled a request.
    func cancel(_ id: JSONValue) {
        requests.withLock { requests in
            if requests.inFlight.contains(id) { requests.cancelled.insert(id) }
        }
    }

    /// Whether a request in flight was cancelled.
    func isCancelled(_ id: JSONValue) -> Bool {
        requests.withLock { $0.cancelled.contains(id) }
    }

    /// A request was answered; returns whether it had been cancelled.
    @discardableResult
    func end(_ id: JSONValue) -> Bool {
        requests.withLock { requests in
            requests.inFlight.remove(id)
            return requests.cancelled.remove(id) != nil
        }
    }
}
