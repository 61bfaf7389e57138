import Testing

@testable import PulseCore

/// The time of day typed after `:` on a stopped Countdown: digits with the minutes last,
/// `a` or `p` for a 12-hour time, read by `--until`'s rules.
@Suite struct TimeOfDayEntryTests {
    /// An entry with `keys` typed: digits, and `a` or `p`.
    func entry(_ keys: String) -> TimeOfDayEntry {
        var entry = TimeOfDayEntry()
        for key in keys {
            if let digit = key.wholeNumberValue { entry.type(digit) } else { entry.choose(key == "a" ? .am : .pm) }
        }
        return entry
    }

    @Test(arguments: [
        ("", "--:--", "--:--"), ("1", "1", "1"), ("14", "14", "14"), ("143", "01:43", "1:43 AM"),
        ("1430", "14:30", "2:30 PM"), ("930", "09:30", "9:30 AM"), ("0005", "00:05", "12:05 AM"),
        ("2p", "14:00", "2:00 PM"), ("230p", "14:30", "2:30 PM"), ("12a", "00:00", "12:00 AM"), ("75", "75", "75"),
    ])
    func whatTheEntryShows(_ keys: String, _ twentyFour: String, _ twelve: String) {
        #expect(entry(keys).shown(.twentyFourHour) == twentyFour, "\(keys)")
        #expect(entry(keys).shown(.twelveHour) == twelve, "\(keys)")
    }

    /// Whether `digit` is taken after `keys`.
    func takes(_ digit: Int, after keys: String) -> Bool {
        var typed = entry(keys)
        return typed.type(digit)
    }

    @Test func aDigitNoTimeCouldFollowIsRefused() {
        #expect(!takes(9, after: "9"), "99 begins no time of day")
        #expect(takes(6, after: "24"), "2:46")
        #expect(!takes(0, after: "246"), "24:60 is none")
        #expect(!takes(0, after: "1430"), "a fifth digit")
        #expect(takes(0, after: "12"), "12:0x can follow")
        var late = entry("2p")
        let taken = late.type(7)
        #expect(!taken && late.shown(.twentyFourHour) == "14:00", "2:7x PM is none")
    }

    @Test func aHalfTheTimeCannotBeInIsRefused() {
        var midday = entry("1430")
        let pm = midday.choose(.pm), am = midday.choose(.am)
        #expect(pm && midday.half == nil, "it says PM already")
        #expect(!am)
        var midnight = entry("0030")
        let (midnightAM, midnightPM) = (midnight.choose(.am), midnight.choose(.pm))
        #expect(midnightAM && !midnightPM)
        var noon = entry("1230")
        let noonAM = noon.choose(.am)
        #expect(noonAM && noon.time == TypedTimeOfDay("0:30"))
    }

    @Test func backspaceTakesTheLastDigitAndWithTheLastTheHalf() {
        var typed = entry("2p")
        typed.erase()
        #expect(typed.isEmpty && typed.half == nil)
        var longer = entry("930")
        longer.erase()
        #expect(longer.digits == [9, 3] && longer.time == nil)
    }
}
