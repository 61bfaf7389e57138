import Foundation
import Testing

@testable import PulseCore

/// What the Calendar page says at one instant, from the merged occurrences.
@Suite struct CalendarAgendaTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// The instant the Berlin clock shows `day` December 2026 at `hour`:`minute`.
    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        zone.instant(showing: CivilTime(year: 2026, month: 12, day: day, hour: hour, minute: minute)) ?? .distantPast
    }

    func timed(_ day: Int, _ hour: Int, _ minute: Int, for minutes: Int, _ title: String) -> CalendarAgenda.Entry {
        let start = at(day, hour, minute)
        return CalendarAgenda.Entry(
            CalendarOccurrence(
                start: .instant(start), end: .instant(start.addingTimeInterval(Double(minutes * 60))), title: title))
    }

    func allDay(_ day: Int, through last: Int, _ title: String) -> CalendarAgenda.Entry {
        CalendarAgenda.Entry(
            CalendarOccurrence(
                start: .date(CivilTime(year: 2026, month: 12, day: day)),
                end: .date(CivilTime(year: 2026, month: 12, day: last + 1)), title: title))
    }

    @Test func theNextEventIsShownLargeWithHowFarItIs() {
        let agenda = CalendarAgenda(
            [timed(7, 14, 0, for: 60, "Design review"), timed(7, 16, 30, for: 30, "Release")], at: at(7, 13, 48),
            in: zone, format: .twentyFourHour)
        #expect(agenda.next?.start.text == "14:00")
        #expect(agenda.next?.title == "DESIGN REVIEW")
        #expect(agenda.next?.distance == "IN 12 MIN")
        #expect(agenda.rows.map(\.text) == ["16:30–17:00  RELEASE"])
    }

    @Test func duringAnEventItSaysNowAndTheTimeLeft() {
        let agenda = CalendarAgenda(
            [timed(7, 14, 0, for: 60, "Design review")], at: at(7, 14, 35), in: zone, format: .twelveHour)
        #expect(agenda.next?.distance == "NOW · 25 MIN LEFT")
        #expect(agenda.next?.start.text == "2:00 PM")
        #expect(agenda.rows.map(\.text) == [CalendarAgenda.nothingElseToday])
    }

    @Test func allDayEventsAreRowsOnEveryDayTheyCoverAndNeverTheBigOne() {
        let entries = [allDay(7, through: 9, "Offsite"), timed(8, 9, 30, for: 15, "Standup")]
        let monday = CalendarAgenda(entries, at: at(7, 8), in: zone, format: .twentyFourHour)
        #expect(monday.next?.title == "STANDUP")
        #expect(monday.next?.distance == "TOMORROW")
        #expect(monday.rows.map(\.text) == ["ALL DAY  OFFSITE", "TOMORROW", "ALL DAY  OFFSITE"])
        let wednesday = CalendarAgenda(entries, at: at(9, 20), in: zone, format: .twentyFourHour)
        #expect(wednesday.next == nil)
        #expect(wednesday.rows.map(\.text) == ["ALL DAY  OFFSITE"])
        let thursday = CalendarAgenda(entries, at: at(10, 0, 1), in: zone, format: .twentyFourHour)
        #expect(thursday.textLines == [CalendarAgenda.nothingAhead], "the offsite ended at Thursday's midnight")
    }

    @Test func aDayWithNothingGivesWayToTheNextDayWithSomething() {
        let agenda = CalendarAgenda(
            [timed(7, 9, 0, for: 30, "Standup"), timed(10, 11, 0, for: 60, "Planning")], at: at(7, 8, 30), in: zone,
            format: .twentyFourHour)
        #expect(agenda.next?.distance == "IN 30 MIN")
        #expect(agenda.rows.map(\.text) == [CalendarAgenda.nothingElseToday, "TH 10 DEC", "11:00–12:00  PLANNING"])
    }

    @Test func anEventPastMidnightShowsOnItsSecondDayAsGoingOn() {
        let agenda = CalendarAgenda(
            [timed(7, 21, 30, for: 15, "Call"), timed(7, 22, 0, for: 180, "Migration")], at: at(7, 21), in: zone,
            format: .twentyFourHour)
        #expect(agenda.next?.distance == "IN 30 MIN")
        #expect(agenda.rows.map(\.text) == ["22:00–…  MIGRATION", "TOMORROW", "…–01:00  MIGRATION"])
    }

    @Test func severalFeedsLabelTheirEvents() {
        let entries = [
            CalendarAgenda.Entry(timed(7, 14, 0, for: 30, "Dentist").occurrence, label: "HOME")
        ]
        let agenda = CalendarAgenda(entries, at: at(7, 10), in: zone, format: .twentyFourHour)
        #expect(agenda.next?.title == "DENTIST · HOME")
        #expect(agenda.next?.distance == "IN 4 H")
    }

    @Test func spansRoundUpToTheMinute() {
        #expect(CalendarAgenda.span(1) == "1 MIN")
        #expect(CalendarAgenda.span(60) == "1 MIN")
        #expect(CalendarAgenda.span(61) == "2 MIN")
        #expect(CalendarAgenda.span(3600 * 2 + 300) == "2 H 5 MIN")
    }
}
