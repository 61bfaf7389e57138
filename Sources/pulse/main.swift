import FoundationEssentials
import Glibc
import PulseApp
import PulseCore
import PulseDisplay
import PulseStore
import PulseTerminal

// Wiring only: parse, load the typeface, run the display or a snapshot.

func fail(_ message: String, status: Int32) -> Never {
    // Standard error may be closed or full: then the status alone says it.
    _ = StandardStream.error.write("pulse: \(message)\n")
    exit(status)
}

/// Writes `text` to standard output, or exits 1: with a line on standard error, or quietly
/// when the reader went away (`| head`), as other Unix tools do.
func emit(_ text: String) {
    guard let failure = StandardStream.output.writeAll(text) else { return }
    if failure.readerWentAway { exit(1) }
    fail("cannot write to standard output: \(failure)", status: 1)
}

func loadTypeface(_ path: String?) -> Typeface {
    do {
        guard let path else { return try Typeface.builtIn() }
        let data: Data
        switch FontFile.read(path) {
        case .success(let read): data = read
        case .failure(let problem): fail("\(problem)", status: 1)
        }
        return try Typeface(bdf: String(decoding: data, as: UTF8.self))
    } catch {
        fail("cannot use font '\(path ?? "built-in")': \(error)", status: 1)
    }
}

/// The place `--location` names, looked up once, or exit 1 with why it cannot be used.
func resolveLocation(_ text: String, environment: [String: String]) -> WeatherLocation {
    switch LocationSetting.resolve(text, environment: environment) {
    case .success(let location): return location
    case .failure(let problem): fail(problem.message, status: 1)
    }
}

/// Stores the settings given on the command line, or exits 1 with the first that cannot
/// be used. The location is looked up before anything is written, so a place not found
/// stores nothing else either; a settings file that cannot be read refuses the first write.
func store(
    uptime: UptimeSource?, contributions: ContributionsSource?, location: String?, clock: ClockSetting,
    pages: PagesShown?, calendar: SecretText?, environment: [String: String]
) {
    let place = location.map { resolveLocation($0, environment: environment) }
    if let uptime, let problem = SourceSetting.apply(uptime, environment: environment) { fail(problem, status: 1) }
    if let contributions, let problem = SourceSetting.apply(contributions, environment: environment) {
        fail(problem, status: 1)
    }
    if let place, let problem = LocationSetting.store(place, environment: environment) { fail(problem, status: 1) }
    if let problem = clock.apply(environment: environment) { fail(problem, status: 1) }
    if let pages, let problem = PagesSetting.apply(pages, environment: environment) { fail(problem, status: 1) }
    if let calendar, let problem = CalendarSetting.store(calendar, environment: environment) {
        fail(problem, status: 1)
    }
}

// Before anything opens a file or writes.
StandardStream.prepare()
// Before anything reads the credentials file.
ProcessHardening.forbidCoreDumps()
let environment = ProcessInfo.processInfo.environment
let invocation: Invocation
do {
    invocation = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    fail("\(error.message) (see pulse --help)", status: 2)
}

switch invocation {
case .help:
    emit(HelpText.usage + "\n")
case .version:
    emit(HelpText.version + "\n")
case .snapshot(let options):
    // A snapshot stores nothing: what its options choose is drawn in its one frame only.
    let clock = options.clock
    let choices = RunChoices(
        clock: clock.applied(to:), uptime: options.uptime, contributions: options.contributions,
        location: options.location.map { resolveLocation($0, environment: environment) }, pages: options.pages)
    let snapshot = Snapshot.run(
        options, choices: choices, typeface: loadTypeface(options.fontPath), environment: environment)
    emit(snapshot.output)
    // The page is printed either way; the status tells a script its read failed.
    if snapshot.readFailed { exit(Snapshot.readFailedStatus) }
case .interactive(let options):
    // A run that cannot start stores nothing it was told: the terminal and the font are
    // checked before anything is written.
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("the display needs a terminal; for one frame on standard output use 'pulse snapshot PAGE'", status: 1)
    }
    let typeface = loadTypeface(options.fontPath)
    store(
        uptime: options.uptime, contributions: options.contributions, location: options.location,
        clock: options.clock, pages: options.pages, calendar: options.calendar, environment: environment)
    let runtime = InteractiveRuntime(
        renderer: Renderer(typeface: typeface), startPage: options.page,
        color: options.color, mouse: options.mouse, demo: options.demo, timers: options.timers)
    do {
        exit(try runtime.run())
    } catch {
        fail("\(error)", status: 1)
    }
}
