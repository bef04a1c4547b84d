import CHarfBuzz
import Foundation

/// One face of a font file opened with HarfBuzz: the owner of an `hb_blob_t`
/// (the mapped file) and an `hb_face_t`, destroyed together in `deinit`.
///
/// Used by `FontLibrary` to read names and coverage, and by `Typesetter` to
/// shape. HarfBuzz reads the file itself (mapped, not copied), so opening the
/// same file in several typesetters shares its pages.
final class HarfBuzzFace {
    let file: URL
    let faceIndex: Int
    /// The `hb_face_t`; valid as long as this object lives.
    let handle: OpaquePointer
    private let blob: OpaquePointer

    /// Opens face `faceIndex` of `file`, which must exist and be a font.
    init(file: URL, faceIndex: Int) throws(TypesettingError) {
        let path = file.path
        guard let index = UInt32(exactly: faceIndex) else {
            throw TypesettingError(.invalidValue("face index \(faceIndex) is out of range"), file: path)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            let reason =
                FileManager.default.isReadableFile(atPath: path) ? "it cannot be mapped" : "no such readable file"
            throw TypesettingError(.unreadableFont(reason), file: path)
        }
        let faceCount = hb_face_count(blob)
        guard index < faceCount else {
            hb_blob_destroy(blob)
            let reason =
                faceCount == 0
                ? "it is not a TrueType/OpenType font or collection" : "it has \(faceCount) faces, not \(faceIndex + 1)"
            throw TypesettingError(.unreadableFont(reason), file: path)
        }
        guard let face = hb_face_create(blob, index) else {
            hb_blob_destroy(blob)
            throw TypesettingError(.library("HarfBuzz could not create a face"), file: path)
        }
        self.file = file
        self.faceIndex = faceIndex
        self.blob = blob
        self.handle = face
    }

    deinit {
        hb_face_destroy(handle)
        hb_blob_destroy(blob)
    }

    /// How many faces `file` holds; 0 when it is not a font file.
    static func faceCount(of file: URL) throws(TypesettingError) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else {
            throw TypesettingError(.unreadableFont("cannot read the file"), file: file.path)
        }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    // MARK: - Names

    /// Name-table entries the library matches font names against.
    enum NameID {
        static let family: UInt32 = 1
        static let subfamily: UInt32 = 2
        static let fullName: UInt32 = 4
        static let postScriptName: UInt32 = 6
        static let typographicFamily: UInt32 = 16
        static let typographicSubfamily: UInt32 = 17
        static let wwsFamily: UInt32 = 21
        static let wwsSubfamily: UInt32 = 22
    }

    /// The English (or else the default) text of name-table entry `id`, if present.
    func name(_ id: UInt32) -> String? {
        let english = hb_language_from_string("en", -1)
        return name(id, language: english) ?? name(id, language: nil)
    }

    private func name(_ id: UInt32, language: hb_language_t?) -> String? {
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(handle, hb_ot_name_id_t(id), language, &length, nil)
        guard total > 0 else { return nil }
        var size = total + 1
        let bytes = [CChar](unsafeUninitializedCapacity: Int(size)) { buffer, count in
            _ = hb_ot_name_get_utf8(handle, hb_ot_name_id_t(id), language, &size, buffer.baseAddress)
            count = Int(size)
        }
        let text = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// The named instances of a variable font: subfamily ("Bold") and PostScript name.
    func namedInstances() -> [(style: String, postScriptName: String?)] {
        let count = hb_ot_var_get_named_instance_count(handle)
        return (0..<count).compactMap { index in
            let styleID = hb_ot_var_named_instance_get_subfamily_name_id(handle, index)
            guard let style = name(styleID) else { return nil }
            let postScriptID = hb_ot_var_named_instance_get_postscript_name_id(handle, index)
            return (style, name(postScriptID))
        }
    }

    // MARK: - Colour

    /// Whether the face draws glyphs in colour: bitmaps (CBDT, sbix) or layers (COLR).
    var hasColorGlyphs: Bool {
        hb_ot_color_has_png(handle) != 0 || hb_ot_color_has_layers(handle) != 0
    }

    // MARK: - Integrity

    /// The tags of tables the face lists but the file does not hold whole (a truncated or
    /// damaged file): HarfBuzz hands out an empty blob for a table that runs past the end.
    func damagedTables() -> [String] {
        var count: UInt32 = 0
        let total = hb_face_get_table_tags(handle, 0, &count, nil)
        guard total > 0 else { return [] }
        var tags = [hb_tag_t](repeating: 0, count: Int(total))
        count = total
        _ = tags.withUnsafeMutableBufferPointer { hb_face_get_table_tags(handle, 0, &count, $0.baseAddress) }
        var damaged: [String] = []
        for tag in tags.prefix(Int(count)) {
            guard let table = hb_face_reference_table(handle, tag) else { continue }
            defer { hb_blob_destroy(table) }
            if hb_blob_get_length(table) == 0 {
                let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
                damaged.append(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces))
            }
        }
        return damaged
    }

    // MARK: - Coverage

    /// The code points the face's cmap maps to glyphs.
    func coverage() throws(TypesettingError) -> CharacterCoverage {
        guard let set = hb_set_create() else {
            throw TypesettingError(.library("HarfBuzz could not allocate a set"), file: file.path)
        }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(handle, set)
        guard hb_set_allocation_successful(set) != 0 else {
            throw TypesettingError(.library("HarfBuzz ran out of memory reading the character map"), file: file.path)
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = UInt32.max
        var last = UInt32.max
        while hb_set_next_range(set, &first, &last) != 0 {
            ranges.append(first...last)
        }
        return CharacterCoverage(ranges: ranges)
    }
}
