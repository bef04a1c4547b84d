import Foundation
import SafeText

/// A way for a reader to stop the mail (`email.unsubscribe` in `site.json`), written into each
/// message's `List-Unsubscribe` header (RFC 2369): a `mailto:` URL, or an `https:` URL that
/// unsubscribes on a POST (RFC 8058's one-click, which large mailbox providers require of bulk
/// mail), in which `{address}` stands for the reader's address.
///
/// The URL goes into a mail header as written, so it is checked when it is read: printable
/// ASCII without spaces, commas or angle brackets, which could end it or start another
/// (SECURITY.md). The reader's address is percent-encoded, so it cannot add any of them either.
public struct UnsubscribeLink: Hashable, Sendable {
    /// The URL as written, with `{address}` where the reader's address goes.
    public let template: String

    /// What stands for the reader's address.
    public static let placeholder = "{address}"
    /// Long enough for any real address, short enough that a header line stays under
    /// RFC 5322's 998 characters with the longest address (254 bytes, each encoded as 3).
    public static let maximumLength = 200

    /// The link, if `text` is one (see `problem(in:)`).
    public init?(_ text: String) {
        guard Self.problem(in: text) == nil else { return nil }
        template = text
    }

    /// Whether the link unsubscribes with one POST (`List-Unsubscribe-Post`): every https one.
    public var isOneClick: Bool { template.lowercased().hasPrefix("https:") }

    /// The URL for one reader: `{address}` replaced by their address with everything but
    /// RFC 3986's unreserved characters percent-encoded (`ann@example.org` is `ann%40example.org`).
    public func url(for address: String) -> String {
        template.replacingOccurrences(of: Self.placeholder, with: PercentEncoding.encoded(address))
    }

    /// The URL for a message to no reader in particular: nil when it needs the reader's address.
    public var urlWithoutReader: String? {
        template.contains(Self.placeholder) ? nil : template
    }

    /// Why `text` cannot be a link, as the end of a sentence; nil when it can.
    public static func problem(in text: String) -> String? {
        if text.utf8.count > maximumLength {
            return "it is longer than \(maximumLength) characters"
        }
        // Characters first: whatever the scheme, they decide whether the header is safe.
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix(placeholder) {
                rest = rest.dropFirst(placeholder.count)
                continue
            }
            switch character {
            case ",":
                return "write ',' as %2C: commas separate the URLs of List-Unsubscribe"
            case "{", "}":
                return "the one placeholder is \(placeholder), the reader's address"
            case "%":
                let digits = rest.dropFirst().prefix(2)
                guard digits.count == 2, digits.allSatisfy(\.isHexDigit) else {
                    return "'%' starts a percent-encoding, two hex digits such as %40"
                }
            default:
                guard character.isASCII, let byte = character.asciiValue, isURLCharacter(byte) else {
                    return
                        "write '\(character)' percent-encoded (%XX for each byte of its UTF-8): a mail header holds printable ASCII only"
                }
            }
            rest = rest.dropFirst()
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("mailto:") {
            let address = text.dropFirst("mailto:".count).prefix { $0 != "?" }
            guard isAddress(address) else {
                return "a mailto: URL names one address, such as mailto:leave@example.org?subject=unsubscribe"
            }
            return nil
        }
        guard lowered.hasPrefix("https://") else {
            return "it must be an https: URL, which one-click unsubscribing needs (RFC 8058), or a mailto: URL"
        }
        let authority = text.dropFirst("https://".count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.hasPrefix(":"), !authority.contains("@") else {
            return "an https: URL needs a host"
        }
        return nil
    }

    /// RFC 3986's unreserved and reserved characters, but for the comma (above) and the
    /// percent sign (checked with its digits): what a URL holds as written.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~:/?#[]@!$&'()*+;=".utf8.contains(byte)
        }
    }

    /// `local@domain`, each side dot-separated words of letters, digits and `-._+`.
    private static func isAddress(_ text: Substring) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && !part.hasPrefix(".") && !part.hasSuffix(".") && !part.contains("..")
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._+%".contains($0)) }
        } && parts[1].contains(".")
    }
}
