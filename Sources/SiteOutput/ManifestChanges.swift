import SafeText

/// What one build changed in the build record, kept as a line appended to
/// `manifest.changes` beside the record instead of the whole record written again.
///
/// At 10,000 quotes the record is 53,000 entries (10 MB), and writing all of it was a tenth
/// of a one-quote rebuild that changed a few dozen. A line names the record it follows
/// (`base`, the record's `generation`): a line of another record, or one cut short by a
/// build that was killed, is not applied, and the next build writes the whole record again
/// (the killed build's files are in its journal meanwhile, as they would be without this).
struct ManifestChanges: Equatable {
    /// The `generation` of the record these changes apply to.
    var base: String
    /// Entries added or replaced.
    var files: [String: BuildManifest.Entry] = [:]
    /// Paths no longer recorded.
    var removed: [String] = []
    var foldersAdded: [String] = []
    var foldersRemoved: [String] = []

    init(base: String) {
        self.base = base
    }

    /// Where the changes between two records can be, as the build that made the new one
    /// knows: looking only there spares comparing 53,000 entries for the few dozen a
    /// one-quote rebuild changes.
    struct Candidates {
        /// The paths whose entries may differ.
        var made: [String]
        /// The paths of the old record missing from the new one (the build found them when
        /// it looked for files to remove).
        var removed: [String]
    }

    /// The changes that make `old` into `new`, looked for among `candidates`.
    init(from old: BuildManifest, to new: BuildManifest, candidates: Candidates, base: String) {
        self.base = base
        for path in candidates.made {
            guard let entry = new.files[path], old.files[path] != entry else { continue }
            files[path] = entry
        }
        // Not looked for again among the old record's 50,000 paths (2–3 % of a rebuild that
        // removed one file); a debug build checks that none is missed.
        removed = PathOrder.sorted(candidates.removed.filter { old.files[$0] != nil && new.files[$0] == nil })
        assert(removed.count == old.files.keys.lazy.filter { new.files[$0] == nil }.count)
        if old.folders != new.folders {
            let before = Set(old.folders), after = Set(new.folders)
            foldersAdded = new.folders.filter { !before.contains($0) }
            foldersRemoved = old.folders.filter { !after.contains($0) }
        }
    }

    var isEmpty: Bool {
        files.isEmpty && removed.isEmpty && foldersAdded.isEmpty && foldersRemoved.isEmpty
    }

    /// Applies the changes; the folders stay sorted, as the record keeps them.
    func apply(to manifest: inout BuildManifest) {
        for (path, entry) in files { manifest.files[path] = entry }
        for path in removed { manifest.files[path] = nil }
        if !foldersAdded.isEmpty || !foldersRemoved.isEmpty {
            let gone = Set(foldersRemoved)
            var folders = Set(manifest.folders.filter { !gone.contains($0) })
            folders.formUnion(foldersAdded)
            manifest.folders = folders.sorted()
        }
    }

    /// The changes as one line of JSON, ending in a line break.
    func encoded() -> [UInt8] {
        var output: [UInt8] = []
        func string(_ text: String) { JSONString.write(text, into: &output, htmlSafe: false) }
        func strings(_ values: [String]) {
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                string(value)
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(contentsOf: #"{"base":"#.utf8)
        string(base)
        output.append(contentsOf: #","files":{"#.utf8)
        for (index, path) in PathOrder.sorted(files.keys).enumerated() {
            guard let entry = files[path] else { continue }
            if index > 0 { output.append(UInt8(ascii: ",")) }
            entry.write(at: path, into: &output)
        }
        output.append(contentsOf: #"},"foldersAdded":"#.utf8)
        strings(foldersAdded)
        output.append(contentsOf: #","foldersRemoved":"#.utf8)
        strings(foldersRemoved)
        output.append(contentsOf: #","removed":"#.utf8)
        strings(removed)
        output.append(contentsOf: "}\n".utf8)
        return output
    }
}
