/// The members of a JSON object in file order, with the position of each key.
struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var keyPosition: TextPosition
        var value: JSONValue
    }

    private(set) var members: [Member] = []
    private var indexByKey: [String: Int] = [:]

    /// Adds a member, or returns the existing member with the same key.
    mutating func insert(_ member: Member) -> Member? {
        if let existing = indexByKey[member.key] { return members[existing] }
        indexByKey[member.key] = members.count
        members.append(member)
        return nil
    }

    subscript(key: String) -> Member? {
        indexByKey[key].map { members[$0] }
    }
}
