extension Quote {
    /// The keys of a quote record, which are also the column names of `quotes.csv`.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case id, text, speaker, image, focus, source, credit, alt, lang, tags, design
    }
}
