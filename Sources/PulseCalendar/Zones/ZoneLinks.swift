import FoundationEssentials

/// The zone a zone's other name leads to, as the zone database's own source lists them
/// (`tzdata.zi`: `L Asia/Kolkata Asia/Calcutta`). Debian 13 ships the files of the old
/// names (CLDR's `Asia/Calcutta`, `Europe/Kiev`) only in `tzdata-legacy`, but still lists
/// them here, so a feed naming one is read in its zone on a system without that package.
enum ZoneLinks {
    /// The zone `name` is another name of in `directory`'s `tzdata.zi`; nil when it is
    /// none there.
    static func target(of name: String, in directory: String) -> String? {
        guard let data = FileManager.default.contents(atPath: directory + "/tzdata.zi") else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("L ") {
            let parts = line.split(separator: " ")
            if parts.count == 3, parts[2] == name { return String(parts[1]) }
        }
        return nil
    }
}
