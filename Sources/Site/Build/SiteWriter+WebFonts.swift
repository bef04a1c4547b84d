import Diagnostics
import Foundation
import SiteOutput
import WebFonts

extension SiteWriter {
    /// The card typeface for the pages, as WOFF2: encoded only when its OpenType file changed.
    func writeWebFonts() throws {
        for font in assets.fonts {
            if keepIfUpToDate(font.path, key: font.key) { continue }
            let encoded: [UInt8]
            do {
                encoded = try WOFF2.encode(font.source)
            } catch {
                throw DiagnosticError(
                    .error(
                        "\(error.description); choose another card font, or one in TrueType or CFF OpenType",
                        at: SourceLocation(file: font.sourcePath)))
            }
            try output.write(encoded, to: font.path, key: font.key)
        }
    }
}
