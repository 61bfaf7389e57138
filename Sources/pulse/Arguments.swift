import FoundationEssentials
import PulseApp
import PulseCore
import PulseDisplay
import PulseTerminal

/// A command-line mistake: exit status 2 with one line that says what was wrong.
struct UsageError: Error {
    let message: String
}

/// What the command line asks for.
enum Invocation {
    case interactive(InteractiveOptions)
    case snapshot(SnapshotOptions)
    case help
    case version
}

/// The options the display and `pulse snapshot` both take, read by one rule.
struct RunOptions {
    var demo = false
    var color: ColorChoice = .auto
    var fontPath: String?
    var location: String?
    var uptime: UptimeSource?
    var pages: PagesShown?
    var contributions: ContributionsSource?
    var clock = ClockSetting()
    /// `--calendar`: the feeds, one a line, paths made absolute (a secret: never printed).
    var calendar: SecretText?
}

/// Options of the interactive display: the shared ones, read through as its own.
@dynamicMemberLookup
struct InteractiveOptions {
    var page: Page = .clock
    /// Whether `--page` was given.
    var pageGiven = false
    var mouse = true
    /// `--on-finish`, and the countdown `--for` or `--until` starts once the command line
    /// is read.
    var timers = TimerArguments()
    /// `--for`: the length of a countdown started at once.
    var countdownFor: TimeInterval?
    /// `--until`: the time of day a countdown started at once ends at.
    var countdownUntil: TypedTimeOfDay?
    var shared = RunOptions()

    subscript<Value>(dynamicMember path: WritableKeyPath<RunOptions, Value>) -> Value {
        get { shared[keyPath: path] }
        set { shared[keyPath: path] = newValue }
    }
}

/// Options of `pulse snapshot`: the shared ones, read through as its own.
@dynamicMemberLookup
struct SnapshotOptions {
    var page: Page
    var size = TerminalSize(columns: 80, rows: 24)
    var at: Date?
    var format: SnapshotFormat = .frame
    var shared = RunOptions()

    subscript<Value>(dynamicMember path: WritableKeyPath<RunOptions, Value>) -> Value {
        get { shared[keyPath: path] }
        set { shared[keyPath: path] = newValue }
    }
}

/// The output forms of `pulse snapshot`.
enum SnapshotFormat: String, CaseIterable {
    case frame, text, svg
}

/// Reads the arguments after the program name.
enum ArgumentParser {
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        if let index = arguments.firstIndex(where: ArgumentText.hasControlCharacter) {
            // A calendar's address is a secret: the line names the option, never the value.
            if index > 0, arguments[index - 1] == "--calendar" {
                throw UsageError(message: "the value of --calendar holds control characters")
            }
            throw UsageError(
                message: "an argument holds control characters: '\(ArgumentText.escaped(arguments[index]))'")
        }
        var rest = arguments[...]
        if rest.first == "snapshot" {
            rest = rest.dropFirst()
            return .snapshot(try parseSnapshot(&rest, environment: environment))
        }
        var options = InteractiveOptions()
        while let argument = rest.popFirst() {
            if try take(argument, into: &options.shared, from: &rest, environment: environment) { continue }
            switch argument {
            case "-h", "--help", "-V", "--version":
                // Each ends the command line, as the synopsis has it: what followed would be
                // ignored without a word, while any other stray argument is a usage error.
                if let stray = rest.first {
                    throw UsageError(message: "\(argument) takes no arguments, not '\(stray)'")
                }
                return argument == "-h" || argument == "--help" ? .help : .version
            case "--page":
                options.page = try page(try value(after: argument, in: &rest))
                options.pageGiven = true
            case "--no-mouse": options.mouse = false
            case "--on-finish": options.timers.onFinish = try finishCommand(try value(after: argument, in: &rest))
            case "--for": options.countdownFor = try duration(try value(after: argument, in: &rest))
            case "--until": options.countdownUntil = try timeOfDay(try value(after: argument, in: &rest))
            // Options of the other form are known ones, so "unknown option" would mislead.
            case "--size", "--at", "--format":
                throw UsageError(message: "\(argument) applies only to pulse snapshot PAGE")
            default: throw unknown(argument)
            }
        }
        try refuseBesideTheDemo(options.shared)
        if options.demo, options.timers.onFinish != nil { throw demoWithOnFinish }
        try startCountdown(&options, environment: environment)
        return .interactive(options)
    }

    private static func parseSnapshot(_ rest: inout ArraySlice<String>, environment: [String: String])
        throws(UsageError) -> SnapshotOptions
    {
        guard let name = rest.popFirst(), !name.hasPrefix("-") else {
            throw UsageError(message: "snapshot needs a page: \(Page.allCases.map(\.name).joined(separator: ", "))")
        }
        var options = SnapshotOptions(page: try page(name))
        while let argument = rest.popFirst() {
            if try take(argument, into: &options.shared, from: &rest, environment: environment) { continue }
            switch argument {
            case "--size": options.size = try size(try value(after: argument, in: &rest))
            case "--at": options.at = try instant(try value(after: argument, in: &rest), environment: environment)
            case "--format":
                let text = try value(after: argument, in: &rest)
                guard let format = SnapshotFormat(rawValue: text) else {
                    throw UsageError(message: "--format takes frame, text or svg, not '\(text)'")
                }
                options.format = format
            // Options of the display are known ones, so "unknown option" would mislead.
            case "--page":
                throw UsageError(
                    message: "--page does not apply to snapshot, whose page is its first argument (pulse snapshot PAGE)"
                )
            case "--no-mouse": throw UsageError(message: "--no-mouse does not apply to snapshot, which reads no mouse")
            case "--for", "--until":
                throw UsageError(message: "\(argument) does not apply to snapshot, which starts nothing")
            case "--on-finish":
                throw UsageError(
                    message: "--on-finish does not apply to snapshot, which draws a moment and runs nothing")
            default: throw unknown(argument)
            }
        }
        try refuseBesideTheDemo(options.shared)
        return options
    }

    /// Reads `argument` (and its value from `rest`) into `options` when it is one the
    /// display and the snapshot share; false when it is not.
    private static func take(
        _ argument: String, into options: inout RunOptions, from rest: inout ArraySlice<String>,
        environment: [String: String]
    ) throws(UsageError) -> Bool {
        switch argument {
        case "--demo": options.demo = true
        case "--color", "--colour": options.color = try color(try value(after: argument, in: &rest))
        case "--font": options.fontPath = try value(after: argument, in: &rest)
        case "--location": options.location = try location(try value(after: argument, in: &rest))
        case "--uptime": options.uptime = try source(try value(after: argument, in: &rest), of: Monitors.self)
        case "--pages": options.pages = try pages(try value(after: argument, in: &rest))
        case "--calendar":
            options.calendar = try CalendarSetting.feeds(
                try value(after: argument, in: &rest), environment: environment)
        case "--contributions":
            options.contributions = try source(try value(after: argument, in: &rest), of: Forges.self)
        case _ where ClockSetting.options.contains(argument):
            try options.clock.take(argument, try value(after: argument, in: &rest), environment: environment)
        default: return false
        }
        return true
    }

    /// The demo reads and stores nothing: what could only be ignored beside it is refused.
    private static func refuseBesideTheDemo(_ options: RunOptions) throws(UsageError) {
        guard options.demo else { return }
        if options.location != nil { throw demoWithLocation }
        if options.uptime != nil { throw demoWithUptime }
        if options.pages != nil { throw demoWithPages }
        if options.contributions != nil { throw demoWithContributions }
        if !options.clock.isEmpty { throw demoWithClock }
        if options.calendar != nil {
            throw UsageError(message: "--calendar cannot be used with --demo, which reads and stores nothing")
        }
    }

    private static func value(after option: String, in rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        return value
    }

    private static func unknown(_ argument: String) -> UsageError {
        UsageError(
            message: argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
    }

    /// The demo reads and stores nothing, so a location beside it could only be ignored.
    private static let demoWithLocation = UsageError(
        message: "--location cannot be used with --demo, which reads and stores nothing")

    /// The demo reads and stores nothing, so a source beside it could only be ignored.
    private static let demoWithUptime = UsageError(
        message: "--uptime cannot be used with --demo, which reads and stores nothing")

    /// The demo touches nothing outside, so a command given beside it could only be ignored.
    private static let demoWithOnFinish = UsageError(
        message: "--on-finish cannot be used with --demo, which runs nothing")

    /// The demo reads and stores nothing, so pages chosen beside it could only be ignored.
    private static let demoWithPages = UsageError(
        message: "--pages cannot be used with --demo, which reads and stores nothing")

    /// `--pages LIST`: page names separated by commas, in any order (they are shown in
    /// Pulse's), Settings among them whether named or not.
    private static func pages(_ text: String) throws(UsageError) -> PagesShown {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingWhitespace().lowercased()
        }
        var pages: [Page] = []
        for name in names {
            guard let page = Page(name: name) else {
                throw UsageError(
                    message: name.isEmpty
                        ? "--pages takes page names separated by commas, not '\(text)'"
                        : "--pages: no page '\(name)': pages are \(Page.allCases.map(\.name).joined(separator: ", "))")
            }
            pages.append(page)
        }
        return PagesShown(pages)
    }

    /// `--for LENGTH`: a countdown's length in one of the forms `TypedDuration` reads.
    private static func duration(_ text: String) throws(UsageError) -> TimeInterval {
        guard let seconds = TypedDuration.seconds(text) else {
            throw UsageError(message: "--for takes \(TypedDuration.forms), not '\(text)'")
        }
        return seconds
    }

    /// `--until TIME`: a time of day in one of the forms `TypedTimeOfDay` reads.
    private static func timeOfDay(_ text: String) throws(UsageError) -> TypedTimeOfDay {
        guard let time = TypedTimeOfDay(text) else {
            throw UsageError(message: "--until takes \(TypedTimeOfDay.forms), not '\(text)'")
        }
        return time
    }

    /// `--for` or `--until` starts the countdown at once, on its page, which is shown for
    /// the run whether it is on or not; they go with no other page nor with each other, and
    /// the demo starts nothing. `--until`'s end is found here, on the clock and in the zone
    /// the display shows, so that a time the clocks skip is refused before anything runs.
    private static func startCountdown(_ options: inout InteractiveOptions, environment: [String: String])
        throws(UsageError)
    {
        let name: String
        switch (options.countdownFor, options.countdownUntil) {
        case (nil, nil): return
        case (_?, _?): throw UsageError(message: "--for and --until cannot be used together: a countdown has one end")
        case (_?, nil): name = "--for"
        case (nil, _?): name = "--until"
        }
        if options.demo { throw UsageError(message: "\(name) cannot be used with --demo, which starts nothing") }
        if options.pageGiven, options.page != .countdown {
            throw UsageError(message: "\(name) starts the countdown, so it goes with --page countdown or alone")
        }
        options.page = .countdown
        if let length = options.countdownFor { options.timers.countdown = .lasting(length) }
        if let time = options.countdownUntil {
            switch time.end(after: DisplayClock(environment: environment).read(), in: LocalTimeZone()) {
            case .success(let end): options.timers.countdown = .until(end)
            case .failure(let skipped):
                throw UsageError(
                    message: "--until \(time.text): there is no such time on \(skipped.day.dateKey), "
                        + "when the clocks skip it")
            }
        }
    }

    /// `--on-finish 'CMD ARGS'`: split into words as a shell splits them, never run by one.
    private static func finishCommand(_ text: String) throws(UsageError) -> FinishCommand {
        do {
            return try FinishCommand(parsing: text)
        } catch {
            throw UsageError(message: "--on-finish '\(text)' cannot be used: \(error.description)")
        }
    }
    /// The demo reads and stores nothing, so a forge beside it could only be ignored.
    private static let demoWithContributions = UsageError(
        message: "--contributions cannot be used with --demo, which reads and stores nothing")

    /// `--uptime SOURCE` or `--contributions SOURCE`, read by the same rules as the stored
    /// source; the reason for a refusal never repeats the address, which may carry a
    /// password.
    private static func source<Kind: SourceKind>(_ text: String, of kind: Kind.Type) throws(UsageError) -> Source<Kind>
    {
        do {
            return try Source(parsing: text)
        } catch {
            throw UsageError(message: "--\(Kind.noun): \(error.description)")
        }
    }

    /// The demo reads and stores nothing, so a remembered preference beside it could only
    /// be ignored.
    private static let demoWithClock = UsageError(
        message: "--time-format, --temperature, --zones and --ink cannot be used with --demo, which reads and "
            + "stores nothing")

    /// The longest `--location` taken, in characters: longer than any place's name.
    static let locationLimit = 100
    /// The longest `--location` taken in UTF-8 bytes: a hundred characters of any script,
    /// but not one character of a thousand combining marks.
    static let locationByteLimit = 400

    private static func location(_ text: String) throws(UsageError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            throw UsageError(message: "--location takes a place name or LAT,LON (for example Berlin or 52.52,13.39)")
        }
        guard trimmed.count <= locationLimit else {
            throw UsageError(message: "--location takes at most \(locationLimit) characters, not \(trimmed.count)")
        }
        guard trimmed.utf8.count <= locationByteLimit else {
            throw UsageError(
                message: "--location takes at most \(locationByteLimit) bytes of UTF-8, not \(trimmed.utf8.count)")
        }
        guard !Coordinate.isOutOfRange(trimmed) else {
            throw UsageError(
                message: "--location '\(trimmed)' is no place on Earth: latitude goes from -90 to 90, "
                    + "longitude from -180 to 180")
        }
        return trimmed
    }

    private static func page(_ name: String) throws(UsageError) -> Page {
        guard let page = Page(name: name) else {
            throw UsageError(
                message: "no page '\(name)': pages are \(Page.allCases.map(\.name).joined(separator: ", "))")
        }
        return page
    }

    private static func color(_ name: String) throws(UsageError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: name) else {
            throw UsageError(message: "--color takes auto, truecolor, 256, 16 or none, not '\(name)'")
        }
        return choice
    }

    /// The largest snapshot: beyond any real terminal, and a bound on the frame's memory.
    static let sizeLimit = TerminalSize(columns: 2000, rows: 1000)

    private static func size(_ text: String) throws(UsageError) -> TerminalSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }) else {
            throw UsageError(message: "--size takes COLSxROWS (for example 80x24), not '\(text)'")
        }
        // Digits too many for an Int are as much over the limit as 2001.
        let columns = Int(parts[0]) ?? Int.max
        let rows = Int(parts[1]) ?? Int.max
        guard columns <= sizeLimit.columns, rows <= sizeLimit.rows else {
            throw UsageError(
                message: "--size is at most \(sizeLimit.columns)x\(sizeLimit.rows), not '\(text)'")
        }
        guard columns >= 1, rows >= 1 else {
            throw UsageError(message: "--size takes COLSxROWS of at least 1x1, not '\(text)'")
        }
        return TerminalSize(columns: columns, rows: rows)
    }

    /// An ISO-8601 instant; without an offset it is a wall-clock time in the local zone.
    private static func instant(_ text: String, environment: [String: String]) throws(UsageError) -> Date {
        let problem: ISO8601Instant.Problem
        switch ISO8601Instant.parse(text, localZone: LocalTimeZone()) {
        case .success(let date): return date
        case .failure(let failure): problem = failure
        }
        let message =
            switch problem {
            case .malformed: "--at takes an ISO-8601 time (for example 2026-08-30T14:32:00Z), not '\(text)'"
            case .noSuchDay: "--at '\(text)': the calendar has no such day"
            case .noSuchTime: "--at '\(text)': there is no such time of day"
            case .skippedLocalTime: "--at '\(text)': the local clocks skip that time (add an offset such as Z)"
            case .noSuchOffset: "--at '\(text)': an offset's minutes go from 00 to 59"
            case .offsetOutOfRange:
                "--at '\(text)': offsets go from -14:00 to +14:00, as far as any time zone is from UTC"
            }
        throw UsageError(message: message)
    }
}
