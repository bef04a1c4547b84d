/// The page a browser gets for a page the first build has not written yet: the build's
/// progress, kept current by the live-reload script, which loads the real page as soon as
/// the pages are written. After a failed first build it shows the errors instead.
enum BuildingPage {
    static func html(progress: String, failure: String?) -> [UInt8] {
        let heading = failure == nil ? "Building the site…" : "The build failed"
        let body =
            if let failure {
                """
                <p>Fix the problem below and the site is built again; this page then loads it.</p>
                <pre id="draper-errors">\(escape(failure))</pre>
                """
            } else {
                """
                <p id="draper-progress" role="status" aria-live="polite">\(escape(progress))</p>
                <p class="note">This page turns into the site when its pages are written.</p>
                """
            }
        return Array(
            """
            <!DOCTYPE html>
            <html lang="en" data-draper-waiting=""><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(heading) · Draper preview</title>
            <style>
            body{margin:0;min-height:100vh;box-sizing:border-box;display:grid;place-content:center;gap:.5rem;padding:2rem;
            background:#16120f;color:#f3ede4;font:1.05rem/1.5 system-ui,sans-serif}
            h1{margin:0;font-size:1.6rem;font-weight:600}p{margin:0}.note{color:#b9ad9c;font-size:.9rem}
            pre{margin:.5rem 0 0;padding:1rem;max-width:80ch;overflow:auto;white-space:pre-wrap;background:#241d18;
            border-left:4px solid #e5484d;font:.85rem/1.45 ui-monospace,monospace}
            </style></head>
            <body><main><h1>\(heading)</h1>
            \(body)
            </main></body></html>

            """.utf8)
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
