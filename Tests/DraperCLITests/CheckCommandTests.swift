import Foundation
import TestSupport
import Testing

/// `draper check --strict`: a warning is a failure, and the summary says what there was.
@Suite("draper check")
struct CheckCommandTests {
    @Test("--strict fails on a warning (a new project has no baseURL) and names it in the summary")
    func strictFailsOnWarnings() throws {
        let folder = try TemporaryDirectory()
        let project = folder.appending("site").path
        let created = try DraperProcess.run(["new", project])
        #expect(created.status == 0, "\(created.standardError)")
        let lenient = try DraperProcess.run(["check", project])
        #expect(lenient.status == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("warning: no 'baseURL' set"))
        let strict = try DraperProcess.run(["check", project, "--strict"])
        #expect(strict.status == 1, "\(strict.standardError)")
        #expect(strict.standardError.contains(": 1 warning"), "\(strict.standardError)")
        #expect(!strict.standardError.contains("no problems"))
    }
}
