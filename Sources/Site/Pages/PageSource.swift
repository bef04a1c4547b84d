/// A kind of page: the templates its pages are drawn with and its pages at a build. A new
/// kind of page is a type conforming to this, its template, and a place in `SitePages.sources`.
protocol PageSource: SendableMetatype {
    /// The templates its pages use: a theme without one of them is an error at load.
    static var templates: [String] { get }
    static func pages(of site: SitePages) throws -> [PageSpec]
}
