extension Array where Element == UInt8 {
    /// The UTF-8 text of `range`; decoding from a buffer pointer takes the standard
    /// library's fast path, which an `ArraySlice` does not.
    func utf8String(_ range: Range<Int>) -> String {
        withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
