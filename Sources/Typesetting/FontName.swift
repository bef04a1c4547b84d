/// How font names given by people are compared and split.
enum FontName {
    /// Case, spaces, hyphens and underscores do not matter:
    /// "League Spartan Bold", "LeagueSpartan-Bold" and "leaguespartanbold" are one name.
    static func normalized(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }

    static func isRegular(_ style: String) -> Bool {
        ["regular", "book", "normal", "roman", "plain"].contains(normalized(style))
    }

    /// The readings of "Noto Sans Arabic Bold" as family plus style: first the
    /// whole name as a family, then with the last one, two or three words as the style.
    static func readings(of name: String) -> [(family: String, style: String?)] {
        let words = name.split(separator: " ")
        var readings: [(family: String, style: String?)] = [(name, nil)]
        for styleWords in 1..<max(1, min(4, words.count)) {
            let family = words.dropLast(styleWords).joined(separator: " ")
            let style = words.suffix(styleWords).joined(separator: " ")
            readings.append((family, style))
        }
        return readings
    }

    /// Whether a name should be read as a path to a font file.
    static func isPath(_ name: String) -> Bool {
        if name.contains("/") { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return FontDirectoryIndex.fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
