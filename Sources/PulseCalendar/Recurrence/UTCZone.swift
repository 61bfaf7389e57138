import FoundationEssentials
import PulseCore

/// UTC, for times written with `Z`: the offset is always zero, so no zone data is needed.
struct UTCZone: CivilZone {
    func secondsFromGMT(for instant: Date) -> Int { 0 }
}
