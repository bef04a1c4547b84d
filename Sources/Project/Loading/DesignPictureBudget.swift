import Cards
import SafeFiles

/// The pixels one design's pictures may hold together (`DesignLimits.picturePixels`), counted
/// from each file's header before it is decoded, each real file once however the design
/// names it.
struct DesignPictureBudget {
    private var counted: Set<FileIdentity> = []
    private var pixels = 0

    /// Counts a picture of `pixels` in (the file `identity`, once), or says why it would go past
    /// the budget.
    mutating func admit(_ identity: FileIdentity?, pixels added: Int) -> Result<Void, DesignPictureError> {
        if let identity, counted.contains(identity) { return .success(()) }
        let total = pixels + added
        guard total <= DesignLimits.picturePixels else {
            return .failure(
                DesignPictureError(
                    reason: "the design's pictures would hold \(Self.megapixels(total)) megapixels together; "
                        + "at most \(Self.megapixels(DesignLimits.picturePixels)) are allowed"))
        }
        pixels = total
        if let identity { counted.insert(identity) }
        return .success(())
    }

    private static func megapixels(_ pixels: Int) -> Int {
        Int((Double(pixels) / 1_000_000).rounded())
    }
}
