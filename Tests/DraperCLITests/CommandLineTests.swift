import Foundation
import TestSupport
import Testing

/// The built `draper` executable, run as a user would run it.
@Suite("Command line")
struct CommandLineTests {
    @Test("draper --help lists the subcommands")
    func help() throws {
        let result = try DraperProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        for name in ["build", "card", "cards", "check", "designs", "email", "new", "serve"] {
            #expect(result.standardOutput.contains("\n  \(name) "), "\(name) is listed")
        }
        #expect(result.standardError.isEmpty)
    }

    @Test func version() throws {
        let result = try DraperProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.2.0\n")
    }

    @Test("draper help card equals draper card --help")
    func subcommandHelp() throws {
        let help = try DraperProcess.run(["help", "card"])
        let flag = try DraperProcess.run(["card", "--help"])
        #expect(help.status == 0 && flag.status == 0)
        #expect(help.standardOutput == flag.standardOutput)
        #expect(help.standardOutput.contains("USAGE: draper card --text <text>"))
        #expect(help.standardOutput.contains("(values: png, png8, jpg, webp, avif;"))
    }

    @Test(
        "usage errors go to stderr with exit status 64",
        arguments: [
            (["frobnicate"], "Error: unknown subcommand 'frobnicate'"),
            (["bulid"], "Error: unknown subcommand 'bulid'; did you mean 'build'?"),
            (["card", "--text", "x"], "Error: missing expected option '--out'"),
            (["card", "--txet", "x"], "Error: unknown option '--txet'; did you mean '--text'?"),
            (
                ["card", "--text", "x", "--image", "a.jpg", "--out", "b.png", "--format", "bmp"],
                "Error: 'bmp' is not a valid value for '--format' (values: png, png8, jpg, webp, avif)"
            ),
            (
                ["card", "--text", "x", "--image", "a.jpg", "--out", "b.png", "--overlay", "2"],
                "Error: --overlay must be a number from 0.0 to 1.0, not '2'"
            ),
            (["build", "--now", "yesterday"], "Error: --now must be an ISO 8601 date or date-time"),
            ([], "OVERVIEW:"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try DraperProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }
}
