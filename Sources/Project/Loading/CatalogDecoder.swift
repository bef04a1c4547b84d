import Diagnostics

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
            case .string(let text):
                catalog.messages[key] = ["other": text]
                catalog.locations[key] = location
            case .object(let inner)
            where !inner.members.isEmpty
                && inner.members.allSatisfy({ MessageCatalog.pluralCategories.contains($0.key) }):
                var forms: [String: String] = [:]
                for form in inner.members {
                    guard case .string(let text) = form.value.kind else {
                        report(
                            .wrongType("\(key).\(form.key)", expected: "a string", found: form.value.typeDescription),
                            at: form.value.position, into: &diagnostics)
                        continue
                    }
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

    private func report(
        _ reason: ProjectError.Reason, at position: TextPosition, into diagnostics: inout DiagnosticCollector
    ) {
        for diagnostic in ProjectError(reason, at: position.location(in: file)).diagnostics {
            diagnostics.report(diagnostic)
        }
    }
}
