import FoundationEssentials
import Glibc
import PulseApp
import PulseCore
import PulseStore

/// `--calendar SOURCE[,SOURCE…]`: the Calendar page's feeds, checked as the page's prompt
/// checks them, stored with the credentials by the display (the snapshot reads them for
/// its one frame only). Each address carries its feed's token, so once stored the
/// argument is blanked in the process's own command line, where `ps` would show it.
enum CalendarSetting {
    /// The feeds `text` names, one a line, each path made absolute against the working
    /// directory (a display started elsewhere later reads the same file); a refusal never
    /// repeats the address.
    static func feeds(_ text: String, environment: [String: String]) throws(UsageError) -> SecretText {
        let feeds: [CalendarFeedText]
        do {
            feeds = try CalendarFeedText.list(parsing: text)
        } catch {
            throw UsageError(message: "--calendar: \(error.description)")
        }
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "\n" })
            .map { $0.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\r" } }
            .filter { !$0.isEmpty }
        let lines = zip(parts, feeds).map { part, feed -> String in
            guard case .file(let path) = feed.location, !path.hasPrefix("/"), !path.hasPrefix("~/") else {
                return String(part)
            }
            let absolute = FileManager.default.currentDirectoryPath + "/" + path
            return feed.label.map { $0 + "=" + absolute } ?? absolute
        }
        return SecretText(CalendarFeedText.stored(lines))
    }

    /// Stores `feeds` with the credentials; the line to print when that fails.
    static func store(_ feeds: SecretText, environment: [String: String]) -> String? {
        let credentials = StoredCredentials(environment: environment)
        let outcome = credentials.perform(Save(.credential(.calendarFeeds, feeds), origin: .calendar))
        guard outcome == .written else {
            credentials.messages.report()
            return "--calendar could not be stored with the credentials"
        }
        blankArgument(after: "--calendar")
        return nil
    }

    /// Overwrites, in place, the value after `option` in the process's arguments, so
    /// `/proc/PID/cmdline` (what `ps` shows) no longer holds it.
    static func blankArgument(after option: String) {
        let count = Int(CommandLine.argc)
        let argv = CommandLine.unsafeArgv
        for index in 1..<max(1, count - 1) {
            guard let name = argv[index], String(cString: name) == option, let value = argv[index + 1] else {
                continue
            }
            let length = strlen(value)
            for at in 0..<length { value[at] = at == 0 ? 0x2A : 0x20 }
        }
    }
}
