import Cards
import Foundation
import Imaging
import Project
import Typesetting

/// One image of every design at every card size, a row per design, for choosing one
/// (`draper designs --sheet`).
struct ContactSheet {
    var rows: [(name: String, layout: CardLayout)]
    var fonts: FontLibrary
    /// The photo the cards show; nil draws them over Draper's plain background.
    var photo: String?
    var text: String
    var speaker: String

    static let sizes: [(name: String, width: Int, height: Int)] = [
        ("og", 1200, 630), ("square", 1080, 1080), ("portrait", 1080, 1350), ("story", 1080, 1920),
    ]
    /// Every card is shown this tall at most (and at most this wide).
    static let cell = 420
    static let margin = 48, gap = 28, labelWidth = 300, headerHeight = 64, rowGap = 40
    static let background = RGBColor(red: 26, green: 21, blue: 18)

    func render() throws -> Image {
        let thumbnails = try Self.sizes.map { size in
            let scale = min(Double(Self.cell) / Double(size.width), Double(Self.cell) / Double(size.height))
            return try PixelSize(
                width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded())
            )
        }
        let width =
            Self.margin * 2 + Self.labelWidth + thumbnails.map(\.width).reduce(0, +) + Self.gap * thumbnails.count
        let height = Self.margin * 2 + Self.headerHeight + rows.count * (Self.cell + Self.rowGap)
        let sheet = try Image(size: PixelSize(width: width, height: height))
        sheet.blend(x: 0, y: 0, width: width, height: height) { _, _ in (Self.background, 1) }

        var x = Self.margin + Self.labelWidth + Self.gap
        for (index, size) in Self.sizes.enumerated() {
            try label(size.name, on: sheet, x: x, y: Self.margin, width: thumbnails[index].width, height: 40, size: 0.7)
            x += thumbnails[index].width + Self.gap
        }
        var content = CardContent(
            identifier: "sheet", text: text, byline: CardContent.attribution(speaker), language: nil, subject: "sample")
        content.fields["speaker"] = speaker
        // Each design draws the photo at every size in turn: room for all of them, so each is
        // prepared once, not once a design.
        let cache = BackgroundCache()
        cache.makeRoom(
            for: try Self.sizes.reduce(0) {
                try $0 + BackgroundCache.bytes(of: PixelSize(width: $1.width, height: $1.height))
            })
        for (row, design) in rows.enumerated() {
            let top = Self.margin + Self.headerHeight + row * (Self.cell + Self.rowGap)
            try label(
                design.name, on: sheet, x: Self.margin, y: top, width: Self.labelWidth - Self.gap, height: 48,
                size: 0.75)
            if let description = BuiltInDesigns.descriptions[design.name] {
                try label(
                    description, on: sheet, x: Self.margin, y: top + 56, width: Self.labelWidth - Self.gap, height: 120,
                    size: 0.16)
            }
            var x = Self.margin + Self.labelWidth + Self.gap
            for (index, size) in Self.sizes.enumerated() {
                let pixels = try PixelSize(width: size.width, height: size.height)
                let renderer = try LayeredCardRenderer(layout: design.layout, fonts: fonts)
                let photos = try renderer.photos(for: pixels) { request throws -> FrozenImage in
                    guard request.fixed != nil || photo != nil else {
                        return try PlainBackground.image(size: request.size)
                    }
                    return try cache.background(for: .init(request, path: photo ?? "", focus: nil))
                }
                let card = try renderer.render(content, photos: photos, size: pixels).image
                let thumbnail = try card.coverCropped(to: thumbnails[index])
                sheet.draw(thumbnail, atX: x, y: top + (Self.cell - thumbnails[index].height) / 2)
                x += thumbnails[index].width + Self.gap
            }
        }
        return sheet
    }

    /// A line of light text drawn onto the sheet (a size's or a design's name).
    private func label(_ words: String, on sheet: Image, x: Int, y: Int, width: Int, height: Int, size: Double)
        throws
    {
        let layout = CardLayout(
            name: "sheet",
            layers: [
                .fill(.solid(LayerColor(Self.background)), box: .card),
                .text(
                    TextLayer(
                        field: "text", box: .card, fonts: TextLayer.defaultFonts,
                        color: LayerColor(RGBColor(red: 243, green: 237, blue: 228)), maximumSize: size,
                        minimumSize: size * 0.5, alignment: .left, verticalAlignment: .center)),
            ], smartQuotes: false)
        let image = try LayeredCardRenderer(layout: layout, fonts: fonts).render(
            CardContent(identifier: "label", text: words, subject: "label"), photo: nil,
            size: PixelSize(width: width, height: height)
        ).image
        sheet.draw(image, atX: x, y: y)
    }
}
