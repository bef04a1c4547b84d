// swift-tools-version:6.0
import PackageDescription

/// A system-library target for one C library found through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt)])
}

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

func module(_ name: String, dependencies: [Target.Dependency] = [], pixelLoops: Bool = false) -> Target {
    // Modules with per-pixel loops are optimised in debug builds too: unoptimised Swift is
    // 20–50× slower there, which would make every test that renders a card crawl.
    let optimised: [SwiftSetting] = pixelLoops ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []
    return .target(name: name, dependencies: dependencies, swiftSettings: strictSettings + optimised)
}

/// A test target; fixtures and golden images are read from disk via `#filePath`, not bundled.
/// `alsoReading`: modules below `module` whose internals its tests inspect.
func tests(_ name: String, for module: String, alsoReading: [String] = [], exclude: [String] = []) -> Target {
    .testTarget(
        name: name,
        dependencies: [.target(name: module)] + alsoReading.map { .target(name: $0) } + ["TestSupport"],
        exclude: exclude, swiftSettings: strictSettings)
}

let package = Package(
    name: "Draper",
    products: [
        .executable(name: "draper", targets: ["draper"])
    ],
    targets: [
        // MARK: - C libraries (each imported by exactly one Swift module)
        systemLibrary("CGD", pkgConfig: "gdlib", apt: ["libgd-dev"]),
        systemLibrary("CExif", pkgConfig: "libexif", apt: ["libexif-dev"]),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: ["libturbojpeg0-dev"]),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: ["libdeflate-dev"]),
        // libpng reports errors by longjmp, which Swift cannot take part in: a small C bridge
        // holds its progressive reader.
        systemLibrary("CPNG", pkgConfig: "libpng16", apt: ["libpng-dev"]),
        .target(name: "CPNGReader", dependencies: ["CPNG"]),
        systemLibrary("CWebP", pkgConfig: "libwebpdemux", apt: ["libwebp-dev"]),
        systemLibrary("CImageQuant", pkgConfig: "imagequant", apt: ["libimagequant-dev"]),
        systemLibrary("CAVIF", pkgConfig: "libavif", apt: ["libavif-dev"]),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: ["libfreetype-dev"]),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: ["libharfbuzz-dev"]),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: ["libfribidi-dev"]),
        systemLibrary("CICU", pkgConfig: "icu-uc", apt: ["libicu-dev"]),
        // ICU's line breaker behind plain C types: Swift must not see ICU's headers (Foundation
        // carries a clashing copy of them).
        // Plural rules (`uplrules_*`) are in ICU's i18n library, which icu-uc does not link.
        .target(name: "CICULineBreaks", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // Google's WOFF2 encoder is C++: a small bridge gives it plain C types.
        systemLibrary("CWOFF2", pkgConfig: "libwoff2enc", apt: ["libwoff-dev"]),
        .target(name: "CWOFF2Encoder", dependencies: ["CWOFF2"]),
        // libhyphen ships no pkg-config file; its module map links it by name.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: ["libfontconfig-dev"]),
        systemLibrary("CCmark", pkgConfig: "libcmark", apt: ["libcmark-dev"]),
        systemLibrary("CNettle", pkgConfig: "nettle", apt: ["nettle-dev"]),
        systemLibrary("CMicroHTTPD", pkgConfig: "libmicrohttpd", apt: ["libmicrohttpd-dev"]),

        // MARK: - Swift modules, in dependency order
        module("SafeText"),
        module("SafeFiles"),
        module("Diagnostics", dependencies: ["SafeText"]),
        module("CivilTime"),
        module("WorkSharing"),
        module("Hashing", dependencies: ["CNettle"], pixelLoops: true),
        module(
            "Imaging",
            dependencies: [
                "SafeFiles", "CGD", "CExif", "CTurboJPEG", "CDeflate", "CPNGReader", "CWebP", "CImageQuant", "CAVIF",
            ],
            pixelLoops: true),
        module("LineBreaking", dependencies: ["CICULineBreaks"]),
        module(
            "Typesetting",
            dependencies: [
                "SafeFiles", "LineBreaking", "CFreeType", "CHarfBuzz", "CFriBidi", "CHyphen", "CFontconfig",
            ],
            pixelLoops: true),
        module("Cards", dependencies: ["Imaging", "Typesetting", "Diagnostics", "WorkSharing"], pixelLoops: true),
        module("Mustache", dependencies: ["Diagnostics"]),
        module("WebFonts", dependencies: ["CWOFF2Encoder"]),
        module("Markdown", dependencies: ["CCmark"]),
        // Cards for the design model its design files are read into.
        module(
            "Project",
            dependencies: [
                "Diagnostics", "CivilTime", "SafeText", "SafeFiles", "Cards", "Imaging", "Typesetting", "WorkSharing",
            ]),
        module("Syndication", dependencies: ["CivilTime", "Hashing", "SafeText"]),
        // The output folder: its records, lock, scratch and the one rule for replacing a file.
        module("SiteOutput", dependencies: ["Diagnostics", "Hashing", "SafeFiles", "SafeText", "WorkSharing"]),
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .target(name: "BuiltInTheme", swiftSettings: strictSettings, plugins: ["EmbedTheme"]),
        module(
            "Site",
            dependencies: [
                "Project", "Cards", "Imaging", "Typesetting", "LineBreaking", "Mustache", "Markdown", "Syndication",
                "CivilTime",
                "Hashing", "BuiltInTheme", "Diagnostics", "SafeText", "SafeFiles", "SiteOutput", "WebFonts",
                "WorkSharing",
            ]),
        module("PreviewServer", dependencies: ["CMicroHTTPD", "SafeText"]),
        module(
            "DraperCLI",
            dependencies: [
                "Site", "SiteOutput", "Cards", "Imaging", "Typesetting", "Project", "PreviewServer", "Diagnostics",
                "SafeText", "SafeFiles",
            ]),
        .executableTarget(name: "draper", dependencies: ["DraperCLI"], swiftSettings: strictSettings),

        // MARK: - Tests (mirroring the modules) and their shared support
        .target(
            name: "TestSupport",
            dependencies: ["Imaging"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        tests("SafeTextTests", for: "SafeText"),
        tests("SafeFilesTests", for: "SafeFiles"),
        tests("DiagnosticsTests", for: "Diagnostics"),
        tests("CivilTimeTests", for: "CivilTime"),
        tests("WorkSharingTests", for: "WorkSharing"),
        tests("HashingTests", for: "Hashing"),
        tests("ImagingTests", for: "Imaging", exclude: ["Fixtures"]),
        tests("LineBreakingTests", for: "LineBreaking"),
        tests("TypesettingTests", for: "Typesetting", exclude: ["Goldens"]),
        tests("WebFontsTests", for: "WebFonts"),
        tests("CardsTests", for: "Cards", exclude: ["Goldens"]),
        tests("MustacheTests", for: "Mustache"),
        tests("MarkdownTests", for: "Markdown"),
        tests("ProjectTests", for: "Project", exclude: ["Goldens"]),
        tests("SyndicationTests", for: "Syndication"),
        tests("SiteOutputTests", for: "SiteOutput", alsoReading: ["Hashing"]),
        tests("SiteTests", for: "Site", alsoReading: ["SiteOutput"]),
        tests("PreviewServerTests", for: "PreviewServer"),
        tests("DraperCLITests", for: "DraperCLI"),
    ],
    swiftLanguageModes: [.v6]
)
