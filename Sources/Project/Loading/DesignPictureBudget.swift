import Foundation
import Imaging
import SafeFiles

/// The pixels one design's pictures may hold together (`DesignLimits.picturePixels`), counted
/// from each file's header before it is decoded, each real file once however the design
/// names it.
struct DesignPictureBudget {
    private var counted: Set<FileIdentity> = []
    private var pixels = 0

    /// Counts the picture at `path` in, or says why it would go past the budget.
    mutating func admit(_ path: String) -> Result<Void, DesignPictureCache.Failure> {
        if let identity = FileIdentity(path: path), counted.contains(identity) { return .success(()) }
        let size: PixelSize
        do {
            size = try ImageDecoder(maximumPixels: DesignLimits.picturePixels).probe(contentsOf: path).size
        } catch {
            return .failure(DesignPictureCache.Failure(reason: error.message))
        }
        let total = pixels + size.width * size.height
        guard total <= DesignLimits.picturePixels else {
            return .failure(
                DesignPictureCache.Failure(
                    reason: "the design's pictures would hold \(Self.megapixels(total)) megapixels together; "
                        + "at most \(Self.megapixels(DesignLimits.picturePixels)) are allowed"))
        }
        pixels = total
        if let identity = FileIdentity(path: path) { counted.insert(identity) }
        return .success(())
    }

    private static func megapixels(_ pixels: Int) -> Int {
        Int((Double(pixels) / 1_000_000).rounded())
    }
}
