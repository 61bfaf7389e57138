import Dispatch
import FoundationEssentials
import Glibc
import PulseCore
import PulseNet

// `make bench`: N transfers at once against a loopback URL that answers after 300 ms,
// against the same N one after another. Prints both wall-clock times and their ratio.

/// `value` with `places` decimals, as `%.Nf` would print it (`String(format:)` needs ICU).
func fixed(_ value: Double, _ places: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = String(Int(scaled / scale))
    let fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + whole }
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// Writes `text` to standard error.
func complain(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let url = URL(string: arguments[1]), let count = Int(arguments[2]) else {
    complain("usage: pulse-net-bench URL COUNT\n")
    exit(2)
}

func timeTransfers(concurrently: Bool) -> (seconds: Double, ok: Int) {
    let done = DispatchSemaphore(value: 0)
    let fetcher = Fetcher { done.signal() }
    let start = Date()
    var ok = 0
    for id in 0..<count {
        fetcher.start(HTTPRequest(url: url), id: FetchID(.uptime, id))
        if !concurrently {
            done.wait()
            ok += fetcher.takeFinished().filter { (try? $0.1.get().status) == 200 }.count
        }
    }
    if concurrently {
        for _ in 0..<count { done.wait() }
        ok = fetcher.takeFinished().filter { (try? $0.1.get().status) == 200 }.count
    }
    return (Date().timeIntervalSince(start), ok)
}

let parallel = timeTransfers(concurrently: true)
let serial = timeTransfers(concurrently: false)
print("| \(count) transfers of a 300 ms answer | seconds | succeeded |")
print("|---|---|---|")
print("| at once | \(fixed(parallel.seconds, 3)) | \(parallel.ok) |")
print("| one after another | \(fixed(serial.seconds, 3)) | \(serial.ok) |")
print("at once / one after another: \(fixed(parallel.seconds / serial.seconds * 100, 1))%")
exit(parallel.ok == count && serial.ok == count ? 0 : 1)
