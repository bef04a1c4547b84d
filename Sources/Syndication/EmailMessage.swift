public import Foundation
import Hashing
import SafeText

/// A complete email (RFC 5322 with MIME), ready to save as `.eml` or hand to a mail server:
/// a plain-text part and an HTML part with its inline images, as mail programs expect.
///
/// ```
/// multipart/alternative
/// ├── text/plain; charset=utf-8            (quoted-printable)
/// └── multipart/related; type="text/html"  (only when there are images)
///     ├── text/html; charset=utf-8         (quoted-printable)
///     └── image/png …                      (base64, Content-ID, inline)
/// ```
///
/// Everything is derived from the content: the same message always gives the same bytes,
/// boundaries included. Header values cannot start new header lines: line breaks and
/// control characters in them become spaces or are dropped.
public struct EmailMessage: Hashable, Sendable {
    /// A MIME body's base64 (RFC 2045 §6.8): lines of 76 characters, CRLF between them and none
    /// after the last.
    static let base64Lines: Data.Base64EncodingOptions = [
        .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
    ]

    /// The sender; its domain also names derived Message-IDs.
    public var from: EmailAddress
    /// May be empty for a message that is a template for a mailing.
    public var to: [EmailAddress]
    /// Any text: written as is when it is printable ASCII, else as RFC 2047 encoded-words.
    /// Runs of whitespace and line breaks become single spaces.
    public var subject: String
    public var date: Date
    /// The zone the `Date:` header is written in.
    public var timeZone: TimeZone
    /// `left@right` without angle brackets; when `nil`, derived from a hash of the content
    /// and the sender's domain.
    public var messageID: String?
    /// The text/plain alternative; line breaks of any kind become CRLF.
    public var plainText: String
    /// The text/html alternative; it refers to the images as `cid:<contentID>`.
    public var html: String
    /// Inline images, each one answering a `cid:` reference of the HTML.
    public var images: [InlineImage]
    /// How the recipient stops the mail (RFC 2369 `List-Unsubscribe`): `mailto:` and `https:`
    /// URLs, in order of preference. With an https URL the message also says that one POST
    /// to it unsubscribes (RFC 8058 `List-Unsubscribe-Post`), so the URL must do that.
    public var unsubscribe: [String]

    public init(
        from: EmailAddress,
        to: [EmailAddress] = [],
        subject: String,
        date: Date,
        timeZone: TimeZone,
        messageID: String? = nil,
        plainText: String,
        html: String,
        images: [InlineImage] = [],
        unsubscribe: [String] = []
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.timeZone = timeZone
        self.messageID = messageID
        self.plainText = plainText
        self.html = html
        self.images = images
        self.unsubscribe = unsubscribe
    }

    /// The message: headers, then the MIME body, CRLF line ends throughout, all 7-bit ASCII.
    ///
    /// - Throws: `SyndicationError` for an address or id that is not of the form `left@right`,
    ///   two images with one Content-ID, or a `cid:` in the HTML that no image has.
    public func render() throws(SyndicationError) -> String {
        try from.validate(in: "From")
        for recipient in to { try recipient.validate(in: "To") }
        var contentIDs = Set<String>()
        for image in images {
            guard EmailAddress.isAddrSpec(image.contentID) else {
                throw SyndicationError(.invalidContentID(image.contentID), at: "image '\(image.filename)'")
            }
            guard contentIDs.insert(image.contentID).inserted else {
                throw SyndicationError(.duplicateID(image.contentID), at: "image '\(image.filename)'")
            }
        }
        if let missing = Self.unresolvedContentIDs(html: html, images: images).first {
            throw SyndicationError(.unresolvedContentID(missing), at: "HTML part")
        }
        for url in unsubscribe where !Self.isUnsubscribeURL(url) {
            throw SyndicationError(.invalidUnsubscribeURL(url), at: "List-Unsubscribe header")
        }
        let id = try messageID.map(Self.validated) ?? derivedMessageID()

        var message = ""
        var field = HeaderFolder("From")
        from.append(to: &field)
        message += field.field
        if !to.isEmpty {
            field = HeaderFolder("To")
            for (index, recipient) in to.enumerated() {
                recipient.append(to: &field, separator: index == to.count - 1 ? "" : ",")
            }
            message += field.field
        }
        field = HeaderFolder("Subject")
        field.appendUnstructured(HeaderFolder.sanitized(subject))
        message += field.field
        message += "Date: " + (try RFC5322Date.format(date, in: timeZone)) + "\r\n"
        message += "Message-ID: <" + id + ">\r\n"
        if !unsubscribe.isEmpty {
            field = HeaderFolder("List-Unsubscribe")
            for (index, url) in unsubscribe.enumerated() {
                field.append("<" + url + ">" + (index == unsubscribe.count - 1 ? "" : ","))
            }
            message += field.field
            if unsubscribe.contains(where: { $0.lowercased().hasPrefix("https:") }) {
                message += "List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"
            }
        }
        message += "MIME-Version: 1.0\r\n"
        message += body()
        return message
    }

    // MARK: - Body

    /// The top-level Content-Type header, a blank line and the multipart body.
    private func body() -> String {
        let textPart = Self.part(
            headers: ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable"],
            content: QuotedPrintable.encode(plainText))
        let htmlPart = Self.part(
            headers: ["Content-Type: text/html; charset=utf-8", "Content-Transfer-Encoding: quoted-printable"],
            content: QuotedPrintable.encode(html))
        let imageParts = images.map { image in
            var disposition = HeaderFolder("Content-Disposition")
            disposition.append(image.filenameParameter == nil ? "inline" : "inline;")
            if let parameter = image.filenameParameter { disposition.append(parameter) }
            return Self.part(
                headers: [
                    "Content-Type: " + image.mediaType.rawValue, "Content-Transfer-Encoding: base64",
                    "Content-ID: <" + image.contentID + ">", disposition.text,
                ],
                content: Data(image.data).base64EncodedString(options: Self.base64Lines))
        }

        let alternative: [String]
        let relatedBoundary: String?
        if imageParts.isEmpty {
            alternative = [textPart, htmlPart]
            relatedBoundary = nil
        } else {
            let related = [htmlPart] + imageParts
            let boundary = Self.boundary(for: related, salt: "related", avoiding: [])
            relatedBoundary = boundary
            let relatedType = HeaderFolder.headerLines(
                "Content-Type", ["multipart/related;", "type=\"text/html\";", "boundary=\"\(boundary)\""])
            alternative = [textPart, relatedType + "\r\n" + Self.multipart(related, boundary: boundary)]
        }
        let boundary = Self.boundary(
            for: alternative, salt: "alternative", avoiding: relatedBoundary.map { [$0] } ?? [])
        return HeaderFolder.headerLines("Content-Type", ["multipart/alternative;", "boundary=\"\(boundary)\""]) + "\r\n"
            + Self.multipart(alternative, boundary: boundary) + "\r\n"
    }

    /// Header lines, a blank line and the content of one body part.
    private static func part(headers: [String], content: String) -> String {
        headers.map { $0 + "\r\n" }.joined() + "\r\n" + content
    }

    /// RFC 2046 §5.1.1: each part after `--boundary`, the last followed by `--boundary--`
    /// (without a line break, which belongs to whatever follows).
    private static func multipart(_ parts: [String], boundary: String) -> String {
        var text = ""
        for part in parts {
            text += "--" + boundary + "\r\n" + part + "\r\n"
        }
        return text + "--" + boundary + "--"
    }

    /// A boundary derived from the parts' content that occurs in none of them.
    ///
    /// It starts with `=_`, which quoted-printable and base64 bodies cannot contain, and it
    /// is checked against every part (nested boundaries included) and changed until it is clear.
    static func boundary(for parts: [String], salt: String, avoiding others: [String]) -> String {
        var attempt = 0
        while true {
            var hasher = SHA256()
            hasher.update(salt)
            hasher.update(String(attempt))
            for part in parts { hasher.update(part) }
            let candidate = "=_" + Hex.lowercase(hasher.finalize().prefix(12))
            let clear =
                !parts.contains { contains($0, "--" + candidate) }
                && !others.contains { $0.hasPrefix(candidate) || candidate.hasPrefix($0) }
            if clear { return candidate }
            attempt += 1
        }
    }

    /// Whether `needle` occurs in `haystack`, comparing bytes: parts are megabytes of base64,
    /// where `String.contains`, comparing characters, is ten times slower.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        var haystack = haystack
        return haystack.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
                index += 1
            }
            return false
        }
    }

    // MARK: - List-Unsubscribe

    /// A `mailto:` or `https:` URL that a header holds as it is: printable ASCII without
    /// spaces, quotes, commas or angle brackets (which would end it or start another), and
    /// short enough for a header line of at most 998 characters (RFC 5322 §2.1.1).
    static func isUnsubscribeURL(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return (lowered.hasPrefix("mailto:") || lowered.hasPrefix("https:")) && url.utf8.count <= 900
            && url.utf8.allSatisfy { (0x21...0x7E).contains($0) && !"<>,\"".utf8.contains($0) }
    }

    // MARK: - Message-ID

    private static func validated(_ id: String) throws(SyndicationError) -> String {
        var bare = Substring(id)
        if bare.hasPrefix("<"), bare.hasSuffix(">"), bare.count >= 2 {
            bare = bare.dropFirst().dropLast()
        }
        guard EmailAddress.isAddrSpec(String(bare)) else {
            throw SyndicationError(.invalidMessageID(id), at: "Message-ID header")
        }
        return String(bare)
    }

    /// A hash of everything in the message, at the sender's domain: the same message keeps
    /// its id across builds, and any change to it gives a new one.
    private func derivedMessageID() -> String {
        var hasher = SHA256()
        for field in [
            from.address, from.name ?? "", subject, String(CivilCalendar.epochSeconds(date)), timeZone.identifier,
        ] {
            hasher.update(field)
            hasher.update([0])
        }
        for recipient in to {
            hasher.update(recipient.address + "\u{0}" + (recipient.name ?? "") + "\u{0}")
        }
        for url in unsubscribe { hasher.update(url + "\u{0}") }
        hasher.update(plainText + "\u{0}" + html + "\u{0}")
        for image in images {
            hasher.update(image.contentID + "\u{0}" + image.mediaType.rawValue + "\u{0}" + image.filename + "\u{0}")
            hasher.update(image.data)
        }
        return Hex.lowercase(hasher.finalize().prefix(16)) + "@" + from.domain
    }
}
