/// Writes iCalendar content lines (RFC 5545 §3.1): `NAME;PARAM=value:value`, CRLF-terminated
/// and folded so that no physical line exceeds 75 octets.
struct ContentLineWriter {
    static let maximumLineOctets = 75

    private(set) var output = ""

    mutating func begin(_ component: String) {
        line("BEGIN:" + component)
    }

    mutating func end(_ component: String) {
        line("END:" + component)
    }

    /// A property whose value is already in its written form (escaped TEXT, a date-time, a URI).
    mutating func property(_ name: String, _ parameters: [(String, String)] = [], _ value: String) {
        var text = name
        for (parameter, parameterValue) in parameters {
            text += ";" + parameter + "=" + ICalendarValue.parameter(parameterValue)
        }
        line(text + ":" + value)
    }

    /// A TEXT property, escaped.
    mutating func text(_ name: String, _ value: String) {
        property(name, [], ICalendarValue.text(value))
    }

    mutating func line(_ text: String) {
        Self.fold(text, into: &output)
    }

    /// Appends `line` and its CRLF, breaking it into physical lines of at most 75 octets; each
    /// continuation starts with one space, which counts towards its 75.
    ///
    /// Breaks fall between grapheme clusters so that no emoji or accented letter is torn
    /// apart for readers that unfold naively; a cluster too long for any line (a long run of
    /// combining marks) is split between Unicode scalars, never inside a UTF-8 sequence.
    static func fold(_ line: String, into output: inout String) {
        guard line.utf8.count > maximumLineOctets else {
            output += line
            output += "\r\n"
            return
        }
        var used = 0
        for character in line {
            let size = character.utf8.count
            if used + size <= maximumLineOctets {
                output.append(character)
                used += size
            } else if size < maximumLineOctets {
                output += "\r\n "
                output.append(character)
                used = 1 + size
            } else {
                for scalar in character.unicodeScalars {
                    let scalarSize = UTF8.width(scalar)
                    if used + scalarSize > maximumLineOctets {
                        output += "\r\n "
                        used = 1
                    }
                    output.unicodeScalars.append(scalar)
                    used += scalarSize
                }
            }
        }
        output += "\r\n"
    }
}
