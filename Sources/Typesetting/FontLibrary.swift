public import Foundation
import SafeFiles
import Synchronization

/// Finds fonts by name: a path to a font file, or a family name with an
/// optional style ("League Spartan Bold", "Noto Sans CJK JP").
///
/// A name is looked up first among the font files of the project's fonts folder
/// (matched by family and style, full name, PostScript name and file name), then
/// among the system's fonts through fontconfig. fontconfig always offers *some*
/// font, so its answer counts only when its family (and the style, if one was
/// asked for) is the one named; otherwise the font is not found, and the error
/// says where the library looked.
///
/// The library is shared by all threads; answers are cached.
///
/// ```swift
/// let library = FontLibrary(fontsDirectory: project.appending(path: "fonts"))
/// let chain = try library.chain(["League Spartan Bold", "Noto Sans CJK JP", "Symbola"])
/// ```
public final class FontLibrary: Sendable {
    /// The project's fonts folder, searched before the system fonts.
    public let fontsDirectory: URL?
    /// The folder relative paths are resolved against (the project folder).
    public let baseDirectory: URL?

    private struct State {
        var fonts: [String: Font] = [:]
        var directory: FontDirectoryIndex?
        /// Installed fonts found for characters no chain had, by scalars and style.
        var fallbacks: [String: Font?] = [:]
    }

    private let state = Mutex(State())

    public init(fontsDirectory: URL? = nil, baseDirectory: URL? = nil) {
        self.fontsDirectory = fontsDirectory
        self.baseDirectory = baseDirectory
    }

    /// The font `name` stands for: a font file path (`.ttf`, `.otf`, `.ttc`,
    /// `.otc`, or any name containing `/`) or a family with an optional style.
    public func font(named name: String) throws(TypesettingError) -> Font {
        let name = name.trimmingCharacters(in: .whitespaces)
        return try state.withLock { state throws(TypesettingError) -> Font in
            if let font = state.fonts[name] { return font }
            let font = try FontName.isPath(name) ? fontFile(at: name) : lookUp(name, in: &state)
            state.fonts[name] = font
            return font
        }
    }

    /// The metrics of `font` (FreeType's reading of its tables), for a page's fallback font.
    public func metrics(of font: Font) throws(TypesettingError) -> FontMetrics {
        try FreeTypeFace(font: font, library: FreeTypeLibrary()).metrics()
    }

    /// A fallback chain of the fonts `names` stand for, in that order; characters none of
    /// them has are looked for among every installed font (`fallbackFont`).
    public func chain(_ names: [String]) throws(TypesettingError) -> FontChain {
        var fonts: [Font] = []
        for name in names { fonts.append(try font(named: name)) }
        return try FontChain(fonts, fallback: self)
    }

    /// An installed font with every scalar of `character` that needs a glyph, as close as
    /// fontconfig finds to `style` (weight and slant) for `language` — in colour for a
    /// character with emoji presentation; nil when no installed font has them.
    ///
    /// fontconfig's own order puts a face that covers many scripts (DejaVu Sans) before the
    /// face made for one (Noto Sans Lao), and its sans-serif list has serif faces for some
    /// scripts (Sinhala). So among the faces it offers, one of the superfamily of `related`
    /// (the chain's own families: "Noto Sans Bold" in the chain finds "Noto Sans Lao Bold"),
    /// else of Noto Sans, Debian's face for every script, comes first; fontconfig's order
    /// decides the rest.
    public func fallbackFont(
        for character: Character, like style: Font, language: String? = nil, related: [String] = []
    ) -> Font? {
        let needed = character.unicodeScalars.filter(FontChain.needsGlyph)
        guard !needed.isEmpty else { return nil }
        let emoji = EmojiPresentation.prefersEmoji(character)
        let superfamilies = (related + ["Noto Sans"]).map { FontName.normalized($0) }
        let key = [
            needed.map { String($0.value, radix: 16) }.joined(separator: " "), "\(style.isBold)", "\(style.isItalic)",
            "\(emoji)", language ?? "", superfamilies.joined(separator: ","),
        ].joined(separator: "|")
        return state.withLock { state -> Font? in
            if let cached = state.fallbacks[key] { return cached }
            let candidates =
                (try? Fontconfig.fonts(
                    covering: Array(needed), bold: style.isBold, italic: style.isItalic, color: emoji,
                    language: language, limit: 32)) ?? []
            func rank(_ match: Fontconfig.Match) -> Int {
                guard !emoji else { return 0 }
                let families = match.families.map { FontName.normalized($0) }
                // Names compare without spaces: "notosanslao" is of the superfamily "notosans".
                return superfamilies.firstIndex { family in families.contains { $0.hasPrefix(family) } }
                    ?? superfamilies.count
            }
            let ranked = candidates.enumerated().map { (rank: rank($0.element), order: $0.offset, match: $0.element) }
                .sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
            var found: Font?
            for candidate in ranked.map(\.match) {
                let instance = candidate.index >> 16
                guard
                    let font = try? makeFont(
                        file: URL(fileURLWithPath: candidate.file), faceIndex: candidate.index & 0xFFFF,
                        namedInstance: instance > 0 ? instance - 1 : nil),
                    needed.allSatisfy(font.covers)
                else { continue }
                found = font
                break
            }
            state.fallbacks[key] = .some(found)
            return found
        }
    }

    /// The face a language is written in where its script's usual face is wrong for it: Urdu
    /// in Nastaliq, not the Naskh of Arabic (bold if `style` is and the face has a bold); nil
    /// for other languages, or when the face is not installed.
    public func languageFace(for language: String?, like style: Font) -> Font? {
        guard let family = language.flatMap(Self.languageFamily) else { return nil }
        for name in style.isBold ? [family + " Bold", family] : [family] {
            if let font = try? font(named: name) { return font }
        }
        return nil
    }

    /// Faces by language, for scripts whose languages are written in different styles. Hand
    /// kept: no library says which style readers of a language expect.
    private static func languageFamily(_ language: String) -> String? {
        let base = language.split(separator: "-").first?.lowercased()
        return base == "ur" ? "Noto Nastaliq Urdu" : nil
    }

    // MARK: - Lookup

    private func fontFile(at name: String) throws(TypesettingError) -> Font {
        let file: URL
        if name.hasPrefix("/") {
            file = URL(fileURLWithPath: name)
        } else if let baseDirectory {
            file = baseDirectory.appendingPathComponent(name)
        } else {
            file = URL(fileURLWithPath: name)
        }
        switch FileKind(path: file.path) {
        case .missing: throw TypesettingError(.fontNotFound(name: name, searched: ["the file \(file.path)"]))
        case .regular: break
        // By type, before HarfBuzz opens it: a FIFO would block the build.
        case let kind: throw TypesettingError(.unreadableFont("it is \(kind), not a font file"), file: file.path)
        }
        return try makeFont(file: file, faceIndex: 0, namedInstance: nil)
    }

    private func lookUp(_ name: String, in state: inout State) throws(TypesettingError) -> Font {
        var searched: [String] = []
        if let fontsDirectory {
            if state.directory == nil {
                state.directory = FontDirectoryIndex(folder: fontsDirectory, confinedTo: baseDirectory)
            }
            if let directory = state.directory {
                if let entry = directory.entry(named: name) {
                    return try makeFont(
                        file: entry.file, faceIndex: entry.faceIndex, namedInstance: entry.namedInstance)
                }
                searched.append(Self.summary(of: directory))
            }
        }
        var offered: String?
        var familyWithoutStyle: (family: String, style: String)?
        for reading in FontName.readings(of: name) {
            guard let match = try Fontconfig.bestMatch(family: reading.family, style: reading.style) else { continue }
            offered =
                offered
                ?? match.families.first.map { family in
                    match.styles.first.map { "\(family) \($0)" } ?? family
                }
            guard Self.accepts(match, family: reading.family, style: nil) else { continue }
            guard Self.accepts(match, family: reading.family, style: reading.style) else {
                familyWithoutStyle = familyWithoutStyle ?? reading.style.map { (reading.family, $0) }
                continue
            }
            let instance = match.index >> 16
            return try makeFont(
                file: URL(fileURLWithPath: match.file),
                faceIndex: match.index & 0xFFFF,
                namedInstance: instance > 0 ? instance - 1 : nil
            )
        }
        if let familyWithoutStyle {
            searched.append(
                "the system fonts, which have \(familyWithoutStyle.family) but not in style '\(familyWithoutStyle.style)'"
            )
        } else {
            searched.append("the system fonts" + (offered.map { " (fontconfig's closest is \($0))" } ?? ""))
        }
        throw TypesettingError(.fontNotFound(name: name, searched: searched))
    }

    /// fontconfig's answer counts only if it is the family (and style) asked for.
    private static func accepts(_ match: Fontconfig.Match, family: String, style: String?) -> Bool {
        let family = FontName.normalized(family)
        guard match.families.contains(where: { FontName.normalized($0) == family }) else { return false }
        guard let style else { return true }
        let wanted = FontName.normalized(style)
        return match.styles.contains { FontName.normalized($0) == wanted }
    }

    private static func summary(of directory: FontDirectoryIndex) -> String {
        let path = directory.folder.path
        guard FileManager.default.fileExists(atPath: path) else { return "the fonts folder \(path) (missing)" }
        var text = "the fonts folder \(path) (\(directory.fileCount) font file\(directory.fileCount == 1 ? "" : "s")"
        let refused = directory.refused.map(\.file.lastPathComponent)
        if !refused.isEmpty { text += "; not read: \(refused.joined(separator: ", "))" }
        return text + ")"
    }

    /// The files of the fonts folder that were not read, with why: FIFOs and other special
    /// files, links that leave the project, files that are not fonts.
    public func fontsFolderProblems() -> [(file: URL, problem: String)] {
        guard let fontsDirectory else { return [] }
        return state.withLock { state in
            if state.directory == nil {
                state.directory = FontDirectoryIndex(folder: fontsDirectory, confinedTo: baseDirectory)
            }
            return state.directory?.refused ?? []
        }
    }

    private func makeFont(file: URL, faceIndex: Int, namedInstance: Int?) throws(TypesettingError) -> Font {
        let face = try HarfBuzzFace(file: file, faceIndex: faceIndex)
        // Found once here rather than by FreeType on every card.
        let damaged = face.damagedTables()
        if !damaged.isEmpty {
            throw TypesettingError(
                .unreadableFont(
                    "the file is truncated or damaged (its \(damaged.map { "'\($0)'" }.joined(separator: ", ")) table\(damaged.count == 1 ? " is" : "s are") cut off)"
                ), file: file.path)
        }
        typealias ID = HarfBuzzFace.NameID
        let family =
            [ID.typographicFamily, ID.family].lazy.compactMap(face.name).first
            ?? file.deletingPathExtension().lastPathComponent
        var style = [ID.typographicSubfamily, ID.subfamily].lazy.compactMap(face.name).first ?? "Regular"
        if let namedInstance {
            let instances = face.namedInstances()
            guard instances.indices.contains(namedInstance) else {
                throw TypesettingError(.unreadableFont("it has no named instance \(namedInstance)"), file: file.path)
            }
            style = instances[namedInstance].style
        }
        return Font(
            file: file, faceIndex: faceIndex, namedInstance: namedInstance,
            family: family, style: style, isColor: face.hasColorGlyphs, coverage: try face.coverage()
        )
    }
}
