extension UptimeSource {
    /// The Uptime page's foot line, which opens the prompt that changes what the source
    /// needs: its key, or its address for the sources that need no key.
    public var changeLine: String {
        switch self {
        case .levo, .healthchecks, .uptimerobot: "CHANGE API KEY"
        case .betterstack: "CHANGE API TOKEN"
        case .kuma: "CHANGE STATUS PAGE"
        case .gatus: "CHANGE SERVER"
        }
    }
}
