import Foundation

/// One MIME entity: its header fields (unfolded) and its body.
struct MIMEEntity {
    var headers: [(name: String, value: String)]
    var body: String

    /// Nil when the text has no blank line ending a header section, or a header line is
    /// neither a field nor a continuation.
    init?(_ text: String) {
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in text[..<end.lowerBound].components(separatedBy: "\r\n") {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), !headers.isEmpty {
                headers[headers.count - 1].value += line
            } else if let colon = line.firstIndex(of: ":"),
                line[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            {
                headers.append((String(line[..<colon]), String(line[line.index(after: colon)...])))
            } else {
                return nil
            }
        }
        self.headers = headers
        body = String(text[end.upperBound...])
    }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var boundary: String? {
        guard let type = header("Content-Type"), type.contains("multipart/"),
            let range = type.range(of: "boundary=\"")
        else { return nil }
        return type[range.upperBound...].split(separator: "\"").first.map(String.init)
    }

    func parts(boundary: String) -> [String] {
        let delimiter = "--" + boundary
        var parts = body.components(separatedBy: delimiter).dropFirst().map { part in
            // "\r\n" is one Character.
            part.hasPrefix("\r\n") ? String(part.dropFirst()) : part
        }
        if let last = parts.last, last.hasPrefix("--") { parts.removeLast() }
        return parts.map { $0.hasSuffix("\r\n") ? String($0.dropLast()) : $0 }
    }
}
