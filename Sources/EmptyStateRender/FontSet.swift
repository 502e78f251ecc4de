import CFontconfig
import Foundation

/// The fonts the renderer may use, and nothing else: a private fontconfig configuration
/// that ignores the machine's fontconfig files, its other fonts and the environment
/// (FONTCONFIG_FILE, user font folders), so the same template renders the same pixels on every
/// machine that has these font files. `make setup` installs them (Debian packages in brackets).
public enum FontSet {
    public struct Source: Sendable {
        public var directory: String
        /// File name patterns accepted from the directory.
        public var files: [String]
        public var package: String
    }

    public static let sources: [Source] = [
        Source(directory: "/usr/share/fonts/opentype/inter", files: ["Inter-*.otf", "InterDisplay-*.otf"], package: "fonts-inter"),
        Source(directory: "/usr/share/texmf/fonts/opentype/public/tex-gyre", files: ["texgyreheros-*.otf"], package: "fonts-texgyre"),
        Source(directory: "/usr/share/fonts/truetype/liberation2", files: ["Liberation*.ttf"], package: "fonts-liberation2"),
        Source(directory: "/usr/share/fonts/opentype/noto", files: ["NotoSansCJK-*.ttc"], package: "fonts-noto-cjk"),
        // Arabic, Hebrew and other scripts the families above lack.
        Source(directory: "/usr/share/fonts/truetype/dejavu", files: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"], package: "fonts-dejavu-core"),
        // Arabic, Hebrew, Thai and Devanagari in the faces iOS's own fallbacks resemble (Geeza,
        // Arial Hebrew, Thonburi, Kohinoor are not on Linux); Cyrillic and Greek are in Inter.
        Source(directory: "/usr/share/fonts/truetype/noto",
               files: ["NotoSansArabic-*.ttf", "NotoSansHebrew-*.ttf", "NotoSansThai-*.ttf", "NotoSansDevanagari-*.ttf"],
               package: "fonts-noto-core"),
        // Emoji in colour, as Apple Color Emoji draws them (`ColorGlyphLines` places its PNG strikes at the text's size).
        Source(directory: "/usr/share/fonts/truetype/noto", files: ["NotoColorEmoji.ttf"], package: "fonts-noto-color-emoji"),
    ]

    /// The fontconfig XML of the private configuration.
    static var configurationXML: String {
        let dirs = sources.map { "  <dir>\($0.directory)</dir>" }.joined(separator: "\n")
        let accepted = sources.flatMap { source in source.files.map { "      <glob>\(source.directory)/\($0)</glob>" } }.joined(separator: "\n")
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        \(dirs)
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont>
            <rejectfont><glob>*</glob></rejectfont>
            <acceptfont>
        \(accepted)
            </acceptfont>
          </selectfont>
          <!-- Pango asks for the family "emoji" for an emoji run (sequences, keycaps, flags included). -->
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <!-- A colour bitmap font is measured at the text's size, not its strike's: the scale
               fontconfig's own 10-scale-bitmap-fonts.conf gives it (`ColorGlyphLines` draws it so). -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="color" compare="eq"><bool>true</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="color" compare="eq"><bool>true</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """
    }

    static func privateConfiguration() throws -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw RenderError("fontconfig could not create a configuration") }
        let loaded = configurationXML.withCString { xml in
            FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer(xml).assumingMemoryBound(to: FcChar8.self), FcTrue)
        }
        guard loaded == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw RenderError("fontconfig rejected the renderer's font configuration")
        }
        return config
    }

    /// The private configuration (no template fonts), made fontconfig's current one before any
    /// Pango font map exists; nil if fontconfig refuses it (FontMapCache then reports why).
    /// Why: Pango's first fc font map starts a thread that calls FcInit(), which, with no current
    /// configuration, parses /etc/fonts/fonts.conf and all of conf.d and loads the system's font
    /// cache; the first layout then waits for that thread. That was 13 % of a cold render's
    /// instructions, for a configuration no rendering uses. With ours current, FcInit() returns
    /// at once. librsvg's text (it asks for the default font map) draws with these fonts too.
    static let current: OpaquePointer? = {
        guard let config = try? privateConfiguration() else { return nil }
        FcConfigSetCurrent(config) // takes its own reference
        return config
    }()

    /// The chosen fonts that are not on this machine, by Debian package.
    public static var missingPackages: [String] {
        sources.filter { source in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: source.directory)) ?? []
            return !source.files.contains { pattern in names.contains { fnmatch(pattern, $0, 0) == 0 } }
        }.map(\.package)
    }
}
