import Diagnostics
import Foundation
import Typesetting

/// Reads `site.json` into a `SiteConfig`, filling in `ProjectDefaults` for what is not written.
struct SiteConfigDecoder {
    static let keys = [
        "title", "shortName", "description", "baseURL", "language", "author", "timezone", "reveal", "cards",
        "notifications", "email", "publishing",
    ]
    static let cardKeys = [
        "sizes", "formats", "overlay", "minimumContrast", "font", "fallbackFonts", "speakerFont", "margin",
        "lineHeight", "alignment", "smartQuotes", "shadow", "pngLevel", "jpegQuality", "webpQuality",
        "avifQuality", "design",
    ]
    static let notificationKeys = ["daily", "weekly"]
    static let dailyKeys = ["enabled", "time"]
    static let weeklyKeys = ["enabled", "time", "weekday"]
    static let emailKeys = ["from", "to", "subject", "maxImageBytes", "format", "unsubscribe"]
    static let publishingKeys = ["pageSize", "feedEntries", "galleryInNavigation"]

    let file: String

    func decode(_ value: JSONValue, into diagnostics: inout DiagnosticCollector) -> SiteConfig? {
        guard
            let reader = ObjectReader(
                value,
                file: file,
                wrongTypeReason: .wrongRoot(expected: "an object with the site's settings"),
                into: &diagnostics
            )
        else { return nil }
        reader.reportUnknownKeys(allowed: Self.keys, into: &diagnostics)
        let errorsBefore = diagnostics.errorCount

        let title = reader.string("title", required: true, into: &diagnostics)
        let shortName = decodeShortName(reader, &diagnostics)
        let description = reader.string("description", allowEmpty: true, into: &diagnostics)
        let baseURL = decodeBaseURL(reader, &diagnostics)
        var language = ProjectDefaults.language
        if let text = reader.string("language", into: &diagnostics) {
            if let tag = LanguageTag(text.value) {
                language = tag
            } else {
                reader.report(.invalidLanguageTag("language", value: text.value), at: text.position, into: &diagnostics)
            }
        }
        let author = reader.string("author", allowEmpty: true, into: &diagnostics)
        let timeZone = reader.calendarTimeZone("timezone", allowsLocal: false, into: &diagnostics)?.timeZone
        let reveal: RevealMode? = reader.choice("reveal", into: &diagnostics)
        var keyLocations = reader.keyLocations

        var cards = CardSettings()
        if let cardReader = reader.object("cards", into: &diagnostics) {
            decodeCards(cardReader, into: &cards, &diagnostics)
            keyLocations.merge(cardReader.keyLocations) { first, _ in first }
        }
        var notifications = NotificationSettings()
        if let notificationReader = reader.object("notifications", into: &diagnostics) {
            decodeNotifications(notificationReader, into: &notifications, &diagnostics, &keyLocations)
        }
        var email: EmailSettings?
        if let emailReader = reader.object("email", into: &diagnostics) {
            email = decodeEmail(emailReader, &diagnostics)
            keyLocations.merge(emailReader.keyLocations) { first, _ in first }
        }
        var publishing = PublishingSettings()
        if let publishingReader = reader.object("publishing", into: &diagnostics) {
            decodePublishing(publishingReader, into: &publishing, &diagnostics)
            keyLocations.merge(publishingReader.keyLocations) { first, _ in first }
        }

        guard diagnostics.errorCount == errorsBefore, let title else { return nil }
        if baseURL == nil {
            for diagnostic in ProjectError(.missingBaseURL, at: reader.location).diagnostics {
                diagnostics.report(diagnostic)
            }
        }
        return SiteConfig(
            title: title.value,
            description: description?.value ?? ProjectDefaults.description,
            baseURL: baseURL,
            language: language,
            author: author.flatMap { $0.value.isEmpty ? nil : $0.value },
            timeZone: timeZone ?? ProjectDefaults.timeZone,
            reveal: reveal ?? ProjectDefaults.reveal,
            cards: cards,
            notifications: notifications,
            email: email,
            publishing: publishing,
            shortName: shortName,
            location: reader.location,
            keyLocations: keyLocations
        )
    }

    /// The name under the app's icon: set, or left out (the title's first words are taken),
    /// never empty; no longer than a home screen shows.
    private func decodeShortName(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> String? {
        guard let name = reader.string("shortName", allowEmpty: true, into: &diagnostics) else { return nil }
        let limit = ProjectDefaults.maximumShortNameLength
        if name.value.isEmpty {
            reader.report(.emptyShortName, at: name.position, into: &diagnostics)
            return nil
        }
        guard name.value.count <= limit else {
            reader.report(
                .shortNameTooLong(name.value, length: name.value.count, limit: limit), at: name.position,
                into: &diagnostics)
            return nil
        }
        return name.value
    }

    /// An absolute http(s) URL without query or fragment, made to end in `/` so pages can be appended.
    private func decodeBaseURL(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> URL? {
        guard let located = reader.httpURL("baseURL", into: &diagnostics) else { return nil }
        let url = located.value
        // As written: Foundation's URL escapes a stray '%' itself.
        if case .string(let written)? = reader.value("baseURL")?.kind, !ObjectReader.hasValidPercentEscapes(written) {
            reader.report(.invalidURL("baseURL", value: written), at: located.position, into: &diagnostics)
            return nil
        }
        // Said apart: "must be an absolute URL" of one that is would leave a reader guessing.
        if let query = url.query(percentEncoded: true) {
            reader.report(
                .baseURLPart("baseURL", part: "query", value: "?" + query), at: located.position, into: &diagnostics)
            return nil
        }
        if let fragment = url.fragment(percentEncoded: true) {
            reader.report(
                .baseURLPart("baseURL", part: "fragment", value: "#" + fragment), at: located.position,
                into: &diagnostics)
            return nil
        }
        // A user name or password would be in every absolute link the site publishes.
        if url.user(percentEncoded: true) != nil || url.password(percentEncoded: true) != nil {
            reader.report(.baseURLCredentials("baseURL"), at: located.position, into: &diagnostics)
            return nil
        }
        let text = url.absoluteString
        return text.hasSuffix("/") ? url : URL(string: text + "/")
    }

    // MARK: - Cards

    private func decodeCards(
        _ reader: ObjectReader,
        into cards: inout CardSettings,
        _ diagnostics: inout DiagnosticCollector
    ) {
        reader.reportUnknownKeys(allowed: Self.cardKeys, into: &diagnostics)
        if let sizes = decodeSizes(reader, &diagnostics) { cards.sizes = sizes }
        if let formats = decodeFormats(reader, &diagnostics) { cards.formats = formats }
        if let value = reader.number("overlay", in: ProjectDefaults.overlayRange, into: &diagnostics) {
            cards.overlay = value
        }
        if let value = reader.number("minimumContrast", in: ProjectDefaults.minimumContrastRange, into: &diagnostics) {
            cards.minimumContrast = value
        }
        if let value = reader.string("font", into: &diagnostics) { cards.font = value.value }
        if let value = reader.stringArray("fallbackFonts", into: &diagnostics) {
            cards.fallbackFonts = value.map(\.value)
        }
        if let value = reader.string("speakerFont", into: &diagnostics) { cards.speakerFont = value.value }
        if let value = reader.number("margin", in: ProjectDefaults.marginRange, into: &diagnostics) {
            cards.margin = value
        }
        if let value = reader.number("lineHeight", in: ProjectDefaults.lineHeightRange, into: &diagnostics) {
            cards.lineHeight = value
        }
        if let value: TextAlignment = reader.choice("alignment", into: &diagnostics) { cards.alignment = value }
        if let value = reader.bool("smartQuotes", into: &diagnostics) { cards.smartQuotes = value }
        if let value = reader.bool("shadow", into: &diagnostics) { cards.shadow = value }
        if let value = reader.integer("pngLevel", in: ProjectDefaults.pngLevelRange, into: &diagnostics) {
            cards.pngLevel = value.value
        }
        if let value = reader.integer("jpegQuality", in: ProjectDefaults.jpegQualityRange, into: &diagnostics) {
            cards.jpegQuality = value.value
        }
        if let value = reader.integer("webpQuality", in: ProjectDefaults.webpQualityRange, into: &diagnostics) {
            cards.webpQuality = value.value
        }
        if let value = reader.integer("avifQuality", in: ProjectDefaults.avifQualityRange, into: &diagnostics) {
            cards.avifQuality = value.value
        }
        if let value = reader.string("design", into: &diagnostics) { cards.design = value.value }
    }

    private func decodeSizes(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> [CardSize]? {
        guard let names = nonEmptyStringArray("sizes", reader, &diagnostics) else { return nil }
        var sizes: [CardSize] = []
        var valid = true
        for name in names {
            guard let size = CardSize(name.value) else {
                reader.report(.invalidCardSize(name.value), at: name.position, into: &diagnostics)
                valid = false
                continue
            }
            if sizes.contains(where: { $0.name == size.name }) {
                reader.report(
                    .duplicateValue(reader.name("sizes"), value: name.value), at: name.position, into: &diagnostics)
                valid = false
            }
            sizes.append(size)
        }
        return valid ? sizes : nil
    }

    private func decodeFormats(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> [ImageFormat]? {
        guard let names = nonEmptyStringArray("formats", reader, &diagnostics) else { return nil }
        var formats: [ImageFormat] = []
        var valid = true
        for name in names {
            let format: ImageFormat? = ObjectReader.choice(
                name,
                key: reader.name("formats"),
                allowed: ImageFormat.allCases
            ) { reason in reader.report(reason, at: name.position, into: &diagnostics) }
            guard let format else {
                valid = false
                continue
            }
            if formats.contains(format) {
                reader.report(
                    .duplicateValue(reader.name("formats"), value: name.value), at: name.position, into: &diagnostics)
                valid = false
            }
            formats.append(format)
        }
        if valid, formats.allSatisfy(\.isForDisplay), let first = names.first {
            reader.report(.noShareableFormat(reader.name("formats")), at: first.position, into: &diagnostics)
        }
        return valid ? formats : nil
    }

    private func nonEmptyStringArray(
        _ key: String,
        _ reader: ObjectReader,
        _ diagnostics: inout DiagnosticCollector
    ) -> [Located<String>]? {
        guard let values = reader.stringArray(key, into: &diagnostics) else { return nil }
        if let value = reader.value(key), case .array(let elements) = value.kind, elements.isEmpty {
            reader.report(.emptyValue(reader.name(key)), at: value.position, into: &diagnostics)
            return nil
        }
        return values
    }

    // MARK: - Notifications and email

    private func decodeNotifications(
        _ reader: ObjectReader,
        into notifications: inout NotificationSettings,
        _ diagnostics: inout DiagnosticCollector,
        _ keyLocations: inout [String: SourceLocation]
    ) {
        reader.reportUnknownKeys(allowed: Self.notificationKeys, into: &diagnostics)
        if let daily = reader.object("daily", into: &diagnostics) {
            daily.reportUnknownKeys(allowed: Self.dailyKeys, into: &diagnostics)
            if let enabled = daily.bool("enabled", into: &diagnostics) { notifications.daily.enabled = enabled }
            if let time = daily.time("time", into: &diagnostics) { notifications.daily.time = time }
            keyLocations.merge(daily.keyLocations) { first, _ in first }
        }
        if let weekly = reader.object("weekly", into: &diagnostics) {
            weekly.reportUnknownKeys(allowed: Self.weeklyKeys, into: &diagnostics)
            if let enabled = weekly.bool("enabled", into: &diagnostics) { notifications.weekly.enabled = enabled }
            if let time = weekly.time("time", into: &diagnostics) { notifications.weekly.time = time }
            if let weekday: Weekday = weekly.choice("weekday", into: &diagnostics) {
                notifications.weekly.weekday = weekday
            }
            keyLocations.merge(weekly.keyLocations) { first, _ in first }
        }
    }

    private func decodePublishing(
        _ reader: ObjectReader, into publishing: inout PublishingSettings, _ diagnostics: inout DiagnosticCollector
    ) {
        reader.reportUnknownKeys(allowed: Self.publishingKeys, into: &diagnostics)
        if let size = reader.integer("pageSize", in: ProjectDefaults.pageSizeRange, into: &diagnostics) {
            publishing.pageSize = size.value
        }
        if let entries = reader.integer("feedEntries", in: ProjectDefaults.feedEntriesRange, into: &diagnostics) {
            publishing.feedEntries = entries.value
        }
        if let listed = reader.bool("galleryInNavigation", into: &diagnostics) {
            publishing.galleryInNavigation = listed
        }
    }

    private func decodeEmail(_ reader: ObjectReader, _ diagnostics: inout DiagnosticCollector) -> EmailSettings? {
        reader.reportUnknownKeys(allowed: Self.emailKeys, into: &diagnostics)
        let from = reader.emailAddresses("from", required: true, into: &diagnostics)
        if let from, from.count > 1, let value = reader.value("from") {
            reader.wrongType("from", value, expected: "a single address", into: &diagnostics)
        }
        let to = reader.emailAddresses("to", required: true, into: &diagnostics)
        let subject = reader.string("subject", into: &diagnostics)
        let maxImageBytes = reader.integer(
            "maxImageBytes", in: ProjectDefaults.emailMaxImageBytesRange, into: &diagnostics)
        let format: ImageFormat? = reader.choice("format", allowed: [.jpg, .png, .png8], into: &diagnostics)
        let unsubscribe = reader.unsubscribeLinks("unsubscribe", into: &diagnostics)
        guard let sender = from?.first, let to else { return nil }
        return EmailSettings(
            from: sender,
            to: to,
            subject: subject?.value,
            maxImageBytes: maxImageBytes?.value ?? ProjectDefaults.emailMaxImageBytes,
            format: format ?? ProjectDefaults.emailImageFormat,
            unsubscribe: unsubscribe ?? []
        )
    }
}
