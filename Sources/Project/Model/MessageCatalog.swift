public import Diagnostics
import SafeText

/// The words of the site's interface in one language, as a catalogue file writes them
/// (`templates/i18n/<language>.json5` built in, `i18n/<language>.json5` in a project):
/// messages by dotted key (`site.quotes`), each with its forms, `other` for a plain one and
/// one per CLDR plural category for a counted one.
public struct MessageCatalog: Sendable, Hashable {
    /// The forms of each message, by key: `["other": "Quotes"]`, or `["one": …, "other": …]`.
    public var messages: [String: [String: String]]
    /// Where each message was written.
    public var locations: [String: SourceLocation]
    /// The file, as messages name it.
    public var file: String

    public init(messages: [String: [String: String]], locations: [String: SourceLocation] = [:], file: String) {
        self.messages = messages
        self.locations = locations
        self.file = file
    }

    /// The plural categories a counted message may have a form for (CLDR).
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The `{name}`s a text fills in.
    public static func placeholders(in text: String) -> Set<String> {
        MessageTemplate.placeholders(in: text)
    }

}
