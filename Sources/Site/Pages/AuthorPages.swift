import Diagnostics
import Foundation
import Markdown
import Mustache
import Project

/// The author's own pages (`pages/*.md`): their view models, their places in the navigation,
/// and the check that none takes a path Draper writes.
struct AuthorPages {
    let context: PageContext

    /// A page whose folder is one of Draper's (`pages/quotes.md`): an error at the page.
    static func problems(in project: Project) -> [Diagnostic] {
        project.pages.compactMap { page in
            guard SitePaths.isDrapers(SitePaths.authorPage(page.slug)) else { return nil }
            return .error(
                "'\(page.slug)' is a folder of Draper's own in the site (\(SitePaths.ownFolders.joined(separator: ", "))); give the page another name",
                at: page.location)
        }
    }

    /// The view model of one page; its Markdown is made safe by `Markdown` (raw HTML dropped,
    /// unsafe links turned to text).
    func view(of page: AuthorPage) throws -> MustacheValue {
        let path = SitePaths.authorPage(page.slug)
        let html: String
        do {
            html = try Markdown.renderHTML(page.markdown)
        } catch {
            throw DiagnosticError(.error("\(error)", at: page.location))
        }
        return context.context(
            PageContext.Page(
                path: path, kind: "page",
                title: context.content.interface.title(page.title, site: context.content.config.title),
                description: page.description, nav: "page-\(page.slug)"),
            [
                "title": .string(page.title),
                "bodyHTML": .string(page.titleIsFirstHeading ? Self.droppingLeadingHeading(html) : html),
                // The page's text may be in another language than the interface around it.
                "lang": .optional(page.language?.description),
            ])
    }

    /// `html` without its first `<h1>`: the template sets the title as the page's heading, and
    /// a page that starts with `# About` (its title, without front matter) would show it twice.
    private static func droppingLeadingHeading(_ html: String) -> String {
        guard html.hasPrefix("<h1>"), let end = html.range(of: "</h1>\n") else { return html }
        return String(html[end.upperBound...])
    }
}

extension AuthorPages: PageSource {
    static let templates = ["page"]

    static func pages(of site: SitePages) -> [PageSpec] {
        let pages = AuthorPages(context: site.context)
        return site.content.project.pages.map { page in
            PageSpec(path: SitePaths.authorPage(page.slug), template: "page", noindex: false) {
                try pages.view(of: page)
            }
        }
    }
}
