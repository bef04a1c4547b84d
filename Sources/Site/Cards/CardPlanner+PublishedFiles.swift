import Cards
import Diagnostics
import Imaging
import Project

/// The card files that leave the site — to share, download and email — outlive the settings and
/// the data that made them: the kinds made now are recorded (`PublishedRecord.cardFiles`), and a
/// removed quote's or door's addresses get a card that says so.
extension CardPlanner {
    /// The kinds of card file every quote and open door gets now, as the record keeps them
    /// (`PublishedRecord.cardFiles`): each size's files to share, and the email image when it
    /// is not one of them.
    var publishedCardFiles: [PublishedRecord.CardFiles] {
        let address = PublishedRecord.addressPlaceholder
        var files: [PublishedRecord.CardFiles] = []
        for size in settings.sizes
        where CardSize.sideRange.contains(size.width) && CardSize.sideRange.contains(size.height) {
            for format in fileFormats {
                files.append(
                    .init(
                        path:
                            "cards/\(address)/\(Self.stem(of: size, format, among: fileFormats)).\(format.fileExtension)",
                        format: format, width: size.width, height: size.height))
            }
        }
        if let mainSize, !emailSharesFile(of: mainSize) {
            let format: DataImageFormat = emailFormat == .png || emailFormat == .png8 ? emailFormat : .jpg
            files.append(
                .init(
                    path: "email/cards/\(address).\(format.fileExtension)", format: format, width: mainSize.width,
                    height: mainSize.height))
        }
        return files
    }

    /// Plans the card a removed quote's files show from then on: at every address its files had
    /// (`kinds`: those made now, and those that ended while it was published), a card of that
    /// size and format saying the quote was removed, so that an email already sent, a link
    /// preview or a pasted snippet shows that instead of a broken image. Nothing of the quote
    /// is on it: the data no longer has it. Returns the file its address's page gives link
    /// previews (the main size in the share format), when the kinds hold it.
    @discardableResult
    mutating func planRemovedCard(
        address: String, content: CardContent, image: String?, kinds: [PublishedRecord.CardFiles],
        location: SourceLocation
    ) -> CardFile? {
        let design = project.classicDesign
        let digest = imageDigest(of: image, location: location)
        var outputs: [PixelSize: [CardOutput]] = [:]
        let shared = fileFormats[0]
        let socialPath = mainSize.map {
            "cards/\(address)/\(Self.stem(of: $0, shared, among: fileFormats)).\(shared.fileExtension)"
        }
        var social: CardFile?
        for files in kinds {
            guard let kind = files.kind, let pixels = try? PixelSize(width: files.width, height: files.height) else {
                continue
            }
            var key = InputKey("removed-card")
            key.add("renderer", String(LayeredCardRenderer.revision))
            key.add("text", content.text)
            key.add("byline", content.byline)
            key.add("image", digest)
            key.add("size", "\(pixels.width)x\(pixels.height)")
            key.add("layout", design.fingerprint)
            key.add("fonts", fontsFingerprint)
            switch kind {
            case .share(let stem):
                let encoding = encodingFormat(files.format)
                let sharedEmail = files.format == .jpg && stem == CardSize.og.name && emailFormat == .jpg
                let output = CardOutput(
                    path: files.path(for: address), key: outputKey(key, encoding), format: encoding,
                    byteBudget: sharedEmail ? emailBudget : nil)
                outputs[pixels, default: []].append(output)
                if output.path == socialPath {
                    social = CardFile(
                        path: output.path, width: pixels.width, height: pixels.height, mediaType: encoding.mediaType,
                        version: String(output.key.prefix(10)))
                }
            case .email:
                outputs[pixels, default: []].append(
                    emailOutput(base: key, card: pixels, format: files.format, filePrefix: address, sealed: false)
                        .output)
            }
        }
        let sizes = outputs.keys.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        add(
            sizes.map { pixels in
                CardJob(
                    kind: .card(content, design), backgroundPath: image, focus: nil, size: pixels, sizeName: "removed",
                    outputs: outputs[pixels] ?? [], location: location, ownerID: address)
            })
        return social
    }
}
