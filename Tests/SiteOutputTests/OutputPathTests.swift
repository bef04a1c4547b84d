import Testing

@testable import SiteOutput

/// `OutputPath.isValid` scans a path's bytes once; it must accept and refuse exactly what the
/// rule says, which the reference below states component by component.
@Suite("Output paths")
struct OutputPathTests {
    /// The rule as written: relative, at most 4,096 bytes, no empty, `.` or `..` component,
    /// no NUL, backslash or line feed.
    static func reference(_ path: String) -> Bool {
        guard !path.isEmpty, path.utf8.count <= 4096, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
                && !component.utf8.contains { $0 == 0 || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }
        }
    }

    @Test("named cases")
    func namedCases() {
        let valid = [
            "a", "index.html", "cards/q-1/og.jpg", "...", "a/.../b", ".hidden", "a/.b", "a/b..", "ü/ß.png",
            String(repeating: "a", count: 4096),
        ]
        let invalid = [
            "", "/a", "a/", "a//b", ".", "..", "./a", "a/.", "a/./b", "a/../b", "../a", "a\\b", "a\nb", "a\0b",
            String(repeating: "a", count: 4097),
        ]
        for path in valid { #expect(OutputPath.isValid(path), "\(path.debugDescription) refused") }
        for path in invalid { #expect(!OutputPath.isValid(path), "\(path.debugDescription) accepted") }
    }

    @Test("every path of up to six characters from the bytes that matter agrees with the rule")
    func exhaustiveShortPaths() {
        let alphabet: [String] = ["a", ".", "/", "\\", "\n", "é"]
        var paths = [""]
        var disagreements: [String] = []
        for _ in 1...6 {
            paths = paths.flatMap { path in alphabet.map { path + $0 } }
            for path in paths where OutputPath.isValid(path) != Self.reference(path) {
                disagreements.append(path.debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
