/// The members of a JSON object in file order, with the position of each key.
struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var keyPosition: TextPosition
        var value: JSONValue
    }

    /// Records have a dozen keys at most, and scanning that few beats hashing;
    /// an index is built only for objects larger than this.
    private static let indexThreshold = 16

    private(set) var members: [Member] = []
    private var indexByKey: [String: Int]?

    /// Adds a member, or returns the existing member with the same key.
    mutating func insert(_ member: Member) -> Member? {
        if let existing = self[member.key] { return existing }
        members.append(member)
        if indexByKey != nil {
            indexByKey?[member.key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            indexByKey = Dictionary(members.enumerated().map { ($1.key, $0) }) { first, _ in first }
        }
        return nil
    }

    subscript(key: String) -> Member? {
        if let indexByKey { return indexByKey[key].map { members[$0] } }
        return members.first { $0.key == key }
    }
}
