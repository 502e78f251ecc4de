import Foundation

/// Reads an old-style `.strings` file (`"key" = "value";`, comments, escapes), in UTF-8 or
/// UTF-16 with a byte order mark, as Xcode's `plutil` does; errors say line and column.
enum StringsFileParser {
    static func parse(path: String, data: Data) throws -> [String: String] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            // Foundation would drop an odd last byte and replace a lone surrogate; Xcode refuses both.
            let units = [UInt8](data.dropFirst(2)), bigEndian = data.starts(with: [0xFE, 0xFF])
            if let problem = TextEncodingCheck.utf16Problem(units, bigEndian: bigEndian, offset: 2) {
                throw LocalizationError(path: path, message: problem)
            }
            guard let decoded = String(data: data, encoding: .utf16) else {
                throw LocalizationError(path: path, message: "not valid UTF-16")
            }
            text = decoded
        } else {
            let bom = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            if let bad = TextEncodingCheck.firstInvalidUTF8(data.dropFirst(bom)) {
                throw LocalizationError(path: path, message: "not valid UTF-8 (or UTF-16 with a byte order mark): byte offset \(bad + bom) (0x\(String(data[data.startIndex + bad + bom], radix: 16, uppercase: true)))")
            }
            guard let decoded = String(data: data.dropFirst(bom), encoding: .utf8) else {
                throw LocalizationError(path: path, message: "not valid UTF-8 (or UTF-16 with a byte order mark)")
            }
            text = decoded
        }
        var scanner = Scanner(path: path, characters: Array(text.unicodeScalars))
        var result: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.token(what: "a key")
            try scanner.skipSpaceAndComments()
            var value = key
            if scanner.peek == "=" {
                scanner.advance()
                try scanner.skipSpaceAndComments()
                value = try scanner.token(what: "a value")
                try scanner.skipSpaceAndComments()
            }
            guard scanner.peek == ";" else { throw scanner.error("expected ';' after the entry for \"\(key)\"") }
            scanner.advance()
            result[key] = value
        }
        return result
    }

    struct Scanner {
        let path: String
        let characters: [Unicode.Scalar]
        var index = 0
        var line = 1, column = 1

        init(path: String, characters: [Unicode.Scalar]) { self.path = path; self.characters = characters }

        var atEnd: Bool { index >= characters.count }
        var peek: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ message: String) -> LocalizationError { LocalizationError(path: path, line: line, column: column, message: message) }

        mutating func skipSpaceAndComments() throws {
            while let c = peek {
                if c.properties.isWhitespace { advance(); continue }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let start = error("a comment is not closed")
                    advance(); advance()
                    while !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                        guard !atEnd else { throw start }
                        advance()
                    }
                    advance(); advance()
                    continue
                }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let c = peek, c != "\n" { _ = c; advance() }
                    continue
                }
                break
            }
        }

        /// A quoted string, or a bare word of letters, digits and `_.-`. Foundation's parser
        /// (and `plutil`) takes single quotes as double ones (Zaful's `InfoPlist.strings`:
        /// `'NSCameraUsageDescription' = 'cameraDesciption';`).
        mutating func token(what: String) throws -> String {
            guard let first = peek else { throw error("expected \(what), found the end of the file") }
            if first == "\"" || first == "'" {
                let quote = first
                let start = error("a string is not closed")
                advance()
                var result = String.UnicodeScalarView()
                while true {
                    guard let c = peek else { throw start }
                    advance()
                    if c == quote { break }
                    if c == "\\" {
                        guard let e = peek else { throw start }
                        advance()
                        switch e {
                        case "n": result.append("\n")
                        case "t": result.append("\t")
                        case "r": result.append("\r")
                        case "0": result.append("\0")
                        case "U", "u":
                            var hex = ""
                            for _ in 0..<4 { if let h = peek, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() } }
                            guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                                throw error("\\U needs four hexadecimal digits")
                            }
                            result.append(scalar)
                        default: result.append(e)
                        }
                        continue
                    }
                    result.append(c)
                }
                return String(result)
            }
            var word = String.UnicodeScalarView()
            while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.-$:/".unicodeScalars.contains(c) {
                word.append(c); advance()
            }
            guard !word.isEmpty else { throw error("expected \(what) in double quotes, found '\(first)'") }
            return String(word)
        }
    }
}
