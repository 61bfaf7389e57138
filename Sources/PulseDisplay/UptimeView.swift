import FoundationEssentials
import PulseCore

/// The Uptime page: `LAST CHECK`, `NEXT REFRESH`, the counts and the fault line; the
/// source's notices; the services with their squares, each with the recent checks and
/// the figures its source gives under its name, under its group's heading; and
/// `CHANGE API KEY` (or the source's own words) at the foot.
public struct UptimeView {
    /// Notice lines shown at most; past that, the last one says how many more there are.
    static let noticeLines = 3

    /// The page's panel at `now` in `zone`.
    public static func panel(
        for model: UptimeModel, notSaved: Bool = false, at now: Date, in zone: some CivilZone,
        format: TimeFormat = .twentyFourHour
    ) -> Panel {
        var top = metaLines(for: model, notSaved: notSaved, at: now, in: zone, format: format).enumerated().map {
            index, line in
            PanelEntry(
                .label(Label(line, size: 10, tracking: 2, role: .faint), .leading), gapBefore: index == 0 ? 0 : 6)
        }
        let notices = noticeLines(for: model.notices)
        for (index, line) in notices.enumerated() {
            let text = WidthBudget.uptimeNotice.shortened(line)
            top.append(
                PanelEntry(
                    .label(Label(text, size: 10, tracking: 2, role: .faint), .leading),
                    gapBefore: index == 0 ? 24 : 6))
        }
        if let empty = emptyLine(for: model) {
            top.append(
                PanelEntry(
                    .label(Label(empty, size: 13, tracking: 2, role: .muted), .leading),
                    gapBefore: notices.isEmpty ? 54 : 30))
        }
        for (index, service) in model.services.enumerated() {
            top.append(
                PanelEntry(
                    .row(row(for: service, at: now, in: zone, format: format)),
                    gapBefore: index == 0 ? (notices.isEmpty ? 54 : 30) : 0,
                    scrolls: true))
        }
        // Which source and address the list is read from, in the quietest tier.
        let foot = [
            PanelEntry(.label(sourceLabel(model.source), .leading)),
            PanelEntry(
                .label(Label(model.source.changeLine, size: 10, tracking: 3, role: .faint), .leading), gapBefore: 12,
                target: .changeCredential),
        ]
        var panel = Panel(top: top, foot: foot, topInset: 70, bottomInset: 16, scroll: model.scroll)
        panel.reportsScroll = true
        panel.growsFigures = true
        return panel
    }

    /// One service's row: its heading, name and square; under the name its checks and its
    /// figures.
    static func row(
        for service: UptimeService, at now: Date, in zone: some CivilZone, format: TimeFormat = .twentyFourHour
    ) -> PanelRow {
        // As long as the row's room takes it: the budget's cut is only what the column is
        // measured with.
        let shown = shownName(service.name)
        var name = Label(WidthBudget.uptimeName.shortened(shown), size: 13, tracking: 2, role: .bright)
        name.whole = shown
        let heading = service.heading.map {
            Label(WidthBudget.uptimeNotice.shortened($0), size: 9, tracking: 4, role: .faint)
        }
        return PanelRow(
            name: name, square: role(of: service.status), squareIsState: true, heading: heading,
            strip: service.checks.map(role(of:)),
            figures: figures(for: service, at: now, in: zone, format: format))
    }

    /// What marks a roll-up, on its row and in its text line.
    static let rollUpWord = "GROUP"
    /// What stands where a source's list is read and holds no monitor.
    static let noMonitorsWord = "NO MONITORS"
    /// What a monitor with no name to show is called, so its row is never blank.
    static let unnamedWord = "UNNAMED"

    /// `NO MONITORS` where the list would be, when the source was read and listed none;
    /// nil before anything is read, and when it lists any.
    static func emptyLine(for model: UptimeModel) -> String? {
        model.hasRead && model.services.isEmpty ? noMonitorsWord : nil
    }

    /// A monitor's name as shown: made safe by `safe` (sanitised into cells on the page,
    /// `TerminalText.plain` in the text), and `UNNAMED` when it is empty or spaces only.
    static func shownName(_ name: String, safe: (String) -> String = TerminalText.sanitized) -> String {
        let shown = safe(name)
        return shown.trimmingWhitespace().isEmpty ? unnamedWord : shown
    }

    /// A row's figures, left to right, the one to give way first last: `GROUP` for a
    /// roll-up (what tells its row from a monitor's), since when it is in trouble, its
    /// uptime.
    static func figures(
        for service: UptimeService, at now: Date, in zone: some CivilZone, format: TimeFormat = .twentyFourHour
    ) -> [Label] {
        var figures: [Label] = []
        if service.isRollUp { figures.append(Label(rollUpWord, size: 10, tracking: 2, role: .faint)) }
        if let since = sinceText(for: service, now: now, in: zone, format: format) {
            figures.append(Label(since, size: 10, tracking: 2, role: .muted))
        }
        if let uptime = service.uptime {
            figures.append(Label(uptimeText(uptime), size: 10, tracking: 2, role: .muted))
        }
        return figures
    }

    /// `LAST CHECK`, `NEXT REFRESH`, the counts and the fault line, as drawn.
    public static func metaLines(
        for model: UptimeModel, notSaved: Bool = false, at now: Date, in zone: some CivilZone,
        format: TimeFormat = .twentyFourHour
    ) -> [String] {
        let check = model.lastCheck.map { lastCheckText($0, now: now, in: zone, format: format) } ?? "--:--:--"
        var lines = ["LAST CHECK: \(check)", "NEXT REFRESH: \(model.secondsToRefresh(at: now))S"]
        if let counts = model.counts.text { lines.append(counts) }
        if let fault = model.fault { lines.append(fault.text) }
        // The order or the source in effect is not the one the settings file holds.
        if notSaved { lines.append(ClockView.notSavedText) }
        return lines
    }

    /// The notices as lines (`INCIDENT: TITLE`), at most `noticeLines`: past that, the last
    /// says how many more there are.
    static func noticeLines(for notices: [UptimeNotice]) -> [String] {
        let lines = notices.map { notice in
            let title = TerminalText.sanitized(notice.title)
            return title.isEmpty ? notice.word : "\(notice.word): \(title)"
        }
        guard lines.count > noticeLines else { return lines }
        return Array(lines.prefix(noticeLines - 1)) + ["+\(lines.count - noticeLines + 1) MORE NOTICES"]
    }

    /// When the last check was: its time of day when it is today in `zone` (`14:32:05`,
    /// `2:32:05 PM`), else its day and minute this year (`28 AUG 14:32`), else its day and
    /// year (`28 AUG 2024`). A check from another day must never pass for one of today's.
    static func lastCheckText(
        _ check: Date, now: Date, in zone: some CivilZone, format: TimeFormat = .twentyFourHour
    ) -> String {
        let then = ClockReading(at: check, in: zone)
        let today = ClockReading(at: now, in: zone)
        if then.isSameDay(as: today) { return then.shown(format, seconds: true).text }
        if then.year == today.year { return "\(then.dayAndMonth) \(then.shown(format).text)" }
        return "\(then.dayAndMonth) \(then.year)"
    }

    /// Since when a service in trouble has been: `SINCE 14:02` today in `zone`, else the day
    /// (`SINCE 28 AUG`), with the year when it is not this one. Nil when it is not in
    /// trouble, its source does not show when it began, or the time is further ahead of
    /// this machine's clock than clocks drift (`UptimeModel.futureSkew`).
    static func sinceText(
        for service: UptimeService, now: Date, in zone: some CivilZone, format: TimeFormat = .twentyFourHour
    ) -> String? {
        guard service.status.isTrouble, let since = service.downSince,
            since <= now.addingTimeInterval(UptimeModel.futureSkew)
        else { return nil }
        let then = ClockReading(at: since, in: zone)
        let today = ClockReading(at: now, in: zone)
        if then.isSameDay(as: today) { return "SINCE \(then.shown(format).text)" }
        if then.year == today.year { return "SINCE \(then.dayAndMonth)" }
        return "SINCE \(then.dayAndMonth) \(then.year)"
    }

    /// An uptime as a percentage with one decimal, rounded down so that a day with one
    /// failed check never reads `100%` (`99.9%`); `100%` only when it is whole.
    static func uptimeText(_ ratio: Double) -> String {
        // The small addition keeps a value such as 0.998, which is 997.999… thousandths in
        // binary, at the tenth it is written as.
        let tenths = Int((min(1, max(0, ratio)) * 1000 + 1e-6).rounded(.down))
        return tenths == 1000 ? "100%" : "\(tenths / 10).\(tenths % 10)%"
    }

    /// The page as plain lines: the meta block, the notices, then per service its group's
    /// heading (`WEB:`) where it opens one, and `NAME STATE`, with `GROUP` for a roll-up,
    /// its uptime and since when it is in trouble where the source says.
    public static func textLines(
        for model: UptimeModel, notSaved: Bool = false, at now: Date, in zone: some CivilZone,
        format: TimeFormat = .twentyFourHour
    ) -> [String] {
        var lines =
            metaLines(for: model, notSaved: notSaved, at: now, in: zone, format: format)
            + noticeLines(for: model.notices)
        if let empty = emptyLine(for: model) { lines.append(empty) }
        for service in model.services {
            if let heading = service.heading { lines.append(TerminalText.plain(heading) + ":") }
            var words = [shownName(service.name, safe: TerminalText.plain), service.status.word]
            if service.isRollUp { words.append(rollUpWord) }
            if let uptime = service.uptime { words.append(uptimeText(uptime)) }
            if let since = sinceText(for: service, now: now, in: zone, format: format) { words.append(since) }
            lines.append(words.joined(separator: " "))
        }
        return lines + [sourceLine(model.source), model.source.changeLine]
    }

    /// `FROM` and the source's name and whole address.
    public static func sourceLine(_ source: UptimeSource) -> String {
        "FROM " + TerminalText.sanitized(source.displayText)
    }

    /// The source line as drawn: whole where the column has room, else cut in the middle of
    /// its path, then without the source's name, keeping the host and port
    /// (`FROM UPTIME KUMA 127.0.0.1:18765/.../MAIN`, `FROM 127.0.0.1:18765/.../MAIN`); the
    /// column is measured with its cut to the line's budget.
    static func sourceLabel(_ source: UptimeSource) -> Label {
        let whole = sourceLine(source), cut = source.displayCut(after: "FROM ".count)
        var label = Label(
            WidthBudget.uptimeSourceLine.shortened(whole, cut: cut), size: 9, tracking: 2, role: .faint)
        label.whole = whole
        label.cut = cut
        return label
    }

    /// The square's colour for a status.
    public static func role(of status: ServiceStatus) -> ColorRole {
        switch status {
        case .operational: .up
        case .degraded: .degraded
        case .down: .down
        case .maintenance: .maintenance
        // Paused and new are named in the counts and the text; their square is the grey
        // of a state nothing is known of now.
        case .unknown, .paused, .new: .unknown
        }
    }
}
