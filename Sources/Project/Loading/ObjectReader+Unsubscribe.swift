import Diagnostics

extension ObjectReader {
    /// `email.unsubscribe`: one link or an array of them (`UnsubscribeLink`), each checked
    /// where it is written, and none twice.
    func unsubscribeLinks(_ key: String, into diagnostics: inout DiagnosticCollector) -> [UnsubscribeLink]? {
        guard let value = value(key) else { return nil }
        let texts: [Located<String>]?
        if case .array(let elements) = value.kind {
            if elements.isEmpty {
                report(.emptyValue(name(key)), at: value.position, into: &diagnostics)
                return nil
            }
            texts = stringArray(key, into: &diagnostics)
        } else {
            texts = string(key, into: &diagnostics).map { [$0] }
        }
        guard let texts else { return nil }
        var links: [UnsubscribeLink] = []
        var valid = true
        for text in texts {
            if let problem = UnsubscribeLink.problem(in: text.value) {
                report(
                    .invalidUnsubscribeLink(name(key), value: text.value, problem: problem), at: text.position,
                    into: &diagnostics)
                valid = false
            } else if let link = UnsubscribeLink(text.value) {
                if links.contains(link) {
                    report(.duplicateValue(name(key), value: text.value), at: text.position, into: &diagnostics)
                    valid = false
                }
                links.append(link)
            }
        }
        return valid ? links : nil
    }
}
