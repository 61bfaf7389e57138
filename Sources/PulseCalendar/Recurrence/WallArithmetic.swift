import FoundationEssentials
import PulseCore

/// Wall-clock arithmetic: a civil time moved as a clock that never changes offset moves, so
/// a recurrence or a nominal duration keeps its local time across a daylight change.
extension CivilTime {
    /// The wall time as a count of seconds, ordered as the fields are.
    var wallSeconds: Int { secondsIfUTC }

    /// The wall time `seconds` after this one.
    func addingWallSeconds(_ seconds: Int) -> CivilTime {
        CivilTime(wallSeconds: wallSeconds + seconds)
    }

    /// The wall time a count of seconds names (the inverse of `wallSeconds`).
    init(wallSeconds: Int) {
        self.init(at: Date(timeIntervalSince1970: Double(wallSeconds)), offset: 0)
    }

    /// Midnight of the same day.
    var midnight: CivilTime { CivilTime(year: year, month: month, day: day) }

    /// Days in the month of this date (28–31).
    var daysInMonth: Int {
        let next =
            month == 12 ? CivilTime(year: year + 1, month: 1, day: 1) : CivilTime(year: year, month: month + 1, day: 1)
        return next.days - CivilTime(year: year, month: month, day: 1).days
    }

    /// Day of the year, 1 for 1 January.
    var dayOfYear: Int { days - CivilTime(year: year, month: 1, day: 1).days + 1 }

    /// Days in the year of this date (365 or 366).
    var daysInYear: Int {
        CivilTime(year: year + 1, month: 1, day: 1).days - CivilTime(year: year, month: 1, day: 1).days
    }
}
