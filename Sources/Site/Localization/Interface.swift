import BuiltInTheme
import Diagnostics
import Foundation
import LineBreaking
import Mustache
import Project
import SafeText
import Typesetting

/// The words of the site's interface in its language: the built-in catalogue of the language
/// (`templates/i18n/<language>.json5`), the project's own over it (`i18n/<language>.json5`),
/// and English for whatever neither has (with a warning naming the keys).
///
/// Templates read plain messages as `{{t.site.quotes}}`; the page models fill in messages with
/// `{name}`s and counted ones (their form chosen by ICU's CLDR plural rules) and hand the
/// script the forms it needs, which it chooses between with `Intl.PluralRules`.
struct Interface: Sendable {
    let language: LanguageTag
    /// Whether the language runs right to left (the locale data's answer, looked up once).
    let isRightToLeft: Bool
    /// Every key of the English catalogue, with this language's forms where it has them.
    private let messages: [String: [String: String]]
    private let numbers: NumberFormatter
    /// Every plain message as nested dictionaries for templates: `t.site.quotes`.
    let templateValues: MustacheValue
    /// Every message with every form, for the input keys of pages: a changed word (of any
    /// count) makes the pages that say it again.
    let fingerprint: String

    /// English alone: what a test or a run without a site uses.
    static let english = Interface(language: ProjectDefaults.language, messages: builtIn("en")?.messages ?? [:])

    private init(language: LanguageTag, messages: [String: [String: String]]) {
        self.language = language
        self.messages = messages
        isRightToLeft = language.isRightToLeft
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language.description)
        formatter.numberStyle = .decimal
        numbers = formatter
        templateValues = Self.tree(messages)
        fingerprint =
            language.description + "\n"
            + messages.sorted { $0.key < $1.key }.map { key, forms in
                key + "=" + forms.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: "\u{1F}")
            }.joined(separator: "\n")
    }

    /// The catalogues that speak to `language`, least specific first: `zh`, `zh-Hans`, `zh-CN`
    /// for `zh-CN` (its script from the platform's locale data, so Traditional Chinese does
    /// not get Simplified).
    static func catalogueNames(for language: LanguageTag) -> [String] {
        let primary = language.primaryLanguage
        var names = [primary]
        let maximal: String = Locale.Language(identifier: language.description).maximalIdentifier
        let subtags = maximal.split(separator: "-" as Character).map(String.init)
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
            names.append("\(primary)-\(script)")
        }
        names.append(language.description)
        var seen: Set<String> = []
        return names.filter { seen.insert($0.lowercased()).inserted }
    }

    /// The built-in catalogue for `name` (`de`, `pt-BR`), if Draper has one.
    static func builtIn(_ name: String) -> MessageCatalog? {
        let path = "i18n/\(name).json5"
        guard let source = BuiltInTheme.files[path] else { return nil }
        return ProjectLoader.decodeCatalog(source, file: "(built-in theme)/\(path)").catalog
    }

    /// The languages Draper has words for.
    static var builtInLanguages: [String] {
        BuiltInTheme.files.keys.filter { $0.hasPrefix("i18n/") && $0.hasSuffix(".json5") }
            .map { String($0.dropFirst("i18n/".count).dropLast(".json5".count)) }.sorted()
    }

    /// The interface for `project`'s language. A key of the project's catalogue that English
    /// does not have, or a `{name}` the English message does not fill in, is an error at its
    /// line; keys nobody translated are one warning.
    static func load(for project: Project) throws(DiagnosticError) -> (interface: Interface, warnings: [Diagnostic]) {
        let language = project.config.language
        guard let english = builtIn("en") else {
            throw DiagnosticError(.error("the built-in theme has no English catalogue (templates/i18n/en.json5)"))
        }
        var merged = english.messages
        var translated: Set<String> = []
        var problems: [Diagnostic] = []
        var layers: [MessageCatalog] = []
        for name in catalogueNames(for: language) where name != "en" {
            if let catalog = builtIn(name) { layers.append(catalog) }
        }
        if let own = project.catalog { layers.append(own) }
        for catalog in layers {
            for (key, forms) in catalog.messages.sorted(by: { $0.key < $1.key }) {
                let location = catalog.locations[key] ?? SourceLocation(file: catalog.file)
                guard let reference = english.messages[key] else {
                    let known = english.messages.keys.sorted()
                    let near = EditDistance.closest(to: key, in: known)
                    problems.append(
                        .error(
                            "'\(key)' is not a message of Draper's interface"
                                + (near.map { "; did you mean '\($0)'?" } ?? ""),
                            at: location))
                    continue
                }
                let allowed = reference.values.reduce(into: Set<String>()) {
                    $0.formUnion(MessageCatalog.placeholders(in: $1))
                }
                let used = forms.values.reduce(into: Set<String>()) {
                    $0.formUnion(MessageCatalog.placeholders(in: $1))
                }
                if let unknown = used.subtracting(allowed).sorted().first {
                    problems.append(
                        .error(
                            "'\(key)' fills in {\(unknown)}, which Draper does not give it; it gives \(allowed.isEmpty ? "nothing" : allowed.sorted().map { "{\($0)}" }.joined(separator: ", "))",
                            at: location))
                    continue
                }
                merged[key] = forms
                translated.insert(key)
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        var warnings: [Diagnostic] = []
        if language.primaryLanguage != "en" {
            let missing = english.messages.keys.filter { !translated.contains($0) }.sorted()
            if !missing.isEmpty {
                let file = project.catalog?.file ?? "\(ProjectLoader.catalogFolder)/\(language.primaryLanguage).json5"
                let shown = missing.prefix(12).joined(separator: ", ") + (missing.count > 12 ? ", …" : "")
                // Without a catalogue of the project's own, the warning is at the language it
                // names, not at a file that is not there.
                let location =
                    project.catalog.map { SourceLocation(file: $0.file) } ?? project.config.location(of: "language")
                warnings.append(
                    .warning(
                        missing.count == english.messages.count
                            ? "Draper has no \(language) translation of its interface: its \(missing.count) messages are in English; translate them in \(file)"
                            : "\(missing.count) of the interface's \(english.messages.count) messages have no \(language) translation and are in English: \(shown); give them in \(file)",
                        at: location))
            }
        }
        return (Interface(language: language, messages: merged), warnings)
    }

    // MARK: - Words

    // The messages below join the data's text into one line of plain text (a page's title, an
    // alt text, a feed's entry, a calendar's event, a notification): each value is isolated
    // there (`isolated`), as a page isolates it with `dir="auto"`.

    /// A card's alt text: what it says, as the card says it, and what is behind it.
    func cardAlt(text: String, byline: String?, background: String?) -> String {
        let values = isolated(["text": text, "byline": byline ?? "", "background": background ?? ""])
        let alt =
            background.map { !$0.isEmpty } == true
            ? self.text("quote.cardAltWithBackground", values) : self.text("quote.cardAlt", values)
        return alt.trimmingCharacters(in: .whitespaces)
    }

    /// "“text” — speaker", with the language's quotation marks.
    func attributed(_ text: String, speaker: String) -> String {
        line("quote.attributed", ["text": text, "speaker": speaker])
    }

    /// "Speaker: “text”": a quote's title in feeds, calendars and link previews.
    func socialTitle(_ text: String, speaker: String) -> String {
        line("quote.socialTitle", ["text": text, "speaker": speaker])
    }

    /// "“text”", then "— speaker" on a line of its own: a quote in plain text (its source, if
    /// any, goes after the speaker, `isolated`).
    func quotedLines(_ text: String, speaker: String) -> String {
        line("quote.quoted", ["text": text]) + "\n— " + isolated(speaker)
    }

    /// A door's title in link previews: "Calendar: title".
    func doorTitle(_ title: String, calendar: String) -> String {
        line("advent.socialTitle", ["calendar": calendar, "title": title])
    }

    /// The message at `key` with each of `values` isolated: a line of plain text (a feed's or a
    /// calendar's, a notification's), or a message in a page that holds a value of the data
    /// ("Tagged “{tag}”", "Reminders for {calendar}"), where the element's `dir` can only
    /// isolate the whole message.
    func line(_ key: String, _ values: [String: String]) -> String {
        text(key, isolated(values))
    }

    /// `value` wrapped in FSI … PDI when it has letters that run against the interface's
    /// language (a Hebrew quote on an English site, an English name on an Arabic one), so that
    /// its own punctuation stays on its side of a line of plain text: "Ada: “שלום!”" shows the
    /// "!" at the end of the Hebrew, not after it. A value that runs the language's way is
    /// left as it is, so most lines hold no control character.
    func isolated(_ value: String) -> String {
        let against: TextDirection = isRightToLeft ? .leftToRight : .rightToLeft
        guard TextDirection.hasStrong(against, in: value) else { return value }
        return "\u{2068}" + value + "\u{2069}"
    }

    /// Each of `values` isolated (`isolated`), for a counted message that is a line of plain text.
    func isolated(_ values: [String: String]) -> [String: String] {
        values.mapValues(isolated)
    }

    /// A page's `<title>`: the page's own, then the site's.
    func title(_ page: String, site: String) -> String {
        line("site.titled", ["page": page, "site": site])
    }

    /// The message at `key` with its `{name}`s filled in from `values`.
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        Self.fill(messages[key]?["other"] ?? key, values)
    }

    /// The form of the counted message at `key` for `count`, `{count}` written in the
    /// language's digits and grouping.
    func count(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = number(count)
        return Self.fill(form(key, for: count), values)
    }

    /// `count(key, count, values)` cut around its number, for a page that sets the number
    /// larger than its words ("**20** days left to Christmas!"); nil when the form for
    /// `count` does not show it ("Only one day left").
    func countParts(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> (
        before: String, number: String, after: String
    )? {
        // A character no message or value holds marks the place: one pass, as `count` fills.
        let mark = "\u{0}"
        var marked = values
        marked["count"] = mark
        let parts = Self.fill(form(key, for: count), marked).components(separatedBy: mark)
        guard parts.count == 2 else { return nil }
        return (parts[0], number(count), parts[1])
    }

    /// A year as the language writes it: its digits, without grouping ("2026", not "2,026").
    func year(_ year: Int) -> String { ungrouped(year) }

    /// A card size as a reader knows it, in the download list of a quote's page and the
    /// gallery's columns: "Link preview 1200 × 630", "Linkvorschau 1200 × 630", in Arabic
    /// with Arabic-Indic digits. A size `site.json` gives as `WIDTHxHEIGHT` is a "Card".
    func sizeLabel(_ size: CardSize) -> String {
        let name = CardSize.presets.contains(size) ? "cardSize.\(size.name)" : "cardSize.custom"
        return text(
            "cardSize.labelled", ["name": text(name), "width": ungrouped(size.width), "height": ungrouped(size.height)])
    }

    /// `number` in the language's digits, without grouping: a year or a pixel count.
    func ungrouped(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = numbers.locale
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    /// `count` as the language writes numbers.
    func number(_ count: Int) -> String {
        numbers.string(from: NSNumber(value: count)) ?? String(count)
    }

    /// The forms of a counted message and the values of its `{name}`s, as JSON for a `data-`
    /// attribute: `{"forms": {"one": …, "other": …}, "values": {…}}`. The script fills a form
    /// with the values and `{count}` in one pass, so no value is ever read as a placeholder.
    func formsJSON(_ key: String, _ values: [String: String] = [:]) -> String {
        let object: [String: Any] = ["forms": messages[key] ?? [:], "values": values.filter { $0.key != "count" }]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func form(_ key: String, for count: Int) -> String {
        guard let forms = messages[key] else { return key }
        let category = PluralRules.category(of: count, language: language.description)
        return forms[category] ?? forms["other"] ?? key
    }

    /// Fills each `{name}` of a message in one pass (`SafeText.MessageTemplate`): values are
    /// inserted, never read again.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        MessageTemplate.fill(text, values)
    }

    private static func tree(_ messages: [String: [String: String]]) -> MustacheValue {
        var root: [String: Any] = [:]
        for (key, forms) in messages {
            guard let text = forms["other"] else { continue }
            let parts = key.split(separator: ".").map(String.init)
            insert(text, at: parts[...], into: &root)
        }
        return value(root)
    }

    private static func insert(_ text: String, at path: ArraySlice<String>, into node: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            node[first] = text
            return
        }
        var child = node[first] as? [String: Any] ?? [:]
        insert(text, at: path.dropFirst(), into: &child)
        node[first] = child
    }

    private static func value(_ node: [String: Any]) -> MustacheValue {
        .dictionary(
            node.mapValues { child in
                if let text = child as? String { return .string(text) }
                return value(child as? [String: Any] ?? [:])
            })
    }
}
