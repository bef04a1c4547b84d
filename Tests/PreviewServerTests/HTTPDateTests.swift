import Testing

@testable import PreviewServer

struct HTTPDateTests {
    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (1_796_428_799, "Fri, 04 Dec 2026 23:59:59 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
    ])
    func formats(seconds: Int, text: String) {
        #expect(HTTPDate.format(secondsSince1970: seconds) == text)
    }
}
