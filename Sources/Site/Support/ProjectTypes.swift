import Project

// `Project` is both a module and its main type, so `Project.ImageFormat` cannot name the
// module's type where Imaging's `ImageFormat` is also visible; this alias can.
typealias DataImageFormat = ImageFormat
