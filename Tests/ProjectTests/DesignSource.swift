import Cards
import Diagnostics
import Foundation

@testable import Project

/// A design file's text decoded as `designs/x.json5`, for tests of the decoder.
enum DesignSource {
    /// The layout `source` decodes to (nil when it has errors), and every diagnostic as printed.
    static func decode(_ source: String) throws -> (CardLayout?, [String]) {
        let file = "designs/x.json5"
        let value = try JSON5Parser.parse(try SourceText(Array(source.utf8), file: file), file: file)
        var diagnostics = DiagnosticCollector()
        var decoder = DesignDecoder(file: file, folder: URL(fileURLWithPath: "/"), name: "x")
        let layout = decoder.decode(value, into: &diagnostics)?.layout
        return (layout, diagnostics.diagnostics.map(\.description))
    }
}
