/// How many pages a build has, and how many of them it wrote: new, or with other bytes than
/// the file held. The rest were up to date and left untouched, which is what a publisher
/// uploading the output folder wants to know after a typo fix.
public struct PageCount: Sendable, Equatable {
    public var total = 0
    public var written = 0

    public init(total: Int = 0, written: Int = 0) {
        self.total = total
        self.written = written
    }

    public static func + (left: PageCount, right: PageCount) -> PageCount {
        PageCount(total: left.total + right.total, written: left.written + right.written)
    }

    public static func += (left: inout PageCount, right: PageCount) {
        left = left + right
    }
}
