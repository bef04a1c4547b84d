import SafeText

/// An image inside an email, shown where the HTML refers to it as `cid:<contentID>`.
public struct InlineImage: Hashable, Sendable {
    /// The image formats mail programs show inline.
    public enum MediaType: String, Hashable, Sendable {
        case png = "image/png"
        case jpeg = "image/jpeg"
    }

    /// `left@right`, e.g. `card-05@advent.example`; the HTML writes `<img src="cid:card-05@advent.example">`.
    public var contentID: String
    public var mediaType: MediaType
    /// The name a mail program offers when the image is saved.
    public var filename: String
    /// The encoded image file.
    public var data: [UInt8]

    public init(contentID: String, mediaType: MediaType, filename: String, data: [UInt8]) {
        self.contentID = contentID
        self.mediaType = mediaType
        self.filename = filename
        self.data = data
    }

    /// The `Content-Disposition` parameter: a quoted string for plain ASCII names, else
    /// RFC 2231's `filename*=utf-8''…`.
    var filenameParameter: String? {
        let name = HeaderFolder.sanitized(filename)
        guard !name.isEmpty else { return nil }
        if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return "filename=" + HeaderFolder.quotedString(name)
        }
        var encoded = "filename*=utf-8''"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded +=
                    "%" + String(decoding: [Hex.upper[Int(byte >> 4)], Hex.upper[Int(byte & 0x0F)]], as: UTF8.self)
            }
        }
        return encoded
    }
}
