/// The pixel size of a share card, with the name used for its files (`og`, `square`, `1200x800`).
public struct CardSize: Hashable, Sendable, CustomStringConvertible {
    /// The preset name, or `WIDTHxHEIGHT` for a custom size; used in file names.
    public let name: String
    /// In pixels.
    public let width: Int
    /// In pixels.
    public let height: Int

    /// A size with any name; `init?(_:)` parses what `site.json` may say.
    public init(name: String, width: Int, height: Int) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// Open Graph and Twitter link previews.
    public static let og = CardSize(name: "og", width: 1200, height: 630)
    /// Instagram feed posts.
    public static let square = CardSize(name: "square", width: 1080, height: 1080)
    /// Portrait feed posts (4:5).
    public static let portrait = CardSize(name: "portrait", width: 1080, height: 1350)
    /// Full-screen stories (9:16).
    public static let story = CardSize(name: "story", width: 1080, height: 1920)

    /// The sizes that can be named in `site.json`.
    public static let presets: [CardSize] = [.og, .square, .portrait, .story]

    /// The smallest and largest side a card may have, in pixels.
    public static let sideRange = 16...8192

    /// A preset name or `WIDTHxHEIGHT`; nil if the text is neither or a side is out of `sideRange`.
    public init?(_ text: String) {
        if let preset = Self.presets.first(where: { $0.name == text }) {
            self = preset
            return
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let width = Int(parts[0]), let height = Int(parts[1]),
            Self.sideRange.contains(width), Self.sideRange.contains(height)
        else { return nil }
        self.init(name: "\(width)x\(height)", width: width, height: height)
    }

    public var description: String { name }
}
