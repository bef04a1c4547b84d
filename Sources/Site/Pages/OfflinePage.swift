import Mustache
import Project

/// `offline.html`: what the service worker shows for a page the device has not kept, offline;
/// only on a site with a service worker.
struct OfflinePage: PageSource {
    static let templates = ["offline"]

    static func pages(of site: SitePages) -> [PageSpec] {
        guard site.content.hasServiceWorker else { return [] }
        return [
            PageSpec(path: SitePaths.offline, template: "offline", noindex: true, precached: true) {
                let words = site.content.interface
                return site.context.context(
                    PageContext.Page(
                        path: SitePaths.offline, kind: "offline",
                        title: words.title(words.text("offline.title"), site: site.content.config.title),
                        noindex: true),
                    ["homeURL": .string(SitePaths.home)])
            }
        ]
    }
}
