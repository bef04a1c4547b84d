// libFuzzer target: the JSON5 reader and the decoders of site.json, quotes and the advent
// calendar. Fuzz/fuzz.sh compiles this file into the Project module.
import Diagnostics
import Foundation

/// A project folder with one image, for the image path checks.
private let projectRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("draper-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: root.appendingPathComponent("images"), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root.appendingPathComponent("images/a.jpg").path, contents: Data([0xFF, 0xD8]))
    return root
}()

/// Properties checked on every input: a document that parses, written back out as JSON5,
/// parses to the same tree; decoding it as each dataset reports every problem at a line
/// and column, and never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDatasetLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = try? SourceText(bytes, file: "fuzz.json"), let value = try? JSON5Parser.parse(text, file: "fuzz.json")
    else { return 0 }
    let rendered = render(value)
    do {
        let again = try JSON5Parser.parse(try SourceText(Array(rendered.utf8), file: "again.json"), file: "again.json")
        precondition(shape(again) == shape(value), "the round trip changed the document")
    } catch {
        preconditionFailure("the rewritten document does not parse: \(error)")
    }
    var diagnostics = DiagnosticCollector()
    var images = ImageResolver(root: projectRoot)
    _ = SiteConfigDecoder(file: "site.json").decode(value, into: &diagnostics)
    _ = AdventDecoder(file: "data/advent.json").decode(value, images: &images, into: &diagnostics)
    if case .array(let elements) = value.kind {
        let decoder = QuoteDecoder(file: "data/quotes.json", format: .json)
        var extras = ExtraFields(file: "data/quotes.json")
        var quotes: [Quote] = []
        for (index, element) in elements.enumerated() {
            if let quote = decoder.decode(element, index: index, images: &images, extras: &extras, into: &diagnostics) {
                quotes.append(quote)
            }
        }
        // Keys no design shows are the unknown-column errors they always were.
        _ = extras.resolve(quotes, designFields: [], into: &diagnostics)
    }
    for diagnostic in diagnostics.diagnostics {
        precondition(diagnostic.location?.line != nil && diagnostic.location?.column != nil, "unlocated: \(diagnostic)")
    }
    return 0
}

private func render(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return "\(number)"
    case .string(let string): return quoted(string)
    case .array(let elements): return "[" + elements.map(render).joined(separator: ",") + "]"
    case .object(let object):
        return "{" + object.members.map { quoted($0.key) + ":" + render($0.value) }.joined(separator: ",") + "}"
    }
}

private func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// The tree without positions; numbers by their bits, so -0 and 0 differ, and every NaN is one.
private func shape(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "n"
    case .bool(let flag): return flag ? "t" : "f"
    case .number(let number): return number.isNaN ? "NaN" : "#\(number.bitPattern)"
    case .string(let string): return "s" + String(reflecting: string)
    case .array(let elements): return "[" + elements.map(shape).joined(separator: ",") + "]"
    case .object(let object):
        return "{" + object.members.map { String(reflecting: $0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
    }
}
