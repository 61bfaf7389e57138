import Foundation
import PulseCore

/// libFuzzer entry: the contributions parser on any bytes, and the judging of what it
/// read. It must never trap or hang, return a day without a real date or with a negative
/// count, or judge good a calendar that does not reach the day it was judged on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContributions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    for day in GitHubCalendarParser.parse(body)
    where ContributionCalendar.dayNumber(day.date) == nil || day.count < 0 {
        fatalError("a day that the rules do not allow: \(day)")
    }
    guard case .success(let answer) = GitHubCalendarParser.read(body) else { return 0 }
    let now = Date(timeIntervalSince1970: 1_788_199_200)
    if case .success(let calendar) = ContributionCalendar.judge(answer, at: now),
        let through = calendar.through.flatMap(ContributionCalendar.dayNumber),
        abs(through - 20_696) > 1
    {
        fatalError("a calendar judged good that does not reach today: \(through)")
    }
    return 0
}
