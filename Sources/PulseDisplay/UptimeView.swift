import FoundationEssentials
import PulseCore

/// The Uptime page: `LAST CHECK`, `NEXT REFRESH` and the fault line, the services with
/// their squares, and `CHANGE API KEY` (or the source's own words) at the foot.
public enum UptimeView {
    /// The page's panel at `now` in `zone`.
    public static func panel(for model: UptimeModel, at now: Date, in zone: some CivilZone) -> Panel {
        var top = metaLines(for: model, at: now, in: zone).enumerated().map { index, line in
            PanelEntry(
                .label(Label(line, size: 10, tracking: 2, role: .faint), .leading), gapBefore: index == 0 ? 0 : 6)
        }
        for (index, service) in model.services.enumerated() {
            let name = Label(WidthBudget.uptimeName.shortened(service.name), size: 13, tracking: 2, role: .bright)
            top.append(
                PanelEntry(
                    .row(PanelRow(name: name, square: role(of: service.status))), gapBefore: index == 0 ? 54 : 0,
                    scrolls: true))
        }
        let foot = [
            PanelEntry(
                .label(Label(model.source.changeLine, size: 10, tracking: 3, role: .faint), .leading), gapBefore: 20,
                target: .changeCredential)
        ]
        return Panel(top: top, foot: foot, topInset: 70, bottomInset: 16, scroll: model.scroll)
    }

    /// `LAST CHECK`, `NEXT REFRESH` and the fault line, as drawn.
    public static func metaLines(for model: UptimeModel, at now: Date, in zone: some CivilZone) -> [String] {
        let check = model.lastCheck.map { ClockReading(at: $0, in: zone).timeWithSeconds } ?? "--:--:--"
        var lines = ["LAST CHECK: \(check)", "NEXT REFRESH: \(model.secondsToRefresh(at: now))S"]
        if let fault = model.fault { lines.append(fault.text) }
        return lines
    }

    /// The page as plain lines: the meta block, then `NAME STATUS` per service.
    public static func textLines(for model: UptimeModel, at now: Date, in zone: some CivilZone) -> [String] {
        metaLines(for: model, at: now, in: zone)
            + model.services.map { TerminalText.sanitized($0.name) + " " + $0.status.word } + [model.source.changeLine]
    }

    /// The square's colour for a status.
    public static func role(of status: ServiceStatus) -> ColorRole {
        switch status {
        case .operational: .up
        case .degraded: .degraded
        case .down: .down
        case .unknown: .unknown
        }
    }
}
