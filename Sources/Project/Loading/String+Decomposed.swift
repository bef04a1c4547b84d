import Foundation

extension String {
    /// The scalars in canonical decomposition (NFD), so `ō` arrives as `o` followed by a combining macron.
    var decomposedScalars: String.UnicodeScalarView {
        decomposedStringWithCanonicalMapping.unicodeScalars
    }
}
