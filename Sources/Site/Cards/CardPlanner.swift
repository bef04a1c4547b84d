import Cards
import Diagnostics
import Foundation
import Hashing
import Imaging
import Project

/// Decides every card file of a build — names, sizes, formats, input keys — before any
/// is rendered, so pages can link to them and unchanged ones can be skipped.
///
/// Every key includes the renderer's revision (`LayeredCardRenderer.revision`) and the whole
/// design (`CardLayout.fingerprint`), so cards drawn by an older renderer, or with another
/// design, are made again.
///
/// A card's address is permanent for as long as its quote (or door) and size exist:
/// `cards/<id>/<size>.<ext>`, re-rendered in place; pages link to it with `?v=<first 10 hex
/// digits of the input key>` so browsers and CDNs fetch a new version. An email already sent
/// and a pasted snippet keep working. Sealed doors are the exception: until a door is open
/// at build time its card sits at `cards/sealed/<80 bits of its key>.<ext>`, a name no one can
/// guess without the door's text, and gets the permanent address once open — keeping the
/// sealed one too, with the same bytes while the card is unchanged, since a visitor whose
/// browser opened the door may have saved or shared it.
struct CardPlanner {
    /// How files are named and what comes with each card.
    enum Naming: Sendable {
        /// For the website: permanent names under `cards/<id>/`, responsive images and email variants.
        case site
        /// For `draper cards`: `<id>-<size>.<ext>` at the top of the output folder, nothing else.
        case batch
    }

    let project: Project
    let fontsFingerprint: String
    let toolVersion: String
    var naming = Naming.site
    private(set) var jobs: [CardJob] = []
    private(set) var diagnostics: DiagnosticCollector
    private var imageDigests: [String: String] = [:]

    init(
        project: Project, fontsFingerprint: String, toolVersion: String,
        diagnosticsPerFile: Int = DiagnosticCollector.defaultPerFileLimit
    ) {
        diagnostics = DiagnosticCollector(perFileLimit: diagnosticsPerFile)
        self.project = project
        self.fontsFingerprint = fontsFingerprint
        self.toolVersion = toolVersion
    }

    var settings: CardSettings { project.config.cards }

    /// Widths, besides the full size, of the responsive images pages pick from: 600 for a grid
    /// thumbnail (260 CSS px) on a 2× screen and a card on a 1× laptop; 800 for a card across
    /// a 2× phone (320 to 400 CSS px: 640 to 800 pixels, where 600 would blur and the full
    /// 1200 would be half as heavy again). Phones at 3× and retina laptops take the full size.
    static let displayWidths = [600, 800]

    /// The size a card page shows large, social previews use, email sends and a locked door
    /// shows: `og` when configured, else the first. Pages read it from the card set.
    var mainSize: CardSize? {
        settings.sizes.first { $0 == .og } ?? settings.sizes.first
    }

    /// The size card grids show: `square` when configured, else the first.
    var gridSize: CardSize? {
        settings.sizes.first { $0 == .square } ?? settings.sizes.first
    }

    /// The size a quote shows on a screen held upright, when it is not the main size:
    /// `portrait` when configured, else `square` — the tallest card that still leaves the
    /// share button in a phone's first screen. Nil when the project has neither.
    var phoneSize: CardSize? {
        let sizes = settings.sizes
        guard let phone = sizes.first(where: { $0 == .portrait }) ?? sizes.first(where: { $0 == .square }),
            phone != mainSize
        else { return nil }
        return phone
    }

    /// The formats of the files every size gets (JPEG, PNG): the first is shared and shown in
    /// link previews. A list with none of them gets JPEG (the loader warns).
    var fileFormats: [DataImageFormat] {
        let files = settings.formats.filter { !$0.isForDisplay }
        return files.isEmpty ? [.jpg] : files
    }

    /// A sealed door's card file: its name is 80 bits of the card's input key.
    static func sealedPath(key: String, _ encoding: EncodingFormat) -> String {
        "cards/sealed/\(key.prefix(20)).\(encoding.fileExtension)"
    }

    /// Plans the cards of a quote or an advent day: the files of every size, the responsive
    /// images of the sizes pages show, and (when asked) the email variant.
    ///
    /// - Parameters:
    ///   - design: the design the cards are drawn with.
    ///   - keepingSealedAddresses: an open door that builds before its date published sealed:
    ///     its files are also written where its sealed page named them, as that page had them.
    ///   - shownUpright: the card is a quote's, whose page shows the phone size
    ///     (`phoneSize`) on a screen held upright: its responsive images are made too.
    ///   - ended: the kinds of card file the site no longer makes that this card had
    ///     (`PublishedRecord.endedCardFiles(publishedSince:)`): made still, at their addresses,
    ///     so that the emails, previews and snippets that show them keep working.
    ///   - formerAddresses: the addresses the quote had before its `id` changed: its files to
    ///     share and email are made there too.
    mutating func planCardSet(
        owner: String, filePrefix: String, content: CardContent, image: String?, focus: FocalPoint?,
        location: SourceLocation, withEmail: Bool, sealed: Bool = false, keepingSealedAddresses: Bool = false,
        design: CardLayout, shownUpright: Bool = false, keeping ended: [PublishedRecord.CardFiles] = []
    ) -> CardSet {
        let planned = cardSet(
            owner: owner, filePrefix: filePrefix, content: content, image: image,
            imageDigest: imageDigest(of: image, location: location), focus: focus, location: location,
            withEmail: withEmail, sealed: sealed, keepingSealedAddresses: keepingSealedAddresses, design: design,
            shownUpright: shownUpright, keeping: ended)
        jobs += planned.jobs
        return planned.set
    }

    /// `planCardSet`'s card set and the jobs that render it, planned without touching the
    /// planner (the photo's digest comes from `imageDigest(of:location:)`): so the cards of
    /// thousands of quotes are planned on every core, and their jobs added in order by `add(_:)`.
    func cardSet(
        owner: String, filePrefix: String, content: CardContent, image: String?, imageDigest: String,
        focus: FocalPoint?, location: SourceLocation, withEmail: Bool, sealed: Bool = false,
        keepingSealedAddresses: Bool = false, design: CardLayout, shownUpright: Bool = false,
        keeping ended: [PublishedRecord.CardFiles] = [], formerAddresses: [String] = []
    ) -> (set: CardSet, jobs: [CardJob]) {
        var set = CardSet()
        var jobs: [CardJob] = []
        let mainSize = self.mainSize, phoneSize = shownUpright ? self.phoneSize : nil
        let shown = Set([mainSize, gridSize, phoneSize].compactMap { $0?.name })
        let fileFormats = self.fileFormats
        let displayFormats = settings.formats.filter(\.isForDisplay)
        set.gridSize = gridSize?.name
        set.mainSize = mainSize?.name
        if naming == .site { set.phoneSize = phoneSize?.name }
        set.shareFormat = fileFormats[0]
        set.displayFormats = displayFormats
        func baseKey(_ pixels: PixelSize) -> InputKey {
            var base = InputKey("card")
            base.add("renderer", String(LayeredCardRenderer.revision))
            base.add("text", content.text)
            base.add("byline", content.byline)
            base.add("lang", content.effectiveLanguage)
            base.add("image", imageDigest)
            base.add("focus", focus.map { "\($0.x),\($0.y)" })
            base.add("size", "\(pixels.width)x\(pixels.height)")
            base.add("layout", design.fingerprint)
            base.add("fonts", fontsFingerprint)
            // What its text blocks show besides the quote, and nothing else: a column no block
            // shows (or the site's address, on a design that does not show it) leaves every
            // card as it is.
            for (name, value) in content.fields.sorted(by: { $0.key < $1.key }) where design.shownFields.contains(name)
            {
                base.add(name, value)
            }
            return base
        }
        func path(_ stem: String, _ key: String, _ encoding: EncodingFormat) -> String {
            switch naming {
            case .batch: "\(filePrefix)-\(stem).\(encoding.fileExtension)"
            case .site where sealed: Self.sealedPath(key: key, encoding)
            case .site: "cards/\(filePrefix)/\(stem).\(encoding.fileExtension)"
            }
        }
        for size in settings.sizes {
            guard let pixels = try? PixelSize(width: size.width, height: size.height) else { continue }
            let base = baseKey(pixels)
            var outputs: [CardOutput] = []
            func file(_ stem: String, _ key: String, _ encoding: EncodingFormat, _ pixels: PixelSize) -> CardFile {
                var file = CardFile(
                    path: path(stem, key, encoding), width: pixels.width, height: pixels.height,
                    mediaType: encoding.mediaType, version: naming == .site && !sealed ? String(key.prefix(10)) : "")
                // Saved from a sealed page under the name it has on the open one, not "sealed-<hash>".
                if naming == .site, sealed { file.savedName = "\(filePrefix)-\(stem).\(encoding.fileExtension)" }
                return file
            }
            let sharesEmail = naming == .site && withEmail && emailSharesFile(of: size)
            let formats = naming == .batch ? settings.formats : fileFormats
            for format in formats {
                let encoding = encodingFormat(format)
                let key = outputKey(base, encoding)
                let stem = Self.stem(of: size, format, among: formats)
                let shared = file(stem, key, encoding, pixels)
                let budget = sharesEmail && format == .jpg ? emailBudget : nil
                outputs.append(CardOutput(path: shared.path, key: key, format: encoding, byteBudget: budget))
                set.files[size.name, default: [:]][format] = shared
                if budget != nil { set.email = shared }
            }
            if naming == .site, shown.contains(size.name) {
                // The pages' images: each display format (or, with none, the share format) at
                // the display widths; the share file is already the full size of its format.
                for format in displayFormats.isEmpty ? [fileFormats[0]] : displayFormats {
                    let encoding = encodingFormat(format)
                    var variants: [CardFile] = []
                    for width in Self.displayWidths where width < size.width {
                        let height = Int((Double(size.height) * Double(width) / Double(size.width)).rounded())
                        guard let scaled = try? PixelSize(width: width, height: height) else { continue }
                        var scaledKey = base
                        scaledKey.add("width", "\(scaled)")
                        let key = outputKey(scaledKey, encoding)
                        let variant = file("\(size.name)-\(width)", key, encoding, scaled)
                        outputs.append(CardOutput(path: variant.path, key: key, format: encoding, scaledSize: scaled))
                        variants.append(variant)
                    }
                    if let full = set.files[size.name]?[format] {
                        variants.append(full)
                    } else {
                        let key = outputKey(base, encoding)
                        let full = file(size.name, key, encoding, pixels)
                        outputs.append(CardOutput(path: full.path, key: key, format: encoding))
                        variants.append(full)
                    }
                    set.display[size.name, default: [:]][format] = variants
                }
            }
            if naming == .site, keepingSealedAddresses, !sealed {
                // A sealed page names every file above (not the email variant, which it has
                // not), under the same keys, none within an email budget: the same bytes.
                outputs += outputs.map {
                    CardOutput(
                        path: Self.sealedPath(key: $0.key, $0.format), key: $0.key, format: $0.format,
                        scaledSize: $0.scaledSize)
                }
            }
            if naming == .site, withEmail, !sharesEmail, size == mainSize {
                let email = emailOutput(
                    base: base, card: pixels, format: emailFormat, filePrefix: filePrefix, sealed: sealed)
                outputs.append(email.output)
                set.email = email.file
            }
            jobs.append(
                CardJob(
                    kind: .card(content, design), backgroundPath: image, focus: unitPoint(focus), size: pixels,
                    sizeName: size.name, outputs: outputs, location: location, ownerID: owner))
        }
        if naming == .site, !ended.isEmpty {
            // The kinds of file this card had that the site no longer makes: each at its address,
            // drawn with the job of the same size when there is one (the same pixels), else alone.
            var produced = Set(jobs.lazy.flatMap { $0.outputs.map(\.path) })
            for files in ended {
                guard let kind = files.kind, let pixels = try? PixelSize(width: files.width, height: files.height)
                else {
                    continue
                }
                let base = baseKey(pixels)
                var additions: [CardOutput] = []
                let sizeName: String
                switch kind {
                case .share(let stem):
                    let encoding = encodingFormat(files.format)
                    let key = outputKey(base, encoding)
                    let sharedEmail =
                        withEmail && files.format == .jpg && stem == CardSize.og.name && emailFormat == .jpg
                    additions.append(
                        CardOutput(
                            path: path(stem, key, encoding), key: key, format: encoding,
                            byteBudget: sharedEmail ? emailBudget : nil))
                    // A sealed page named the door's share files too.
                    if keepingSealedAddresses, !sealed {
                        additions.append(
                            CardOutput(path: Self.sealedPath(key: key, encoding), key: key, format: encoding))
                    }
                    sizeName = stem
                case .email:
                    guard withEmail else { continue }
                    additions.append(
                        emailOutput(
                            base: base, card: pixels, format: files.format, filePrefix: filePrefix, sealed: sealed
                        )
                        .output)
                    sizeName = "email"
                }
                additions = additions.filter { produced.insert($0.path).inserted }
                guard !additions.isEmpty else { continue }
                if let index = jobs.firstIndex(where: { $0.size == pixels }) {
                    jobs[index].outputs += additions
                } else {
                    jobs.append(
                        CardJob(
                            kind: .card(content, design), backgroundPath: image, focus: unitPoint(focus), size: pixels,
                            sizeName: sizeName, outputs: additions, location: location, ownerID: owner))
                }
            }
        }
        if naming == .site, !sealed, !formerAddresses.isEmpty {
            // Its former addresses (its `id` changed) have its files to share and email too.
            let kinds = publishedCardFiles + ended
            for index in jobs.indices {
                var copies: [CardOutput] = []
                for output in jobs[index].outputs {
                    for kind in kinds where kind.path(for: filePrefix) == output.path {
                        for former in formerAddresses {
                            var copy = output
                            copy.path = kind.path(for: former)
                            copies.append(copy)
                        }
                    }
                }
                jobs[index].outputs += copies
            }
        }
        return (set, jobs)
    }

    /// The largest an email image may be, in bytes.
    var emailBudget: Int {
        project.config.email?.maxImageBytes ?? ProjectDefaults.emailMaxImageBytes
    }

    /// The format of the email image.
    var emailFormat: DataImageFormat {
        project.config.email?.format ?? ProjectDefaults.emailImageFormat
    }

    /// Whether a size's share JPEG is the email image too: the og JPEG, when email wants a JPEG
    /// of that width.
    func emailSharesFile(of size: CardSize) -> Bool {
        emailFormat == .jpg && fileFormats.contains(.jpg) && size == .og
    }

    /// The file name's stem of a size's file in `format`: PNG and palette PNG share an
    /// extension, so beside a PNG the palette one is `-png8` (alone it keeps the plain name,
    /// so its address does not change).
    static func stem(of size: CardSize, _ format: DataImageFormat, among formats: [DataImageFormat]) -> String {
        format == .png8 && formats.contains(.png) ? "\(size.name)-png8" : size.name
    }

    /// The email image of a card drawn at `card`: shown 600 px wide in a message, so a 2×
    /// image, within the byte budget.
    func emailOutput(
        base: InputKey, card: PixelSize, format: DataImageFormat, filePrefix: String, sealed: Bool
    ) -> (output: CardOutput, file: CardFile) {
        let width = 1200, height = Int((Double(card.height) * 1200 / Double(card.width)).rounded())
        let encoding: EncodingFormat =
            switch format {
            case .png: .png(level: 9)
            case .png8: .palettePNG(level: 9)
            case .jpg, .webp, .avif: .jpeg(quality: settings.jpegQuality)
            }
        var emailKey = base
        emailKey.add("email", "\(width)x\(height) budget=\(emailBudget)")
        let key = outputKey(emailKey, encoding)
        let path =
            sealed ? Self.sealedPath(key: key, encoding) : "email/cards/\(filePrefix).\(encoding.fileExtension)"
        let scaled = width == card.width ? nil : try? PixelSize(width: width, height: height)
        let output = CardOutput(path: path, key: key, format: encoding, byteBudget: emailBudget, scaledSize: scaled)
        let file = CardFile(
            path: path, width: width, height: height, mediaType: encoding.mediaType,
            version: sealed ? "" : String(key.prefix(10)))
        return (output, file)
    }

    /// Adds jobs planned by `cardSet`, after those planned so far.
    mutating func add(_ planned: [CardJob]) {
        jobs += planned
    }

    /// Plans the one card social previews show for a locked advent day: a file of the
    /// preview size, in the share format, that gives away nothing but the door's number and date.
    mutating func planLockedCard(
        owner: String, filePrefix: String, content: CardContent, image: String?, location: SourceLocation
    ) -> CardFile? {
        let size = mainSize ?? .og
        guard let pixels = try? PixelSize(width: size.width, height: size.height) else { return nil }
        let design = project.classicDesign
        var key = InputKey("locked-card")
        key.add("renderer", String(LayeredCardRenderer.revision))
        key.add("text", content.text)
        key.add("byline", content.byline)
        key.add("image", imageDigest(of: image, location: location))
        key.add("size", "\(size.width)x\(size.height)")
        key.add("layout", design.fingerprint)
        key.add("fonts", fontsFingerprint)
        let encoding = encodingFormat(fileFormats[0])
        let finalKey = outputKey(key, encoding)
        // Nothing secret on it (a number and a date): a permanent address like any card.
        let path = "cards/\(filePrefix).\(encoding.fileExtension)"
        jobs.append(
            CardJob(
                kind: .card(content, design), backgroundPath: image, focus: nil, size: pixels, sizeName: size.name,
                outputs: [CardOutput(path: path, key: finalKey, format: encoding)], location: location, ownerID: owner))
        return CardFile(
            path: path, width: size.width, height: size.height, mediaType: encoding.mediaType,
            version: String(finalKey.prefix(10)))
    }

    /// The kinds of text-free photo a page shows: behind every panel, and on an open door.
    enum PhotoUse: String {
        case backdrop, door

        var size: (width: Int, height: Int) {
            switch self {
            case .backdrop: (1600, 1000)
            case .door: (480, 480)
            }
        }

        var overlay: Double {
            switch self {
            case .backdrop: 0.6
            case .door: 0.35
            }
        }
    }

    /// Plans a darkened, text-free version of a photo (shared by every page that uses it).
    mutating func planPhoto(image: String, use: PhotoUse, location: SourceLocation) -> CardFile? {
        guard let pixels = try? PixelSize(width: use.size.width, height: use.size.height) else { return nil }
        var key = InputKey(use.rawValue)
        key.add("tool", toolVersion)
        key.add("image", imageDigest(of: image, location: location))
        key.add("size", "\(pixels)")
        key.add("overlay", "\(use.overlay)")
        let encoding = EncodingFormat.jpeg(quality: 72)
        let finalKey = outputKey(key, encoding)
        let name = Self.urlSafeStem(of: image) ?? use.rawValue
        let path = "assets/\(use.rawValue)s/\(name)-\(finalKey.prefix(10)).jpg"
        var outputs = [CardOutput(path: path, key: finalKey, format: encoding)]
        var file = CardFile(path: path, width: pixels.width, height: pixels.height, mediaType: encoding.mediaType)
        // The backdrop is the heaviest file of a page (about 190 KB as JPEG), and a calendar
        // shows a door photo per open door: as AVIF they are a fraction of that, which on a
        // phone's connection leaves the bandwidth to the card.
        let compact = EncodingFormat.avif(quality: Self.photoAVIFQuality)
        let compactKey = outputKey(key, compact)
        let compactPath = "assets/\(use.rawValue)s/\(name)-\(compactKey.prefix(10)).avif"
        outputs.append(CardOutput(path: compactPath, key: compactKey, format: compact))
        file.alternatives = [
            CardFile(path: compactPath, width: pixels.width, height: pixels.height, mediaType: compact.mediaType)
        ]
        jobs.append(
            CardJob(
                kind: .backdrop(overlay: use.overlay), backgroundPath: image, focus: .center, size: pixels,
                sizeName: use.rawValue, outputs: outputs, location: location, ownerID: ""))
        return file
    }

    /// A darkened photo behind text hides what a lower quality would show.
    static let photoAVIFQuality = 45

    /// The photo's file name without its extension, in ASCII letters, digits, `-` and `_`: it
    /// becomes part of a URL, where a space, `#`, `?` or `%` would break every link to it, and
    /// `ß` or `é` may be spelled differently by a server, a shell or a mail client. Latin
    /// letters are folded in their case (`Straße` → `Strasse`, `Ærø` → `AEro`), so an ASCII
    /// name is published as it is; a name without Latin letters (`東京`) becomes a hash of it.
    /// Depends on the name alone, in either Unicode normal form (macOS writes names
    /// decomposed), so every build and every checkout publishes the same name.
    static func urlSafeStem(of image: String) -> String? {
        let stem = ((image as NSString).deletingPathExtension.split(separator: "/").last.map(String.init) ?? "")
            .precomposedStringWithCanonicalMapping
        var result = ""
        var hasOtherLetters = false
        for scalar in stem.unicodeScalars {
            if scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            {
                result.unicodeScalars.append(scalar)
            } else if let folded = LatinFolding.keepingCase(scalar) {
                result += folded
            } else {
                hasOtherLetters = hasOtherLetters || scalar.properties.isAlphabetic
                if !result.isEmpty, !result.hasSuffix("-") { result += "-" }
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        if hasOtherLetters, !result.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
            return NameSlug.hash(of: stem)
        }
        return result.isEmpty ? nil : result
    }

    func outputKey(_ base: InputKey, _ encoding: EncodingFormat) -> String {
        var key = base
        key.add("format", "\(encoding)")
        switch encoding {
        case .png(let level), .palettePNG(let level): key.add("quality", "\(level)")
        case .jpeg(let quality), .webp(let quality), .avif(let quality): key.add("quality", "\(quality)")
        }
        return key.finalized()
    }

    func encodingFormat(_ format: DataImageFormat) -> EncodingFormat {
        switch format {
        case .png: .png(level: settings.pngLevel)
        case .png8: .palettePNG(level: settings.pngLevel)
        case .jpg: .jpeg(quality: settings.jpegQuality)
        case .webp: .webp(quality: settings.webpQuality)
        case .avif: .avif(quality: settings.avifQuality)
        }
    }

    /// The quote's focus, or nil for the photo's own (`Image.automaticFocus`).
    private func unitPoint(_ focus: FocalPoint?) -> UnitPoint? {
        focus.map { UnitPoint(x: $0.x, y: $0.y) }
    }

    /// The SHA-256 of a background's bytes, computed once per build.
    mutating func imageDigest(of image: String?, location: SourceLocation) -> String {
        guard let image else { return "plain" }
        if let known = imageDigests[image] { return known }
        let digest: String
        do {
            let data = try Data(contentsOf: project.url(for: image), options: .mappedIfSafe)
            var hasher = SHA256()
            data.withUnsafeBytes { hasher.update($0) }
            digest = hasher.hexDigest()
        } catch {
            diagnostics.error("cannot read image '\(image)': \(error.localizedDescription)", at: location)
            digest = "unreadable"
        }
        imageDigests[image] = digest
        return digest
    }
}
