public import CivilTime

extension PublishedRecord {
    /// A kind of card file every quote and open door gets, by the address it has
    /// (`cards/<address>/og.jpg`, `email/cards/<address>.jpg`), kept so that a change to the
    /// cards' sizes or formats breaks no email already sent, no link preview and no pasted
    /// snippet: the files of a kind the site no longer makes are still made (from the quote as
    /// it is now) for every quote published while it was made.
    ///
    /// Only the files that leave the site are recorded: those to share and download (JPEG, PNG)
    /// and the email images. The pages' own responsive images (AVIF, WebP) follow the pages.
    public struct CardFiles: Hashable, Sendable {
        /// The address with `<address>` for the quote's (or door's): `cards/<address>/<stem>.<ext>`
        /// or `email/cards/<address>.<ext>`.
        public var path: String
        public var format: ImageFormat
        /// The size the card is drawn at, in pixels (an email image is then made 1200 wide).
        public var width: Int
        public var height: Int
        /// The day a build stopped making it for new quotes; nil while the cards have it.
        public var until: LocalDate?

        public init(path: String, format: ImageFormat, width: Int, height: Int, until: LocalDate? = nil) {
            self.path = path
            self.format = format
            self.width = width
            self.height = height
            self.until = until
        }

        /// What a recorded path names: a share file of a size (its file name's stem: `og`,
        /// `og-png8`, `1200x800`) or the email image.
        public enum Kind: Hashable, Sendable {
            case share(stem: String)
            case email
        }

        /// The kind of file `path` names; nil when it is not an address Draper gives card files.
        public var kind: Kind? {
            let ext = "." + format.fileExtension
            guard path.hasSuffix(ext) else { return nil }
            let withoutExtension = path.dropLast(ext.count)
            if withoutExtension == "email/cards/" + PublishedRecord.addressPlaceholder { return .email }
            let prefix = "cards/" + PublishedRecord.addressPlaceholder + "/"
            guard withoutExtension.hasPrefix(prefix) else { return nil }
            let stem = withoutExtension.dropFirst(prefix.count)
            guard !stem.isEmpty, stem.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return nil
            }
            return .share(stem: String(stem))
        }

        /// Its address for the quote or door whose files are under `address`.
        public func path(for address: String) -> String {
            path.replacing(PublishedRecord.addressPlaceholder, with: address)
        }
    }

    /// What stands for a quote's (or door's) address in a recorded card file's path.
    public static let addressPlaceholder = "<address>"

    /// The record with `current` as the kinds of card file the site makes now, on `today`:
    /// each is recorded with its size and format; one recorded before and not among them ended
    /// today (it keeps that day); one made again is live. Returns the paths that ended, and
    /// those back, with this build.
    public mutating func recordCardFiles(_ current: [CardFiles], today: LocalDate) -> (ended: [String], back: [String])
    {
        var ended: [String] = []
        var back: [String] = []
        var byPath: [String: CardFiles] = [:]
        for files in current where files.kind != nil { byPath[files.path] = files }
        for index in cardFiles.indices {
            let path = cardFiles[index].path
            if let now = byPath.removeValue(forKey: path) {
                if cardFiles[index].until != nil { back.append(path) }
                cardFiles[index] = CardFiles(path: path, format: now.format, width: now.width, height: now.height)
            } else if cardFiles[index].until == nil {
                cardFiles[index].until = today
                ended.append(path)
            }
        }
        cardFiles += byPath.values.map {
            CardFiles(path: $0.path, format: $0.format, width: $0.width, height: $0.height)
        }
        cardFiles.sort { $0.path < $1.path }
        return (ended.sorted(), back.sorted())
    }

    /// The kinds of card file the site no longer makes that a quote published on `since` (nil:
    /// when the record began) had: those that ended on that day or later.
    public func endedCardFiles(publishedSince since: LocalDate?) -> [CardFiles] {
        cardFiles.filter { files in
            guard let until = files.until else { return false }
            return since.map { $0 <= until } ?? true
        }
    }
}
