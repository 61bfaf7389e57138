import Foundation
import Testing

@testable import PulseCore

/// A contributions fragment in the current format: `cells` day cells, the first
/// `tooltips` of them with a tooltip counting `index % 5`.
func contributionsPage(cells: Int, tooltips: Int) -> Data {
    var html = "<table><tbody>"
    var tips = ""
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    for index in 0..<cells {
        let day = start.addingTimeInterval(Double(index) * 86_400)
        let date = Heatmap.key(for: day, in: TimeZone(secondsFromGMT: 0) ?? .current)
        let id = "contribution-day-component-\(index % 7)-\(index / 7)"
        html +=
            #"<td tabindex="0" data-date="\#(date)" id="\#(id)" data-level="\#(index % 5)" class="ContributionCalendar-day"></td>"#
        if index < tooltips {
            let text = calendarSentence(index % 5, CivilTime(at: day, offset: 0))
            tips += #"<tool-tip id="t\#(index)" for="\#(id)" popover="manual">\#(text)</tool-tip>"#
        }
    }
    return Data((html + "</tbody></table>" + tips).utf8)
}

/// The original's `GitHubContributionsParserTests`, and the parser against real pages.
@Suite struct GitHubParserTests {
    @Test func theFallbackBudgetIsThree() {
        #expect(GitHubCalendarParser.levelFallbackBudget == 3)
    }

    @Test func threeMissingTooltipsAreApproximatedFromLevels() {
        let days = GitHubCalendarParser.parse(contributionsPage(cells: 119, tooltips: 116))
        #expect(days.count == 119)
        #expect(days.filter { !$0.isCountExact }.count == 3)
        #expect(days.filter { !$0.isCountExact }.map(\.count) == [1, 3, 6], "levels 1, 2, 3 of the last three cells")
    }

    @Test func fourMissingTooltipsDropTheGuessesAndKeepTheExactDays() {
        let days = GitHubCalendarParser.parse(contributionsPage(cells: 119, tooltips: 115))
        #expect(days.count == 115)
        #expect(days.allSatisfy { $0.isCountExact })
        let half = GitHubCalendarParser.parse(contributionsPage(cells: 365, tooltips: 183))
        #expect(half.count == 183 && half.allSatisfy { $0.isCountExact })
    }

    @Test func aCompleteCalendarIsAllExact() {
        let days = GitHubCalendarParser.parse(contributionsPage(cells: 119, tooltips: 119))
        #expect(days.count == 119 && days.allSatisfy { $0.isCountExact })
        #expect(days.prefix(5).map(\.count) == [0, 1, 2, 3, 4])
    }

    @Test func noTooltipsNoDays() {
        #expect(GitHubCalendarParser.parse(contributionsPage(cells: 119, tooltips: 0)).isEmpty)
    }

    @Test func levelsMapToTheOriginalsEstimates() {
        #expect(
            [-1, 0, 1, 2, 3, 4, 9].map(GitHubCalendarParser.approximateCount(forLevel:)) == [0, 0, 1, 3, 6, 10, 10])
    }

    @Test func attributeOrderCaseAndExtrasDoNotMatter() {
        let html = #"""
            <TD class="x ContributionCalendar-day y" data-level="2" foo="bar" id="d1" data-date="2026-05-03"></TD>
            <td id="d2" data-date="2026-05-04" class="ContributionCalendar-day"></td>
            <div class="ContributionCalendar-day" data-level="4" id="legend"></div>
            <td class="ContributionCalendar-day" data-date="2026-5-5" id="d3"></td>
            <TOOL-TIP for="d1" class="sr-only">12 contributions on May 3rd.</TOOL-TIP>
            <tool-tip data-x="1" for="d2">  1,234 contributions on May 4th.</tool-tip>
            <tool-tip for="d3">7 contributions on May 5th.</tool-tip>
            <tool-tip for="legend">9 contributions</tool-tip>
            """#
        let days = GitHubCalendarParser.parse(Data(html.utf8))
        #expect(
            days == [
                ContributionDay(date: "2026-05-03", count: 12, isCountExact: true),
                ContributionDay(date: "2026-05-04", count: 1234, isCountExact: true),
            ])
    }

    @Test func tooltipTextThatIsNotACountIsIgnored() {
        let html = #"""
            <td class="ContributionCalendar-day" data-date="2026-05-03" id="a" data-level="1"></td>
            <td class="ContributionCalendar-day" data-date="2026-05-04" id="b" data-level="1"></td>
            <tool-tip for="a">Some contributions</tool-tip>
            <tool-tip for="b">no contributions on May 4th.</tool-tip>
            """#
        let days = GitHubCalendarParser.parse(Data(html.utf8))
        #expect(days.count == 2)
        #expect(days[0] == ContributionDay(date: "2026-05-03", count: 1, isCountExact: false))
        #expect(days[1] == ContributionDay(date: "2026-05-04", count: 0, isCountExact: true))
    }

    @Test func unknownOrBrokenMarkupGivesNothingAndNeverTraps() {
        for body in [
            "", "<", "<td", "<tool-tip for=\"a\">3", "<td class=\"ContributionCalendar-day\" data-date=\"",
            "\u{0}\u{FF}<<<>>>",
        ] {
            #expect(GitHubCalendarParser.parse(Data(body.utf8)).isEmpty)
        }
        #expect(GitHubCalendarParser.parse(Data([0xFF, 0xFE, 0x3C, 0x74, 0x64])).isEmpty)
    }

    @Test func tagsThatNeverCloseAreReadOnceNotOnceEach() {
        // A body as large as a fetch may be (4 MiB) of `<td ` or `<tool-tip ` with no `>`:
        // each tag used to scan to the end for its `>`, hours of work on the main loop.
        for tag in ["<td ", "<tool-tip ", "<TD\t"] {
            let body = Data(String(repeating: tag, count: 4 * 1024 * 1024 / tag.utf8.count).utf8)
            #expect(GitHubCalendarParser.parse(body).isEmpty, "\(tag)")
        }
        // One `>` at the very end closes the first tag only; the cells inside it are not cells.
        let cell = #"<td class="ContributionCalendar-day" data-date="2026-05-04" id="c1" "#
        let one = String(repeating: cell, count: 50_000) + #">x<tool-tip for="c1">3 contributions</tool-tip>"#
        #expect(
            GitHubCalendarParser.parse(Data(one.utf8)) == [
                ContributionDay(date: "2026-05-04", count: 3, isCountExact: true)
            ])
    }

    // MARK: real pages

    func parsed(_ name: String) throws -> [String: ContributionDay] {
        let days = GitHubCalendarParser.parse(try fixture("github-contributions/\(name)"))
        return Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { $1 })
    }

    @Test func theNewestPagesGiveTheirTooltipsExactly() throws {
        let leafbird = try parsed("leafbird-contributions-fragment-2025-03-02_to_2026-03-06.html")
        #expect(leafbird.count == 370)
        #expect(leafbird.values.allSatisfy { $0.isCountExact })
        #expect(leafbird.values.map(\.count).reduce(0, +) == 542, "the page's own heading: 542 in the last year")
        #expect(leafbird["2025-03-02"]?.count == 2)
        #expect(leafbird["2025-05-14"]?.count == 0)
        #expect(leafbird["2026-03-02"]?.count == 52)
        let torvalds = try parsed("torvalds-contributions-fragment-2025-06-15_to_2026-06-17.html")
        #expect(torvalds.count == 368)
        #expect(torvalds.values.map(\.count).reduce(0, +) == 3144, "the page's own heading: 3,144")
        #expect(torvalds["2025-06-15"]?.count == 2)
        #expect(torvalds["2025-08-27"]?.count == 4)
        #expect(torvalds["2025-11-02"]?.count == 1)
        #expect(torvalds["2025-07-28"]?.count == 61)
    }
}
