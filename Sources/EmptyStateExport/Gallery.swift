import EmptyStateRender
import Foundation

/// `DIR/index.html`: the review page. Every template with its variants as rows, devices as
/// columns, each cell its states side by side and the appearance playing; captions on
/// everything; a filter box. One file with its style and script inline: it needs no network.
public struct Gallery {
    public let manifest: Manifest
    public init(manifest: Manifest) { self.manifest = manifest }

    public func html() -> String {
        let byTemplate = Dictionary(grouping: manifest.outputs, by: \.template)
        var body = ""
        for template in byTemplate.keys.sorted() {
            let outputs = byTemplate[template]!
            let devices = unique(outputs.map { "\($0.device)@\($0.scale)x" })
            let variantOrder = unique(outputs.map(\.variant)).sorted { a, b in a == "default" ? b != "default" : (b == "default" ? false : a < b) }
            // A row per variant and trait collection, in the export's order of traits.
            let variants = variantOrder.flatMap { variant in unique(outputs.filter { $0.variant == variant }.map(rowName)) }
            body += "<section class=\"template\" data-name=\"\(escape(template))\">\n<h2>\(escape(template))</h2>\n"
            body += "<div class=\"scroll\"><table><thead><tr><th></th>" + devices.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead><tbody>\n"
            for variant in variants {
                body += "<tr class=\"screen\" data-text=\"\(escape("\(template) \(variant) " + devices.joined(separator: " ")))\"><th class=\"variant\">\(escape(variant))</th>"
                for device in devices {
                    let cell = outputs.filter { rowName($0) == variant && "\($0.device)@\($0.scale)x" == device }
                    body += "<td><div class=\"cell\">" + cell.filter { $0.format == "png" }.map { output in
                        figure(output.path, caption: output.state ?? "", alt: "\(template) \(variant) \(output.state ?? "") \(device)", state: output.state,
                               problems: output.warnings ?? [])
                    }.joined()
                    body += cell.filter { $0.format == "apng" || $0.format == "gif" }.map { output in
                        figure(output.path, caption: "appearance (\(output.format))", alt: "\(template) \(variant) appearance \(device)", state: "appearance")
                    }.joined()
                    body += "</div>"
                    let links = cell.filter { $0.format == "svg" }.map { "<a href=\"\(escape($0.path))\">SVG</a>" }
                    if !links.isEmpty { body += "<div class=\"links\">" + links.joined(separator: " · ") + "</div>" }
                    body += "</td>"
                }
                body += "</tr>\n"
            }
            body += "</tbody></table></div></section>\n"
        }
        var errors = ""
        if !manifest.errors.isEmpty {
            errors = "<section class=\"errors\"><h2>Errors</h2><ul>" + manifest.errors.map { "<li><code>\(escape($0.message))</code></li>" }.joined() + "</ul></section>"
        }
        let count = manifest.outputs.count
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>emptystate gallery</title>
        <style>
        :root { color-scheme: light; font-family: Inter, -apple-system, system-ui, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { position: sticky; top: 0; z-index: 1; display: flex; gap: 16px; align-items: center; padding: 14px 28px; background: rgba(242,242,247,0.92); backdrop-filter: blur(8px); border-bottom: 1px solid #D1D1D6; }
        header h1 { font-size: 18px; margin: 0; }
        header .count { color: #6C6C70; font-size: 13px; }
        #filter { margin-left: auto; font: inherit; font-size: 14px; padding: 7px 12px; border-radius: 9px; border: 1px solid #C7C7CC; min-width: 260px; }
        main { padding: 8px 28px 48px; }
        section.template h2 { font-size: 17px; margin: 28px 0 10px; }
        .scroll { overflow-x: auto; padding-bottom: 6px; }
        table { border-collapse: separate; border-spacing: 14px 10px; margin-left: -14px; }
        th { font-size: 12px; font-weight: 600; color: #6C6C70; text-align: left; vertical-align: top; }
        th.variant { padding-top: 8px; color: #1C1C1E; font-size: 13px; }
        td { vertical-align: top; background: #FFFFFF; border-radius: 12px; padding: 12px; box-shadow: 0 1px 2px rgba(0,0,0,0.06); }
        .cell { display: flex; gap: 10px; flex-wrap: nowrap; }
        figure { margin: 0; }
        figure img { display: block; width: 128px; height: auto; border-radius: 4px; outline: 1px solid #E5E5EA;
          background: repeating-conic-gradient(#E5E5EA 0% 25%, #FFFFFF 0% 50%) 0 0 / 12px 12px; }
        figure.appearance img { outline: 2px solid #0A84FF; }
        figcaption { font-size: 11px; color: #6C6C70; margin-top: 5px; text-align: center; }
        .links { font-size: 11px; margin-top: 8px; }
        .links a { color: #0A84FF; text-decoration: none; }
        .problem { color: #B3261E; font-weight: 600; }
        .errors { background: #FFF1F0; border: 1px solid #FFCCC7; border-radius: 12px; padding: 4px 18px; margin-top: 20px; }
        .hidden { display: none; }
        </style>
        </head>
        <body>
        <header><h1>emptystate gallery</h1><span class="count">\(count) files · \(byTemplate.count) templates</span>
        <input id="filter" type="search" placeholder="Filter: template, variant, device, dark, AX3…" autofocus></header>
        <main>
        \(errors)
        \(body)
        </main>
        <script>
        const filter = document.getElementById('filter');
        filter.addEventListener('input', () => {
          const words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
          for (const row of document.querySelectorAll('tr.screen')) {
            const text = row.dataset.text.toLowerCase();
            row.classList.toggle('hidden', !words.every(w => text.includes(w)));
          }
          for (const section of document.querySelectorAll('section.template')) {
            section.classList.toggle('hidden', !section.querySelector('tr.screen:not(.hidden)'));
          }
        });
        </script>
        </body>
        </html>

        """
    }

    private func figure(_ path: String, caption: String, alt: String, state: String?, problems: [String] = []) -> String {
        let kind = state == "appearance" ? " class=\"appearance\"" : ""
        // What does not fit is a badge on the picture, its reasons in the tooltip.
        let badge = problems.isEmpty ? "" : " <span class=\"problem\" title=\"\(escape(problems.joined(separator: "\n")))\">⚠ does not fit</span>"
        return "<figure\(kind)><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(escape(alt))\" loading=\"lazy\"></a><figcaption>\(escape(caption))\(badge)</figcaption></figure>"
    }

    /// A row's name: the variant, and its traits where they are not the defaults.
    private func rowName(_ output: Manifest.Output) -> String {
        guard let label = output.traits?.label, !label.isEmpty else { return output.variant }
        return "\(output.variant) · \(label)"
    }

    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    private func escape(_ text: String) -> String { markupEscaped(text) }
}
