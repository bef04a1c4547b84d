extension ArgumentSpec {
    /// `[<dir>]`: the project a command reads, the current folder unless given.
    static let projectFolder = ArgumentSpec.optional("dir", help: "The project folder.", default: ".")

    /// `<dir>`: the folder `draper new` creates.
    static let newFolder = ArgumentSpec.required("dir", help: "The folder to create.")

    static let dataset = ArgumentSpec.required(
        "dataset",
        help: "A quotes file: .json (JSON5), or delimited text with a header row: .csv, .tsv or .txt (RFC 4180; "
            + "commas, semicolons or tabs, as the header shows).")

    /// `[<id>]`: the card `draper email` sends.
    static let cardID = ArgumentSpec.optional(
        "id", help: "A quote id, or advent-N for door N; not with --today or --this-week.")
}
