/// How many pages a build has, how many of them it wrote (new, or with other bytes than the
/// file held), and how many it left alone (a file not Draper's in the way, with a warning).
/// The rest were up to date and untouched, which is what a publisher uploading the output
/// folder wants to know after a typo fix.
public struct PageCount: Sendable, Equatable {
    public var total = 0
    public var written = 0
    public var leftAlone = 0

    public init(total: Int = 0, written: Int = 0, leftAlone: Int = 0) {
        self.total = total
        self.written = written
        self.leftAlone = leftAlone
    }

    /// The pages whose files already held what this build would write.
    public var upToDate: Int { total - written - leftAlone }

    public static func + (left: PageCount, right: PageCount) -> PageCount {
        PageCount(
            total: left.total + right.total, written: left.written + right.written,
            leftAlone: left.leftAlone + right.leftAlone)
    }

    public static func += (left: inout PageCount, right: PageCount) {
        left = left + right
    }
}
