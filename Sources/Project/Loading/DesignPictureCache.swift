import Cards
import Foundation
import SafeFiles

/// The pictures design files name, each read once per real file however it is spelled
/// (`logo.png`, `./logo.png`, `../designs/logo.png`, a link): designs that share a 5000×5000
/// logo share one copy of its pixels. Lives as long as one load. The loader reads the files;
/// Cards decodes them (`DesignPicture`, `FixedPhoto.checked`).
final class DesignPictureCache {
    private var pictures: [FileIdentity: Result<DesignPicture, DesignPictureError>] = [:]
    private var photos: [FileIdentity: Result<FixedPhoto, DesignPictureError>] = [:]
    /// How many times a picture was read from disk: once per file, however often it is named.
    private(set) var filesRead = 0

    /// An image layer's picture at `path`, read inside `confinement`, counted into `budget`
    /// from its header before it is decoded. A picture past this design's budget is refused
    /// for this design only: another design may still use it.
    func picture(at path: String, inside confinement: InputFile.Root?, budget: inout DesignPictureBudget)
        -> Result<DesignPicture, DesignPictureError>
    {
        let identity = FileIdentity(path: path)
        if let identity, let known = pictures[identity] {
            return known.flatMap { picture in budget.admit(identity, pixels: picture.pixelCount).map { picture } }
        }
        filesRead += 1
        let bytes: [UInt8]
        let pixels: Int
        switch read(path, inside: confinement).flatMap({ bytes in
            DesignPicture.pixelCount(of: bytes, limit: DesignLimits.picturePixels).map { (bytes, $0) }
        }) {
        case .success(let read): (bytes, pixels) = read
        case .failure(let failure):
            if let identity { pictures[identity] = .failure(failure) }
            return .failure(failure)
        }
        if case .failure(let refusal) = budget.admit(identity, pixels: pixels) { return .failure(refusal) }
        let result = DesignPicture.decoded(from: bytes, limit: DesignLimits.picturePixels)
        if let identity { pictures[identity] = result }
        return result
    }

    /// A photo layer's own photo at `path`, read inside `confinement` and checked to be one;
    /// `name` is how this design wrote it.
    func photo(at path: String, name: String, inside confinement: InputFile.Root?)
        -> Result<FixedPhoto, DesignPictureError>
    {
        let identity = FileIdentity(path: path)
        if let identity, let known = photos[identity] {
            return known.map { photo in
                var named = photo
                named.name = name
                return named
            }
        }
        filesRead += 1
        let result = read(path, inside: confinement).flatMap { FixedPhoto.checked(path: path, name: name, bytes: $0) }
        if let identity { photos[identity] = result }
        return result
    }

    private func read(_ path: String, inside confinement: InputFile.Root?) -> Result<[UInt8], DesignPictureError> {
        Result { () throws(InputFileError) in
            try InputFile.read(path, inside: confinement, limit: ProjectDefaults.maximumDataFileBytes)
        }.mapError { DesignPictureError(reason: "cannot read image: \($0)") }
    }
}
