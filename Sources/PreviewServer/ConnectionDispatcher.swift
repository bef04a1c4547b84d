import CMicroHTTPD
import Glibc
import Synchronization

/// The object libmicrohttpd calls back into, on its polling thread: it turns a C request
/// into a `Request`, asks the handler, and hands the `Reply` back as an `MHD_Response` that
/// is destroyed as soon as it is queued (the library keeps its own reference while sending).
///
/// Nothing here blocks that thread: an event stream with nothing to send, and a request
/// waiting for a file the build is about to write, suspend their connections instead.
final class ConnectionDispatcher: Sendable {
    let handler: RequestHandler
    /// Requests waiting, suspended, for a file the build is writing.
    let waiting = WaitingRequests()
    private let log: (@Sendable (String) -> Void)?
    /// What libmicrohttpd said while starting, for the error if it refuses to.
    private let startupMessages = Mutex<[String]?>([])

    init(handler: RequestHandler, log: (@Sendable (String) -> Void)?) {
        self.handler = handler
        self.log = log
    }

    /// Stops collecting start-up messages and returns them.
    func takeStartupMessages() -> [String] {
        startupMessages.withLock { messages in
            defer { messages = nil }
            return messages ?? []
        }
    }

    func record(message: String) {
        let collected = startupMessages.withLock { messages -> Bool in
            guard messages != nil else { return false }
            messages?.append(message)
            return true
        }
        if !collected { log?(message) }
    }

    /// Answers a complete request, or suspends its connection to answer it once the file it
    /// asks for is written; `state` is the request's own pointer, marking one that has waited.
    func handle(
        _ connection: OpaquePointer, target: String, method: String,
        state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        let request = Request(
            method: method, target: target, query: Self.query(of: connection),
            ifNoneMatch: Self.header("If-None-Match", of: connection),
            ifModifiedSince: Self.header("If-Modified-Since", of: connection))
        let hasWaited = UInt(bitPattern: state.pointee) == Self.waitedMarker
        switch handler.answer(request, mayWait: !hasWaited) {
        case .reply(let reply):
            return send(reply, on: connection)
        case .waitForFile(let path):
            let handler = handler
            let address = UInt(bitPattern: connection)
            let suspended = waiting.wait(
                suspend: { MHD_suspend_connection(connection) },
                resume: { MHD_resume_connection(OpaquePointer(bitPattern: address)) },
                until: { handler.isSettled(waitingFor: path) }, timeout: RequestHandler.fileWait)
            guard suspended else {
                guard case .reply(let reply) = handler.answer(request, mayWait: false) else { return MHD_Result.NO }
                return send(reply, on: connection)
            }
            // Resumed, libmicrohttpd asks again; the marker makes that ask answer what there is.
            state.pointee = UnsafeMutableRawPointer(bitPattern: Self.waitedMarker)
            return MHD_Result.YES
        }
    }

    private func send(_ reply: Reply, on connection: OpaquePointer) -> MHD_Result {
        if case .events(let subscription) = reply.body {
            // The stream suspends its connection while it has nothing to send (never a blocked thread).
            let address = UInt(bitPattern: connection)
            subscription.attach(
                suspend: { MHD_suspend_connection(OpaquePointer(bitPattern: address)) },
                resume: { MHD_resume_connection(OpaquePointer(bitPattern: address)) })
        }
        guard let status = UInt32(exactly: reply.status), let response = Self.makeResponse(reply.body) else {
            return MHD_Result.NO
        }
        defer { MHD_destroy_response(response) }
        for header in reply.headers where MHD_add_response_header(response, header.name, header.value) != MHD_Result.YES
        {
            log?("could not add the header \(header.name) to a response")
            return MHD_Result.NO
        }
        return MHD_queue_response(connection, status, response)
    }

    private static func makeResponse(_ body: Reply.Body) -> OpaquePointer? {
        switch body {
        case .empty:
            return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        case .bytes(let bytes):
            // MUST_COPY: libmicrohttpd keeps its own copy, so no Swift buffer outlives this call.
            return bytes.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(
                    buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .file(let file):
            let size = file.size
            let descriptor = file.handOver()
            guard let response = MHD_create_response_from_fd64(size, descriptor) else {
                // On failure the library has not taken the descriptor.
                close(descriptor)
                return nil
            }
            return response
        case .events(let subscription):
            let context = Unmanaged.passRetained(subscription).toOpaque()
            guard
                let response = MHD_create_response_from_callback(
                    UInt64.max, 1024, Self.readEvents, context, Self.finishEvents)
            else {
                Unmanaged<EventSubscription>.fromOpaque(context).release()
                subscription.finish()
                return nil
            }
            return response
        }
    }

    private static func header(_ name: String, of connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    /// The query string as the client sent it (the unescape callback leaves it encoded).
    private static func query(of connection: OpaquePointer) -> String? {
        var pairs: [String] = []
        withUnsafeMutablePointer(to: &pairs) { pointer in
            _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectArgument, pointer)
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: "&")
    }

    // MARK: - C callbacks (they capture nothing; their context arrives as a pointer)

    /// A request's state pointer once its headers were seen, and once it has waited for a
    /// file; markers, never dereferenced.
    private static let headersMarker: UInt = 1
    private static let waitedMarker: UInt = 2

    /// Called once the headers are in, again once the request is complete, and again after a
    /// suspended request resumes. Answering the first call would make libmicrohttpd close the
    /// connection afterwards (it cannot know that no body follows), so GET and HEAD are
    /// answered later and keep-alive connections stay open; other methods get their 405 at once.
    static let accessHandler: MHD_AccessHandlerCallback = {
        context, connection, url, method, _, _, uploadSize, requestState in
        guard let context, let connection, let url, let method, let requestState else { return MHD_Result.NO }
        let methodName = String(cString: method)
        let isRead = methodName == "GET" || methodName == "HEAD"
        if isRead, requestState.pointee == nil {
            requestState.pointee = UnsafeMutableRawPointer(bitPattern: headersMarker)
            return MHD_Result.YES
        }
        if let uploadSize, uploadSize.pointee != 0 {
            // A body on a GET is ignored.
            uploadSize.pointee = 0
            return MHD_Result.YES
        }
        let dispatcher = Unmanaged<ConnectionDispatcher>.fromOpaque(context).takeUnretainedValue()
        return dispatcher.handle(connection, target: String(cString: url), method: methodName, state: requestState)
    }

    /// Leaves the target percent-encoded, so that `RequestPath` sees `%2F` and `%00` for
    /// what they are instead of an already-decoded slash or a truncated string.
    static let keepEscapes:
        @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = {
            _, _, text in
            text.map { strlen($0) } ?? 0
        }

    static let logMessage: MHD_LogCallback = { context, format, arguments in
        guard let context, let format, let arguments else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        let message = buffer.withUnsafeMutableBufferPointer { buffer -> String in
            guard let base = buffer.baseAddress else { return "" }
            _ = vsnprintf(base, buffer.count, format, arguments)
            return String(cString: base)
        }
        let dispatcher = Unmanaged<ConnectionDispatcher>.fromOpaque(context).takeUnretainedValue()
        dispatcher.record(message: message.trimmingTrailingNewlines())
    }

    private static let collectArgument: MHD_KeyValueIterator = { context, _, key, value in
        guard let context, let key else { return MHD_Result.YES }
        let pairs = context.assumingMemoryBound(to: [String].self)
        let name = String(cString: key)
        pairs.pointee.append(value.map { name + "=" + String(cString: $0) } ?? name)
        return MHD_Result.YES
    }

    private static let readEvents: MHD_ContentReaderCallback = { context, _, buffer, capacity in
        guard let context, let buffer else { return endWithError }
        let subscription = Unmanaged<EventSubscription>.fromOpaque(context).takeUnretainedValue()
        return subscription.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity)) ?? endOfStream
    }

    private static let finishEvents: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        Unmanaged<EventSubscription>.fromOpaque(context).takeRetainedValue().finish()
    }

    /// `MHD_CONTENT_READER_END_OF_STREAM` and `…_END_WITH_ERROR`, macros Swift cannot import.
    private static let endOfStream = -1
    private static let endWithError = -2
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        return text
    }
}
