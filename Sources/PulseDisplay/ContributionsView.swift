import FoundationEssentials
import PulseCore

/// The contributions page: the handle and the time, today's last push over today's count
/// over `COMMITS TODAY`, the 17-week heatmap with its axis (and the forge's name, on any
/// forge but GitHub), the streak line in the quiet tier (and whose days they are, where
/// the forge dates them in the contributor's zone), and at the foot the status line,
/// `LAST CHECK` and the forge's change line (`CHANGE USERNAME`).
public struct ContributionsView {
    /// The mono ramp for ordinary days and the green ramp for today, by step.
    static let ramp: [ColorRole] = [.heat0, .heat1, .heat2, .heat3, .heat4]
    static let todayRamp: [ColorRole] = [.today0, .today1, .today2, .today3, .today4]

    /// What the page shows, in words.
    struct Content {
        let handle: String, time: String, push: String?, count: String
        /// Each cell's intensity step, nil for a day not known.
        let steps: [[(step: Int?, today: Bool)]]
        let status: String?, lastCheck: String?, changeLine: String
        /// `17 WEEKS`, with the forge's name where it is not GitHub.
        let axis: String
        /// The quiet lines under the axis: the streak, and the forge's note on its days.
        let quiet: [String]
    }

    static func content(for state: AppState, at now: Date, in zone: some CivilZone) -> Content {
        let model = state.github
        let source = model.source
        let format = state.preferences.timeFormat
        let budget = format == .twelveHour ? WidthBudget.githubHandleBesideTwelveHours : .githubHandle
        let handle = budget.shortened(TerminalText.sanitized(state.credentials.handle(for: source) ?? ""))
        let readings = model.readings(in: zone)
        let steps = Heatmap.cells(now: now, zone: zone).map { row in
            row.map { cell in (cell.isFuture ? 0 : step(readings?.reading(on: cell.date) ?? .unknown), cell.isToday) }
        }
        let streak = readings.map { Streak($0, today: zone.civilTime(at: now).days).text }
        return Content(
            handle: handle, time: ClockReading(at: now, in: zone).shown(format, seconds: true).text,
            push: model.lastPushToday(now: now, zone: zone).map { ClockReading(at: $0, in: zone).shown(format).text },
            count: model.exactCount(today: now, zone: zone).map(String.init) ?? "--", steps: steps,
            status: model.statusLine(today: now, zone: zone),
            lastCheck: model.lastCheck.map {
                "LAST CHECK: " + ClockReading(at: $0, in: zone).shown(format, seconds: true).text
            },
            changeLine: source.descriptor.handleWords.changeLine,
            axis: "17 WEEKS" + (source.pageName.map { " \u{00B7} \($0)" } ?? ""),
            quiet: [streak, source.descriptor.dayNote].compactMap { $0 })
    }

    /// A day's step on the ramp, or nil when it is not known.
    static func step(_ reading: DayReading) -> Int? {
        guard case .count(let count, _) = reading else { return nil }
        return Heatmap.step(for: count)
    }

    /// A cell's colour: its ramp's step, or nothing at all for a day not known, which no
    /// colour mode can take for a quiet day.
    static func role(_ step: Int?, today: Bool) -> ColorRole {
        guard let step else { return unknownDay }
        return (today ? todayRamp : ramp)[min(4, max(0, step))]
    }

    /// How a day not known is drawn: left out of the grid, a gap where a square would be.
    static let unknownDay = ColorRole.background

    /// The status line as drawn: one line where it fits the column (`OFFLINE - SHOWING
    /// LAST DATA`), else broken before its last part (`PAGE NOT UNDERSTOOD` over
    /// `SHOWING LAST DATA`), so a long status never widens the page.
    static func statusLines(_ status: String?) -> [String] {
        guard let status else { return [] }
        guard status.count > WidthBudget.statusLine.characters, let cut = status.ranges(of: " - ").last
        else { return [status] }
        return [String(status[..<cut.lowerBound]), String(status[cut.upperBound...])]
    }

    /// The page's panel.
    public static func panel(for state: AppState, at now: Date, in zone: some CivilZone) -> Panel {
        let content = content(for: state, at: now, in: zone)
        var top = [
            PanelEntry(
                .pair(
                    Label(content.handle, size: 10, tracking: 2, role: .bright),
                    Label(content.time, size: 10, tracking: 2, role: .faint, tabularDigits: true)))
        ]
        if let push = content.push {
            top.append(
                PanelEntry(
                    .label(Label(push, size: 16, tracking: 4, role: .muted, tabularDigits: true), .centred),
                    gapBefore: 32))
        }
        top.append(
            PanelEntry(
                .label(
                    Label(content.count, size: 76, tracking: 1, role: .primary, lineBox: .tight, isBig: true), .centred),
                gapBefore: content.push == nil ? 32 : 14))
        top.append(
            PanelEntry(.label(Label("COMMITS TODAY", size: 11, tracking: 4, role: .muted), .centred), gapBefore: 14))
        let grid = content.steps.map { row in row.map { role($0.step, today: $0.today) } }
        top.append(PanelEntry(.grid(grid), gapBefore: 48))
        top.append(
            PanelEntry(
                .pair(
                    Label(content.axis, size: 9, tracking: 2, role: .faint),
                    Label("TODAY", size: 9, tracking: 2, role: .primary)),
                gapBefore: 16))
        for (index, line) in content.quiet.enumerated() {
            top.append(
                PanelEntry(
                    .label(Label(line, size: 9, tracking: 2, role: .faint), .leading), gapBefore: index == 0 ? 12 : 6,
                    yields: true))
        }
        var foot: [PanelEntry] = []
        for (index, line) in statusLines(content.status).enumerated() {
            foot.append(
                PanelEntry(
                    .label(Label(line, size: 10, tracking: 2, role: .muted), .leading), gapBefore: index == 0 ? 0 : 6))
        }
        if let lastCheck = content.lastCheck {
            foot.append(
                PanelEntry(
                    .label(Label(lastCheck, size: 9, tracking: 2, role: .faint, tabularDigits: true), .leading),
                    gapBefore: content.status == nil ? 0 : 12))
        }
        foot.append(
            PanelEntry(
                .label(Label(content.changeLine, size: 10, tracking: 3, role: .faint), .leading), gapBefore: 20,
                target: .changeCredential))
        var panel = Panel(top: top, foot: foot, topInset: 70, bottomInset: 16)
        panel.growsFigures = true
        return panel
    }

    /// The page as plain lines: the heatmap as 7 lines of 17 digits 0–4 (`?` for a day not
    /// known), today marked `*`.
    public static func textLines(for state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        let content = content(for: state, at: now, in: zone)
        var lines = [content.handle + " " + content.time]
        if let push = content.push { lines.append(push) }
        lines += [content.count, "COMMITS TODAY"]
        lines += content.steps.map { row in
            row.map { ($0.step.map(String.init) ?? "?") + ($0.today ? "*" : "") }.joined()
        }
        lines.append(content.axis + " TODAY")
        lines += content.quiet
        if let status = content.status { lines.append(status) }
        if let lastCheck = content.lastCheck { lines.append(lastCheck) }
        lines.append(content.changeLine)
        return lines
    }
}
