import Foundation
import SafeFiles

/// The faces of the font files in one folder (a project's `fonts/`), with every
/// name each goes by, so a font can be found by family and style, full name,
/// PostScript name or file name.
struct FontDirectoryIndex {
    /// One face, or one named instance of a variable face.
    struct Entry {
        var file: URL
        var faceIndex: Int
        var namedInstance: Int?
        var family: String
        var style: String
        /// Normalised family names (typographic, legacy, WWS).
        var families: Set<String>
        /// Normalised names that identify this face alone: full name, PostScript
        /// name, family + style and, for the file's first face, the file name.
        var identities: Set<String>
        var isRegular: Bool
    }

    let folder: URL
    let entries: [Entry]
    let fileCount: Int
    /// Files with a font extension that were not read, with why.
    let refused: [(file: URL, problem: String)]

    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Indexes the fonts of `folder`; a file must be a regular file that (links resolved)
    /// stays inside `root`, checked by type before anything opens it.
    init(folder: URL, confinedTo root: URL? = nil) {
        self.folder = folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let fontFiles = names.filter { Self.fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        var entries: [Entry] = []
        var refused: [(file: URL, problem: String)] = []
        let confinement = root.flatMap { InputFile.Root(path: $0.path) }
        for name in fontFiles {
            let file = folder.appendingPathComponent(name)
            do {
                _ = try InputFile.check(file.path, inside: confinement)
            } catch {
                refused.append((file, error.description + "; ignored"))
                continue
            }
            do {
                let found = try Self.entries(of: file)
                if found.isEmpty {
                    refused.append((file, "it has no face with a family name; ignored"))
                } else {
                    entries += found
                }
            } catch {
                refused.append((file, error.reason.description + "; ignored"))
            }
        }
        self.entries = entries
        self.fileCount = fontFiles.count
        self.refused = refused
    }

    /// The face `name` identifies: an exact identity first, else a family,
    /// preferring its regular style.
    func entry(named name: String) -> Entry? {
        let key = FontName.normalized(name)
        if let exact = entries.first(where: { $0.identities.contains(key) }) { return exact }
        let family = entries.filter { $0.families.contains(key) }
        return family.first(where: \.isRegular) ?? family.first
    }

    private static func entries(of file: URL) throws(TypesettingError) -> [Entry] {
        let stem = FontName.normalized(file.deletingPathExtension().lastPathComponent)
        var entries: [Entry] = []
        for faceIndex in 0..<(try HarfBuzzFace.faceCount(of: file)) {
            let face = try HarfBuzzFace(file: file, faceIndex: faceIndex)
            typealias ID = HarfBuzzFace.NameID
            let familyNames = [ID.typographicFamily, ID.family, ID.wwsFamily].compactMap(face.name)
            guard let family = familyNames.first else { continue }
            let families = Set(familyNames.map(FontName.normalized))
            let style = [ID.typographicSubfamily, ID.subfamily].lazy.compactMap(face.name).first ?? "Regular"
            var identities = Set([ID.fullName, ID.postScriptName].compactMap(face.name).map(FontName.normalized))
            for familyName in familyNames { identities.insert(FontName.normalized(familyName + style)) }
            if faceIndex == 0 { identities.insert(stem) }
            entries.append(
                Entry(
                    file: file, faceIndex: faceIndex, namedInstance: nil, family: family, style: style,
                    families: families, identities: identities, isRegular: FontName.isRegular(style)
                )
            )
            for (instance, named) in face.namedInstances().enumerated() {
                var identities = Set(familyNames.map { FontName.normalized($0 + named.style) })
                if let postScriptName = named.postScriptName { identities.insert(FontName.normalized(postScriptName)) }
                entries.append(
                    Entry(
                        file: file, faceIndex: faceIndex, namedInstance: instance, family: family, style: named.style,
                        families: families, identities: identities, isRegular: false
                    )
                )
            }
        }
        return entries
    }
}
