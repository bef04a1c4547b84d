import Imaging

/// The pictures a design's image layers show: each file decoded once, however many layers
/// name it, and all of them together within `DesignLimits.picturePixels`, counted from their
/// headers before any is decoded.
struct DesignPictures {
    /// Why a picture cannot be used, as the end of a sentence.
    struct Refusal: Error {
        var reason: String
    }

    private var decoded: [String: RGBABitmap] = [:]
    private var pixels = 0

    mutating func picture(at path: String) -> Result<RGBABitmap, Refusal> {
        if let kept = decoded[path] { return .success(kept) }
        let decoder = ImageDecoder(maximumPixels: DesignLimits.picturePixels)
        do {
            let size = try decoder.probe(contentsOf: path).size
            let total = pixels + size.width * size.height
            guard total <= DesignLimits.picturePixels else {
                return .failure(
                    Refusal(
                        reason: "the design's pictures would hold \(Self.megapixels(total)) megapixels together; "
                            + "at most \(Self.megapixels(DesignLimits.picturePixels)) are allowed"))
            }
            pixels = total
            let bitmap = try decoder.decodeWithTransparency(contentsOf: path)
            decoded[path] = bitmap
            return .success(bitmap)
        } catch {
            return .failure(Refusal(reason: error.message))
        }
    }

    private static func megapixels(_ pixels: Int) -> Int {
        Int((Double(pixels) / 1_000_000).rounded())
    }
}
