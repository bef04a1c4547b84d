import CMicroHTTPD
public import Foundation
import Synchronization

/// A local HTTP server for previewing a static site while it is being edited.
///
/// It serves one folder read-only on `GET` and `HEAD`, with the content types, folder
/// redirects, `404.html`, entity tags and `304 Not Modified` answers of a static host. With
/// live reload on, every HTML page it sends carries a small script that listens to an
/// event stream: `reloadPages()` makes open pages reload, and `showProblem(_:)` shows a
/// build's error text over them until the next reload.
///
/// ```swift
/// let server = try PreviewServer(.init(folder: outputURL, port: 0))
/// print("Serving at \(server.url)")
/// // after a rebuild:
/// server.reloadPages()
/// ```
///
/// Requests are answered on one libmicrohttpd thread that polls every connection (epoll),
/// however many there are: an event stream with nothing to send, or a request waiting for a
/// card the build is about to write, is a suspended connection, not a thread. At most
/// `maximumEventStreams` pages listen for reloads (the next ones are answered 503 with a
/// `Retry-After`) and `maximumConnections` connections are open, so pages are still served
/// with every stream taken. The server stops when `stop()` is called or when it is
/// deinitialised.
public final class PreviewServer: Sendable {
    /// What to serve and where.
    public struct Configuration: Sendable {
        /// The folder to serve; it must exist.
        public var folder: URL
        /// A host name or numeric address; the default serves this machine only.
        public var host: String
        /// The port to listen on; 0 picks a free one (read it back from `port`).
        public var port: UInt16
        /// Whether HTML responses get the live-reload script.
        public var liveReload: Bool
        /// The page of the site sent with every 404, relative to `folder`.
        public var notFoundPage: String?
        /// How often an idle event stream sends a comment to keep the connection open.
        public var keepAliveInterval: Duration
        /// Idle connections are closed after this long (event streams are never idle).
        public var connectionTimeout: Duration
        /// Receives libmicrohttpd's messages after start-up (such as a failed `accept`).
        public var log: (@Sendable (String) -> Void)?
        /// Told, once for each path, when the site is asked for under another path than
        /// `basePath` (`/shelf/assets/draper.css` for a site at `/`): the site was built for
        /// one address and is being read at another.
        public var warn: (@Sendable (String) -> Void)?
        /// Where the site lives on the server: `/` or, for a site published under a path, that
        /// path (`/cal/`), so its absolute links work; `/` redirects there.
        public var basePath: String = "/"
        /// Whether the folder already holds a finished build; if not, pages that are missing are
        /// answered with the build's progress until one finishes (`buildStarted()`, `reloadPages()`).
        public var hasBuild: Bool = true
        /// Asked while a build runs about a file that is missing (a path relative to the folder):
        /// true if the build is about to write it, and the request should wait for it.
        public var fileRequested: (@Sendable (String) -> Bool)?
        /// How many pages may listen for reloads at once.
        public var maximumEventStreams = 32
        /// How many connections may be open at once, event streams included; the system
        /// turns away the ones beyond.
        public var maximumConnections = 256

        public init(
            folder: URL, host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true,
            notFoundPage: String? = "404.html", keepAliveInterval: Duration = .seconds(15),
            connectionTimeout: Duration = .seconds(60), log: (@Sendable (String) -> Void)? = nil
        ) {
            self.folder = folder
            self.host = host
            self.port = port
            self.liveReload = liveReload
            self.notFoundPage = notFoundPage
            self.keepAliveInterval = keepAliveInterval
            self.connectionTimeout = connectionTimeout
            self.log = log
        }
    }

    /// The host the server listens on, as configured.
    public let host: String
    /// The port the server listens on (the one the system picked when 0 was asked for).
    public let port: UInt16
    private let hub: EventHub
    private let status: BuildStatus
    private let dispatcher: ConnectionDispatcher
    /// The site's path on the server, `/` or `/cal/`.
    public let basePath: String
    private let daemon: Mutex<OpaquePointer?>

    /// Starts serving at once.
    ///
    /// - Throws: `PreviewServerError` naming the address when the port is taken, the host
    ///   unknown or libmicrohttpd refuses to start, and naming the folder when it is missing.
    public init(_ configuration: Configuration) throws(PreviewServerError) {
        let folder = try SiteFolder(path: configuration.folder.path)
        host = configuration.host
        hub = EventHub(
            instance: Self.makeInstanceID(), keepAliveInterval: configuration.keepAliveInterval,
            maximumSubscribers: configuration.maximumEventStreams)
        status = BuildStatus(hasBuilt: configuration.hasBuild)
        let segments = configuration.basePath.split(separator: "/").map(String.init)
        basePath = segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
        var handler = RequestHandler(
            folder: folder, hub: configuration.liveReload ? hub : nil, notFoundPage: configuration.notFoundPage)
        handler.basePath = segments
        handler.status = status
        handler.fileRequested = configuration.fileRequested
        let servedAt = basePath
        handler.misplaced = configuration.warn.map { MisplacedRequests(basePath: servedAt, report: $0) }
        dispatcher = ConnectionDispatcher(handler: handler, log: configuration.log)
        let socket = try ListeningSocket(host: configuration.host, port: configuration.port)
        port = socket.port
        let address = ListeningSocket.address(host: host, port: port)
        guard let timeout = UInt32(exactly: configuration.connectionTimeout.components.seconds) else {
            throw PreviewServerError(.daemonFailed("the connection timeout is out of range"), path: address)
        }
        guard let connectionLimit = UInt32(exactly: configuration.maximumConnections), connectionLimit > 0 else {
            throw PreviewServerError(.daemonFailed("the connection limit is out of range"), path: address)
        }
        // One polling thread (epoll, picked by AUTO) for every connection; suspending is how
        // idle streams and waiting requests leave it free.
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
            | MHD_USE_ERROR_LOG.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        // The dispatcher outlives the daemon: this object owns both and stops the daemon first.
        let context = Unmanaged.passUnretained(dispatcher).toOpaque()
        let started = socket.handOver { descriptor -> OpaquePointer? in
            let options: [any CVarArg] = [
                MHD_OPTION.EXTERNAL_LOGGER.rawValue,
                unsafeBitCast(ConnectionDispatcher.logMessage, to: OpaquePointer.self),
                OpaquePointer(context),
                MHD_OPTION.LISTEN_SOCKET.rawValue, descriptor,
                MHD_OPTION.UNESCAPE_CALLBACK.rawValue,
                unsafeBitCast(ConnectionDispatcher.keepEscapes, to: OpaquePointer.self),
                OpaquePointer(context),
                MHD_OPTION.CONNECTION_TIMEOUT.rawValue, timeout,
                MHD_OPTION.CONNECTION_LIMIT.rawValue, connectionLimit,
                MHD_OPTION.END.rawValue,
            ]
            return withVaList(options) { arguments in
                MHD_start_daemon_va(flags, 0, nil, nil, ConnectionDispatcher.accessHandler, context, arguments)
            }
        }
        let messages = dispatcher.takeStartupMessages()
        guard let started else {
            throw PreviewServerError(.daemonFailed(messages.last ?? "no reason given"), path: address)
        }
        daemon = Mutex(started)
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:8000/`, or `http://127.0.0.1:8000/cal/` for a site under a path.
    public var url: String { "http://\(ListeningSocket.address(host: host, port: port))\(basePath)" }

    /// A build has started: until one finishes, missing pages show its progress.
    public func buildStarted() {
        status.started()
    }

    /// How far the build is ("Rendering cards: 312 of 772"), for the pages waiting for it.
    public func showProgress(_ text: String) {
        status.progressed(text)
        hub.broadcast(ServerSentEvent(name: LiveReload.progressEvent, data: text))
    }

    /// The build has written its pages: pages waiting for them load.
    public func pagesWritten() {
        status.pagesWritten()
        hub.broadcast(ServerSentEvent(name: LiveReload.pagesEvent, data: ""))
    }

    /// The build finished: every open page reloads, and the problem shown to new ones is cleared.
    public func reloadPages() {
        status.finished()
        hub.broadcast(ServerSentEvent(name: LiveReload.reloadEvent, data: ""), problem: .some(nil))
    }

    /// The build stopped without finishing or failing (interrupted).
    public func buildStopped() {
        status.stopped()
    }

    /// Shows `text` over every open page, and over pages opened from now on until the next
    /// `reloadPages()`; the pages keep showing what was last built, if anything was.
    public func showProblem(_ text: String) {
        let event = ServerSentEvent(
            name: status.current.hasBuilt ? LiveReload.problemEvent : LiveReload.firstProblemEvent, data: text)
        status.failed(text)
        hub.broadcast(event, problem: .some(event))
    }

    /// Whether a build has finished, this session or before it.
    public var hasBuild: Bool { status.current.hasBuilt }

    /// How many pages are listening for reloads.
    public var connectedPages: Int { hub.subscriberCount }

    /// Closes the event streams, answers the requests waiting for files with what there is,
    /// and stops. Safe to call more than once.
    public func stop() {
        // libmicrohttpd must not be stopped with a connection suspended: every one is resumed first.
        dispatcher.waiting.close()
        hub.close()
        let running = daemon.withLock { daemon in
            defer { daemon = nil }
            return daemon
        }
        if let running { MHD_stop_daemon(running) }
    }

    private static func makeInstanceID() -> String {
        String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }
}
