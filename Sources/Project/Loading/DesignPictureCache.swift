import Cards
import Foundation
import Imaging
import SafeFiles

/// The pictures design files name, each read once per real file however it is spelled
/// (`logo.png`, `./logo.png`, `../designs/logo.png`, a link): designs that share a 5000×5000
/// logo share one copy of its pixels. Lives as long as one load.
final class DesignPictureCache {
    /// Why a picture cannot be used, as the design's message says it.
    struct Failure: Error {
        let reason: String
    }

    private var bitmaps: [FileIdentity: Result<RGBABitmap, Failure>] = [:]
    private var photos: [FileIdentity: Result<FixedPhoto, Failure>] = [:]
    /// How many times a picture was read from disk: once per file, however often it is named.
    private(set) var filesRead = 0

    /// An image layer's picture at `path`, with its transparency.
    func bitmap(at path: String) -> Result<RGBABitmap, Failure> {
        let identity = FileIdentity(path: path)
        if let identity, let known = bitmaps[identity] { return known }
        filesRead += 1
        let result = Result { () throws(ImagingError) in
            try ImageDecoder(maximumPixels: DesignLimits.picturePixels).decodeWithTransparency(contentsOf: path)
        }.mapError { Failure(reason: $0.message) }
        if let identity { bitmaps[identity] = result }
        return result
    }

    /// A photo layer's own photo at `path`, read inside `confinement` and checked to be one;
    /// `name` is how this design wrote it.
    func photo(at path: String, name: String, inside confinement: InputFile.Root?) -> Result<FixedPhoto, Failure> {
        let identity = FileIdentity(path: path)
        if let identity, let known = photos[identity] {
            return known.map { photo in
                var named = photo
                named.name = name
                return named
            }
        }
        filesRead += 1
        let result: Result<FixedPhoto, Failure>
        do {
            let bytes = try InputFile.read(path, inside: confinement, limit: ProjectDefaults.maximumDataFileBytes)
            _ = try ImageDecoder().probe(Data(bytes))
            result = .success(FixedPhoto(path: path, name: name, bytes: bytes))
        } catch let error as ImagingError {
            result = .failure(Failure(reason: error.message))
        } catch {
            result = .failure(Failure(reason: "cannot read image: \(error)"))
        }
        if let identity { photos[identity] = result }
        return result
    }
}
