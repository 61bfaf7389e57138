import FoundationEssentials

/// A calendar feed as the user names one (`--calendar`, the page's prompt, the stored
/// value): an optional short label, then an address or a file. The address is a secret
/// (a feed's address carries its token), so the state keeps only its face: the label and
/// the host or the file's name.
public struct CalendarFeedText: Equatable, Sendable {
    /// Where a feed is read from.
    public enum Location: Equatable, Sendable {
        /// An `https://` address (`webcal://` read as `https://`), or `http://` to a
        /// loopback host.
        case web(URL)
        /// A local `.ics` file, by its path as given.
        case file(String)
    }

    /// Why a feed's words were refused; the line never repeats the address.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// Neither a web address nor a path.
        case notAnAddress
        /// Plain `http://` to a host that is not loopback.
        case insecure
        /// Longer than `longestText`.
        case tooLong
        /// More than `mostFeeds` feeds.
        case tooMany
        /// A file's path that is not absolute (`/…` or `~/…`) where no working directory
        /// can make it so (the prompt: the display's is not the user's).
        case relativePath

        /// The command line's line.
        public var description: String {
            switch self {
            case .notAnAddress:
                "a calendar is an https:// or webcal:// address, or the path of an .ics file"
            case .insecure: "a calendar's http:// address must be a loopback host; use https://"
            case .tooLong: "a calendar's address is at most \(CalendarFeedText.longestText) bytes long"
            case .tooMany: "at most \(CalendarFeedText.mostFeeds) calendars are merged"
            case .relativePath: "a calendar file's path starts with / or ~/"
            }
        }

        /// The prompt's notice.
        public var promptText: String {
            switch self {
            case .notAnAddress: "NOT A CALENDAR ADDRESS."
            case .insecure: "HTTPS ONLY, BUT FOR LOOPBACK."
            case .tooLong: "ADDRESS TOO LONG."
            case .tooMany: "AT MOST \(CalendarFeedText.mostFeeds) CALENDARS."
            case .relativePath: "A PATH STARTS WITH / OR ~/."
            }
        }
    }

    /// The longest feed text taken: no feed's address is near it.
    public static let longestText = 2048
    /// The longest label: it shares a row with an event's time.
    public static let longestLabel = 12
    /// How many feeds the page merges.
    public static let mostFeeds = 3

    /// The user's label, in capitals (nil: none given).
    public let label: String?
    /// Where it is read from.
    public let location: Location

    /// `text` read as `[LABEL=]ADDRESS`: `LABEL` is up to 12 letters, digits, spaces, `-`
    /// or `_`, and `ADDRESS` an `https://`, `webcal://` or loopback `http://` address, or
    /// a path (starting `/`, `./`, `../` or `~/`, or ending in `.ics`).
    public init(parsing text: String) throws(Refusal) {
        let trimmed = text.trimmingScalars { $0 == " " || $0 == "\t" }
        guard trimmed.utf8.count <= Self.longestText else { throw .tooLong }
        var rest = trimmed
        var label: String?
        if let equals = trimmed.firstIndex(of: "=") {
            let head = String(trimmed[..<equals])
            let tail = String(trimmed[trimmed.index(after: equals)...])
            if Self.isLabel(head), Self.looksLikeAddress(tail) {
                label = head.uppercased()
                rest = tail
            }
        }
        self.label = label
        location = try Self.location(of: rest)
    }

    /// What the state and the screen may show of it: the label, and the host or the
    /// file's name, never the path or query of an address.
    public var face: CalendarFeedFace {
        switch location {
        case .web(let url): CalendarFeedFace(label: label, place: (url.host ?? "").lowercased())
        case .file(let path): CalendarFeedFace(label: label, place: Self.fileName(path))
        }
    }

    private static func isLabel(_ text: String) -> Bool {
        (1...longestLabel).contains(text.count)
            && text.unicodeScalars.allSatisfy {
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    || $0 == " " || $0 == "-" || $0 == "_"
            }
    }

    private static func looksLikeAddress(_ text: String) -> Bool {
        text.contains("://") || isPath(text)
    }

    private static func isPath(_ text: String) -> Bool {
        text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") || text.hasPrefix("~/")
            || text.lowercased().hasSuffix(".ics")
    }

    private static func location(of text: String) throws(Refusal) -> Location {
        let lower = text.lowercased()
        for scheme in ["webcal://", "webcals://"] where lower.hasPrefix(scheme) {
            guard !text.contains(where: \.isWhitespace),
                let url = URL(string: "https://" + text.dropFirst(scheme.count)),
                url.host != nil
            else {
                throw .notAnAddress
            }
            return .web(url)
        }
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            guard !text.contains(where: \.isWhitespace), let url = URL(string: text), let host = url.host, !host.isEmpty
            else { throw .notAnAddress }
            guard isPermittedURL(url) else { throw .insecure }
            return .web(url)
        }
        guard !text.contains("://"), isPath(text) else { throw .notAnAddress }
        return .file(text)
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

/// What may be shown of a feed: its label, and its host or file name.
public struct CalendarFeedFace: Equatable, Hashable, Sendable {
    /// The user's label, if any.
    public let label: String?
    /// The host, or the file's name.
    public let place: String

    /// A face as given.
    public init(label: String?, place: String) {
        self.label = label
        self.place = place
    }

    /// The label when there is one, else the place, in capitals.
    public var name: String { (label ?? place).uppercased() }
}

extension Credential {
    /// The credential the page's feeds are kept as: their texts, separated by commas, in the
    /// order the page merges them. Secret: each address carries its feed's token.
    public static let calendarFeeds = Credential(rawValue: "calendar.feeds")
}

extension CalendarFeedText {
    /// The feeds in `text`: `SOURCE[,SOURCE…]` as the command line and the prompt take
    /// them, or one a line as the credentials file keeps them; at most `mostFeeds`.
    public static func list(parsing text: String) throws(Refusal) -> [CalendarFeedText] {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "\n" })
            .map { $0.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\r" } }
            .filter { !$0.isEmpty }
        guard !parts.isEmpty else { throw .notAnAddress }
        guard parts.count <= mostFeeds else { throw .tooMany }
        var feeds: [CalendarFeedText] = []
        for part in parts { feeds.append(try CalendarFeedText(parsing: part)) }
        return feeds
    }

    /// Whether the feed can be read from any working directory: an address, or a path
    /// starting `/` or `~/`.
    public var isAnchored: Bool {
        guard case .file(let path) = location else { return true }
        return path.hasPrefix("/") || path.hasPrefix("~/")
    }

    /// The text the credentials file keeps for `feeds`: as the command line takes them,
    /// separated by commas (the store keeps no control character, a line end included).
    public static func stored(_ texts: [String]) -> String { texts.joined(separator: ",") }

    /// The save of the feeds a prompt took (`SOURCE,SOURCE`), kept one a line.
    static func save(_ typed: SecretText, origin: Page) -> Save {
        let lines = typed.revealed.split(whereSeparator: { $0 == "," || $0 == "\n" })
            .map { $0.trimmingScalars { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        return Save(.credential(.calendarFeeds, SecretText(stored(lines.map { String($0) }))), origin: origin)
    }
}
