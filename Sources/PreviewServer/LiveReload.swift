/// The small script that makes a served page follow the build: it reloads the page after
/// a successful rebuild and shows build errors in an overlay until they are fixed.
///
/// The script is a file of its own (not inline) so that pages with a
/// `Content-Security-Policy` of `script-src 'self'` still run it, and it is added to HTML
/// responses only as they are sent: the built files on disk never contain it.
public enum LiveReload {
    /// Where pages open their event stream.
    public static let eventsPath = "/__draper/events"
    /// Where the script is served.
    public static let scriptPath = "/__draper/live-reload.js"
    /// Everything under this prefix belongs to the server, not to the site.
    static let reservedPrefix = "/__draper/"

    static let helloEvent = "hello"
    static let reloadEvent = "reload"
    static let problemEvent = "problem"
    /// A problem with no good build to show behind it.
    static let firstProblemEvent = "first-problem"
    /// How far the running build is (for the page shown while the first build runs).
    static let progressEvent = "progress"
    /// The build has written its pages (its cards follow).
    static let pagesEvent = "pages"

    /// The tag added to HTML responses.
    static let scriptTag = Array("<script src=\"\(scriptPath)\"></script>".utf8)

    /// `html` with the script tag before its last `</body>` (any letter case), or at the end
    /// when there is none.
    static func inject(into html: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(html.count + scriptTag.count + 1)
        guard let index = lastClosingBody(in: html) else {
            result += html
            result += scriptTag
            return result
        }
        result += html[..<index]
        result += scriptTag
        result.append(UInt8(ascii: "\n"))
        result += html[index...]
        return result
    }

    private static let closingBody = Array("</body".utf8)

    private static func lastClosingBody(in html: [UInt8]) -> Int? {
        let pattern = closingBody
        guard html.count >= pattern.count else { return nil }
        var start = html.count - pattern.count
        while start >= 0 {
            var matches = true
            for offset in 0..<pattern.count {
                // ASCII letters compare case-insensitively by setting the 0x20 bit.
                let byte = html[start + offset]
                let lowered = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
                if lowered != pattern[offset] {
                    matches = false
                    break
                }
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }

    /// The script itself. Error text reaches the page only through `textContent`, never as
    /// markup, so a diagnostic quoting `<script>` from a dataset stays text.
    static let script = """
        // Draper preview: reload after a rebuild, show build problems over the page.
        (() => {
          "use strict";
          let instance = null;
          let overlay = null;
          let details = null;
          const waiting = document.documentElement.hasAttribute("data-draper-waiting");
          const showProblem = (event, heading) => {
            // The page shown before any build finished lists the errors itself.
            const errors = document.getElementById("draper-errors");
            if (errors) { errors.textContent = event.data; return; }
            if (overlay === null) {
              overlay = document.createElement("div");
              overlay.id = "draper-problem";
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:70vh;overflow:auto;z-index:2147483647;" +
                "margin:0;padding:1rem 1.25rem;background:#1d1f21;color:#f8f8f2;border-top:4px solid #e5484d;" +
                "font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -8px 24px rgba(0,0,0,.4)";
              const title = document.createElement("p");
              title.style.cssText = "margin:0 0 .5rem;font-weight:bold;color:#ff8a8f";
              title.id = "draper-problem-heading";
              details = document.createElement("pre");
              details.style.cssText = "margin:0;white-space:pre-wrap;word-break:break-word";
              overlay.append(title, details);
              (document.body || document.documentElement).append(overlay);
            }
            document.getElementById("draper-problem-heading").textContent = heading;
            details.textContent = event.data;
          };
          const listen = () => {
            const source = new EventSource("\(eventsPath)");
            source.addEventListener("\(helloEvent)", (event) => {
              if (instance !== null && instance !== event.data) location.reload();
              instance = event.data;
            });
            source.addEventListener("\(reloadEvent)", () => location.reload());
            source.addEventListener("\(progressEvent)", (event) => {
              const progress = document.getElementById("draper-progress");
              if (progress) progress.textContent = event.data;
            });
            source.addEventListener("\(pagesEvent)", () => { if (waiting) location.reload(); });
            source.addEventListener("\(problemEvent)", (event) => showProblem(event,
              "The build failed. Still showing the last good build; fix the problem and the page reloads."));
            source.addEventListener("\(firstProblemEvent)", (event) => showProblem(event,
              "The build failed, and no build has finished yet; fix the problem and the page reloads."));
            // A stream the server refused (too many pages listening, or stopping) is not retried
            // by the browser: try again as long after as the server's Retry-After says.
            source.addEventListener("error", () => {
              if (source.readyState === EventSource.CLOSED) setTimeout(listen, \(RequestHandler.eventStreamRetrySeconds * 1000));
            });
          };
          listen();
        })();

        """
}
