import Foundation
import PulseCore

/// libFuzzer entry: the contributions parser on any bytes. It must never trap, hang or
/// return a day without a 10-character date.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContributions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for day in ContributionsParser.parse(Data(bytes: data, count: size))
    where day.date.utf8.count != 10 || day.count < 0 {
        fatalError("a day that the rules do not allow: \(day)")
    }
    return 0
}
