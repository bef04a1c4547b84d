// libFuzzer target: design files — the JSON5 reader and the design decoder on arbitrary input,
// then every design that decodes drawn at three small card sizes, so that a design whose cost
// is not bounded by its limits shows up as a timeout. Fuzz/fuzz.sh compiles this file into the
// Project module.
import Cards
import Diagnostics
import Foundation
import Imaging
import SafeFiles
import Typesetting

/// The design's folder: a logo, a photo, a PNG whose image data goes on past its pixel, and an
/// animated WebP, for image layers and photo layers to name (the dictionary holds their names).
private let designFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draper-fuzz-design-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let logo = URL(fileURLWithPath: "examples/designs/logo.png")
    try? FileManager.default.copyItem(at: logo, to: folder.appendingPathComponent("logo.png"))
    if let photo = try? Image(size: PixelSize(width: 48, height: 32)) {
        photo.blend(x: 0, y: 0, width: 48, height: 32) { x, y in
            (RGBColor(red: UInt8(x * 5), green: UInt8(y * 7), blue: 120), 1)
        }
        if let png = try? photo.encoded(as: .png(level: 1)) {
            try? Data(png).write(to: folder.appendingPathComponent("photo.png"))
        }
        if let webp = try? photo.encoded(as: .webp(quality: 80)) {
            try? Data(webp).write(to: folder.appendingPathComponent("photo.webp"))
        }
    }
    // One grey pixel, then a megabyte of image data in stored deflate blocks.
    var stream: [UInt8] = [0x78, 0x01, 0, 2, 0, 0xFD, 0xFF, 0, 0x80]
    for block in 0..<16 {
        stream += [block == 15 ? 1 : 0, 0xFF, 0xFF, 0, 0] + [UInt8](repeating: 0, count: 65535)
    }
    stream += [0, 0, 0, 0]
    var bomb: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for (type, body) in [("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]), ("IDAT", stream), ("IEND", [])] {
        let typed = Array(type.utf8) + body
        bomb += bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    try? Data(bomb).write(to: folder.appendingPathComponent("bomb.png"))
    return folder
}()

private func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }

private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}

private let confinement = InputFile.Root(path: designFolder.path, name: "design folder")
private let fontLibrary = FontLibrary()
private let photo: FrozenImage? = {
    guard let image = try? Image(size: PixelSize(width: 80, height: 60)) else { return nil }
    image.blend(x: 0, y: 0, width: 80, height: 60) { x, y in (RGBColor(red: UInt8(x * 3), green: 90, blue: UInt8(y * 4)), 1) }
    return FrozenImage(image)
}()
private let sizes = [(120, 63), (64, 64), (54, 96)].compactMap { try? PixelSize(width: $0.0, height: $0.1) }
private let content: CardContent = {
    var content = CardContent(
        identifier: "fuzz", text: "Whatever you are, be a good one — «vraiment».",
        byline: CardContent.attribution("Abraham Lincoln"), language: "en")
    content.fields = ["speaker": "Abraham Lincoln", "source": "attributed", "episode": "S1E2"]
    return content
}()

/// Properties checked on every input: decoding reports every problem at a line and column and
/// gives a design exactly when there are none; a design never holds more than the limits allow;
/// and drawing it at each size gives a card of that size or a typed error, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDesignRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = try? SourceText(bytes, file: "designs/fuzz.json5"),
        let value = try? JSON5Parser.parse(text, file: "designs/fuzz.json5")
    else { return 0 }
    var diagnostics = DiagnosticCollector()
    var decoder = DesignDecoder(file: "designs/fuzz.json5", folder: designFolder, name: "fuzz")
    decoder.confinement = confinement
    let design = decoder.decode(value, into: &diagnostics)
    for diagnostic in diagnostics.diagnostics {
        precondition(diagnostic.location?.line != nil && diagnostic.location?.column != nil, "unlocated: \(diagnostic)")
    }
    precondition((design == nil) == diagnostics.hasErrors, "a design with errors, or none without")
    guard let layout = design?.layout else { return 0 }
    for layers in [layout.layers] + Array(layout.aspects.values) {
        precondition(layers.count <= DesignLimits.layers, "\(layers.count) layers")
        var photos = 0
        for layer in layers {
            switch layer {
            case .photo(let photo):
                photos += 1
                precondition(photo.filters.count <= DesignLimits.filtersPerPhoto, "\(photo.filters.count) filters")
            case .fill(.linearGradient(_, let stops), _), .fill(.radialGradient(_, _, let stops), _):
                precondition(stops.count <= DesignLimits.gradientStops, "\(stops.count) stops")
            case .text(let text):
                precondition(text.prefix.unicodeScalars.count <= DesignLimits.prefixCharacters, "a long prefix")
                precondition(text.fonts.count <= DesignLimits.fontsPerText + CardDesign.defaultFonts.count, "fonts")
            default: break
            }
        }
        precondition(photos <= DesignLimits.photoLayers, "\(photos) photo layers")
    }
    guard let renderer = try? LayeredCardRenderer(layout: layout, fonts: fontLibrary) else { return 0 }
    for size in sizes {
        do {
            let card = try renderer.render(content, photo: photo, size: size)
            precondition(card.image.size == size, "a card of \(card.image.size), not \(size)")
        } catch {
            continue
        }
    }
    return 0
}
