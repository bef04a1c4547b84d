import Foundation
import Mustache
import Project
import SiteOutput

extension SiteWriter {
    /// `notifications.json` and `sw.js`, last: the worker names the build by a digest of
    /// every other file, so a deploy that changes anything replaces its cache.
    func writeServiceWorker(_ pages: [PageSpec]) throws {
        guard content.hasServiceWorker else { return }
        let schedule = NotificationSchedule(content: content)
        if schedule.offers != nil { try output.write(schedule.json(), to: SitePaths.notifications) }
        var precache = self.pages.precachedPaths(of: pages)
        precache += [assets.stylesheet.path, assets.script.path, assets.icon.path] + assets.fonts.map(\.path)
        // The icons every page's tab shows and the one Chromium fetches with the manifest on every
        // page to check the site installs; the large ones only an install reads, from the network.
        if !content.appIcons.isEmpty {
            precache += [SitePaths.manifest] + content.appIcons.filter(\.isPrecached).map(\.path)
        }
        let version = output.digestOfCurrentFiles(excluding: [SitePaths.serviceWorker])
        let build = JSONText.compactObject([
            ("version", .string(String(version.prefix(16)))),
            ("precache", .array(precache.map(JSONText.string))),
            ("offline", .string(SitePaths.offline)),
            // Where the 404 page's links start (PageContext.notFoundRoot).
            ("notFoundRoot", .string(context.notFoundRoot)),
            ("schedule", .optional(schedule.offers == nil ? nil : SitePaths.notifications)),
            ("icon", .optional(content.appIcons.first { $0.size == 192 }?.path)),
        ])
        guard let script = try theme.renderAsset("service-worker.js", ["build": .string(build.rendered())]) else {
            return
        }
        try output.write(script, to: SitePaths.serviceWorker)
    }
}
