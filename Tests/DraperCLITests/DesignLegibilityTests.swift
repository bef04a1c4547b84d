import Foundation
import Imaging
import TestSupport
import Testing

/// No published card of any design reads below its contrast as encoded: a design whose white
/// text sits on a light gradient either recovers (here, with a scrim behind the lines) or stops
/// with an error naming the card and the field.
@Suite("Legible designs, as encoded")
struct DesignLegibilityTests {
    /// White text, fixed at a tenth of the shorter side (63 px on og), on a pale gradient.
    static func design(recover: String?, text color: String = "#ffffff", background: [String]) -> String {
        """
        {
          layers: [
            \(background.joined(separator: ",\n    ")),
            {
              type: "text", field: "text", box: [0.1, 0.2, 0.8, 0.6], font: "League Spartan Bold",
              color: "\(color)", size: [0.1, 0.1], align: "center", valign: "center",\(recover.map { " recover: \($0)," } ?? "")
            },
          ],
        }
        """
    }

    static let lightGradient = [
        ##"{ type: "fill", gradient: { angle: 0, stops: [["#f4f1ea", 0], ["#c9d6e3", 1]] } }"##
    ]
    static let quote = "Whatever you are, be a good one."

    /// The pixels within `radius` of a letter and not on one, from the same text drawn black on white.
    static func halo(of mask: Image, radius: Int) -> [(x: Int, y: Int)] {
        var letters = [Bool](repeating: false, count: mask.width * mask.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.color(atX: x, y: y).red < 255 { letters[y * mask.width + x] = true }
        }
        var halo: [(x: Int, y: Int)] = []
        for y in 0..<mask.height {
            for x in 0..<mask.width where !letters[y * mask.width + x] {
                var near = false
                search: for dy in -radius...radius {
                    for dx in -radius...radius where dx * dx + dy * dy <= radius * radius {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < mask.width, ny < mask.height else { continue }
                        if letters[ny * mask.width + nx] {
                            near = true
                            break search
                        }
                    }
                }
                if near { halo.append((x, y)) }
            }
        }
        return halo
    }

    /// The lowest contrast of white text against the halo's pixels in `image`.
    static func worstContrast(_ image: Image, halo: [(x: Int, y: Int)]) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        var brightest = 0.0
        for point in halo {
            let pixel = image.color(atX: point.x, y: point.y)
            let luminance = 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
            brightest = max(brightest, luminance)
        }
        return 1.05 / (brightest + 0.05)
    }

    @Test(
        "white text on a light gradient: JPEG and AVIF cards reach 4.5:1 on every halo pixel, or the card is an error",
        arguments: [nil, "{ scrim: true }"])
    func lightGradient(recover: String?) throws {
        let folder = try TemporaryDirectory()
        try folder.write(Self.design(recover: recover, background: Self.lightGradient), to: "light.json5")
        try folder.write(
            Self.design(recover: nil, text: "#000000", background: [##"{ type: "fill", color: "#ffffff" }"##]),
            to: "mask.json5")
        try folder.write("id,text,speaker\nlight-one,\"\(Self.quote)\",Abraham Lincoln\n", to: "quotes.csv")
        let run = try DraperProcess.run(
            ["cards", "quotes.csv", "--design", "light.json5", "--format", "jpg,avif", "--out", "cards", "--quiet"],
            in: folder.url)
        if run.status != 0 {
            // Stopped: the error names the card and the field that cannot be made legible.
            #expect(run.status == 1)
            #expect(
                run.standardError.contains("error: quote 'light-one' (text): contrast"), "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: folder.appending("cards/light-one-og.jpg").path))
            #expect(recover == nil, "a design that may lay a scrim behind its text can always recover")
            return
        }
        let mask = try DraperProcess.run(
            ["card", "--design", "mask.json5", "--text", Self.quote, "--out", "mask.png"], in: folder.url)
        #expect(mask.status == 0, "\(mask.standardError)")
        // 0.06 em of a 63 px size, rounded up.
        let halo = Self.halo(of: try ImageDecoder().decode(contentsOf: folder.appending("mask.png").path), radius: 4)
        #expect(halo.count > 5_000)
        for (name, format) in [
            ("light-one-og.jpg", EncodingFormat.jpeg(quality: 80)), ("light-one-og.avif", .avif(quality: 50)),
        ] {
            let bytes = try [UInt8](Data(contentsOf: folder.appending("cards/\(name)")))
            let card = try ImageDecoder().decode(encoded: bytes, as: format)
            let contrast = Self.worstContrast(card, halo: halo)
            #expect(contrast >= 4.5, "\(name): \(contrast):1")
        }
    }
}
