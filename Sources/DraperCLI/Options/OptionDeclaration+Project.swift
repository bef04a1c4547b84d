import Diagnostics

// What `draper new`, `draper check` and `draper designs` ask of a project.

extension OptionDeclaration where Self == RangedOptionKey<Int> {
    static var year: Self {
        .integer(
            "year", name: "yyyy", help: "The year of the sample advent calendar.", default: "the current year",
            in: 1...9999)
    }
}

extension OptionDeclaration where Self == OptionKey<Bool> {
    static var all: Self {
        .flag(
            "all",
            help:
                "Print every diagnostic, not only the first \(DiagnosticCollector.defaultPerFileLimit) of each file (still at most \(DiagnosticCollector.allPerFileLimit.grouped) a file, then how many more)."
        )
    }
}

extension OptionDeclaration where Self == OptionKey<String?> {
    static var print: Self { .value("print", name: "name", help: "Print this built-in design's file (JSON5).") }

    static var sheet: Self { .value("sheet", name: "file", help: "Render the contact sheet to this PNG file.") }
}
