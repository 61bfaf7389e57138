/// One of the other time zones the Clock shows under the date: a short label and the zone
/// in any form `TZ` takes (`America/New_York`, `:Asia/Tokyo`, a path, a POSIX rule such as
/// `<+0545>-5:45`). The zone is read by the same local-time code as the Clock's own (the
/// local zone's `zone(named:)`), so it changes at its own daylight-saving rules and its own
/// midnight.
public struct OtherZone: Equatable, Hashable, Sendable {
    /// Upper-case letters and digits, one to `OtherZones.longestLabel` of them: `NYC`.
    public let label: String
    /// The zone as `TZ` would name it.
    public let zone: String

    /// A zone shown as `label`; the label is taken as given (`OtherZones.parse` checks it).
    public init(label: String, zone: String) {
        self.label = label
        self.zone = zone
    }
}

/// Why a list of zones was refused, in words for after `--zones: ` or a settings key.
public struct ZoneListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}

/// The list of other zones as `--zones` and the settings file write it:
/// `NYC=America/New_York,TYO=Asia/Tokyo`, at most three, each `LABEL=ZONE`.
public enum OtherZones {
    /// The most zones shown under the date.
    public static let most = 3
    /// The longest label, in characters: `NYC`, `TOKYO`.
    public static let longestLabel = 5
    /// The longest zone text taken: longer than any path to a zone file or POSIX rule.
    public static let longestZone = 200

    /// The zones in `text` (empty text: none), each zone checked by `knows` (which says
    /// whether the C library would read it as a zone rather than fall back to UTC). A comma
    /// separates zones and also the parts of a POSIX rule
    /// (`BER=CET-1CEST,M3.5.0,M10.5.0/3`): a part without `=` that starts as a rule's
    /// dates do (`M`, `J` or a digit) belongs to the zone before it.
    public static func parse(_ text: String, knows: (String) -> Bool) throws(ZoneListError) -> [OtherZone] {
        guard !text.isEmpty else { return [] }
        var items: [String] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if !piece.contains("="), let last = items.last, let first = piece.first, "MJ0123456789".contains(first) {
                items[items.count - 1] = last + "," + piece
            } else {
                items.append(piece)
            }
        }
        guard items.count <= most else {
            throw ZoneListError(description: "at most \(most) zones, not \(items.count)")
        }
        var zones: [OtherZone] = []
        for item in items {
            guard let equals = item.firstIndex(of: "=") else {
                throw ZoneListError(
                    description: "\(quoted(item)) needs a label: LABEL=ZONE (for example NYC=America/New_York)")
            }
            let label = String(item[..<equals]).uppercased()
            let zone = String(item[item.index(after: equals)...])
            guard (1...longestLabel).contains(label.count),
                label.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
            else {
                throw ZoneListError(
                    description:
                        "the label \(quoted(String(item[..<equals]))) is not 1 to \(longestLabel) letters or digits"
                )
            }
            guard !zone.isEmpty, zone.count <= longestZone, knows(zone) else {
                throw ZoneListError(description: "no time zone \(quoted(zone))")
            }
            zones.append(OtherZone(label: label, zone: zone))
        }
        return zones
    }

    /// `text` in quotes as a message may show it: a hand-edited file can hold anything, so
    /// control characters are written as `\u{1B}` (never sent to the terminal) and more
    /// than 60 characters end in `...`.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
        let escaped = shown.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
        return "'" + escaped.joined() + "'"
    }

    /// `zones` as `parse` reads them back.
    public static func storedForm(_ zones: [OtherZone]) -> String {
        zones.map { "\($0.label)=\($0.zone)" }.joined(separator: ",")
    }
}
