/// The names a `TZID` may be written with, and what each is looked up as.
enum ZoneNames {
    /// The name without spaces or double quotes around it.
    static func bare(_ tzid: String) -> String {
        var name = Substring(tzid)
        while let first = name.first, first == " " || first == "\"" { name.removeFirst() }
        while let last = name.last, last == " " || last == "\"" { name.removeLast() }
        return String(name)
    }

    /// The IANA names to try for `name`, longest first: the name itself (a leading `/`
    /// dropped), and for a name with a prefix as old feeds write them
    /// (`/mozilla.org/20050126_1/Europe/Berlin`,
    /// `/freeassociation.sourceforge.net/Tzfile/Europe/London`) each shorter tail of it down
    /// to its last two parts (`Europe/Berlin`).
    static func ianaCandidates(_ name: String) -> [String] {
        let parts = name.split(separator: "/")
        guard !parts.isEmpty else { return [] }
        return (0...max(0, parts.count - 2)).map { parts.dropFirst($0).joined(separator: "/") }
    }

    /// The IANA zone CLDR gives the Windows name `name` (`W. Europe Standard Time`; also
    /// as Exchange numbers copies, `Eastern Standard Time 1`), in any case, or the display
    /// name of one.
    static func windows(_ name: String) -> String? {
        if let zone = WindowsZones.iana[name] ?? windowsByUpperName[name.uppercased()] { return zone }
        if let zone = displayName(name) { return zone }
        // A copy's number: the name, a space, and digits.
        guard let space = name.lastIndex(of: " "), name[name.index(after: space)...].allSatisfy(\.isASCIIDigit),
            space < name.index(before: name.endIndex)
        else { return nil }
        let base = String(name[..<space])
        return WindowsZones.iana[base] ?? windowsByUpperName[base.uppercased()]
    }

    /// The IANA zone of a Windows display name, as some Outlook versions write a `TZID`:
    /// `(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna`, or with `GMT` where
    /// later versions write `UTC`.
    private static func displayName(_ name: String) -> String? {
        if let zone = WindowsZones.displayNames[name] { return zone }
        guard name.hasPrefix("(GMT") else { return nil }
        return WindowsZones.displayNames["(UTC" + name.dropFirst(4)]
    }

    private static let windowsByUpperName: [String: String] = Dictionary(
        WindowsZones.iana.map { ($0.key.uppercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
