import Foundation

@testable import PulseCore

/// A contributions page in GitHub's current markup (mid-2023 on, as the real pages in
/// `Fixtures/github-contributions` are): a `js-calendar-graph` with `data-to`, then one
/// `<td>` per day, each followed by its `<tool-tip>`, `days` days ending `through`. A day's
/// count is `counts[date]`, else 0.
func calendarPage(through: String, counts: [String: Int] = [:], days: Int = 371) -> String {
    let end = ContributionCalendar.dayNumber(through) ?? 0
    var html = #"<div class="js-calendar-graph ContributionCalendar" data-from="x" data-to="\#(through) 23:59:59 UTC">"#
    html += "<table><tbody>"
    for offset in 0..<days {
        let day = CivilTime(days: end - days + 1 + offset)
        let date = day.dateKey
        let count = counts[date] ?? 0
        let id = "contribution-day-component-\(day.weekday - 1)-\(offset / 7)"
        html +=
            #"<td tabindex="0" data-date="\#(date)" id="\#(id)" data-level="\#(Heatmap.step(for: count))" class="ContributionCalendar-day"></td>"#
        html += #"<tool-tip for="\#(id)" class="sr-only">\#(calendarSentence(count, day))</tool-tip>"#
    }
    return html + "</tbody></table></div>"
}

/// GitHub's tooltip words for `count` on `day`: `No contributions on March 16th.`,
/// `1 contribution on …`, `5 contributions on …`.
func calendarSentence(_ count: Int, _ day: CivilTime) -> String {
    let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    let ordinal: String
    switch (day.day % 10, day.day / 10 == 1) {
    case (1, false): ordinal = "st"
    case (2, false): ordinal = "nd"
    case (3, false): ordinal = "rd"
    default: ordinal = "th"
    }
    let head = count == 0 ? "No contributions" : count == 1 ? "1 contribution" : "\(count) contributions"
    return "\(head) on \(months[day.month - 1]) \(day.day)\(ordinal)."
}
