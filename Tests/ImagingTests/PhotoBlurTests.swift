import Foundation
import Imaging
import Testing

/// The photo blur of card designs (`{ blur: r }`): it must keep the look of the Gaussian it
/// always drew — σ = 2r/3, cut off at r, edges mirrored — whatever way it is computed.
@Suite("Blurring photos")
struct PhotoBlurTests {
    /// Quadrants with single bright dots, a thin line and a checkered corner: edges of every kind.
    static func sample(width: Int, height: Int) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        image.blend(x: 0, y: 0, width: width, height: height) { x, y in
            let left = x < width / 2, top = y < height / 2
            let color: RGBColor =
                switch (left, top) {
                case (true, true): RGBColor(red: 230, green: 40, blue: 30)
                case (false, true): RGBColor(red: 20, green: 200, blue: 60)
                case (true, false): RGBColor(red: 10, green: 30, blue: 220)
                case (false, false): (x / 3 + y / 3) % 2 == 0 ? .white : RGBColor(red: 0, green: 0, blue: 0)
                }
            return (color, 1)
        }
        image.blend(x: width / 8, y: 0, width: 1, height: height) { _, _ in (.white, 1) }
        for (x, y) in [(width / 4, height / 4), (3, 3), (width - 2, height / 3)] {
            image.blend(x: x, y: y, width: 1, height: 1) { _, _ in (.white, 1) }
        }
        return image
    }

    /// The Gaussian libgd's `gdImageCopyGaussianBlurred` computes for `radius` (σ = 2r/3, the
    /// kernel cut off at ±r and normalised), samples past an edge mirrored, in doubles.
    static func reference(_ image: Image, radius: Int) -> [[Double]] {
        let sigma = 2 * Double(radius) / 3
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func mirrored(_ index: Int, _ count: Int) -> Int {
            index < 0 ? -index - 1 : index >= count ? 2 * count - index - 1 : index
        }
        let width = image.width, height = image.height
        var channels: [[Double]] = [[], [], []]
        for y in 0..<height {
            for x in 0..<width {
                let color = image.color(atX: x, y: y)
                channels[0].append(Double(color.red))
                channels[1].append(Double(color.green))
                channels[2].append(Double(color.blue))
            }
        }
        return channels.map { plane in
            var across = [Double](repeating: 0, count: plane.count)
            for y in 0..<height {
                for x in 0..<width {
                    across[y * width + x] =
                        (-radius...radius).reduce(0) {
                            $0 + weights[$1 + radius] * plane[y * width + mirrored(x + $1, width)]
                        } / total
                }
            }
            var down = [Double](repeating: 0, count: plane.count)
            for y in 0..<height {
                for x in 0..<width {
                    down[y * width + x] =
                        (-radius...radius).reduce(0) {
                            $0 + weights[$1 + radius] * across[mirrored(y + $1, height) * width + x]
                        } / total
                }
            }
            return down
        }
    }

    @Test(
        "a blur looks like the Gaussian of its radius, up to the largest a design may ask for",
        arguments: [
            (40, 30, 1), (160, 120, 3), (160, 120, 4), (160, 120, 5), (160, 120, 7), (160, 120, 12), (90, 160, 9),
            (301, 17, 1),
        ])
    func matchesGaussian(width: Int, height: Int, radius: Int) throws {
        let image = try Self.sample(width: width, height: height)
        let blurred = try image.blurred(radius: radius)
        let expected = Self.reference(image, radius: radius)
        var worst = 0.0, total = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let color = blurred.color(atX: x, y: y)
                for (channel, value) in [color.red, color.green, color.blue].enumerated() {
                    let difference = abs(Double(value) - expected[channel][y * width + x])
                    worst = max(worst, difference)
                    total += difference
                }
            }
        }
        let mean = total / Double(3 * width * height)
        // Small radii are the kernel itself, off by rounding; three boxes approximate it to a
        // few levels at the sharpest edges.
        #expect(worst <= (radius <= 4 ? 1 : 9), "worst difference \(worst)")
        #expect(mean <= (radius <= 4 ? 0.2 : 1), "mean difference \(mean)")
        // The original is left as it was.
        #expect(image.color(atX: 3, y: 3) == .white)
    }

    @Test("a blur wider than the image averages it, mirrored at every edge")
    func widerThanTheImage() throws {
        let image = try Self.sample(width: 12, height: 5)
        let blurred = try image.blurred(radius: 40)
        let expected = Self.reference(image, radius: 4)
        // Every pixel ends close to the image's mean colour.
        let mean = expected.map { $0.reduce(0, +) / Double($0.count) }
        for y in 0..<5 {
            for x in 0..<12 {
                let color = blurred.color(atX: x, y: y)
                for (channel, value) in [color.red, color.green, color.blue].enumerated() {
                    #expect(abs(Double(value) - mean[channel]) <= 24, "(\(x), \(y)) channel \(channel)")
                }
            }
        }
    }
}
