import Foundation
import Imaging

extension LayeredCardRenderer {
    /// Paints a fill layer over its box.
    static func fill(_ canvas: Image, paint: LayerPaint, box: (x: Int, y: Int, width: Int, height: Int)) {
        switch paint {
        case .solid(let color), .aroundText(let color):
            // Through tables, as the contrast guard measures a shade it may raise. (A shade around
            // the text drawn here is one no block planned: it stays as the design gives it.)
            canvas.shade(
                toward: color.color, opacity: color.opacity, x: box.x, y: box.y, width: box.width, height: box.height)
        case .linearGradient(let angle, let stops):
            guard !stops.isEmpty else { return }
            let radians = angle * .pi / 180
            // Direction of travel: 0° runs top to bottom, 90° left to right.
            let dx = sin(radians), dy = cos(radians)
            let halfSpan = (abs(dx) * Double(box.width) + abs(dy) * Double(box.height)) / 2
            let centerX = Double(box.width) / 2, centerY = Double(box.height) / 2
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let along = ((Double(x) + 0.5 - centerX) * dx + (Double(y) + 0.5 - centerY) * dy) / (2 * halfSpan) + 0.5
                return Self.color(at: along, stops: stops)
            }
        case .radialGradient(let center, let radius, let stops):
            guard !stops.isEmpty else { return }
            let centerX = center.x * Double(box.width), centerY = center.y * Double(box.height)
            let reach = max(1, radius * Double(min(box.width, box.height)))
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let dx = Double(x) + 0.5 - centerX, dy = Double(y) + 0.5 - centerY
                return Self.color(at: (dx * dx + dy * dy).squareRoot() / reach, stops: stops)
            }
        case .vignette(let color, let clear):
            let centerX = Double(box.width) / 2, centerY = Double(box.height) / 2
            let corner = (centerX * centerX + centerY * centerY).squareRoot()
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let distance =
                    ((Double(x) - centerX) * (Double(x) - centerX)
                    + (Double(y) - centerY) * (Double(y) - centerY)).squareRoot() / corner
                let t = max(0, (distance - clear) / max(0.001, 1 - clear))
                // Smoothstep: no visible ring where the darkening starts.
                return (color.color, color.opacity * t * t * (3 - 2 * t))
            }
        }
    }

    /// The colour of a gradient at `position` (0…1), straight between its stops (sorted by
    /// position): the first stop at or past it is found by halving, so a pixel costs the same
    /// few steps however many stops there are.
    private static func color(at position: Double, stops: [GradientStop]) -> (color: RGBColor, opacity: Double) {
        var low = 0, high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].position < position { low = middle + 1 } else { high = middle }
        }
        let lower: GradientStop, upper: GradientStop
        if low == stops.count {
            // Past the last stop: its colour.
            lower = stops[stops.count - 1]
            upper = lower
        } else if stops[low].position == position || low == 0 {
            // On a stop (the first of several at one position), or before the first.
            lower = stops[low]
            upper = lower
        } else {
            lower = stops[low - 1]
            upper = stops[low]
        }
        let span = upper.position - lower.position
        let t = span > 0 ? min(max((position - lower.position) / span, 0), 1) : 0
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        let a = lower.color, b = upper.color
        return (
            RGBColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue)),
            a.opacity * (1 - t) + b.opacity * t
        )
    }

    /// A filled rectangle with antialiased rounded corners.
    static func roundedRectangle(width: Int, height: Int, radius: Int) -> AlphaMask {
        let radius = max(0, min(radius, min(width, height) / 2))
        var pixels = [UInt8](repeating: 255, count: width * height)
        guard radius > 0 else { return AlphaMask(width: width, height: height, pixels: pixels) }
        let r = Double(radius)
        for y in 0..<height {
            let cornerY =
                y < radius
                ? Double(radius - y) - 0.5 : (y >= height - radius ? Double(y - (height - radius)) + 0.5 : nil)
            guard let dy = cornerY else { continue }
            for x in 0..<width {
                let cornerX =
                    x < radius
                    ? Double(radius - x) - 0.5 : (x >= width - radius ? Double(x - (width - radius)) + 0.5 : nil)
                guard let dx = cornerX else { continue }
                // Coverage from the distance to the arc, one pixel of antialiasing.
                let coverage = min(max(r - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                pixels[y * width + x] = UInt8((coverage * 255).rounded())
            }
        }
        return AlphaMask(width: width, height: height, pixels: pixels)
    }

    /// The picture scaled (by libgd) to fit its box, keeping its aspect ratio, at its anchor.
    func place(_ picture: ImageLayer, on canvas: Image, size: PixelSize) {
        let box = picture.box.safe(in: size, keepingEdges: true).pixels(in: size)
        let bitmap = picture.bitmap
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let scale = min(Double(box.width) / Double(bitmap.width), Double(box.height) / Double(bitmap.height))
        let width = max(1, Int((Double(bitmap.width) * scale).rounded()))
        let height = max(1, Int((Double(bitmap.height) * scale).rounded()))
        let key = "\(picture.name)|\(picture.box.fingerprint)|\(picture.opacity)|\(size)"
        let fitted: RGBABitmap
        if let kept = fittedPictures[key] {
            fitted = kept
        } else {
            guard var resampled = try? bitmap.resampled(width: width, height: height) else { return }
            if picture.opacity < 1 {
                let keep = picture.opacity
                resampled = RGBABitmap(
                    width: resampled.width, height: resampled.height,
                    pixels: resampled.pixels.map { UInt8((Double($0) * keep).rounded()) })
            }
            fittedPictures[key] = resampled
            fitted = resampled
        }
        let x = box.x + Int((Double(box.width - width) * picture.anchor.x).rounded())
        let y = box.y + Int((Double(box.height - height) * picture.anchor.y).rounded())
        canvas.composite(fitted, atX: x, y: y)
    }
}
