/// The tool's version: what `--version` prints, what the Swift reader must answer to be used,
/// and part of every output's input digest (a new version renders anew).
public enum ToolVersion {
    public static let number = "0.2.0"
}
