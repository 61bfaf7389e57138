import FoundationEssentials

/// Reads GitLab's answers: the calendar (`/users/{u}/calendar.json`), a JSON object of
/// `"YYYY-MM-DD": count` with only the days that have contributions, dated in the
/// contributor's profile zone (GitLab of 2015 keyed every day by its Unix time instead),
/// and the public events (`/api/v4/users/{u}/events`), newest first.
public enum GitLabDecoder {
    /// The calendar as an answer, or why it is none: anything but an object of real days
    /// and whole, non-negative counts is not understood, whole (a body that is half
    /// right is not half believed).
    public static func calendar(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        guard let object = JSONTree.parse(body) as? [String: Any] else { return .failure(.notUnderstood) }
        var days: [String: ContributionDay] = [:]
        for (key, value) in object {
            guard let count = value as? Int, (0..<1_000_000_000).contains(count) else {
                return .failure(.notUnderstood)
            }
            let date: String
            if ContributionCalendar.dayNumber(key) != nil {
                date = key
            } else if (1...11).contains(key.count), key.allSatisfy({ ("0"..."9").contains($0) }), let seconds = Int(key)
            {
                date = CivilTime(at: Date(timeIntervalSince1970: Double(seconds)), offset: 0).dateKey
            } else {
                return .failure(.notUnderstood)
            }
            let before = days[date]?.count ?? 0
            days[date] = ContributionDay(date: date, count: before + count, isCountExact: true)
        }
        return .success(CalendarAnswer(days: days, coverage: .sparse))
    }

    /// The events, each read on its own (a bad one costs only itself); nil when the body is
    /// not an array. A push is an `action_name` of `pushed to` or `pushed new`.
    public static func events(_ body: Data) -> [ForgeEvent]? {
        ForgeEvent.feed(body, kindField: "action_name", timeField: "created_at") { $0.hasPrefix("pushed") }
    }
}
