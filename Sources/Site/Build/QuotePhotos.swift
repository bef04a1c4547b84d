import Hashing

/// The photo of a quote that has none of its own: one of `images/`, chosen once and then
/// kept by the published record, so that adding or renaming a photo moves no card that does
/// not show it.
///
/// A new choice ranks the photos by a hash of the quote's address and the photo's path and
/// takes the first (rendezvous hashing): a new photo takes only the quotes for which it ranks
/// first, and a record that begins now keeps the choice earlier versions made.
struct QuotePhotos {
    /// The photos under `images/`.
    let available: [String]
    private let availableSet: Set<String>
    /// Whether the published record begins with this build.
    let recordIsNew: Bool
    /// The choice earlier versions made, by address alone.
    let oldChoice: (String) -> String?

    init(available: [String], recordIsNew: Bool, oldChoice: @escaping (String) -> String?) {
        self.available = available
        availableSet = Set(available)
        self.recordIsNew = recordIsNew
        self.oldChoice = oldChoice
    }

    func photo(for address: String, recorded: String?) -> String? {
        if let recorded, availableSet.contains(recorded) { return recorded }
        if recordIsNew { return oldChoice(address) }
        return available.map { (SHA256.hexDigest(of: address + "\n" + $0), $0) }.min { $0.0 < $1.0 }?.1
    }
}
