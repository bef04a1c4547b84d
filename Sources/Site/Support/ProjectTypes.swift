import Project

// `Project` is both a module and its main type, so `Project.LocalDate` cannot name the
// module's type where another module also has a `LocalDate`; these aliases can.
typealias CalendarDate = LocalDate
typealias DataImageFormat = ImageFormat
