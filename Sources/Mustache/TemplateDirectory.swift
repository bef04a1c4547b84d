public import struct Foundation.URL

/// A folder of `.mustache` files for a ``TemplateLibrary``.
///
/// Each file becomes a template named by its path inside the folder without
/// the extension: `home.mustache` is `home`, `partials/footer.mustache` is
/// `partials/footer`.
public struct TemplateDirectory: Sendable, Hashable {
    /// Where the folder is on disk.
    public var url: URL
    /// How errors name the folder, such as `templates`; file paths are shown below it.
    public var displayPath: String
    /// Whether a missing folder is fine, as for a project that overrides none of its theme's templates.
    public var isOptional: Bool

    public init(_ url: URL, displayPath: String? = nil, isOptional: Bool = false) {
        self.url = url
        self.displayPath = displayPath ?? url.lastPathComponent
        self.isOptional = isOptional
    }
}
