import Imaging
import Project
import TestSupport
import Testing

@testable import DraperCLI

/// Options declared once as typed keys, composed in groups, and read back by key.
@Suite("Typed option keys")
struct OptionKeyTests {
    /// A command that accepts `options` and does nothing.
    private static func command(_ options: OptionGroup, arguments: [ArgumentSpec] = []) -> Command {
        Command(name: "test", abstract: "A command for tests.", arguments: arguments, options: options) { _, _ in 0 }
    }

    private static func parse(_ words: [String], _ options: OptionGroup) throws(UsageError) -> ParsedArguments {
        try CommandLineParser.parse(words, for: command(options))
    }

    @Test("a flag reads as whether it was given")
    func flag() throws {
        #expect(try Self.parse(["--force"], OptionGroup(.force))[.force] == true)
        #expect(try Self.parse([], OptionGroup(.force))[.force] == false)
        #expect(try Self.parse(["-q"], OptionGroup(.quiet))[.quiet] == true)
    }

    @Test("a value reads as the last one given, or nil")
    func value() throws {
        let arguments = try Self.parse(["--out", "a", "--host=b"], OptionGroup(.out, .host, .sendmail))
        #expect(arguments[.out] == "a")
        #expect(arguments[.host] == "b")
        #expect(arguments[.sendmail] == nil)
    }

    @Test("a list splits commas and repeats; a repeatable value keeps each as given")
    func lists() throws {
        let arguments = try Self.parse(
            ["--only", "a, b,", "--only", "c", "--field", "x=1,2", "--field", "y=3"], OptionGroup(.only, .fields, .to))
        #expect(arguments[.only] == ["a", "b", "c"])
        #expect(arguments[.fields] == ["x=1,2", "y=3"])
        #expect(arguments[.to] == [])
    }

    @Test("a choice reads as what it names")
    func choice() throws {
        #expect(try Self.parse(["--reveal", "all"], OptionGroup(.reveal))[.reveal] == RevealMode.all)
        #expect(try Self.parse([], OptionGroup(.reveal))[.reveal] == nil)
        #expect(try Self.parse(["--format", "png8"], OptionGroup(.format))[.format]?.fileExtension == "png")
    }

    @Test("a word outside a choice's values is a usage error naming them")
    func choiceError() {
        #expect(
            throws: UsageError(
                "'nope' is not a valid value for '--reveal' (values: client, build, all)", command: "test")
        ) {
            try Self.parse(["--reveal", "nope"], OptionGroup(.reveal))
        }
    }

    @Test("a number reads within its range, which a reading may narrow")
    func ranged() throws {
        let arguments = try Self.parse(
            ["-j", "3", "--quality", "90", "--overlay", "0.25"], OptionGroup(.jobs, .quality, .overlay))
        #expect(try arguments[.jobs] == 3)
        #expect(try arguments[.quality] == 90)
        #expect(try arguments[.overlay] == 0.25)
        #expect(try Self.parse([], OptionGroup(.jobs))[.jobs] == nil)
        #expect(throws: UsageError("--quality must be a whole number from 1 to 12, not '90'", command: "test")) {
            try arguments[.quality.within(1...12)]
        }
    }

    @Test(
        "a number out of range, or not a number, is a usage error naming the option",
        arguments: [
            (["--jobs", "0"], "--jobs must be a whole number from 1 to 256, not '0'"),
            (["--jobs", "two"], "--jobs must be a whole number from 1 to 256, not 'two'"),
            (["--overlay", "2"], "--overlay must be a number from 0.0 to 1.0, not '2'"),
            (["--overlay", "nan"], "--overlay must be a number from 0.0 to 1.0, not 'nan'"),
        ])
    func rangeErrors(words: [String], message: String) throws {
        let arguments = try Self.parse(words, OptionGroup(.jobs, .overlay))
        #expect(throws: UsageError(message, command: "test")) {
            _ = try arguments[.jobs]
            _ = try arguments[.overlay]
        }
    }

    @Test("a usage error from a key exits with status 64, as before")
    func exitStatus() throws {
        let result = try DraperProcess.run(["serve", "--jobs", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: --jobs must be a whole number from 1 to 256, not '0'\n"))
    }

    @Test("a group lists the union of what it composes, in order")
    func groups() {
        let group = OptionGroup(.out, .siteRendering, OptionGroup(.force, .verbose), .now)
        #expect(group.specs.map(\.long) == ["out", "reveal", "jobs", "force", "verbose", "now"])
        #expect(OptionGroup().specs.isEmpty)
        #expect(group.repeatedNames.isEmpty)
    }

    @Test("a name or letter declared twice in one command is caught")
    func repeatedNames() {
        #expect(OptionGroup(.force, .siteRendering, .force).repeatedNames == ["--force"])
        #expect(OptionGroup(.quiet, .quiet.described("Say less.")).repeatedNames == ["--quiet", "-q"])
        #expect(OptionGroup(.port, OptionKey.flag("pretty", short: "p", help: "")).repeatedNames == ["-p"])
    }

    @Test("a command declaring a name twice, or --help again, stops at once")
    func repeatedNameIsProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = Command(name: "twice", abstract: "", options: OptionGroup(.force, .force)) { _, _ in 0 }
        }
        await #expect(processExitsWith: .failure) {
            _ = Command(name: "help", abstract: "", options: OptionGroup(.help)) { _, _ in 0 }
        }
    }

    @Test("reading a key the command did not declare, or declares another way, stops at once")
    func undeclaredKeyIsProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            let command = Command(name: "test", abstract: "", options: OptionGroup(.force)) { _, _ in 0 }
            _ = try? CommandLineParser.parse([], for: command)[.quiet]
        }
        // `draper card --size` is one value; a batch's `--size` a list.
        await #expect(processExitsWith: .failure) {
            let command = Command(name: "test", abstract: "", options: OptionGroup(.size)) { _, _ in 0 }
            _ = try? CommandLineParser.parse([], for: command)[.sizes]
        }
        await #expect(processExitsWith: .failure) {
            let command = Command(name: "test", abstract: "", options: OptionGroup(.force)) { _, _ in 0 }
            _ = try? CommandLineParser.parse([], for: command)[.projectFolder]
        }
    }

    @Test("a key worded for one command reads the same option")
    func described() throws {
        let out = OptionKey.out.described("Where to write the card.", valueName: "file", default: nil)
        #expect(out.spec.synopsis == "-o, --out <file>")
        #expect(out.spec.fullHelp == "Where to write the card.")
        #expect(try Self.parse(["-o", "a.png"], OptionGroup(out))[.out] == "a.png")
        #expect(
            OptionKey.now.described("When.").spec.fullHelp
                == "When. (default: SOURCE_DATE_EPOCH, else the current time)")
    }

    @Test("every command declares each name once and lists its options as before")
    func commands() {
        for command in DraperCommandLine.commands {
            let names = command.allOptions.map(\.long)
            #expect(Set(names).count == names.count, "draper \(command.name)")
        }
        let build = DraperCommandLine.commands.first { $0.name == "build" }
        #expect(
            build?.allOptions.map(\.long) == [
                "out", "emails", "now", "reveal", "jobs", "force", "no-wait", "only", "shard", "strict", "quiet",
                "verbose", "help",
            ])
    }
}
