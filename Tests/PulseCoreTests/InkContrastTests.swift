import Foundation
import Testing

@testable import PulseCore

/// An ink must stand out from the black background by WCAG's 3:1 to be taken.
@Suite struct InkContrastTests {
    @Test func theRatiosAreWCAGs() {
        #expect(Ink.white.contrastOnBlack == 21)
        #expect(Ink(rgb: 0).contrastOnBlack == 1)
        // WCAG's own example values: pure blue is 2.44:1 on black, pure red 5.25:1.
        #expect(abs(Ink(rgb: 0x00_00FF).contrastOnBlack - 2.44) < 0.01)
        #expect(abs(Ink(rgb: 0xFF_0000).contrastOnBlack - 5.25) < 0.01)
    }

    @Test func everyNamedInkIsReadableAndTheDarkOnesAreNot() {
        #expect(Ink.named.allSatisfy { $0.ink.isReadable })
        #expect(Ink(rgb: 0x5A_5A5A).isReadable, "the darkest grey that passes")
        for dark: UInt32 in [0x00_0000, 0x59_5959, 0x00_00FF, 0x12_34AB, 0x1A_2B3C] {
            #expect(!Ink(rgb: dark).isReadable, "\(Ink(rgb: dark).hex)")
        }
    }
}
