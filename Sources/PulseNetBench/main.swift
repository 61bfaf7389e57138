import Dispatch
import FoundationEssentials
import Glibc
import PulseCore
import PulseNet

// `make bench`: N transfers at once against a loopback URL that answers after 300 ms,
// against the same N one after another. Prints both wall-clock times and their ratio.

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
/// The figures, named for scripts/bench.
struct TransferFigures: Encodable {
    let transfers: Int
    let parallelSeconds: Double, parallelSucceeded: Int
    let serialSeconds: Double, serialSucceeded: Int
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let figures = TransferFigures(
    transfers: count, parallelSeconds: parallel.seconds, parallelSucceeded: parallel.ok,
    serialSeconds: serial.seconds, serialSucceeded: serial.ok)
print(String(decoding: (try? encoder.encode(figures)) ?? Data("{}".utf8), as: UTF8.self))
exit(parallel.ok == count && serial.ok == count ? 0 : 1)
