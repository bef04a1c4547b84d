import Cards
import Diagnostics
import Foundation
import Markdown
import Project
import SafeText
import SiteOutput
import Synchronization
import Syndication

extension SiteWriter {
    /// A card ready for email: who it is for and what it says.
    struct EmailCard {
        var id: String
        var page: String
        var card: CardFile
        var text: String
        var byline: String
        var alt: String
        /// The language and direction of `text` (a quote's own; the site's for a door).
        var language: TextLanguage
        var subject: String
        var plainText: String
        /// `rtl` or `ltr` when the byline runs against the site (a Hebrew speaker on a German
        /// site): the mail's speaker line says so, as the page's `dir="auto"` does.
        var bylineDirection: String?
    }

    /// An email card as what it is made from. A quote's texts (alt, subject, plain text) are
    /// made only for the cards a build writes: at 10,000 quotes, making every one of them was a
    /// tenth of a rebuild that changed nothing. A door's card is made at once (there are 25).
    struct EmailCardSource {
        var id: String
        var card: CardFile
        /// Everything the card is made from, for its key.
        var inputs: [String]
        /// The quote's index in `content.quotes`; nil for a door's card, already `made`.
        var quote: Int?
        var made: EmailCard?
    }

    /// Every quote's and every opened door's card for email.
    static func emailCards(_ content: SiteContent) -> [EmailCard] {
        emailCardSources(content).map { emailCard($0, content: content) }
    }

    /// The card `source` stands for.
    static func emailCard(_ source: EmailCardSource, content: SiteContent) -> EmailCard {
        if let made = source.made { return made }
        let item = content.quotes[source.quote ?? 0], quote = item.quote
        var plain = content.interface.quotedLines(quote.text, speaker: quote.speaker)
        if let source = quote.source { plain += ", " + content.interface.isolated(source) }
        return EmailCard(
            id: quote.id, page: SitePaths.quotePage(quote.id), card: source.card, text: quote.text,
            byline: quote.speaker,
            alt: content.interface.cardAlt(
                text: quote.text, byline: CardContent.attribution(quote.speaker), background: nil),
            language: TextLanguage.of(quote, in: content),
            subject: content.interface.attributed(QuotePages.shortened(quote.text), speaker: quote.speaker),
            plainText: plain,
            bylineDirection: TextLanguage(
                text: quote.speaker, language: nil, site: content.config.language,
                siteIsRightToLeft: content.isRightToLeft
            ).dir)
    }

    /// Every quote's and every opened door's email card, as what each is made from.
    static func emailCardSources(_ content: SiteContent) -> [EmailCardSource] {
        // What every card's texts also depend on: the interface's words and the site's language.
        var shared = InputKey("email-words")
        shared.add(content.interface.fingerprint)
        shared.add("language", "\(content.config.language)|\(content.isRightToLeft)")
        let wordsKey = shared.finalized()
        var sources: [EmailCardSource] = content.quotes.indices.compactMap { index in
            let quote = content.quotes[index].quote
            guard let card = content.quotes[index].cards.email else { return nil }
            return EmailCardSource(
                id: quote.id, card: card,
                inputs: [
                    "quote", quote.id, card.reference, quote.text, quote.speaker, quote.source ?? "∅",
                    quote.language?.description ?? "∅", wordsKey,
                ],
                quote: index)
        }
        if let calendar = content.project.advent {
            let dates = DateText(language: content.config.language.description)
            for item in content.days where item.day.visibility == .open {
                guard let card = item.cards?.email else { continue }
                let day = item.day
                let words = content.interface
                let byline = words.text(
                    "advent.doorByline", ["number": words.number(day.number), "date": dates.dayAndMonth(day.date)])
                let message = (try? Markdown.renderPlainText(day.entry.message)) ?? day.entry.message
                let made = EmailCard(
                    id: day.cardOwner, page: SitePaths.adventDayPage(day.number), card: card,
                    text: day.entry.title,
                    byline: byline, alt: "\(words.isolated(day.entry.title)). \(byline)",
                    language: TextLanguage(
                        text: day.entry.title, language: nil, site: content.config.language,
                        siteIsRightToLeft: content.isRightToLeft),
                    subject: words.text(
                        "email.doorSubject",
                        ["calendar": calendar.title, "number": words.number(day.number), "title": day.entry.title]),
                    plainText: "\(day.entry.title)\n\(byline)\n\n\(message)")
                let inputs = [
                    made.id, made.page, made.text, made.byline, made.alt, made.language.lang, made.language.dir ?? "",
                    made.subject, made.plainText,
                ]
                sources.append(
                    EmailCardSource(id: made.id, card: card, inputs: ["door"] + inputs + [wordsKey], made: made))
            }
        }
        return sources
    }

    /// `email/<id>.html` (a page holding the snippet to paste) for each card, and `<id>.eml` (a
    /// message to send) into the messages folder when there is one.
    ///
    /// A message carries its card as base64 and hashes it for its boundaries: rendering all of
    /// them is most of a rebuild, so those whose inputs did not change are kept as they are.
    func writeEmails() throws -> PageCount {
        let sources = Self.emailCardSources(content)
        // What every card's files share, hashed once.
        var shared = InputKey("email")
        shared.add("tool", SiteBuilder.toolVersion)
        // The snippets' view models change with the pages'.
        shared.add("revision", String(PageKey.revision))
        shared.add("theme", theme.fingerprint)
        let email = content.config.email
        shared.add(
            "site", "\(content.config.title)|\(content.config.baseURL?.absoluteString ?? "")|\(content.cardFontFamily)")
        shared.add("email", "\(email?.from ?? "")|\(email?.to.joined(separator: ",") ?? "")|\(email?.subject ?? "")")
        shared.add("unsubscribe", email?.unsubscribe.map(\.template).joined(separator: " ") ?? "")
        // Every snippet page is in `email/`: the same links to the icons.
        shared.add("icons", snippetIcons(from: "email/x.html"))
        let common = shared
        let written = Atomic<Int>(0), leftAlone = Atomic<Int>(0)
        // Independent of each other, and at 10,000 quotes a tenth of a rebuild: every core.
        try Self.concurrently(sources.count) { index in
            let source = sources[index]
            let snippetPath = "email/\(source.id).html", messagePath = "\(source.id).eml"
            var key = common
            key.add("card", source.card.reference)
            for field in source.inputs { key.add(field) }
            let inputs = key.finalized()
            // The message's Date: header follows the build's clock; the snippet does not.
            key.add("date", "\(content.now.timeIntervalSince1970)|\(content.config.timeZone.identifier)")
            let messageInputs = key.finalized()
            let snippetUpToDate = keepIfUpToDate(snippetPath, key: inputs)
            let messageUpToDate = messages.map { keepIfUpToDate(messagePath, key: messageInputs, in: $0) } ?? true
            if snippetUpToDate, messageUpToDate { return }
            let card = Self.emailCard(source, content: content)
            let snippet = EmailSnippet(
                pageURL: content.paths.absolute(card.page) ?? SitePaths.link(from: snippetPath, to: card.page),
                imageURL: content.paths.absolute(card.card.reference)
                    ?? SitePaths.link(from: snippetPath, to: card.card.reference),
                image: card.card, alt: card.alt, language: card.language, text: card.text, byline: card.byline,
                bylineDirection: card.bylineDirection,
                linkText: content.interface.line("email.readOn", ["site": content.config.title]),
                fontFamily: content.cardFontFamily)
            if !snippetUpToDate {
                let outcome = try output.write(
                    Self.snippetPage(
                        try theme.render("email", snippet.context), card: card, site: content.config.language,
                        rightToLeft: content.isRightToLeft, icons: snippetIcons(from: snippetPath)),
                    to: snippetPath,
                    key: inputs)
                switch outcome {
                case .written: written.add(1, ordering: .relaxed)
                case .leftAlone: leftAlone.add(1, ordering: .relaxed)
                case .alreadyThere: break
                }
            }
            guard !messageUpToDate else { return }
            try messages?.write(
                try Self.emailMessage(
                    card, to: Self.soleRecipient(of: email), content: content, theme: theme,
                    // The card as this build made it, even before it replaces the one in place.
                    cardBytes: output.contents(of: card.card.path) ?? []),
                to: messagePath, key: messageInputs)
        }
        return PageCount(
            total: sources.count, written: written.load(ordering: .relaxed),
            leftAlone: leftAlone.load(ordering: .relaxed))
    }

    /// The site's icons as the `<link>`s of the snippet page at `path`, so its tab shows the
    /// site's icon like every other page's (and a browser does not ask for a /favicon.ico).
    func snippetIcons(from path: String) -> String {
        let root = SitePaths.root(from: path)
        var links = ["<link rel=\"icon\" href=\"\(XMLText.escape(root + content.icon))\" type=\"image/svg+xml\">"]
        if let png = content.appIcons.first(where: { $0.size == 32 }) {
            links.append(
                "<link rel=\"icon\" href=\"\(XMLText.escape(root + png.path))\" type=\"image/png\" sizes=\"32x32\">")
        }
        return links.joined()
    }

    /// The snippet as a page of its own (doctype, charset, title, the site's icons), to open,
    /// look at and copy from.
    static func snippetPage(
        _ snippet: String, card: EmailCard, site: LanguageTag, rightToLeft: Bool, icons: String = ""
    ) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(XMLText.escape(site.description))"\(rightToLeft ? " dir=\"rtl\"" : "")><head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1">\
        <meta name="robots" content="noindex"><title>\(XMLText.escape(BidiControls.isolated(card.subject)))</title>\(icons)</head>
        <body style="margin:0;padding:24px 0;background-color:#0d0a08;">
        \(snippet)</body></html>

        """
    }

    /// The recipient of a build's messages: `email.to` when it names one; with several, none,
    /// since a message addressed to all of them would show each their addresses.
    static func soleRecipient(of settings: EmailSettings?) -> String? {
        guard let to = settings?.to, to.count == 1 else { return nil }
        return to[0]
    }

    /// A complete MIME message with the card inline (`cid:`), for mail clients and `sendmail -t`,
    /// to one recipient, or to none (a message for a mailing program to address): then without
    /// a `To:` line, and without the unsubscribe links that need the reader's address.
    static func emailMessage(
        _ card: EmailCard, to recipient: String?, content: SiteContent, theme: Theme, cardBytes bytes: [UInt8]
    ) throws -> String {
        let domain = Self.mailDomain(of: content.config.baseURL) ?? "draper.invalid"
        let contentID = "card-\(card.id)@\(domain)"
        let pageURL = content.paths.absolute(card.page)
        let snippet = EmailSnippet(
            pageURL: pageURL ?? "", imageURL: "cid:\(contentID)", image: card.card, alt: card.alt,
            language: card.language,
            text: card.text, byline: card.byline, bylineDirection: card.bylineDirection,
            linkText: content.interface.line("email.readOn", ["site": content.config.title]),
            fontFamily: content.cardFontFamily)
        let body = try theme.render("email", snippet.context)
        let html = """
            <!DOCTYPE html>
            <html lang="\(XMLText.escape(content.config.language.description))"\(content.isRightToLeft ? " dir=\"rtl\"" : "")><head><meta charset="utf-8"><title>\(XMLText.escape(BidiControls.isolated(card.subject)))</title></head>
            <body style="margin:0;padding:24px 0;background-color:#0d0a08;">
            \(body)</body></html>

            """
        let email = content.config.email
        var plain = card.plainText
        if let pageURL { plain += "\n\n\(pageURL)" }
        let reader = recipient.map(Self.address)
        let unsubscribe = (email?.unsubscribe ?? []).compactMap { link in
            reader.map { link.url(for: $0.address) } ?? link.urlWithoutReader
        }
        let message = EmailMessage(
            from: Self.address(email?.from ?? "\(content.config.title) <draper@\(domain)>"),
            to: reader.map { [$0] } ?? [],
            subject: [email?.subject, card.subject].compactMap { $0 }.joined(separator: ": "),
            date: content.now, timeZone: content.config.timeZone,
            // The card's version and the message's date: each send is a message of its own (a
            // repeated id makes mail clients drop or thread it as a duplicate), and the same
            // inputs and clock still give the same bytes.
            messageID:
                "\(card.id).\(card.card.version.isEmpty ? "card" : card.card.version).\(Int(content.now.timeIntervalSince1970))@\(domain)",
            plainText: plain, html: html,
            images: [
                InlineImage(
                    contentID: contentID, mediaType: card.card.mediaType == "image/png" ? .png : .jpeg,
                    filename: "\(card.id).\((card.card.path as NSString).pathExtension)", data: bytes)
            ],
            unsubscribe: unsubscribe)
        return try message.render()
    }

    /// The domain of the site's host for message ids and the default sender: without the
    /// trailing dot of a fully qualified name, and none for an IP address.
    static func mailDomain(of baseURL: URL?) -> String? {
        guard var host = baseURL?.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
        return isAddress || host.isEmpty ? nil : host
    }

    /// "Name <address>" or a bare address.
    static func address(_ text: String) -> EmailAddress {
        if let open = text.lastIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close {
            let name = text[..<open].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            return EmailAddress(String(text[text.index(after: open)..<close]), name: name.isEmpty ? nil : name)
        }
        return EmailAddress(text.trimmingCharacters(in: .whitespaces))
    }
}
