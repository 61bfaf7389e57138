import Foundation
import Testing

@testable import PulseCore

/// GitHub's page on a bad day, as edited copies of the real pages in
/// `Fixtures/github-contributions`: counts written another way, cells renamed or missing
/// their dates, a date given twice, a stale, wrong-year or cut page, pages that are no
/// calendar, and the older markups. What cannot be vouched for is never a number.
@Suite struct GitHubMarkupTests {
    static let leafbirdName = "github-contributions/leafbird-contributions-fragment-2025-03-02_to_2026-03-06.html"
    /// The evening of the page's last day.
    let now = instant("2026-03-06T18:00:00Z")

    func leafbird() throws -> String {
        String(decoding: try fixture(Self.leafbirdName), as: UTF8.self)
    }

    func answer(_ page: String) -> Result<CalendarAnswer, ContributionsFailure> {
        GitHubCalendarParser.read(Data(page.utf8))
    }

    func judged(_ page: String, at now: Date? = nil) -> Result<ContributionCalendar, ContributionsFailure> {
        answer(page).flatMap { ContributionCalendar.judge($0, at: now ?? self.now) }
    }

    func failure(_ page: String, at now: Date? = nil) -> ContributionsFailure? {
        guard case .failure(let failure) = judged(page, at: now) else { return nil }
        return failure
    }

    /// The id of the cell dated `date` in `page`.
    func cellID(_ date: String, in page: String) throws -> String {
        let marker = #"data-date="\#(date)" id=""#
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix { $0 != "\"" })
    }

    /// `page` with the text of the tooltip for the cell dated `date` replaced.
    func replacingTooltip(of date: String, with text: String, in page: String) throws -> String {
        let id = try cellID(date, in: page)
        let open = try #require(page.range(of: #"for="\#(id)""#))
        let textStart = try #require(page[open.upperBound...].firstIndex(of: ">"))
        let textEnd = try #require(page[textStart...].firstIndex(of: "<"))
        return page.replacingCharacters(in: page.index(after: textStart)..<textEnd, with: text)
    }

    /// `page` without the tooltip of the cell dated `date`.
    func removingTooltip(of date: String, in page: String) throws -> String {
        let id = try cellID(date, in: page)
        let open = try #require(page.range(of: #"for="\#(id)""#))
        let start = try #require(page[..<open.lowerBound].range(of: "<tool-tip", options: .backwards)).lowerBound
        let end = try #require(page[open.upperBound...].range(of: "</tool-tip>")).upperBound
        return page.replacingCharacters(in: start..<end, with: "")
    }

    /// The `count` days before and including `last`.
    func days(_ count: Int, endingOn last: String) -> [String] {
        let end = ContributionCalendar.dayNumber(last) ?? 0
        return (0..<count).map { CivilTime(days: end - $0).dateKey }
    }

    @Test func theRealPageIsGoodAndTodaysCountIsExact() throws {
        let calendar = try judged(try leafbird()).get()
        #expect(calendar.reading(on: "2026-03-06", in: zone("UTC")) == .count(1, exact: true))
        #expect(calendar.reading(on: "2026-03-02", in: zone("UTC")) == .count(52, exact: true))
        #expect(calendar.reading(on: "2026-03-07", in: zone("UTC")) == .unknown, "past the page: not a zero")
        #expect(calendar.through == "2026-03-06")
    }

    @Test(arguments: [
        "1.234 contributions on March 2nd.", "1 234 contributions on March 2nd.",
        "1\u{00A0}234 contributions on March 2nd.", "52 contributions on March 3rd.", "52 contributions in March.",
        "52 contributions on March 2nd. 1 more pending", "52 contribution points on March 2nd.",
        "12,34 contributions on March 2nd.", "052 contributions on March 2nd.", "52contributions on March 2nd.",
        "Some contributions on March 2nd.", "52 contributions on Tuesday, March 2, 2026",
    ])
    func aCountIsReadOnlyWhenTheWholeSentenceSaysItForThatDay(_ text: String) throws {
        let page = try replacingTooltip(of: "2026-03-02", with: text, in: try leafbird())
        let day = try #require(try answer(page).get().days["2026-03-02"])
        #expect(!day.isCountExact, "\(text) is no count for March 2nd")
        #expect(day.count == GitHubCalendarParser.approximateCount(forLevel: 4), "its level shades it, no more")
    }

    @Test(arguments: [
        ("1,234 contributions on March 2nd.", 1234), ("52 contributions on Monday, March 2, 2026.", 52),
        ("  52\n   contributions\n on March 2nd.  ", 52), ("52 contributions", 52), ("No contributions.", 0),
        ("1 contribution on March 2nd.", 1), ("12,345,678 contributions on March 2nd.", 12_345_678),
    ])
    func theSentencesGitHubWritesAreRead(_ text: String, _ count: Int) throws {
        let page = try replacingTooltip(of: "2026-03-02", with: text, in: try leafbird())
        #expect(
            try answer(page).get().days["2026-03-02"]
                == ContributionDay(date: "2026-03-02", count: count, isCountExact: true))
    }

    @Test func twoCellsForTodayGiveNoCountAndThePageStaysGood() throws {
        let page = try leafbird()
        let id = try cellID("2026-03-06", in: page)
        let extra =
            #"<td data-date="2026-03-06" id="extra" data-level="3" class="ContributionCalendar-day"></td>"#
            + #"<tool-tip for="extra">8 contributions on March 6th.</tool-tip>"#
        let doubled = page.replacingOccurrences(
            of: #"<tool-tip style="pointer-events: none;" id="tooltip-e5c9"#,
            with: extra + #"<tool-tip style="pointer-events: none;" id="tooltip-e5c9"#)
        #expect(doubled != page && id == "contribution-day-component-5-52")
        let calendar = try judged(doubled).get()
        #expect(calendar.reading(on: "2026-03-06", in: zone("UTC")) == .unknown, "neither 1 nor 8")
        #expect(calendar.reading(on: "2026-03-05", in: zone("UTC")) == .count(10, exact: true))
    }

    @Test func twoCellsForAnotherDayOfTheWeeksShownLeaveThePageIncomplete() throws {
        let extra = #"<td data-date="2026-02-10" id="extra" data-level="1" class="ContributionCalendar-day"></td>"#
        let page = try leafbird().replacingOccurrences(of: "</tbody>", with: extra + "</tbody>")
        #expect(failure(page) == .incomplete)
    }

    @Test func twentyRecentCellsWithoutADateLeaveThePageIncomplete() throws {
        var page = try leafbird()
        for date in days(20, endingOn: "2026-03-05") {
            page = page.replacingOccurrences(of: #"data-date="\#(date)" "#, with: "")
        }
        #expect(failure(page) == .incomplete)
    }

    @Test func threeMissingTooltipsAreShadedByLevelButFourLeaveThePageIncomplete() throws {
        var page = try leafbird()
        for date in days(3, endingOn: "2026-03-04") { page = try removingTooltip(of: date, in: page) }
        let calendar = try judged(page).get()
        #expect(calendar.reading(on: "2026-03-04", in: zone("UTC")) != .unknown)
        if case .count(_, let exact) = calendar.reading(on: "2026-03-04", in: zone("UTC")) { #expect(!exact) }
        page = try removingTooltip(of: "2026-03-01", in: page)
        #expect(failure(page) == .incomplete, "four cells lack a count: levels are no longer trusted")
        #expect(try answer(page).get().unread.contains("2026-03-01"))
    }

    @Test func fourMissingTooltipsLongBeforeTheWeeksShownCostOnlyThoseDays() throws {
        var page = try leafbird()
        for date in days(4, endingOn: "2025-04-01") { page = try removingTooltip(of: date, in: page) }
        let calendar = try judged(page).get()
        #expect(calendar.reading(on: "2025-04-01", in: zone("UTC")) == .unknown)
        #expect(calendar.reading(on: "2026-03-06", in: zone("UTC")) == .count(1, exact: true))
    }

    @Test func anIdInsideAnotherAttributeIsNotTheCellsOwn() throws {
        let page = try leafbird().replacingOccurrences(
            of: #"data-date="2026-03-06" id=""#, with: #"data-hovercard-id="card" data-date="2026-03-06" id=""#)
        let calendar = try judged(page).get()
        #expect(calendar.reading(on: "2026-03-06", in: zone("UTC")) == .count(1, exact: true))
    }

    @Test func aStalePageIsOutOfDate() throws {
        #expect(failure(try leafbird(), at: instant("2026-03-20T12:00:00Z")) == .outOfDate)
        #expect(failure(try leafbird(), at: instant("2026-03-07T23:00:00Z")) == nil, "a day of slack for zones")
    }

    @Test func aPageAYearOffEitherWayIsOutOfDate() throws {
        let page = try leafbird()
        let behind = page.replacingOccurrences(of: "2025-", with: "2024-").replacingOccurrences(
            of: "2026-", with: "2025-")
        #expect(failure(behind) == .outOfDate)
        let ahead = page.replacingOccurrences(of: "2026-", with: "2027-").replacingOccurrences(
            of: "2025-", with: "2026-")
        #expect(failure(ahead) == .outOfDate)
    }

    @Test func aPageCutShortIsIncomplete() throws {
        let page = try leafbird()
        let cut = String(decoding: Data(page.utf8.prefix(page.utf8.count * 6 / 10)), as: UTF8.self)
        #expect(failure(cut) == .incomplete)
    }

    @Test(arguments: [
        "", "<html><body></body></html>",
        #"<div class="js-calendar-graph is-graph-loading" data-graph-url="/users/octocat/contributions"><include-fragment></include-fragment></div><script>render()</script>"#,
        #"<html><head><title>Sign in to GitHub</title></head><body><form action="/session"><input name="login"></form></body></html>"#,
        "<html><body><h1>Whoa there!</h1><p>You have exceeded a secondary rate limit.</p></body></html>",
        "<html><body>We are down for maintenance.</body></html>", #"{"message":"Not Found"}"#,
    ])
    func pagesThatAreNoCalendarAreNotUnderstood(_ page: String) {
        #expect(failure(page) == .notUnderstood)
    }

    @Test func cellsRenamedOrCountsMovedAreNotUnderstood() throws {
        let page = try leafbird()
        #expect(
            failure(page.replacingOccurrences(of: "ContributionCalendar-day", with: "ContributionCalendar-cell"))
                == .notUnderstood)
        let noTooltips = page.replacingOccurrences(of: "<tool-tip", with: "<x-tip").replacingOccurrences(
            of: "</tool-tip", with: "</x-tip")
        #expect(failure(noTooltips) == .notUnderstood, "levels alone, the counts gone somewhere else")
    }

    @Test func noGitHubAnswerBlamesTheAccount() throws {
        let page = try leafbird()
        for variant in [
            "", page.replacingOccurrences(of: "ContributionCalendar-day", with: "x"), String(page.prefix(1000)),
        ] {
            #expect(failure(variant) != .noData)
        }
    }

    // MARK: the older markups

    func sum(_ page: String, at now: String) throws -> Int {
        let calendar = try judged(page, at: instant(now)).get()
        #expect(calendar.days.values.allSatisfy { $0.isCountExact })
        return calendar.days.values.map(\.count).reduce(0, +)
    }

    @Test func theOlderMarkupsAreReadFromTheirDataCounts() throws {
        func page(_ name: String) throws -> String {
            String(decoding: try fixture("github-contributions/\(name)"), as: UTF8.self)
        }
        // Each page's own heading says its total (kubosho's has none; its cells add up).
        #expect(
            try sum(page("didericis-2017-fullprofile-svg-rect-day-2018-05.html"), at: "2017-12-31T12:00:00Z") == 894)
        #expect(
            try sum(page("mithereal-2022-11-profile-dom-svg-rect-data-count.html"), at: "2022-11-11T20:00:00Z") == 756)
        let kubosho = try page("kubosho-2021-06-to-2022-06-svg-rect-data-count.html")
        #expect(try sum(kubosho, at: "2022-06-25T12:00:00Z") == 2669)
        // The same counts on `<td>` cells.
        let cells = kubosho.replacingOccurrences(of: "<rect ", with: "<td ").replacingOccurrences(
            of: "</rect>", with: "</td>")
        #expect(try sum(cells, at: "2022-06-25T12:00:00Z") == 2669)
    }

    @Test func theRectTextOf2022IsRead() throws {
        // Each rect's data-count moved into its text, as GitHub wrote it in 2022.
        let kubosho = String(
            decoding: try fixture("github-contributions/kubosho-2021-06-to-2022-06-svg-rect-data-count.html"),
            as: UTF8.self)
        var page = ""
        var rest = kubosho[...]
        while let open = rest.range(of: "<rect ") {
            page += rest[..<open.lowerBound]
            let tagEnd = try #require(rest[open.lowerBound...].firstIndex(of: ">"))
            var tag = String(rest[open.lowerBound...tagEnd])
            rest = rest[rest.index(after: tagEnd)...]
            if let count = tag.range(of: #"data-count="(\d+)""#, options: .regularExpression),
                let date = tag.range(of: #"\d{4}-\d\d-\d\d"#, options: .regularExpression)
            {
                let number = Int(tag[count].filter(\.isNumber)) ?? 0
                let day = try #require(ContributionCalendar.dayNumber(String(tag[date])).map { CivilTime(days: $0) })
                tag.removeSubrange(count)
                let months = GitHubCountSentence.months.map { String(decoding: $0, as: UTF8.self).capitalized }
                let head = number == 0 ? "No contributions" : "\(number) contribution\(number == 1 ? "" : "s")"
                page += tag + "\(head) on \(months[day.month - 1]) \(day.day), \(day.year)"
            } else {
                page += tag
            }
        }
        page += rest
        #expect(!page.contains("data-count"))
        #expect(try sum(page, at: "2022-06-25T12:00:00Z") == 2669)
    }

    @Test func theSrOnlyTextOf2023IsRead() throws {
        // Every tooltip's sentence moved into its cell, with the weekday and the year.
        var page = try leafbird()
        let original = try answer(page).get()
        for offset in 0..<370 {
            let day = CivilTime(days: (ContributionCalendar.dayNumber("2025-03-02") ?? 0) + offset)
            let id = try cellID(day.dateKey, in: page)
            let open = try #require(page.range(of: #"id="\#(id)""#))
            let cellEnd = try #require(page[open.upperBound...].range(of: "></td>"))
            let count = try #require(original.days[day.dateKey]?.count)
            let weekday = String(decoding: GitHubCountSentence.weekdays[day.weekday - 1], as: UTF8.self).capitalized
            let month = String(decoding: GitHubCountSentence.months[day.month - 1], as: UTF8.self).capitalized
            let head = count == 0 ? "No contributions" : "\(count) contribution\(count == 1 ? "" : "s")"
            let text = #"<span class="sr-only">\#(head) on \#(weekday), \#(month) \#(day.day), \#(day.year)</span>"#
            page.replaceSubrange(cellEnd, with: ">" + text + "</td>")
            page = try removingTooltip(of: day.dateKey, in: page)
        }
        #expect(!page.contains("<tool-tip"))
        #expect(try sum(page, at: "2026-03-06T18:00:00Z") == 542, "the page's own heading: 542 in the last year")
    }
}
