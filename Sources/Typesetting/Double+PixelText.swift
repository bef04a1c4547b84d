extension Double {
    /// A size for people: `28` for whole numbers, `27.5` otherwise, never `28.0`.
    var pixelText: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
