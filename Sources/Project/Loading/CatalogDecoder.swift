import Diagnostics
import SafeText

/// Reads a message catalogue: nested objects of strings, where an object whose keys are all
/// CLDR plural categories is one counted message. Every problem at its line and column.
struct CatalogDecoder {
    let file: String

    func decode(_ value: JSONValue, into diagnostics: inout DiagnosticCollector) -> MessageCatalog? {
        guard case .object(let object) = value.kind else {
            report(.wrongRoot(expected: "an object of messages"), at: value.position, into: &diagnostics)
            return nil
        }
        var catalog = MessageCatalog(messages: [:], file: file)
        let errorsBefore = diagnostics.errorCount
        read(object, prefix: "", into: &catalog, diagnostics: &diagnostics)
        return diagnostics.errorCount == errorsBefore ? catalog : nil
    }

    private func read(
        _ object: JSONObject, prefix: String, into catalog: inout MessageCatalog,
        diagnostics: inout DiagnosticCollector
    ) {
        for member in object.members {
            let key = prefix + member.key
            let location = member.keyPosition.location(in: file)
            switch member.value.kind {
            case .string(let raw):
                guard let text = checked(raw, key: key, at: member.value.position, into: &diagnostics) else { continue }
                catalog.messages[key] = ["other": text]
                catalog.locations[key] = location
            case .object(let inner)
            where !inner.members.isEmpty
                && inner.members.allSatisfy({ MessageCatalog.pluralCategories.contains($0.key) }):
                var forms: [String: String] = [:]
                for form in inner.members {
                    guard case .string(let raw) = form.value.kind else {
                        report(
                            .wrongType("\(key).\(form.key)", expected: "a string", found: form.value.typeDescription),
                            at: form.value.position, into: &diagnostics)
                        continue
                    }
                    guard
                        let text = checked(raw, key: "\(key).\(form.key)", at: form.value.position, into: &diagnostics)
                    else { continue }
                    forms[form.key] = text
                }
                guard forms["other"] != nil else {
                    report(.missingKey("\(key).other"), at: member.value.position, into: &diagnostics)
                    continue
                }
                catalog.messages[key] = forms
                catalog.locations[key] = location
            case .object(let inner):
                read(inner, prefix: key + ".", into: &catalog, diagnostics: &diagnostics)
            default:
                report(
                    .wrongType(
                        key, expected: "a string, or an object of messages", found: member.value.typeDescription),
                    at: member.value.position, into: &diagnostics)
            }
        }
    }

    /// A message as the datasets' values are checked: JSON escapes can write control
    /// characters the parser refuses raw (`\u001b`), and those have no place in a page; bidi
    /// controls a message opens are closed at the end of its line.
    private func checked(
        _ text: String, key: String, at position: TextPosition, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        if let control = text.unicodeScalars.first(where: {
            ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }) {
            report(.controlCharacterInValue(key, control.value), at: position, into: &diagnostics)
            return nil
        }
        return BidiControls.closed(text)
    }

    private func report(
        _ reason: ProjectError.Reason, at position: TextPosition, into diagnostics: inout DiagnosticCollector
    ) {
        for diagnostic in ProjectError(reason, at: position.location(in: file)).diagnostics {
            diagnostics.report(diagnostic)
        }
    }
}
