/// Why a picture a design names cannot be used, as the design's message says it.
public struct DesignPictureError: Error, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
