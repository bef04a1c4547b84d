import Synchronization

/// Every open event stream, and what a newly opened page needs to hear.
///
/// The latest build problem is kept so that a page opened (or reloaded) while the build is
/// broken shows it at once, not only pages that were open when it broke.
final class EventHub: Sendable {
    private struct State {
        var subscribers: [ObjectIdentifier: EventSubscription] = [:]
        /// The latest problem and the event it was told with.
        var problem: ServerSentEvent?
        var isClosed = false
    }

    private let state = Mutex(State())
    private let keepAliveInterval: Duration
    /// Tells pages which server they talk to, so a page that reconnects to a restarted
    /// server reloads to pick up what changed while it was away.
    let instance: String

    init(instance: String, keepAliveInterval: Duration) {
        self.instance = instance
        self.keepAliveInterval = keepAliveInterval
    }

    /// A new stream, primed with the greeting and any current problem; nil once closed.
    func subscribe() -> EventSubscription? {
        let subscription = EventSubscription(hub: self, keepAliveInterval: keepAliveInterval)
        return state.withLock { state in
            guard !state.isClosed else { return nil }
            // Browsers retry a dropped stream after this many milliseconds.
            var greeting = "retry: 1000\n\n" + ServerSentEvent(name: LiveReload.helloEvent, data: instance).encoded
            if let problem = state.problem { greeting += problem.encoded }
            subscription.send(greeting)
            state.subscribers[ObjectIdentifier(subscription)] = subscription
            return subscription
        }
    }

    func unsubscribe(_ subscription: EventSubscription) {
        subscription.close()
        _ = state.withLock { $0.subscribers.removeValue(forKey: ObjectIdentifier(subscription)) }
    }

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Sends `event` to every open stream; `problem` (when given) becomes what new streams are
    /// told: `.some(nil)` clears it, nil leaves it as it is.
    func broadcast(_ event: ServerSentEvent, problem: ServerSentEvent?? = nil) {
        let encoded = event.encoded
        state.withLock { state in
            if let problem { state.problem = problem }
            for subscription in state.subscribers.values { subscription.send(encoded) }
        }
    }

    /// Ends every stream; later subscriptions are refused.
    func close() {
        let subscribers = state.withLock { state in
            state.isClosed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscription in subscribers { subscription.close() }
    }
}
