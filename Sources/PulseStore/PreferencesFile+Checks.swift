import FoundationEssentials
import PulseCore

/// The settings file's keys beyond the Clock's and the screen's, held to the same rule as
/// `PreferenceKey`'s: a key never written means its default, and a stored value its
/// loader cannot read makes the whole file unreadable, so that a mistyped hand edit
/// (`"uptime.order": "down first"`) is said on every page and never silently taken for
/// the default. Each reason names the key and what it takes, never the value.
extension PreferencesFile {
    /// The checks, one per part of the file, in the order the man page lists the keys.
    static let pageKeyChecks: [@Sendable ([String: Any]) -> String?] = [
        locationProblem, uptimeProblem, timersProblem, pagesProblem, contributionsProblem,
    ]

    /// Why one of these keys' values cannot be read, or nil when all can.
    static func pageKeysProblem(in object: [String: Any]) -> String? {
        for check in pageKeyChecks {
            if let problem = check(object) { return problem }
        }
        return nil
    }

    static func locationProblem(_ object: [String: Any]) -> String? {
        guard let value = object[location] else { return nil }
        guard let stored = value as? [String: Any],
            let latitude = JSONTree.number(stored["latitude"]),
            let longitude = JSONTree.number(stored["longitude"]),
            Coordinate(latitude: latitude, longitude: longitude) != nil,
            stored["name"] == nil || stored["name"] is String
        else { return "location is not a latitude, a longitude and a name" }
        return nil
    }

    static func uptimeProblem(_ object: [String: Any]) -> String? {
        if let key = unparsedSource(Monitors.self, in: object) { return "\(key) is not a source --uptime takes" }
        if let value = object[uptimeOrder], (value as? String).flatMap(UptimeOrder.init(rawValue:)) == nil {
            return "\(uptimeOrder) is not as-listed or down-first"
        }
        return nil
    }

    static func contributionsProblem(_ object: [String: Any]) -> String? {
        unparsedSource(Forges.self, in: object).map { "\($0) is not a forge --contributions takes" }
    }

    /// The first of a kind's source keys stored with a value that is not a source of it.
    private static func unparsedSource<Kind: SourceKind>(_ kind: Kind.Type, in object: [String: Any]) -> String? {
        firstUnparsed(sourceKeys(kind), in: object) { (try? Source<Kind>(parsing: $0)) != nil }
    }

    /// The first of `keys` stored with a value that is not text `parses` takes.
    private static func firstUnparsed(_ keys: [String], in object: [String: Any], by parses: (String) -> Bool)
        -> String?
    {
        keys.first { key in
            guard let value = object[key] else { return false }
            guard let text = value as? String else { return true }
            return !parses(text)
        }
    }

    static func timersProblem(_ object: [String: Any]) -> String? {
        let lengths = [
            (focusMinutes, IntervalPlan.focusRange), (breakMinutes, IntervalPlan.breakRange),
            (longBreakMinutes, IntervalPlan.longBreakRange), (longBreakEvery, IntervalPlan.everyRange),
        ]
        for (key, range) in lengths {
            guard let value = object[key] else { continue }
            guard let whole = JSONTree.number(value).flatMap({ Int(exactly: $0) }), range.contains(whole) else {
                return "\(key) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
        }
        if let value = object[rounds], value as? String != endless {
            let range = IntervalPlan.roundsRange
            guard let whole = JSONTree.number(value).flatMap({ Int(exactly: $0) }), range.contains(whole) else {
                return
                    "\(rounds) is not a whole number from \(range.lowerBound) to \(range.upperBound) or \"\(endless)\""
            }
        }
        if let value = object[bell], Self.bell(value) == nil {
            return "\(bell) is not true, \"\(threeTimes)\" or false"
        }
        for key in [waitBeforeFocus, waitBeforeBreak] {
            if let value = object[key], !(value is Bool) { return "\(key) is not true or false" }
        }
        return nil
    }

    /// Names Pulse does not know are passed over, as unknown keys are kept: a newer Pulse's
    /// page in a file two versions share.
    static func pagesProblem(_ object: [String: Any]) -> String? {
        guard let value = object[pages] else { return nil }
        guard let names = value as? [Any], names.allSatisfy({ $0 is String }) else {
            return "\(pages) is not a list of page names such as [\"clock\", \"settings\"]"
        }
        return nil
    }
}
