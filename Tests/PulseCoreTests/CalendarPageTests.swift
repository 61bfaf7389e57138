import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The Calendar page's reads: when they are asked for, what an answer does to the list,
/// and the prompt that names the feeds.
@Suite struct CalendarPageTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let t0 = Date(timeIntervalSince1970: 1_796_630_400)  // 2026-12-07T08:00:00Z
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    var twoFeeds: CredentialPresence {
        var presence = CredentialPresence()
        presence.store(
            .calendarFeeds, value: SecretText("WORK=https://calendar.example.com/private-1/basic.ics\n/srv/home.ics"))
        return presence
    }

    func state(_ credentials: CredentialPresence, page: Page = .calendar) -> AppState {
        AppState(page: page, size: size, credentials: credentials, pages: PagesShown([.clock, .calendar]))
    }

    func digest(_ titles: [String], at now: Date, readAt: Date? = nil) -> FeedDigest {
        FeedDigest(
            occurrences: titles.enumerated().map { index, title in
                let start = now.addingTimeInterval(Double(index + 1) * 3600)
                return CalendarOccurrence(
                    start: .instant(start), end: .instant(start.addingTimeInterval(1800)), title: title)
            }, window: FeedRequest.window(at: now), readAt: readAt ?? now)
    }

    func reads(_ effects: [Effect]) -> [(FetchID, FeedRequest)] {
        effects.compactMap { if case .readFeed(let id, let request) = $0 { (id, request) } else { nil } }
    }

    @Test func withNoFeedsThePageAsksForThemAndReadsNothing() {
        var calendar = state(CredentialPresence())
        #expect(reads(calendar.handle(.started, at: t0)).isEmpty)
        guard case .prompt(let prompt, on: .calendar) = calendar.screen else {
            Issue.record("no prompt: \(calendar.screen)")
            return
        }
        #expect(prompt.kind == .calendarFeeds && prompt.editor.isSecret, "an address carries its token: masked")
    }

    @Test func eachFeedIsReadFromItsCopyFirstThenFromTheFeedOnlyWhenTheCopyIsOld() throws {
        var calendar = state(twoFeeds)
        let first = reads(calendar.handle(.started, at: t0))
        #expect(first.map(\.1.slot) == [1, 2] && first.allSatisfy(\.1.fromCache))
        #expect(first.allSatisfy { $0.1.window == FeedRequest.window(at: t0) })
        // Slot 1's copy is five minutes old: kept; slot 2 has none: read now.
        var next = reads(
            calendar.handle(
                .feedRead(
                    id: first[0].0, result: .success(digest(["Standup"], at: t0, readAt: t0.addingTimeInterval(-300)))),
                at: t0))
        #expect(next.isEmpty)
        next = reads(calendar.handle(.feedRead(id: first[1].0, result: .failure(.nothingCached)), at: t0))
        #expect(next.map(\.1.slot) == [2] && !next[0].1.fromCache)
        // Slot 1 falls due ten minutes later, fifteen after its copy was read.
        #expect(reads(calendar.handle(.tick, at: t0.addingTimeInterval(599))).isEmpty)
        let due = reads(calendar.handle(.tick, at: t0.addingTimeInterval(600)))
        #expect(due.map(\.1.slot) == [1] && !due[0].1.fromCache)
    }

    @Test func aFailedReadKeepsTheListSaysWhyAndWaitsAsLongAsAGoodOne() throws {
        var calendar = state(twoFeeds)
        let first = reads(calendar.handle(.started, at: t0))
        // An hour-old copy: shown, and the feed read at once.
        let fresh = reads(
            calendar.handle(
                .feedRead(
                    id: first[0].0,
                    result: .success(digest(["Standup"], at: t0, readAt: t0.addingTimeInterval(-3600)))),
                at: t0))
        _ = calendar.handle(.feedRead(id: first[1].0, result: .success(digest([], at: t0, readAt: t0))), at: t0)
        #expect(fresh.map(\.1.slot) == [1])
        try #require(fresh.count == 1)
        _ = calendar.handle(.feedRead(id: fresh[0].0, result: .failure(.notACalendar)), at: t0)
        #expect(calendar.calendarPage.model[1].failure == .notACalendar)
        #expect(
            calendar.calendarPage.model[1].digest?.occurrences.map(\.title) == ["Standup"], "the last good list stays")
        #expect(calendar.pageReadFailed)
        for minute in stride(from: 1, to: 15, by: 1) {
            #expect(
                reads(calendar.handle(.tick, at: t0.addingTimeInterval(Double(minute) * 60 - 1))).isEmpty,
                "minute \(minute)")
        }
        #expect(reads(calendar.handle(.tick, at: t0.addingTimeInterval(900))).map(\.1.slot).contains(1))
    }

    @Test func nothingIsReadWhileAnotherPageIsShownAndLeavingCancels() throws {
        var calendar = state(twoFeeds)
        let first = reads(calendar.handle(.started, at: t0))
        let left = calendar.handle(.key(.right), at: t0)
        #expect(
            Set(left.compactMap { if case .cancelFetch(let id) = $0 { id } else { nil } }) == Set(first.map(\.0))
                || calendar.page == .calendar)
        var clock = state(twoFeeds, page: .clock)
        #expect(reads(clock.handle(.started, at: t0)).isEmpty)
        #expect(reads(clock.handle(.tick, at: t0.addingTimeInterval(86_400))).isEmpty)
    }

    @Test func newFeedsAreReadAtOnceNotFromTheCopy() throws {
        var calendar = state(twoFeeds)
        let first = reads(calendar.handle(.started, at: t0))
        for (id, _) in first {
            _ = calendar.handle(.feedRead(id: id, result: .success(digest(["Old"], at: t0))), at: t0)
        }
        #expect(reads(calendar.handle(.tick, at: t0.addingTimeInterval(60))).isEmpty)
        _ = calendar.handle(.key(.character("c")), at: t0)
        guard case .prompt(let prompt, on: .calendar) = calendar.screen else {
            Issue.record("no prompt")
            return
        }
        #expect(prompt.canCancel)
        _ = calendar.handle(.paste("https://other.example.org/cal.ics"), at: t0)
        let saves = calendar.handle(.key(.enter), at: t0).saves
        let save = try #require(saves.first)
        #expect(save.subject == .credential(.calendarFeeds))
        let after = calendar.handle(.saved(save, .written), at: t0.addingTimeInterval(61))
        let again = reads(after)
        #expect(again.map(\.1.slot) == [1] && !again[0].1.fromCache)
        #expect(calendar.credentials.calendarFeeds.map(\.name) == ["OTHER.EXAMPLE.ORG"])
        #expect(calendar.calendarPage.model[2].digest == nil)
    }

    @Test func aPromptRefusesWordsThatNameNoFeed() {
        var calendar = state(CredentialPresence())
        _ = calendar.handle(.started, at: t0)
        _ = calendar.handle(.key(.enter), at: t0)
        _ = calendar.handle(.paste("http://calendar.example.com/basic.ics"), at: t0)
        #expect(calendar.handle(.key(.enter), at: t0).saves.isEmpty)
        guard case .prompt(let prompt, _) = calendar.screen else {
            Issue.record("the prompt closed")
            return
        }
        #expect(prompt.notice == .invalidFeed(.insecure))
    }

    @Test func theDemoShowsASampleDayAndReadsNothing() {
        var demo = DemoContent.state(page: .calendar, size: size, at: t0, zone: zone)
        #expect(reads(demo.handle(.started, at: t0)).isEmpty)
        let agenda = CalendarAgenda(
            demo.calendarPage.entries(demo.credentials.calendarFeeds), at: t0, in: zone, format: .twentyFourHour)
        #expect(agenda.next?.title == "STANDUP")
        #expect(agenda.next?.distance == "IN 21 H 30 MIN" || agenda.next?.distance.hasPrefix("IN") == true)
    }

    @Test func thePageWakesAtTheMinuteOrAtAnEventsEdgeBeforeIt() throws {
        var calendar = state(twoFeeds)
        let first = reads(calendar.handle(.started, at: t0))
        // An event that starts 20 seconds past a minute: its start comes before the minute.
        let start = t0.addingTimeInterval(90 + 20)
        let odd = FeedDigest(
            occurrences: [
                CalendarOccurrence(start: .instant(start), end: .instant(start.addingTimeInterval(600)), title: "Call")
            ],
            window: FeedRequest.window(at: t0), readAt: t0)
        for (id, _) in first { _ = calendar.handle(.feedRead(id: id, result: .success(odd)), at: t0) }
        let now = t0.addingTimeInterval(95)
        #expect(calendar.nextDeadline(after: now) == start, "the start, 15 s away, before the minute")
        #expect(calendar.nextDeadline(after: start) == t0.addingTimeInterval(120), "then the minute")
    }

    @Test func settingsFeedsRowAsksForTheFeedsAndTheCalendarReadsThemAtOnce() throws {
        var settings = AppState(
            page: .settings, size: size, credentials: twoFeeds, pages: PagesShown([.clock, .calendar]))
        _ = settings.handle(.pressed(.settingsRow(.calendarFeeds)), at: t0)
        guard case .prompt(let prompt, on: .settings) = settings.screen else {
            Issue.record("no prompt: \(settings.screen)")
            return
        }
        #expect(prompt.kind == .calendarFeeds && prompt.notice == .replacing && prompt.editor.isSecret)
        _ = settings.handle(.paste("HOME=/srv/home.ics,https://calendar.example.org/a.ics"), at: t0)
        let save = try #require(settings.handle(.key(.enter), at: t0).saves.first)
        #expect(save.subject == .credential(.calendarFeeds) && save.origin == .settings)
        _ = settings.handle(.saved(save, .written), at: t0)
        #expect(settings.credentials.calendarFeeds.map(\.name) == ["HOME", "CALENDAR.EXAMPLE.ORG"])
        #expect(settings.screen == .page(.settings), "the prompt closed once written")
    }
}
