import Testing

@testable import PreviewServer

struct ServerSentEventTests {
    @Test(arguments: [
        (ServerSentEvent(name: "reload", data: ""), "event: reload\ndata: \n\n"),
        (ServerSentEvent(name: nil, data: "hi"), "data: hi\n\n"),
        (ServerSentEvent(name: "problem", data: "a\nb"), "event: problem\ndata: a\ndata: b\n\n"),
        (
            ServerSentEvent(name: "problem", data: "a\r\nb\rc\n"),
            "event: problem\ndata: a\ndata: b\ndata: c\ndata: \n\n"
        ),
        // A payload line cannot pose as a field or end the event early.
        (
            ServerSentEvent(name: "problem", data: "x\n\nevent: reload\ndata: y"),
            "event: problem\ndata: x\ndata: \ndata: event: reload\ndata: data: y\n\n"
        ),
        (ServerSentEvent(name: "re\nload", data: "<b>&</b>"), "event: reload\ndata: <b>&</b>\n\n"),
    ])
    func encodes(event: ServerSentEvent, wire: String) {
        #expect(event.encoded == wire)
    }
}
