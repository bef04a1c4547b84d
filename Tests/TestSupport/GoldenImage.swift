import Foundation
public import Imaging
public import Testing

/// Compares rendered images with reference PNGs stored beside the tests, by decoded pixels.
///
/// Goldens live in `Tests/<Target>/Goldens/<name>.png`. A missing golden is recorded and the
/// test fails (so a recording run is never mistaken for a pass); set
/// `DRAPER_RECORD_GOLDENS=1` to re-record all. On a mismatch, `actual-<name>.png` and
/// `diff-<name>.png` are written beside the golden for a person to look at.
public enum GoldenImage {
    public struct Tolerance: Sendable {
        /// A channel may differ by this much without counting as a differing pixel.
        public var channel: Int
        /// The share of pixels (0…1) allowed to differ by more than `channel`.
        public var pixelShare: Double

        public init(channel: Int, pixelShare: Double) {
            self.channel = channel
            self.pixelShare = pixelShare
        }

        /// Absorbs anti-aliasing and rounding differences between library versions.
        public static let `default` = Tolerance(channel: 24, pixelShare: 0.005)
    }

    public static func expectMatch(
        _ image: Image, golden name: String, in target: String, tolerance: Tolerance = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = PackagePaths.tests(target).appendingPathComponent("Goldens")
        let goldenURL = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["DRAPER_RECORD_GOLDENS"] == "1"
        if record || !FileManager.default.fileExists(atPath: goldenURL.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(image.encoded(as: .png(level: 9))).write(to: goldenURL)
            Issue.record(
                "recorded golden image \(name).png; run the tests again to compare", sourceLocation: sourceLocation)
            return
        }
        let golden = try ImageDecoder().decode(contentsOf: goldenURL.path)
        guard golden.size == image.size else {
            try Data(image.encoded(as: .png(level: 1))).write(to: folder.appendingPathComponent("actual-\(name).png"))
            Issue.record(
                "\(name): size \(image.size) differs from golden \(golden.size)", sourceLocation: sourceLocation)
            return
        }
        let comparison = try compare(image, golden, tolerance: tolerance)
        if comparison.differingShare > tolerance.pixelShare {
            try Data(image.encoded(as: .png(level: 1))).write(to: folder.appendingPathComponent("actual-\(name).png"))
            try Data(comparison.difference.encoded(as: .png(level: 1)))
                .write(to: folder.appendingPathComponent("diff-\(name).png"))
            let percent = String(format: "%.2f", comparison.differingShare * 100)
            Issue.record(
                "\(name): \(percent) % of pixels differ by more than \(tolerance.channel) from the golden; see actual-\(name).png and diff-\(name).png",
                sourceLocation: sourceLocation)
        }
    }

    /// The share of differing pixels and an image showing where they are (red on dimmed grey).
    public static func compare(_ first: Image, _ second: Image, tolerance: Tolerance) throws
        -> (differingShare: Double, difference: Image)
    {
        let difference = try Image(size: first.size)
        var differing = 0
        let mask = AlphaMask(width: first.width, height: first.height)
        var marks = mask.pixels
        for y in 0..<first.height {
            for x in 0..<first.width {
                let a = first.color(atX: x, y: y), b = second.color(atX: x, y: y)
                let delta = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if delta > tolerance.channel {
                    differing += 1
                    marks[y * first.width + x] = 255
                }
            }
        }
        let grey = AlphaMask(
            width: first.width, height: first.height, pixels: [UInt8](repeating: 60, count: marks.count))
        difference.paint(grey, color: .white, atX: 0, y: 0)
        difference.paint(
            AlphaMask(width: first.width, height: first.height, pixels: marks),
            color: RGBColor(red: 255, green: 0, blue: 0), atX: 0, y: 0)
        return (Double(differing) / Double(first.size.pixelCount), difference)
    }
}
