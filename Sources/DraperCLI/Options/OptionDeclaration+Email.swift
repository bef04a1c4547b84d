// What `draper email` sends, and to whom.

extension OptionDeclaration where Self == OptionKey<Bool> {
    static var today: Self { .flag("today", help: "Send the quote of the day (the daily channel's).") }

    static var thisWeek: Self {
        .flag("this-week", help: "Send this week's quote (the weekly channel's, from its weekday on).")
    }
}

extension OptionDeclaration where Self == OptionKey<[String]> {
    static var to: Self {
        .list("to", name: "address", help: "Recipient; replaces site.json's email.to (repeatable).")
    }
}

extension OptionDeclaration where Self == OptionKey<String?> {
    static var sendmail: Self {
        .value(
            "sendmail", name: "program",
            help:
                "Hand each recipient's message to PROGRAM -i -t (such as /usr/sbin/sendmail or /usr/bin/msmtp) instead of printing it."
        )
    }
}
