extension UptimeSourceError {
    /// The address prompt's notice: the command line's reason, in the prompt's few words.
    public var promptText: String {
        switch self {
        case .unknownSource: "NOT AN UPTIME SOURCE."
        case .missingURL: "AN ADDRESS IS NEEDED."
        case .unexpectedURL: "THIS SOURCE TAKES NO ADDRESS."
        case .notAURL: "NOT AN HTTPS ADDRESS."
        case .insecureURL: "HTTPS ONLY (HTTP TO LOOPBACK)."
        case .queryOrFragment: "NO ? OR # IN THE ADDRESS."
        case .userInfo: "NO USER OR PASSWORD IN THE ADDRESS."
        case .kumaWithoutSlug: "MUST END IN /STATUS/SLUG."
        case .invalidKumaSlug: "NOT A STATUS PAGE'S SLUG."
        case .tooLong: "ADDRESS TOO LONG."
        }
    }
}
