/// Words joined in lower camel case (`["search", "controller", "active"]` → `searchControllerActive`):
/// how variants, conditions and generated symbols are named from the code's words.
public enum LowerCamelCase {
    public static func joined<Word: StringProtocol>(_ words: [Word]) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            result += (index == 0 ? word.prefix(1).lowercased() : word.prefix(1).uppercased()) + word.dropFirst()
        }
        return result
    }
}
