import Foundation
import PulseDisplay
import PulseTerminal

// Wiring only: parse, load the typeface, run the display or a snapshot.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("pulse: \(message)\n".utf8))
    exit(status)
}

func loadTypeface(_ path: String?) -> Typeface {
    do {
        guard let path else { return try Typeface.builtIn() }
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("cannot read font '\(path)'", status: 1)
        }
        return try Typeface(bdf: String(decoding: data, as: UTF8.self))
    } catch {
        fail("cannot use font '\(path ?? "built-in")': \(error)", status: 1)
    }
}

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
    print(HelpText.usage)
case .version:
    print(HelpText.version)
case .snapshot(let options):
    if let location = options.location, let problem = LocationSetting.apply(location, environment: environment) {
        fail(problem, status: 1)
    }
    let output = Snapshot.run(options, typeface: loadTypeface(options.fontPath), environment: environment)
    FileHandle.standardOutput.write(Data(output.utf8))
case .interactive(let options):
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("the display needs a terminal; for one frame on standard output use 'pulse snapshot PAGE'", status: 1)
    }
    if let location = options.location, let problem = LocationSetting.apply(location, environment: environment) {
        fail(problem, status: 1)
    }
    let runtime = InteractiveRuntime(
        renderer: Renderer(typeface: loadTypeface(options.fontPath)), startPage: options.page,
        color: options.color, mouse: options.mouse, demo: options.demo)
    do {
        exit(try runtime.run())
    } catch {
        fail("\(error)", status: 1)
    }
}
