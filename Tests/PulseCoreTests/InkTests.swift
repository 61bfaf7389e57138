import Foundation
import Testing

@testable import PulseCore

/// `--ink` and `display.ink`: the four names and any `#RRGGBB`.
@Suite struct InkTests {
    @Test func namesAndHexRoundTrip() {
        #expect(Ink(parsing: "amber") == .amber && Ink(parsing: "GREEN") == .green)
        #expect(Ink(parsing: "#ffb000") == .amber, "a named colour's value is that name")
        #expect(Ink(parsing: "#1a2B3c")?.name == "#1A2B3C")
        #expect(Ink(parsing: "#1A2B3C")?.storedForm == "#1A2B3C" && Ink.cyan.storedForm == "cyan")
        for bad in ["purple", "#12345", "#1234567", "123456", "#12345G", "#+12345"] {
            #expect(Ink(parsing: bad) == nil, "\(bad)")
        }
    }
}
