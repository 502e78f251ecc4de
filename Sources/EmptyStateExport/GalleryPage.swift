import EmptyStateRender
import Foundation

/// The review page: one HTML/CSS/JS app for the static gallery (`export`'s index.html, data
/// inline, works from file://) and for `emptystate serve` (data from `/api/screens`, updates
/// over `/events`). Styles and script are inline and it fetches nothing from outside.
public enum GalleryPage {
    /// `data`: inline (static); nil: fetched from the server. `token`: the server's per-run
    /// token for approving, which only a page from that server can read. `review` and `audited`:
    /// the server compares with references and reviews accessibility, so the page draws their
    /// controls from the start (appearing with the data, they could wrap the controls onto
    /// another line and push the grid down as it loads).
    /// `liveData`: the server's screens when the page is asked for, inline so that the grid and
    /// its thumbnails are part of the page's load (a headless browser's screenshot shows them).
    public static func html(data: GalleryData? = nil, liveData: Data? = nil, token: String? = nil, review: Bool = false, audited: Bool = false) -> String {
        let live = data == nil
        let classes = [(data?.review ?? review) ? "review" : nil, (data.map { $0.accessibilityAudit == true } ?? audited) ? "audited" : nil].compactMap { $0 }
        let json = (data.flatMap { try? $0.encoded() } ?? liveData).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        // JSON inside <script> must not close it: "<" never appears unescaped.
        let inline = json.replacingOccurrences(of: "<", with: "\\u003c")
        let tokenMeta = token.map { "<meta name=\"emptystate-token\" content=\"\(markupEscaped($0))\">\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        \(tokenMeta)<title>emptystate \(live ? "preview" : "gallery")</title>
        <style>
        \(GalleryStyle.css)
        \(GalleryAccessibilityStyle.css)
        </style>
        </head>
        <body data-live="\(live)"\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")>
        <a class="skip" href="#main">Skip to the screens</a>
        <header class="bar" id="bar">
        <h1>emptystate <span class="mode">\(live ? "preview" : "gallery")</span></h1>
        <label class="search"><span class="visually-hidden">Filter screens by any word</span>
        <input id="filter" type="search" placeholder="Filter: template, device, variant, dark, AX3…" autocomplete="off" spellcheck="false"></label>
        <p id="count" class="count" role="status" aria-live="polite">Loading…</p>
        </header>
        <nav class="controls" id="controls" aria-label="Which screens">
        <label class="check review-only"><input type="checkbox" id="changed-only"> Changed only</label>
        \(selects)
        <label class="check audit-only"><input type="checkbox" id="a11y-only"> Accessibility findings only <span id="a11y-tally" class="tally"></span></label>
        <label class="check"><input type="checkbox" id="play-all"> Play appearances</label>
        <button type="button" id="approve-all" class="review-only live-only">Approve all changes</button>
        </nav>
        <div id="errors" class="errors" role="alert"></div>
        <main id="main" tabindex="-1">
        <div id="empty" class="empty" hidden><p id="empty-text">No screens match.</p><button type="button" id="clear">Clear the filter</button></div>
        <div id="grid"></div>
        </main>
        \(detail)
        <script type="application/json" id="gallery-data">\(inline)</script>
        <script>
        \(GalleryScript.grid)
        \(GalleryScript.accessibility)
        \(GalleryScript.detail)
        \(GalleryScript.start)
        </script>
        </body>
        </html>

        """
    }

    /// A select per axis; the script fills in the values the screens have.
    static let axes = [("device", "Device"), ("variant", "Variant"), ("state", "State"), ("colorScheme", "Appearance"),
                       ("contentSize", "Text size"), ("contrast", "Contrast"), ("layoutDirection", "Direction")]

    static var selects: String {
        axes.map { key, label in
            "<label class=\"axis\"><span>\(label)</span><select id=\"axis-\(key)\" data-axis=\"\(key)\"><option value=\"\">All</option></select></label>"
        }.joined(separator: "\n")
    }

    /// The full-size view. Its findings list can scroll on its own, so it takes the keyboard's
    /// focus (tabindex) for arrow keys to scroll it.
    static let detail = """
    <dialog id="detail" aria-labelledby="detail-title">
    <div class="detail-head">
    <h2 id="detail-title">Screen</h2>
    <span id="detail-status" class="badge" hidden></span>
    <span class="spacer"></span>
    <button type="button" id="prev" aria-label="Previous screen" title="Previous screen (←)">←</button>
    <span id="detail-pos" class="pos"></span>
    <button type="button" id="next" aria-label="Next screen" title="Next screen (→)">→</button>
    <button type="button" id="close" aria-label="Close" title="Close (Esc)">✕</button>
    </div>
    <div class="detail-tools">
    <button type="button" id="zoom" aria-pressed="false">1:1 pixels</button>
    <span class="player"><button type="button" id="play" aria-pressed="false">Play</button>
    <label class="time"><span>Time</span> <input type="range" id="time" min="0" max="1" step="0.01" value="1"></label>
    <output id="time-out" for="time">at rest</output></span>
    <fieldset id="compare" class="compare review-only"><legend>Compare</legend>
    <label><input type="radio" name="compare" value="side" checked> Side by side</label>
    <label><input type="radio" name="compare" value="swipe"> Swipe</label>
    <label><input type="radio" name="compare" value="onion"> Onion skin</label>
    <label><input type="radio" name="compare" value="diff"> Diff</label>
    </fieldset>
    <label id="mix-label" class="mix" hidden><span id="mix-name">Reference shown</span> <input type="range" id="mix" min="0" max="100" value="50"></label>
    <button type="button" id="approve" class="approve live-only review-only">Approve</button>
    <span class="links" id="detail-links"></span>
    </div>
    <p id="detail-stand-ins" class="stand-ins" role="note" hidden></p>
    <p id="detail-changes" class="changes-words review-only" role="note" hidden></p>
    <div class="detail-body">
    <div id="stage" class="stage"></div>
    <section id="findings" class="findings" aria-labelledby="findings-title" tabindex="0" hidden>
    <h3 id="findings-title">Accessibility</h3>
    <p id="findings-summary" class="findings-summary"></p>
    <ul id="findings-list"></ul>
    </section>
    </div>
    </dialog>
    """
}
