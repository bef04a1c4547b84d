public import Diagnostics

/// A page of the author's own, written in Markdown: `pages/<slug>.md` (an About page, a
/// colophon), rendered in the theme at `<slug>/index.html` and listed in the navigation.
public struct AuthorPage: Hashable, Sendable {
    /// The file's name without `.md`: the page's folder in the site.
    public var slug: String
    public var title: String
    /// The title is the Markdown's first `# heading` (no front matter gave one).
    public var titleIsFirstHeading = false
    /// For search engines and social previews.
    public var description: String?
    /// The page's place in the navigation, lowest first (pages without one follow, by
    /// title); nil when its front matter says `menu: false`.
    public var menuOrder: Int?
    public var isInMenu: Bool
    /// The language of the page's text, when not the site's.
    public var language: LanguageTag?
    /// The Markdown after the front matter.
    public var markdown: String
    /// The file, as `pages/about.md`.
    public var file: String

    public init(
        slug: String, title: String, description: String? = nil, menuOrder: Int? = nil, isInMenu: Bool = true,
        language: LanguageTag? = nil, markdown: String, file: String
    ) {
        self.slug = slug
        self.title = title
        self.description = description
        self.menuOrder = menuOrder
        self.isInMenu = isInMenu
        self.language = language
        self.markdown = markdown
        self.file = file
    }

    public var location: SourceLocation { SourceLocation(file: file) }
}
