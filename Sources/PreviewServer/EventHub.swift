import Dispatch
import Synchronization

/// Every open event stream, at most `maximumSubscribers` of them, and what a newly opened
/// page needs to hear.
///
/// The latest build problem is kept so that a page opened (or reloaded) while the build is
/// broken shows it at once, not only pages that were open when it broke. Every
/// `keepAliveInterval` each stream gets a comment: it keeps proxies from closing quiet
/// streams, and writing it is how the server learns that a tab has gone (a suspended
/// connection is not watched for the other end closing).
final class EventHub: Sendable {
    /// Why a stream was not opened.
    enum Refusal: Error {
        /// The server is stopping.
        case closed
        /// `maximumSubscribers` streams are open.
        case full
    }

    private struct State {
        var subscribers: [ObjectIdentifier: EventSubscription] = [:]
        /// The latest problem and the event it was told with.
        var problem: ServerSentEvent?
        var isClosed = false
    }

    private let state = Mutex(State())
    private let keepAliveInterval: Duration
    let maximumSubscribers: Int
    /// Tells pages which server they talk to, so a page that reconnects to a restarted
    /// server reloads to pick up what changed while it was away.
    let instance: String

    init(instance: String, keepAliveInterval: Duration, maximumSubscribers: Int) {
        self.instance = instance
        self.keepAliveInterval = keepAliveInterval
        self.maximumSubscribers = maximumSubscribers
        scheduleKeepAlive()
    }

    /// A new stream, primed with the greeting and any current problem.
    func subscribe() throws(Refusal) -> EventSubscription {
        let subscription = EventSubscription(hub: self)
        let refusal = state.withLock { state -> Refusal? in
            guard !state.isClosed else { return .closed }
            guard state.subscribers.count < maximumSubscribers else { return .full }
            // Browsers retry a dropped stream after this many milliseconds.
            var greeting = "retry: 1000\n\n" + ServerSentEvent(name: LiveReload.helloEvent, data: instance).encoded
            if let problem = state.problem { greeting += problem.encoded }
            subscription.send(greeting)
            state.subscribers[ObjectIdentifier(subscription)] = subscription
            return nil
        }
        switch refusal {
        case .full?:
            // Some of the streams may belong to tabs that are gone: a write finds them out.
            broadcastComment(ServerSentEvent.keepAlive)
            throw .full
        case .closed?:
            throw .closed
        case nil:
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
        send(event.encoded, problem: problem)
    }

    private func broadcastComment(_ comment: String) {
        send(comment, problem: nil)
    }

    private func send(_ text: String, problem: ServerSentEvent??) {
        // Under the lock: a stream opened meanwhile hears either the event or the greeting
        // with the new problem, and `close` waits for the connections this resumes.
        state.withLock { state in
            if let problem { state.problem = problem }
            for subscription in state.subscribers.values { subscription.send(text) }
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

    private var isClosed: Bool { state.withLock { $0.isClosed } }

    private func scheduleKeepAlive() {
        DispatchQueue.global().asyncAfter(deadline: .now() + keepAliveInterval.dispatchInterval) {
            [weak self] in
            guard let self, !self.isClosed else { return }
            self.broadcastComment(ServerSentEvent.keepAlive)
            self.scheduleKeepAlive()
        }
    }
}
