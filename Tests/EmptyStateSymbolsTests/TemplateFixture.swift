/// Small symbol templates written for the tests, laid out like the SF Symbols app's: the
/// canvas, guides at Apple's positions (Baseline-S 696, Capline-S 625.541, Baseline-M 1126,
/// Capline-M 1055.54, Baseline-L 1556, Capline-L 1485.54) and variants placed by a
/// `matrix(1 0 0 1 X BASELINE)` transform.
enum TemplateFixture {
    static let baselines: [String: Double] = ["S": 696, "M": 1126, "L": 1556]
    static let caplines: [String: Double] = ["S": 625.541, "M": 1055.54, "L": 1485.54]

    static func document(style: String = "", guides: String = guides(), symbols: String, version: String = "6.0") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: written for EmptyStateSymbolsTests-->
        <!DOCTYPE svg
        PUBLIC "-//W3C//DTD SVG 1.1//EN"
               "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
         <style>\(style)
        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
         </style>
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
          <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.\(version)</text>
          <g transform="matrix(0.2 0 0 0.2 263 1933)"><path d="M0 0h10v10h-10z"/></g>
         </g>
         <g id="Guides">
        \(guides)
         </g>
         <g id="Symbols">
        \(symbols)
         </g>
        </svg>
        """
    }

    /// Baseline and capline guides for the scales, and margin guides (variant, left x, right x).
    static func guides(scales: [String] = ["S", "M", "L"], margins: [(String, Double, Double)] = []) -> String {
        var lines: [String] = []
        for scale in scales {
            lines.append("""
              <g id="H-reference" style="fill:#27AAE1;stroke:none;" transform="matrix(1 0 0 1 339 \(baselines[scale]!))"><path d="M0.99 0L3.63 0L29.3-67.1Z"/></g>
              <line id="Baseline-\(scale)" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="\(baselines[scale]!)" y2="\(baselines[scale]!)"/>
              <line id="Capline-\(scale)" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="\(caplines[scale]!)" y2="\(caplines[scale]!)"/>
            """)
        }
        for (variant, left, right) in margins {
            lines.append("""
              <line id="left-margin-\(variant)" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="\(left)" x2="\(left)" y1="600.785" y2="720.121"/>
              <line id="right-margin-\(variant)" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="\(right)" x2="\(right)" y1="600.785" y2="720.121"/>
            """)
        }
        return lines.joined(separator: "\n")
    }

    /// A variant group with its origin at x on its scale's baseline.
    static func variant(_ name: String, x: Double, _ body: String) -> String {
        let scale = String(name.split(separator: "-").last!)
        return "  <g id=\"\(name)\" transform=\"matrix(1 0 0 1 \(x) \(baselines[scale]!))\">\n\(body)\n  </g>"
    }

    static func path(_ d: String, classes: String = "monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe") -> String {
        "   <path class=\"\(classes)\" d=\"\(d)\"/>"
    }
}
