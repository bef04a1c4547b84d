import Cards
import Diagnostics
import Foundation
import Imaging  // UnitPoint only: pixels are decoded by Cards (DesignPicture)
import SafeFiles
import Typesetting

/// Reads a card design file (`designs/NAME.json5`): an object whose `layers` array lists
/// the layers from the back to the front. Every problem is reported at its line and column;
/// a design with any error gives no layout.
struct DesignDecoder {
    let file: String
    /// The design file's folder: image layers name files relative to it.
    let folder: URL
    let name: String
    /// For a project's design: pictures must be inside the project (links resolved), so a
    /// build never puts a file from elsewhere on the machine into a published card.
    var confinement: InputFile.Root?
    /// The pictures of every design of this load, so each file is read once per real file.
    var pictures = DesignPictureCache()
    /// The pixels of this design's pictures together, within `DesignLimits.picturePixels`.
    private var budget = DesignPictureBudget()

    init(file: String, folder: URL, name: String) {
        self.file = file
        self.folder = folder
        self.name = name
    }

    static let layerTypes = ["photo", "fill", "shape", "image", "text"]

    mutating func decode(_ value: JSONValue, into diagnostics: inout DiagnosticCollector) -> DesignFile? {
        guard
            let reader = ObjectReader(
                value, file: file, wrongTypeReason: .wrongRoot(expected: "an object"), into: &diagnostics)
        else { return nil }
        let errorsBefore = diagnostics.errorCount
        reader.reportUnknownKeys(allowed: ["contrast", "smartQuotes", "layers", "aspects"], into: &diagnostics)
        let contrast = reader.number("contrast", in: 1...21, into: &diagnostics) ?? 4.5
        let smartQuotes = reader.bool("smartQuotes", into: &diagnostics) ?? true
        var fonts: [DesignFile.FontUse] = []
        var fields: [DesignFile.FieldUse] = []
        var layers: [CardLayer] = []
        if let value = reader.value("layers") {
            layers = self.layers(
                value, key: "layers", reader: reader, fonts: &fonts, fields: &fields, into: &diagnostics)
        } else {
            reader.reportMissing("layers", into: &diagnostics)
        }
        var aspects: [CardAspect: [CardLayer]] = [:]
        if let object = reader.object("aspects", into: &diagnostics) {
            object.reportUnknownKeys(allowed: CardAspect.allCases.map(\.rawValue), into: &diagnostics)
            for aspect in CardAspect.allCases {
                guard let variant = object.object(aspect.rawValue, into: &diagnostics) else { continue }
                variant.reportUnknownKeys(allowed: ["layers"], into: &diagnostics)
                guard let value = variant.value("layers") else {
                    variant.reportMissing("layers", into: &diagnostics)
                    continue
                }
                aspects[aspect] = self.layers(
                    value, key: "aspects.\(aspect.rawValue).layers", reader: variant, fonts: &fonts, fields: &fields,
                    into: &diagnostics)
            }
        }
        guard diagnostics.errorCount == errorsBefore else { return nil }
        return DesignFile(
            layout: CardLayout(
                name: name, layers: layers, aspects: aspects, minimumContrast: contrast, smartQuotes: smartQuotes),
            fonts: fonts, fields: fields)
    }

    /// The layers of the array at `key`, each checked; the text layers' fonts noted for lookup,
    /// and their fields that only a dataset can have. Layers past `DesignLimits.layers` are
    /// reported, not read.
    private mutating func layers(
        _ value: JSONValue, key: String, reader: ObjectReader, fonts: inout [DesignFile.FontUse],
        fields: inout [DesignFile.FieldUse], into diagnostics: inout DiagnosticCollector
    ) -> [CardLayer] {
        guard case .array(let elements) = value.kind else {
            reader.report(
                .wrongType(key, expected: "an array of layers", found: value.typeDescription), at: value.position,
                into: &diagnostics)
            return []
        }
        if elements.isEmpty { reader.report(.emptyValue(key), at: value.position, into: &diagnostics) }
        if elements.count > DesignLimits.layers {
            reader.report(
                .tooMany(key, count: elements.count, limit: DesignLimits.layers, noun: "layers"),
                at: elements[DesignLimits.layers].position, into: &diagnostics)
        }
        var layers: [CardLayer] = []
        var photos: [TextPosition] = []
        for (index, element) in elements.prefix(DesignLimits.layers).enumerated() {
            let name = "\(key)[\(index)]"
            guard let layer = ObjectReader(element, file: file, keyPrefix: name + ".", into: &diagnostics) else {
                continue
            }
            guard let decoded = self.layer(layer, key: name, into: &diagnostics) else { continue }
            if case .photo = decoded { photos.append(element.position) }
            if case .text(let text) = decoded, let font = layer.value("font") {
                fonts.append(
                    DesignFile.FontUse(
                        fonts: text.fonts, key: name + ".font", location: font.position.location(in: file)))
            }
            if case .text(let text) = decoded, !CardContent.fieldNames.contains(text.field),
                let field = layer.value("field")
            {
                fields.append(
                    DesignFile.FieldUse(
                        name: text.field, key: name + ".field", location: field.position.location(in: file)))
            }
            if case .text(let text) = decoded, let byline = text.byline,
                case .object(let object)? = layer.value("byline")?.kind
            {
                if let fontNames = byline.fonts, let font = object["font"] {
                    fonts.append(
                        DesignFile.FontUse(
                            fonts: fontNames, key: name + ".byline.font",
                            location: font.value.position.location(in: file)))
                }
                if !CardContent.fieldNames.contains(byline.field), let field = object["field"] {
                    fields.append(
                        DesignFile.FieldUse(
                            name: byline.field, key: name + ".byline.field",
                            location: field.value.position.location(in: file)))
                }
            }
            if case .text(let text) = decoded, text.recovery.raise, CardLayout.shade(in: layers) == nil,
                case .object(let recover)? = layer.value("recover")?.kind, let raise = recover["raise"]
            {
                // What a block raises is the card's shade: a fill over the whole card before the first text block.
                layer.report(.nothingToRaise(name + ".recover.raise"), at: raise.value.position, into: &diagnostics)
            }
            layers.append(decoded)
        }
        if photos.count > DesignLimits.photoLayers {
            reader.report(
                .tooMany(key, count: photos.count, limit: DesignLimits.photoLayers, noun: "photo layers"),
                at: photos[DesignLimits.photoLayers], into: &diagnostics)
        }
        return layers
    }

    private mutating func layer(_ reader: ObjectReader, key: String, into diagnostics: inout DiagnosticCollector)
        -> CardLayer?
    {
        guard let type = reader.string("type", required: true, into: &diagnostics) else { return nil }
        switch type.value {
        case "photo":
            return photo(reader, into: &diagnostics)
        case "fill":
            reader.reportUnknownKeys(
                allowed: ["type", "color", "opacity", "gradient", "vignette", "box", "around"], into: &diagnostics)
            let box = self.box(reader, into: &diagnostics) ?? .card
            if reader.choice("around", allowed: [ShadeReach.text], into: &diagnostics) != nil,
                let around = reader.value("around")
            {
                guard box == .card, reader.value("gradient") == nil, reader.value("vignette") == nil else {
                    reader.report(
                        .aroundTextNeedsPlainFill(reader.name("around")), at: around.position, into: &diagnostics)
                    return nil
                }
                guard let color = self.color(reader, "color", opacity: "opacity", required: true, into: &diagnostics)
                else { return nil }
                return .fill(.aroundText(color), box: box)
            }
            if let gradient = reader.object("gradient", into: &diagnostics) {
                return self.gradient(gradient, box: box, into: &diagnostics)
            }
            if let vignette = reader.object("vignette", into: &diagnostics) {
                vignette.reportUnknownKeys(allowed: ["color", "opacity", "clear"], into: &diagnostics)
                let color = self.color(vignette, "color", opacity: "opacity", into: &diagnostics) ?? .black
                let clear = vignette.number("clear", in: 0...0.95, into: &diagnostics) ?? 0.4
                return .fill(.vignette(color: color, clear: clear), box: box)
            }
            guard let color = self.color(reader, "color", opacity: "opacity", required: true, into: &diagnostics)
            else { return nil }
            return .fill(.solid(color), box: box)
        case "shape":
            reader.reportUnknownKeys(
                allowed: ["type", "box", "color", "opacity", "radius", "width", "align"], into: &diagnostics)
            guard let box = self.box(reader, required: true, into: &diagnostics),
                let color = self.color(reader, "color", opacity: "opacity", required: true, into: &diagnostics)
            else { return nil }
            let radius = reader.number("radius", in: 0...0.5, into: &diagnostics) ?? 0
            // A rule narrower than its box, at the start of a text column whichever way the text runs.
            let width = reader.number("width", in: 0.001...max(0.001, box.width), into: &diagnostics)
            let alignment =
                reader.choice(
                    "align", allowed: [TextAlignment.left, .center, .right, .start, .end], into: &diagnostics)
                ?? .left
            return .shape(box: box, color: color, cornerRadius: radius, width: width, alignment: alignment)
        case "image":
            reader.reportUnknownKeys(allowed: ["type", "src", "box", "opacity", "anchor"], into: &diagnostics)
            guard let source = reader.string("src", required: true, into: &diagnostics),
                let box = self.box(reader, required: true, into: &diagnostics)
            else { return nil }
            let opacity = reader.number("opacity", in: 0...1, into: &diagnostics) ?? 1
            let anchor = point(reader, "anchor", fromStart: true, into: &diagnostics)
            guard let path = picturePath(source, reader, into: &diagnostics) else { return nil }
            let picture: DesignPicture
            switch pictures.picture(at: path, inside: confinement, budget: &budget) {
            case .success(let decoded): picture = decoded
            case .failure(let refusal):
                reader.report(
                    .unreadableDesignImage(source.value, reason: refusal.reason), at: source.position,
                    into: &diagnostics)
                return nil
            }
            var image = ImageLayer(
                picture: picture, name: source.value, box: box, opacity: opacity, anchor: anchor?.point ?? .center)
            image.anchorFromStart = anchor?.fromStart ?? false
            return .image(image)
        case "text":
            return text(reader, into: &diagnostics)
        default:
            reader.report(
                .unknownLayerType(
                    type.value,
                    suggestion: Suggestion.closest(to: type.value, among: Self.layerTypes)
                        ?? EditDistance.closest(to: type.value, in: Self.layerTypes)),
                at: type.position, into: &diagnostics)
            return nil
        }
    }

    private mutating func photo(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector) -> CardLayer? {
        reader.reportUnknownKeys(
            allowed: ["type", "filters", "box", "fit", "anchor", "focus", "src"], into: &diagnostics)
        var layer = PhotoLayer(filters: filters(reader, into: &diagnostics))
        if let box = self.box(reader, into: &diagnostics) { layer.box = box }
        if let fit = reader.choice("fit", allowed: Array(PhotoFit.allCases), into: &diagnostics) { layer.fit = fit }
        if let anchor = point(reader, "anchor", into: &diagnostics) { layer.anchor = anchor.point }
        layer.focus = point(reader, "focus", into: &diagnostics)?.point
        if let source = reader.string("src", into: &diagnostics) {
            guard let path = picturePath(source, reader, into: &diagnostics) else { return nil }
            switch pictures.photo(at: path, name: source.value, inside: confinement) {
            case .success(let photo):
                layer.fixed = photo
            case .failure(let failure):
                reader.report(
                    .unreadableDesignImage(source.value, reason: failure.reason), at: source.position,
                    into: &diagnostics)
                return nil
            }
        }
        return .photo(layer)
    }

    /// Where a picture the design names is: relative to the design file's folder, and for a
    /// project's design inside the project; nil after reporting one outside it.
    private func picturePath(
        _ source: Located<String>, _ reader: ObjectReader, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        let path =
            (source.value.hasPrefix("/")
            ? URL(fileURLWithPath: source.value) : folder.appendingPathComponent(source.value))
            .standardizedFileURL.path
        if let confinement, FileKind(path: path) != .missing, !confinement.contains(resolving: path) {
            reader.report(
                .unreadableDesignImage(source.value, reason: "it is outside the \(confinement.name)"),
                at: source.position, into: &diagnostics)
            return nil
        }
        return path
    }

    private func text(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector) -> CardLayer? {
        reader.reportUnknownKeys(
            allowed: [
                "type", "field", "box", "font", "color", "opacity", "size", "lineHeight", "letterSpacing", "align",
                "valign", "case", "prefix", "maxLines", "margin", "readableSize", "hangingPunctuation", "shadow",
                "byline", "recover",
            ], into: &diagnostics)
        guard let field = reader.string("field", required: true, into: &diagnostics),
            let box = self.box(reader, required: true, into: &diagnostics)
        else { return nil }
        // Another name is one of the dataset's columns, checked when the design meets it.
        var layer = TextLayer(field: field.value, box: box)
        if let fonts = fontNames(reader, into: &diagnostics) { layer.fonts = Self.withFallbacks(fonts) }
        if let color = self.color(reader, "color", opacity: "opacity", into: &diagnostics) { layer.color = color }
        if let sizes = numbers(reader, "size", count: 2, in: 0.005...0.5, into: &diagnostics) {
            layer.minimumSize = min(sizes[0], sizes[1])
            layer.maximumSize = max(sizes[0], sizes[1])
        }
        if let readable = reader.number("readableSize", in: 0...48, into: &diagnostics) {
            layer.readableSize = readable
        }
        if let margin = reader.number("margin", in: 0...0.4, into: &diagnostics) { layer.margin = margin }
        if let hanging = reader.bool("hangingPunctuation", into: &diagnostics) { layer.hangingPunctuation = hanging }
        if let shadow = reader.number("shadow", in: 0...1, into: &diagnostics) { layer.shadow = shadow }
        if let byline = reader.object("byline", into: &diagnostics) {
            layer.byline = self.byline(byline, into: &diagnostics)
        }
        if let recover = reader.object("recover", into: &diagnostics) {
            recover.reportUnknownKeys(allowed: ["raise", "scrim", "color"], into: &diagnostics)
            layer.recovery.raise = recover.bool("raise", into: &diagnostics) ?? false
            layer.recovery.scrim = recover.bool("scrim", into: &diagnostics) ?? false
            layer.recovery.color = self.color(recover, "color", opacity: "opacity", into: &diagnostics)
        }
        if let height = reader.number("lineHeight", in: 0.5...3, into: &diagnostics) { layer.lineHeight = height }
        if let spacing = reader.number("letterSpacing", in: -0.1...1, into: &diagnostics) {
            layer.letterSpacing = spacing
        }
        if let align = reader.choice(
            "align", allowed: [TextAlignment.left, .center, .right, .start, .end, .natural], into: &diagnostics)
        {
            layer.alignment = align
        }
        if let valign = reader.choice("valign", allowed: [VerticalAlignment.top, .center, .bottom], into: &diagnostics)
        {
            layer.verticalAlignment = valign
        }
        if let lines = reader.integer("maxLines", in: 1...40, into: &diagnostics) { layer.maximumLines = lines.value }
        if let textCase = reader.choice("case", allowed: Array(TextCase.allCases), into: &diagnostics) {
            layer.textCase = textCase
        }
        if let prefix = reader.string("prefix", allowEmpty: true, into: &diagnostics) {
            // Written with its space ("— "), which trimming would take.
            if case .string(let raw)? = reader.value("prefix")?.kind {
                layer.prefix = raw
            } else {
                layer.prefix = prefix.value
            }
            let length = layer.prefix.unicodeScalars.count
            if length > DesignLimits.prefixCharacters {
                reader.report(
                    .tooMany(
                        reader.name("prefix"), count: length, limit: DesignLimits.prefixCharacters, noun: "characters"),
                    at: prefix.position, into: &diagnostics)
            }
        }
        return .text(layer)
    }

    /// A text block's byline: its field, fonts, sizes and the gap above it.
    private func byline(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector) -> BylineStyle {
        reader.reportUnknownKeys(allowed: ["field", "font", "size", "readableSize", "gap"], into: &diagnostics)
        var byline = BylineStyle()
        if let field = reader.string("field", into: &diagnostics) { byline.field = field.value }
        if let fonts = fontNames(reader, into: &diagnostics) { byline.fonts = Self.withFallbacks(fonts) }
        if let sizes = numbers(reader, "size", count: 2, in: 0.005...0.5, into: &diagnostics) {
            byline.minimumSize = min(sizes[0], sizes[1])
            byline.maximumSize = max(sizes[0], sizes[1])
        }
        if let readable = reader.number("readableSize", in: 0...48, into: &diagnostics) {
            byline.readableSize = readable
        }
        if let gap = reader.number("gap", in: 0...0.5, into: &diagnostics) { byline.gap = gap }
        return byline
    }

    /// A design's fonts, then Draper's fallbacks for every script and emoji not among them.
    static func withFallbacks(_ fonts: [String]) -> [String] {
        fonts + TextLayer.defaultFonts.filter { !fonts.contains($0) }
    }

    // MARK: - Values

    /// `#rgb`, `#rrggbb` or `#rrggbbaa`; `opacity` (0…1) multiplies the colour's own alpha.
    private func color(
        _ reader: ObjectReader, _ key: String, opacity opacityKey: String, required: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) -> LayerColor? {
        guard let text = reader.string(key, required: required, into: &diagnostics) else { return nil }
        guard let parsed = Self.parseColor(text.value) else {
            reader.report(.invalidColor(reader.name(key), value: text.value), at: text.position, into: &diagnostics)
            return nil
        }
        let opacity = reader.number(opacityKey, in: 0...1, into: &diagnostics) ?? 1
        return LayerColor(parsed.color, opacity: parsed.opacity * opacity)
    }

    static func parseColor(_ text: String) -> LayerColor? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit), [3, 4, 6, 8].contains(digits.count) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).compactMap {
            UInt8(String(digits[$0...$0 + 1]), radix: 16)
        }
        guard bytes.count >= 3 else { return nil }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return LayerColor(RGBColor(red: bytes[0], green: bytes[1], blue: bytes[2]), opacity: alpha)
    }

    /// `[x, y, width, height]`, fractions of the card, inside it.
    private func box(_ reader: ObjectReader, required: Bool = false, into diagnostics: inout DiagnosticCollector)
        -> LayerBox?
    {
        guard let value = reader.value("box") else {
            if required { reader.reportMissing("box", into: &diagnostics) }
            return nil
        }
        guard let numbers = Self.numbers(value), numbers.count == 4 else {
            reader.report(.invalidBox(reader.name("box")), at: value.position, into: &diagnostics)
            return nil
        }
        let box = LayerBox(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let slack = 1e-9
        guard box.x >= 0, box.y >= 0, box.width > 0, box.height > 0, box.x + box.width <= 1 + slack,
            box.y + box.height <= 1 + slack
        else {
            reader.report(.boxOutsideCard(reader.name("box")), at: value.position, into: &diagnostics)
            return nil
        }
        return box
    }

    private func numbers(
        _ reader: ObjectReader, _ key: String, count: Int, in range: ClosedRange<Double>,
        into diagnostics: inout DiagnosticCollector
    ) -> [Double]? {
        guard let value = reader.value(key) else { return nil }
        guard let numbers = Self.numbers(value), numbers.count == count, numbers.allSatisfy(range.contains) else {
            reader.report(
                .outOfRange(
                    reader.name(key), value: value.typeDescription,
                    range: "\(count) numbers from \(range.lowerBound) to \(range.upperBound)"),
                at: value.position, into: &diagnostics)
            return nil
        }
        return numbers
    }

    private static func numbers(_ value: JSONValue) -> [Double]? {
        guard case .array(let elements) = value.kind else { return nil }
        var result: [Double] = []
        for element in elements {
            guard case .number(let number) = element.kind, number.isFinite else { return nil }
            result.append(number)
        }
        return result
    }

    /// `[x, y]` fractions (0…1), or a name: `center`, `top-left`, `bottom-right` and the like;
    /// with `fromStart`, also `start`, `top-end` and the like, whose x counts from the quote's start.
    private func point(
        _ reader: ObjectReader, _ key: String, fromStart: Bool = false, into diagnostics: inout DiagnosticCollector
    ) -> (point: UnitPoint, fromStart: Bool)? {
        guard let value = reader.value(key) else { return nil }
        if case .string(let name) = value.kind {
            var names: [String: UnitPoint] = [
                "center": .center, "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
                "left": UnitPoint(x: 0, y: 0.5), "right": UnitPoint(x: 1, y: 0.5), "top-left": UnitPoint(x: 0, y: 0),
                "top-right": UnitPoint(x: 1, y: 0), "bottom-left": UnitPoint(x: 0, y: 1),
                "bottom-right": UnitPoint(x: 1, y: 1),
            ]
            // Left-to-right positions, mirrored on a right-to-left card.
            let directional: [String: UnitPoint] =
                fromStart
                ? [
                    "start": UnitPoint(x: 0, y: 0.5), "end": UnitPoint(x: 1, y: 0.5),
                    "top-start": UnitPoint(x: 0, y: 0), "top-end": UnitPoint(x: 1, y: 0),
                    "bottom-start": UnitPoint(x: 0, y: 1), "bottom-end": UnitPoint(x: 1, y: 1),
                ] : [:]
            if let point = names[name] { return (point, false) }
            if let point = directional[name] { return (point, true) }
            names.merge(directional) { first, _ in first }
            let allowed = names.keys.sorted()
            reader.report(
                .invalidChoice(
                    reader.name(key), value: name, allowed: allowed,
                    suggestion: Suggestion.closest(to: name, among: allowed)), at: value.position, into: &diagnostics)
            return nil
        }
        guard let numbers = Self.numbers(value), numbers.count == 2, numbers.allSatisfy((0...1).contains) else {
            reader.report(
                .outOfRange(reader.name(key), value: value.typeDescription, range: "a name or [x, y] from 0 to 1"),
                at: value.position, into: &diagnostics)
            return nil
        }
        return (UnitPoint(x: numbers[0], y: numbers[1]), false)
    }

    private func fontNames(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector) -> [String]? {
        guard let value = reader.value("font") else { return nil }
        if case .string = value.kind { return reader.string("font", into: &diagnostics).map { [$0.value] } }
        if case .array(let elements) = value.kind, elements.count > DesignLimits.fontsPerText {
            reader.report(
                .tooMany(reader.name("font"), count: elements.count, limit: DesignLimits.fontsPerText, noun: "fonts"),
                at: elements[DesignLimits.fontsPerText].position, into: &diagnostics)
            return nil
        }
        return reader.stringArray("font", into: &diagnostics)?.map(\.value)
    }

    private func filters(_ reader: ObjectReader, into diagnostics: inout DiagnosticCollector) -> [PhotoFilter] {
        guard let value = reader.value("filters") else { return [] }
        guard case .array(let elements) = value.kind else {
            reader.wrongType("filters", value, expected: "an array of filters", into: &diagnostics)
            return []
        }
        if elements.count > DesignLimits.filtersPerPhoto {
            reader.report(
                .tooMany(
                    reader.name("filters"), count: elements.count, limit: DesignLimits.filtersPerPhoto, noun: "filters"),
                at: elements[DesignLimits.filtersPerPhoto].position, into: &diagnostics)
        }
        var filters: [PhotoFilter] = []
        for (index, element) in elements.prefix(DesignLimits.filtersPerPhoto).enumerated() {
            switch element.kind {
            case .string("grayscale"): filters.append(.grayscale)
            case .string("sepia"): filters.append(.sepia)
            case .object:
                guard
                    let duotone = ObjectReader(
                        element, file: file, keyPrefix: reader.name("filters") + "[\(index)].", into: &diagnostics)
                else { continue }
                duotone.reportUnknownKeys(allowed: ["duotone", "blur", "halftone", "grain"], into: &diagnostics)
                if let radius = duotone.number("blur", in: DesignLimits.blurRadius, into: &diagnostics) {
                    filters.append(.blur(radius))
                    continue
                }
                if let cell = duotone.number("halftone", in: 0.003...0.05, into: &diagnostics) {
                    filters.append(.halftone(cell))
                    continue
                }
                if let amount = duotone.number("grain", in: 0.01...0.5, into: &diagnostics) {
                    filters.append(.grain(amount))
                    continue
                }
                guard duotone.value("blur") == nil, duotone.value("halftone") == nil, duotone.value("grain") == nil
                else { continue }
                guard let inks = duotone.stringArray("duotone", into: &diagnostics) else {
                    duotone.reportMissing("duotone", into: &diagnostics)
                    continue
                }
                let colors = inks.compactMap { ink -> LayerColor? in
                    guard let color = Self.parseColor(ink.value) else {
                        duotone.report(
                            .invalidColor(duotone.name("duotone"), value: ink.value), at: ink.position,
                            into: &diagnostics)
                        return nil
                    }
                    return color
                }
                guard colors.count == 2 else {
                    if colors.count == inks.count {
                        duotone.report(
                            .invalidChoice(
                                duotone.name("duotone"), value: "\(inks.count) colours",
                                allowed: ["two colours: [shadows, highlights]"], suggestion: nil), at: element.position,
                            into: &diagnostics)
                    }
                    continue
                }
                filters.append(.duotone(shadows: colors[0].color, highlights: colors[1].color))
            default:
                let found: String
                if case .string(let name) = element.kind { found = name } else { found = element.typeDescription }
                reader.report(
                    .invalidChoice(
                        reader.name("filters"), value: found,
                        allowed: [
                            "grayscale", "sepia", "{ duotone: [a, b] }", "{ blur: r }", "{ halftone: cell }",
                            "{ grain: amount }",
                        ],
                        suggestion: Suggestion.closest(to: found, among: ["grayscale", "sepia"])),
                    at: element.position, into: &diagnostics)
            }
        }
        return filters
    }

    private func gradient(_ reader: ObjectReader, box: LayerBox, into diagnostics: inout DiagnosticCollector)
        -> CardLayer?
    {
        reader.reportUnknownKeys(allowed: ["type", "angle", "center", "radius", "stops"], into: &diagnostics)
        let kind = reader.choice("type", allowed: [GradientKind.linear, .radial], into: &diagnostics) ?? .linear
        let angle = reader.number("angle", in: -360...360, into: &diagnostics) ?? 180
        let center = point(reader, "center", into: &diagnostics)?.point ?? .center
        let radius = reader.number("radius", in: 0.05...3, into: &diagnostics) ?? 0.75
        guard let value = reader.value("stops") else {
            reader.reportMissing("stops", into: &diagnostics)
            return nil
        }
        guard case .array(let elements) = value.kind, elements.count >= 2 else {
            reader.report(
                .outOfRange(
                    reader.name("stops"), value: value.typeDescription, range: "two or more [colour, position] pairs"),
                at: value.position, into: &diagnostics)
            return nil
        }
        guard elements.count <= DesignLimits.gradientStops else {
            reader.report(
                .tooMany(reader.name("stops"), count: elements.count, limit: DesignLimits.gradientStops, noun: "stops"),
                at: elements[DesignLimits.gradientStops].position, into: &diagnostics)
            return nil
        }
        var stops: [GradientStop] = []
        for element in elements {
            guard case .array(let pair) = element.kind, pair.count == 2, case .string(let text) = pair[0].kind,
                case .number(let position) = pair[1].kind, (0...1).contains(position)
            else {
                reader.report(
                    .outOfRange(reader.name("stops"), value: element.typeDescription, range: "[\"#rrggbb\", 0…1]"),
                    at: element.position, into: &diagnostics)
                continue
            }
            guard let color = Self.parseColor(text) else {
                reader.report(
                    .invalidColor(reader.name("stops"), value: text), at: pair[0].position, into: &diagnostics)
                continue
            }
            stops.append(GradientStop(color, at: position))
        }
        guard stops.count == elements.count else { return nil }
        let sorted = stops.sorted { $0.position < $1.position }
        switch kind {
        case .linear: return .fill(.linearGradient(angle: angle, stops: sorted), box: box)
        case .radial: return .fill(.radialGradient(center: center, radius: radius, stops: sorted), box: box)
        }
    }
}
