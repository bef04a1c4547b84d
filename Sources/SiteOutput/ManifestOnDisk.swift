/// How an output folder's build record stands on disk: what the next build needs to know
/// to append its changes (`ManifestChanges`) instead of writing the whole record again.
struct ManifestOnDisk: Sendable {
    /// The record file's `generation`; nil for one written before changes were appended.
    var generation: String?
    /// The sizes of the record file and of its changes file.
    var recordBytes: Int
    var changesBytes = 0
    /// Whether every line of the changes file applied to the record. When one did not (a
    /// line cut short, a line of an older record) the next record is written whole.
    var changesApply = true
    /// The record as the files hold it, changes applied: what the next changes are taken
    /// against. Nil when no record was read.
    var recorded: BuildManifest?

    init(generation: String?, recordBytes: Int) {
        self.generation = generation
        self.recordBytes = recordBytes
    }

    /// The most the changes file may hold whatever the record's size: 16 KB is read in no
    /// time, and spares a small site's record being written whole on every build.
    static let smallestChangesLimit = 16_384

    /// Whether `lineBytes` more may be appended: the changes stay under an eighth of the
    /// record (or `smallestChangesLimit`), so reading them adds little to reading it, and at
    /// 10,000 quotes about 500 one-quote rebuilds (2.5 KB a line) pass between two writings of the whole.
    func mayAppend(_ lineBytes: Int, tool: String) -> Bool {
        guard changesApply, generation != nil, let recorded, recorded.tool == tool else { return false }
        return changesBytes + lineBytes <= max(recordBytes / 8, Self.smallestChangesLimit)
    }
}
