import FoundationEssentials
import PulseCore

/// The face both timer pages share, as the Stopwatch's: a status line at 10, the readout
/// at 48, the page's own line if it has one (the Interval's `SKIP`), the time of day at 14,
/// the page's own lines under it (`TimerFootLine`) and a notice; over the fill, with a
/// press anywhere. Every line is there in every state, so the layout stays still as the
/// timer runs, pauses and ends.
struct TimerFace {
    /// The status line: what runs, or when it ended.
    let status: String
    /// The readout, or `DONE`.
    let readout: String
    /// A faint line under the readout: how long ago it ended (`+4:12`) under `DONE`, or the
    /// time of day a countdown runs until (`UNTIL 14:30`); nil otherwise.
    var under: String? = nil
    /// A line of the page's own under the readout, and whether it takes a press now.
    var own: (text: String, isActive: Bool, target: HitTarget)?
    /// What the page says about its file or command.
    let notice: TimerNotice?
    /// What `+` or `-` just did (`+1 MIN`), said in the notice's place for a few seconds.
    var nudge: String? = nil
    /// Lines of the page's own under the time of day, in order.
    var foot: [TimerFootLine] = []
    /// Pixel rows of the fill.
    let fillRows: Int
    /// How its times of day are written.
    var format: TimeFormat = .twentyFourHour

    /// The gap above the readout and above each line under it, in reference units.
    static let readoutGap = 18.0, lineGap = 24.0, ownGap = 20.0

    /// `DONE`, in place of the readout once a timer has ended.
    static let done = "DONE"
    /// What the status says first while a timer waits for the user to start its next block.
    static let ready = "READY, "

    /// The status once ended at `end`: `ENDED 14:32` (`ENDED 2:32 PM` in 12-hour form), with
    /// the day when it was not today.
    static func ended(at end: Date, now: Date, in zone: some CivilZone, format: TimeFormat) -> String {
        let then = ClockReading(at: end, in: zone), today = ClockReading(at: now, in: zone)
        return "ENDED " + (then.isSameDay(as: today) ? "" : then.dayAndMonth + " ") + then.shown(format).text
    }

    /// What a notice says, with an example time written as `format` types one.
    static func text(for notice: TimerNotice, format: TimeFormat = .twentyFourHour) -> String {
        switch notice {
        case .unreadable: "STORED TIME UNREADABLE"
        case .notSaved: "COULD NOT SAVE"
        case .commandFailed: "ON-FINISH COMMAND FAILED"
        case .atMost: "AT MOST " + TimerReadout.text(Countdown.longest)
        case .noLength: "SET A LENGTH FIRST"
        case .resetFirst: "RESET FIRST: 3 PRESSES"
        case .noTime: "TYPE A TIME SUCH AS " + (format == .twelveHour ? "230 P" : "1430")
        case .noSuchTime(let tomorrow): "NO SUCH TIME " + (tomorrow ? "TOMORROW" : "TODAY")
        }
    }

    /// Pixel rows of the fill for `elapsed` of `length`, or all of them while the flash is
    /// lit.
    static func fillRows(elapsed: TimeInterval, of length: TimeInterval, flashLit: Bool, size: TerminalSize) -> Int {
        flashLit ? size.pixelHeight : TimerFill.litRows(elapsed: elapsed, of: length, rows: size.pixelHeight)
    }

    /// The face's body at `now` in `zone`.
    func body(at now: Date, in zone: some CivilZone) -> TimerBody {
        var entries: [Composition.Entry] = [
            .init(Label(status, size: 10, tracking: 4, role: .muted)),
            .init(
                Label(
                    readout, size: 48, tracking: 2, role: .primary, lineBox: .tight, isBig: true, tabularDigits: true),
                gapBefore: Self.readoutGap),
        ]
        if let under {
            entries.append(.init(Label(under, size: 10, tracking: 4, role: .faint), gapBefore: Self.ownGap))
        }
        if let own {
            entries.append(
                .init(
                    Label(own.text, size: 10, tracking: 4, role: own.isActive ? .primary : .faint),
                    gapBefore: Self.ownGap, target: own.target))
        }
        entries.append(
            .init(
                Label(ClockReading(at: now, in: zone).shown(format).text, size: 14, tracking: 4, role: .faint),
                gapBefore: Self.lineGap))
        entries += foot.map(\.entry)
        if let said = noticeLine {
            entries.append(.init(Label(said, size: 10, tracking: 2, role: .faint), gapBefore: Self.lineGap))
        }
        return TimerBody(Composition(entries), backdrop: Backdrop(fillRows: fillRows, target: .timerFace))
    }

    /// The face as plain lines, in reading order.
    func textLines(at now: Date, in zone: some CivilZone) -> [String] {
        // Line by line: one long sum of optional arrays is more than Swift 6.0's type
        // checker (Debian 13's toolchain) finishes in its time limit.
        var lines = [status, readout]
        if let under { lines.append(under) }
        if let own { lines.append(own.isActive ? own.text : own.text + " (IN A BREAK ONLY)") }
        lines.append(ClockReading(at: now, in: zone).shown(format).text)
        lines += foot.flatMap(\.text)
        if let noticeLine { lines.append(noticeLine) }
        return lines
    }

    /// The last line: what `+` or `-` just did, or else the notice.
    var noticeLine: String? { nudge ?? notice.map { Self.text(for: $0, format: format) } }
}
