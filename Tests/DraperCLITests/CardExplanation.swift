import Foundation
import TestSupport

/// What `draper card --explain` prints about a card, as the typesetting tests read it: its
/// lines, sizes, fonts, contrast and warnings.
struct CardExplanation: Decodable {
    struct FontUse: Decodable {
        var name: String
        var color: Bool
        var text: [String]
    }
    var lines: [String]
    var fontSize: Double
    var speakerFontSize: Double?
    var speakerLines: [String]?
    var fonts: [FontUse]
    var overlay: Double
    var scrim: Double
    var contrast: Double
    var language: String?
    var clamped: Bool
    /// Where the quote's lines sit as drawn (`left`, `center`, `right`) and its direction.
    var align: String?
    var direction: String?
    var warnings: [String]

    /// The photo the cards are drawn on unless a test names another.
    static let photo = PackagePaths.root.appendingPathComponent("images/bg-05.jpg").path

    /// Runs `draper card --explain` on `text` and reads what it prints; a failed run throws.
    static func of(
        _ text: String, speaker: String? = "Someone", size: String = "og", language: String? = nil,
        image: String? = nil, format: String = "png", overlay: String? = nil, design: String? = nil
    ) throws -> (CardExplanation, DraperProcess.Result) {
        let folder = try TemporaryDirectory()
        var arguments = [
            "card", "--text", text, "--image", image ?? photo, "--size", size, "--explain",
            "--out", folder.appending("card.\(format)").path,
        ]
        if let speaker { arguments += ["--speaker", speaker] }
        if let language { arguments += ["--lang", language] }
        if let overlay { arguments += ["--overlay", overlay] }
        if let design { arguments += ["--design", design] }
        let result = try DraperProcess.run(arguments)
        guard result.status == 0 else { throw Safety.Failure("exit \(result.status): \(result.standardError)") }
        return (try JSONDecoder().decode(CardExplanation.self, from: Data(result.standardOutput.utf8)), result)
    }
}
