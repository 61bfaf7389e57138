/// Pulse's version: `--version`, the man page's footer and the User-Agent say this.
public enum PulseVersion {
    /// The version number.
    public static let number = "0.2.0"
}
