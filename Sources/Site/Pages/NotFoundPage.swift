import Mustache
import Project

/// `404.html`: what a host shows for an address the site does not have, with links from
/// wherever the host serves it (`PageContext.notFoundRoot`).
struct NotFoundPage: PageSource {
    static let templates = ["404"]

    static func pages(of site: SitePages) -> [PageSpec] {
        [
            PageSpec(path: SitePaths.notFound, template: "404", noindex: true) {
                let content = site.content
                return site.context.context(
                    PageContext.Page(
                        path: SitePaths.notFound, kind: "not-found",
                        title: content.interface.title(
                            content.interface.text("notFound.title"), site: content.config.title),
                        noindex: true),
                    [:])
            }
        ]
    }
}
