import Project

/// Every file rendered for one quote or one advent day.
///
/// Two kinds: files (JPEG, PNG) in every configured size, to share, download and show in
/// link previews; and the pages' responsive images (AVIF, WebP) of the sizes pages show, at
/// several widths so a phone never downloads more pixels than it displays.
struct CardSet: Sendable {
    /// Full-size files by size name, then format (`jpg`, `png`, `png8`).
    var files: [String: [ImageFormat: CardFile]] = [:]
    /// Responsive images by size name, then format (`avif`, `webp`; or the share format when
    /// no display format is configured), narrowest first, the full size last.
    var display: [String: [ImageFormat: [CardFile]]] = [:]
    /// The display formats in the order `site.json` lists them (most preferred first).
    var displayFormats: [ImageFormat] = []
    /// The format shared, previewed and used where a browser reads none of the display formats.
    var shareFormat = ImageFormat.jpg
    /// The size card grids show (`CardPlanner.gridSize`).
    var gridSize: String?
    /// The size a page shows large and social previews use (`CardPlanner.mainSize`).
    var mainSize: String?
    /// The size a quote's page shows on a screen held upright, when it has one besides the
    /// main size (`CardPlanner.phoneSize`).
    var phoneSize: String?
    /// The JPEG (or PNG) sized for email, within its byte budget; often the `og` JPEG itself.
    var email: CardFile?

    /// The file to share and download for a size.
    func file(size: String) -> CardFile? {
        files[size]?[shareFormat] ?? files[size]?.values.min { $0.path < $1.path }
    }

    /// The file for social previews: the main size, in the share format (JPEG or PNG, which
    /// every network reads).
    var socialImage: CardFile? {
        mainSize.flatMap { file(size: $0) }
    }

    /// The narrowest responsive image of a size at least `width` pixels wide (the widest if
    /// none is), in the first display format: what a thumbnail of that width links to.
    func displayImage(size: String, atLeast width: Int) -> CardFile? {
        let format = displayFormats.first ?? shareFormat
        guard let variants = display[size]?[format] else { return file(size: size) }
        return variants.first { $0.width >= width } ?? variants.last
    }
}
