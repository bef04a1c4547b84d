public import Imaging
public import Typesetting

/// A card could not be made: its photo, its fonts or its text are at fault.
public enum CardError: Error, Sendable, CustomStringConvertible {
    case image(ImagingError)
    case text(TypesettingError)
    case emptyText(identifier: String)

    public var description: String {
        switch self {
        case .image(let error): error.description
        case .text(let error): error.description
        case .emptyText(let identifier): "\(identifier): the quote text is empty"
        }
    }
}
