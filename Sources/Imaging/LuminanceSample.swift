/// The distribution of relative luminance over a region of an image.
public struct LuminanceSample: Sendable {
    static let bucketCount = 1024

    /// Counts of pixels per luminance bucket (`bucketCount` buckets over 0…1).
    let histogram: [Int]

    public var count: Int { histogram.reduce(0, +) }

    /// The luminance below which `fraction` (0…1) of the pixels lie; 0 for an empty sample.
    public func percentile(_ fraction: Double) -> Double {
        let total = count
        guard total > 0 else { return 0 }
        let wanted = Int((Double(total) * min(max(fraction, 0), 1)).rounded(.up))
        var seen = 0
        for (bucket, pixels) in histogram.enumerated() {
            seen += pixels
            if seen >= max(wanted, 1) { return (Double(bucket) + 1) / Double(histogram.count) }
        }
        return 1
    }

    public var mean: Double {
        let total = count
        guard total > 0 else { return 0 }
        let sum = histogram.enumerated().reduce(0.0) { $0 + (Double($1.offset) + 0.5) * Double($1.element) }
        return sum / Double(histogram.count) / Double(total)
    }
}
