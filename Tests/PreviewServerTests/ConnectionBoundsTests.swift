import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PreviewServer

/// The preview server holds a bounded number of live-reload streams, and neither a stream
/// nor a request waiting for a card holds a thread of its own.
@Suite("Preview server connections")
struct ConnectionBoundsTests {
    /// How many live-reload streams the server keeps open at most (its documented default).
    static let maximumStreams = 32

    @Test("more live-reload streams than allowed: the extra ones refused with 503 and Retry-After, pages still served")
    func boundedStreams() throws {
        let fixture = try SiteFixture()
        var streams: [EventStreamClient] = []
        for _ in 0..<Self.maximumStreams {
            let stream = try EventStreamClient(port: fixture.port, path: "/__draper/events")
            #expect(stream.head.first?.contains(" 200 ") == true, "\(stream.head)")
            _ = try stream.next(named: "hello")
            streams.append(stream)
        }
        for _ in 0..<3 {
            let extra = try EventStreamClient(port: fixture.port, path: "/__draper/events")
            #expect(extra.head.first?.contains(" 503 ") == true, "\(extra.head)")
            #expect(extra.head.contains { $0.hasPrefix("Retry-After: ") }, "\(extra.head)")
        }
        #expect(try fixture.get("/").status == 200)
        #expect(fixture.server.connectedPages == Self.maximumStreams)
        // No thread per connection: libmicrohttpd names such threads "MHD-connection".
        #expect(Self.threads(named: "MHD-connection") == 0)
        // The streams that were let in still hear the build.
        fixture.server.reloadPages()
        for stream in streams { #expect(try stream.next() == .init(name: "reload", data: "")) }
    }

    @Test("a request for a card the build is about to write waits without a thread, and pages are served meanwhile")
    func waitingForAFile() throws {
        let asked = DispatchSemaphore(value: 0)
        let fixture = try SiteFixture { configuration in
            configuration.fileRequested = { _ in
                asked.signal()
                return true
            }
        }
        fixture.server.buildStarted()
        let card = Self.request("/cards/new.webp", port: fixture.port)
        // The server has asked the build for the card: the request is waiting for it.
        #expect(asked.wait(timeout: .now() + 10) == .success)
        #expect(try fixture.get("/").status == 200)
        #expect(Self.threads(named: "MHD-connection") == 0)
        try Data(SiteFixture.webp).write(to: fixture.site.appendingPathComponent("cards/new.webp"), options: .atomic)
        let response = try card.get()
        #expect(response.status == 200)
        #expect(response.body == SiteFixture.webp)

        // A build that ends without writing it: the waiting request gets its 404 then.
        let missing = Self.request("/cards/never.webp", port: fixture.port)
        #expect(asked.wait(timeout: .now() + 10) == .success)
        fixture.server.reloadPages()
        #expect(try missing.get().status == 404)
    }

    /// A request sent on another thread; `get()` waits for its response.
    final class PendingRequest: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let result = Mutex<Result<RawHTTP.Response, any Error>?>(nil)

        init(_ path: String, port: UInt16) {
            DispatchQueue.global().async {
                let outcome = Result { try RawHTTP.request("GET", path, port: port, timeout: .seconds(30)) }
                self.result.withLock { $0 = outcome }
                self.done.signal()
            }
        }

        func get() throws -> RawHTTP.Response {
            done.wait()
            guard let outcome = result.withLock({ $0 }) else { throw RawHTTP.Failure("no response") }
            return try outcome.get()
        }
    }

    static func request(_ path: String, port: UInt16) -> PendingRequest {
        PendingRequest(path, port: port)
    }

    /// How many threads of this process have the name `name`.
    static func threads(named name: String) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            let comm = FileManager.default.contents(atPath: "/proc/self/task/\(task)/comm") ?? Data()
            return String(decoding: comm, as: UTF8.self).trimmingCharacters(in: .newlines) == name
        }.count
    }
}
