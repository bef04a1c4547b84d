public import Foundation

/// Writes a small Draper project into a temporary folder: three quotes, a five-day advent
/// calendar, one card size and one format, so builds take seconds.
public struct FixtureProject {
    public let folder: TemporaryDirectory
    public var root: URL { folder.url }
    public var output: URL { folder.appending("output") }

    public static let unlockedTitle = "Open door title"
    public static let lockedTitle = "Secret door title"
    public static let lockedMessage = "This is the hidden message of a later door"

    public init(
        reveal: String = "client", timezone: String = "Europe/Berlin", baseURL: String? = "https://example.org/cal/"
    ) throws {
        folder = try TemporaryDirectory("draper-site")
        let image = try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg"))
        try folder.write(image, to: "images/sea.jpg")
        try folder.write(
            """
            {
              title: "Fixture",
              description: "A test site",
              \(baseURL.map { "baseURL: \"\($0)\"," } ?? "")
              timezone: "Europe/Berlin",
              reveal: "\(reveal)",
              cards: { sizes: ["og"] },
            }
            """, to: "site.json")
        try folder.write(
            """
            [
              { id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg", source: "Notes (1843)" },
              { id: "second", text: "A second, longer quote about <b>bold</b> & other things.", speaker: "Grace", image: "images/sea.jpg" },
              { id: "third", text: "Third.", speaker: "Alan", image: "images/sea.jpg" },
            ]
            """, to: "data/quotes.json")
        try folder.write(
            """
            {
              title: "Test Advent",
              start: "2026-12-01",
              days: 5,
              timezone: "\(timezone)",
              unlockTime: "00:00",
              reminderTime: "21:00",
              entries: [
                { day: 1, title: "\(Self.unlockedTitle)", message: "Day one *message*." },
                { day: 2, title: "Second door", message: "Day two." },
                { day: 3, title: "\(Self.lockedTitle)", message: "\(Self.lockedMessage)." },
                { day: 4, title: "Fourth door", message: "Day four." },
                { day: 5, title: "Last door", message: "Day five.", image: "images/sea.jpg" },
              ],
            }
            """, to: "data/advent.json")
    }

    /// Every file under `folder`, relative to it, with its bytes.
    public static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
