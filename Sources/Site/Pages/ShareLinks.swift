import Foundation
import Mustache
import Project

/// The share menu's plain links: they work without script, in any browser.
enum ShareLinks {
    /// Links for sharing `url` (absolute) with `text`; without a public URL only email
    /// remains, carrying the text alone.
    ///
    /// - Parameter email: what the email link is called, in the site's language.
    static func links(url: String?, title: String, text: String, imageURL: String?, email: String = "Email")
        -> [MustacheValue]
    {
        func link(_ label: String, _ href: String) -> MustacheValue {
            ["label": .string(label), "href": .string(href)]
        }
        guard let url else {
            return [link(email, URLEncoding.url("mailto:", [("subject", title), ("body", text)]))]
        }
        var links = [
            link(email, URLEncoding.url("mailto:", [("subject", title), ("body", "\(text)\n\n\(url)")])),
            link("X", URLEncoding.url("https://x.com/intent/post", [("text", text), ("url", url)])),
            link("Facebook", URLEncoding.url("https://www.facebook.com/sharer/sharer.php", [("u", url)])),
            link("LinkedIn", URLEncoding.url("https://www.linkedin.com/sharing/share-offsite/", [("url", url)])),
            link("WhatsApp", URLEncoding.url("https://wa.me/", [("text", "\(text) \(url)")])),
        ]
        if let imageURL {
            links.append(
                link(
                    "Pinterest",
                    URLEncoding.url(
                        "https://www.pinterest.com/pin/create/button/",
                        [("url", url), ("media", imageURL), ("description", text)])))
        }
        return links
    }

    /// The sizes of a card other than `main`, to save from the share menu, each named in
    /// words a reader knows ("the portrait card"), not by its pixels.
    static func downloads(of cards: CardSet, main: String?, page: String, content: SiteContent) -> [MustacheValue] {
        content.config.cards.sizes.compactMap { size -> MustacheValue? in
            guard size.name != main, let file = cards.file(size: size.name) else { return nil }
            let format = (file.path as NSString).pathExtension.uppercased()
            let words = content.interface
            let label =
                switch size {
                case .square: words.text("share.downloadSquare", ["format": format])
                case .portrait: words.text("share.downloadPortrait", ["format": format])
                case .story: words.text("share.downloadStory", ["format": format])
                default:
                    words.text(
                        "share.downloadSized",
                        [
                            "width": words.ungrouped(size.width), "height": words.ungrouped(size.height),
                            "format": format,
                        ])
                }
            return [
                "label": .string(label), "url": .string(SitePaths.link(from: page, to: file.reference)),
                "name": .string(file.downloadName),
            ]
        }
    }

    /// The share block's view model for a page at `page` with a card.
    ///
    /// - Parameter downloads: the card's other sizes to save, in the menu beside the links
    ///   (`downloads(of:main:page:content:)`).
    static func context(
        content: SiteContent, page: String, title: String, text: String, card: CardFile?,
        downloads: [MustacheValue] = []
    ) -> MustacheValue {
        let url = content.paths.absolute(page)
        let image = card.flatMap { content.paths.absolute($0.reference) }
        return [
            "title": .string(title),
            "text": .string(text),
            "url": .optional(url),
            "image": .optional(card.map { SitePaths.root(from: page) + $0.reference }),
            "imageFormat": .optional(card.map { ($0.path as NSString).pathExtension.uppercased() }),
            "downloadLabel": .optional(
                card.map {
                    content.interface.text(
                        "share.download", ["format": ($0.path as NSString).pathExtension.uppercased()])
                }),
            // The file's name when shared or saved: the quote's id and the size, not "og.png".
            "imageName": .optional(card.map(\.downloadName)),
            "downloads": .list(downloads),
            "links": .list(
                links(
                    url: url, title: title, text: text, imageURL: image, email: content.interface.text("share.email"))),
        ]
    }
}
