/// A rendered card file the pages link to.
struct CardFile: Sendable, Hashable {
    /// Path relative to the output root.
    var path: String
    var width: Int
    var height: Int
    var mediaType: String
    /// A short hash of what the file holds, for links that must see a new version at the
    /// same address (`?v=`); empty for files whose name changes with their content.
    var version = ""
    /// The same picture in a more compact encoding (AVIF), for a `<picture>`'s sources: a
    /// browser that reads it loads it instead of this file.
    var alternatives: [CardFile] = []
    /// The name the file is saved and shared under when its own name says nothing (a sealed
    /// door's card: the name it has once the door is open).
    var savedName: String?

    /// What pages link to: the path, with `?v=<version>` when the address is permanent, so a
    /// re-rendered card at the same URL is fetched again by browsers and CDNs.
    var reference: String {
        version.isEmpty ? path : "\(path)?v=\(version)"
    }

    /// The file's name when shared or saved: `cards/<id>/og.jpg` is `<id>-og.jpg` (every card's
    /// file would otherwise be "og.jpg"); other files keep theirs.
    var downloadName: String {
        if let savedName { return savedName }
        let parts = path.split(separator: "/")
        guard parts.count == 3, parts[0] == "cards" else { return String(parts.last ?? "card") }
        return "\(parts[1])-\(parts[2])"
    }
}
