import Project

// What the commands that render cards share: build, cards and serve.

extension OptionDeclaration where Self == OptionGroup {
    /// What a site's build shows and how many threads draw it: build and serve.
    static var siteRendering: Self { OptionGroup(.reveal, .jobs) }
}

extension OptionDeclaration where Self == OptionKey<RevealMode?> {
    static var reveal: Self {
        .choice(
            "reveal", name: "mode",
            help:
                "What locked advent days show: client (hidden in the page until its date), build (left out until a build after its date), all (author preview).",
            default: "site.json's reveal", of: RevealMode.self)
    }
}

extension OptionDeclaration where Self == RangedOptionKey<Int> {
    static var jobs: Self {
        .integer("jobs", short: "j", name: "n", help: "Render threads.", default: "the number of cores", in: 1...256)
    }
}

extension OptionDeclaration where Self == OptionKey<Bool> {
    static var force: Self { .flag("force", help: "Render every card, even those that are up to date.") }

    static var noWait: Self {
        .flag("no-wait", help: "Fail at once if another build is writing the same output folder, instead of waiting.")
    }

    static var strict: Self { .flag("strict", help: "Treat warnings as errors.") }

    static var quiet: Self { .flag("quiet", short: "q", help: "Print only errors and warnings.") }

    static var verbose: Self { .flag("verbose", short: "v", help: "Print every file removed.") }
}

extension OptionDeclaration where Self == OptionKey<String?> {
    /// Where the command writes; each command says what goes there.
    static var out: Self {
        .value("out", short: "o", name: "path", help: "The output folder.", default: "<dir>/output")
    }

    static var shard: Self {
        .value(
            "shard", name: "k/n",
            help: "Render only the k-th of n shares of the cards (for several machines); writes no pages.")
    }

    static var emails: Self {
        .value(
            "emails", name: "dir",
            help:
                "Also write every card's email message (<id>.eml, for sendmail -t) into this folder; never inside the output folder, since messages are not part of the site.",
            default: "none")
    }
}

extension OptionDeclaration where Self == OptionKey<[String]> {
    static var only: Self {
        .list(
            "only", name: "ids",
            help:
                "Render only these quotes' cards (comma-separated ids); others stay as they are, missing ones are made."
        )
    }
}
