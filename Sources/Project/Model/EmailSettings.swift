/// The `email` object of `site.json`: how the quote-of-the-day email is addressed and sized.
public struct EmailSettings: Hashable, Sendable {
    /// An RFC 5322 address, optionally with a display name: `Draper <quotes@draper.example>`.
    public var from: String
    /// One or more recipient addresses (a string or an array in `site.json`).
    public var to: [String]
    /// A fixed prefix for the subject line.
    public var subject: String?
    /// The largest attached card, in bytes.
    public var maxImageBytes: Int
    /// `jpg` or `png`.
    public var format: ImageFormat
    /// How a reader stops the mail: each message's `List-Unsubscribe` (and, with an https
    /// link, `List-Unsubscribe-Post`), in the order written.
    public var unsubscribe: [UnsubscribeLink]

    /// Settings; `maxImageBytes` and `format` default to `ProjectDefaults`.
    public init(
        from: String,
        to: [String],
        subject: String? = nil,
        maxImageBytes: Int = ProjectDefaults.emailMaxImageBytes,
        format: ImageFormat = ProjectDefaults.emailImageFormat,
        unsubscribe: [UnsubscribeLink] = []
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.maxImageBytes = maxImageBytes
        self.format = format
        self.unsubscribe = unsubscribe
    }
}
