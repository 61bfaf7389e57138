import FoundationEssentials
import PulseCore

/// The GitHub page: the handle and the time, today's last push over today's count over
/// `COMMITS TODAY`, the 17-week heatmap with its axis, and at the foot the status line,
/// `LAST CHECK` and `CHANGE USERNAME`.
public enum GitHubView {
    /// The mono ramp for ordinary days and the green ramp for today, by step.
    static let ramp: [ColorRole] = [.heat0, .heat1, .heat2, .heat3, .heat4]
    static let todayRamp: [ColorRole] = [.today0, .today1, .today2, .today3, .today4]

    /// What the page shows, in words.
    struct Content {
        let handle: String, time: String, push: String?, count: String
        let steps: [[(step: Int, today: Bool)]]
        let status: String?, lastCheck: String?
    }

    static func content(for state: AppState, at now: Date, in zone: some CivilZone) -> Content {
        let model = state.github
        let handle = WidthBudget.githubHandle.shortened(TerminalText.sanitized(state.credentials.githubUsername ?? ""))
        let steps = Heatmap.cells(now: now, zone: zone).map { row in
            row.map { cell in (cell.isFuture ? 0 : Heatmap.step(for: model.count(on: cell.date)), cell.isToday) }
        }
        return Content(
            handle: handle, time: ClockReading(at: now, in: zone).timeWithSeconds,
            push: model.lastPushToday(now: now, zone: zone).map { ClockReading(at: $0, in: zone).time },
            count: model.exactCount(today: now, zone: zone).map(String.init) ?? "--", steps: steps,
            status: model.statusLine(today: now, zone: zone),
            lastCheck: model.lastCheck.map { "LAST CHECK: " + ClockReading(at: $0, in: zone).timeWithSeconds })
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
        let grid = content.steps.map { row in row.map { ($0.today ? todayRamp : ramp)[min(4, max(0, $0.step))] } }
        top.append(PanelEntry(.grid(grid), gapBefore: 48))
        top.append(
            PanelEntry(
                .pair(
                    Label("17 WEEKS", size: 9, tracking: 2, role: .faint),
                    Label("TODAY", size: 9, tracking: 2, role: .primary)),
                gapBefore: 16))
        var foot: [PanelEntry] = []
        if let status = content.status {
            foot.append(PanelEntry(.label(Label(status, size: 10, tracking: 2, role: .muted), .leading)))
        }
        if let lastCheck = content.lastCheck {
            foot.append(
                PanelEntry(
                    .label(Label(lastCheck, size: 9, tracking: 2, role: .faint, tabularDigits: true), .leading),
                    gapBefore: content.status == nil ? 0 : 12))
        }
        foot.append(
            PanelEntry(
                .label(Label("CHANGE USERNAME", size: 10, tracking: 3, role: .faint), .leading), gapBefore: 20,
                target: .changeCredential))
        return Panel(top: top, foot: foot, topInset: 70, bottomInset: 16)
    }

    /// The page as plain lines: the heatmap as 7 lines of 17 digits 0–4, today marked `*`.
    public static func textLines(for state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        let content = content(for: state, at: now, in: zone)
        var lines = [content.handle + " " + content.time]
        if let push = content.push { lines.append(push) }
        lines += [content.count, "COMMITS TODAY"]
        lines += content.steps.map { row in row.map { "\($0.step)" + ($0.today ? "*" : "") }.joined() }
        lines.append("17 WEEKS TODAY")
        if let status = content.status { lines.append(status) }
        if let lastCheck = content.lastCheck { lines.append(lastCheck) }
        lines.append("CHANGE USERNAME")
        return lines
    }
}
