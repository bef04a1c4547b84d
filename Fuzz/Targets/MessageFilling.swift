// libFuzzer target: interface messages filled with data, through MessageTemplate. Fuzz/fuzz.sh
// compiles this file into the SafeText module.

/// The names Draper's messages fill in, and one more that no message has.
private let names = ["text", "speaker", "byline", "background", "count", "target", "site", "page", "unknown"]

/// The input is a message and values for the names above, separated by NUL bytes. Checked:
/// the result is the message with each `{name}` that has a value replaced once, worked out
/// here byte by byte on its own; no value is read again (the result is no longer than the
/// message plus one value per placeholder); and filling twice with the values given in
/// another order gives the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFilling(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
    guard let message = parts.first.map({ String(decoding: $0, as: UTF8.self) }) else { return 0 }
    var values: [String: String] = [:]
    for (name, part) in zip(names.dropLast(), parts.dropFirst()) {
        values[name] = String(decoding: part, as: UTF8.self)
    }

    let filled = MessageTemplate.fill(message, values)
    precondition(filled == reference(message, values), "filled differently from the reference")
    var reversed: [String: String] = [:]
    for name in names.reversed() { reversed[name] = values[name] }
    precondition(MessageTemplate.fill(message, reversed) == filled, "depends on the values' order")
    let longest = values.values.map(\.utf8.count).max() ?? 0
    let slots = message.utf8.filter { $0 == UInt8(ascii: "{") }.count
    precondition(filled.utf8.count <= message.utf8.count + slots * longest, "a value was read again")
    // By bytes: `String.contains` compares characters, and `}` with a combining mark is one.
    let bytes = Array(message.utf8)
    for name in MessageTemplate.placeholders(in: message) {
        let needle = Array("{\(name)}".utf8)
        let found =
            bytes.count >= needle.count
            && (0...(bytes.count - needle.count)).contains {
                Array(bytes[$0..<($0 + needle.count)]) == needle
            }
        precondition(found, "a placeholder that is not in the message")
    }
    return 0
}

/// The same fill on the message's UTF-8 bytes, written apart from the one under test.
private func reference(_ message: String, _ values: [String: String]) -> String {
    let bytes = Array(message.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "{") {
            var end = index + 1
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}"),
                let value = values[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)]
            {
                result += Array(value.utf8)
                index = end + 1
                continue
            }
        }
        result.append(bytes[index])
        index += 1
    }
    return String(decoding: result, as: UTF8.self)
}

private func isWordByte(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_")
}
