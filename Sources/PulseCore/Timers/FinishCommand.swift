import FoundationEssentials

/// The user's command run when a timer's block or countdown ends (`--on-finish`, or
/// `timers.onFinish` in the settings file): words split as a shell splits them, with
/// single quotes, double quotes and backslashes, but never expanded (no variables, no
/// globs, no pipes): the first word is the program, found on `PATH`, run without a shell.
public struct FinishCommand: Equatable, Sendable {
    /// The program and its arguments.
    public let words: [String]

    /// Why a command line could not be split.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// No word at all.
        case empty
        /// A quote opened and never closed.
        case unclosedQuote(Character)
        /// A backslash at the very end, escaping nothing.
        case trailingBackslash
        /// A control character (C0, C1 or DEL): refused as `--on-finish` refuses it, so
        /// that no escape sequence reaches a terminal in a message that shows the command.
        case controlCharacter

        /// The reason, in words for a message.
        public var description: String {
            switch self {
            case .empty: "it names no program"
            case .unclosedQuote(let quote): "a \(quote) quote is never closed"
            case .trailingBackslash: "it ends with a backslash that escapes nothing"
            case .controlCharacter: "it holds control characters"
            }
        }
    }

    /// The words of `line`, split as POSIX `sh` splits words: blanks between words;
    /// inside single quotes everything is literal; inside double quotes a backslash escapes
    /// only `"`, `\`, `$` and a backquote; elsewhere a backslash escapes any character.
    /// A line holding a control character is refused whole.
    public init(parsing line: String) throws(Problem) {
        guard !line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacter
        }
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("'") }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("\"") }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { throw .unclosedQuote("\"") }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                guard let escaped = characters.next() else { throw .trailingBackslash }
                inWord = true
                // A backslash before a newline joins the lines, as in sh.
                if escaped != "\n" { word.append(escaped) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw .empty }
        self.words = words
    }

    /// The words as a person would read them back, each quoted where it needs it.
    public var shown: String {
        words.map { word in
            word.isEmpty || word.contains(where: { " \t\n'\"\\$`*?[]|&;<>()#~".contains($0) })
                ? "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
                : word
        }.joined(separator: " ")
    }
}

/// One end a timer announces: what ended and when, as the user's command finds it in its
/// environment.
public struct TimerEnd: Equatable, Sendable {
    /// What ended.
    public enum What: String, Equatable, Sendable {
        case countdown, focus
        /// A break (`break` is the word the environment gives).
        case rest = "break"
        /// A long break.
        case longRest = "long-break"

        /// The word for the end of a block of `kind`.
        init(_ kind: IntervalPlan.Kind) {
            switch kind {
            case .focus: self = .focus
            case .rest: self = .rest
            case .longRest: self = .longRest
            }
        }
    }

    /// The page whose timer ended.
    public let page: Page
    /// The countdown, or which block of the interval.
    public let what: What
    /// The interval's round and how many there are (1 of 1 for a countdown, 0 rounds for
    /// an endless interval).
    public let round: Int, rounds: Int
    /// Whether the timer as a whole is done (a countdown's end, an interval's last block).
    public let isDone: Bool
    /// The instant it ended.
    public let at: Date

    /// An end of `what` on `page`.
    public init(page: Page, what: What, round: Int = 1, rounds: Int = 1, isDone: Bool, at: Date) {
        self.page = page
        self.what = what
        self.round = round
        self.rounds = rounds
        self.isDone = isDone
        self.at = at
    }

    /// The variables the command gets beside the environment Pulse was given.
    public var environment: [String: String] {
        [
            "PULSE_TIMER": page.name, "PULSE_BLOCK": what.rawValue, "PULSE_ROUND": String(round),
            "PULSE_ROUNDS": String(rounds), "PULSE_DONE": isDone ? "1" : "0",
            "PULSE_ENDED_AT": String(Int(at.timeIntervalSince1970.rounded(.down))),
        ]
    }
}
