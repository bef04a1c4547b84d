import Project

/// Every file rendered for one quote or one advent day: each configured size in each
/// format, plus a half-size thumbnail of the grid size and the email variant.
struct CardSet: Sendable {
    /// By size name, then format name (`png`, `png8`, `webp`, `jpg`).
    var files: [String: [String: CardFile]] = [:]
    /// Half-size versions for grids, by format name.
    var thumbnails: [String: CardFile] = [:]
    /// The size the grid and the contact sheet show.
    var gridSize: String?
    /// The JPEG (or PNG) sized for email, within its byte budget.
    var email: CardFile?

    func file(size: String, preferring extensions: [String] = ["png", "png8", "jpg", "webp"]) -> CardFile? {
        guard let formats = files[size] else { return nil }
        return extensions.lazy.compactMap { formats[$0] }.first ?? formats.values.min { $0.path < $1.path }
    }

    /// The file for social previews: the `og` size if configured, else the first size; a
    /// format every network reads (PNG or JPEG before WebP).
    func socialImage(sizes: [CardSize]) -> CardFile? {
        let name = sizes.contains(.og) ? "og" : sizes.first?.name
        return name.flatMap { file(size: $0) }
    }
}
