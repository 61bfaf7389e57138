import Foundation

/// What reading one of Pulse's small files found, before its format is looked at.
enum SmallFileRead {
    case absent
    case unreadable(String)
    case data(Data)

    /// Reads the file at `url`, refusing directories and anything over `limit` bytes (a
    /// settings or state file is never large; a huge one is not ours).
    static func read(_ url: URL, limit: Int) -> SmallFileRead {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .absent }
        guard !isDirectory.boolValue else { return .unreadable("it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return .unreadable("permission denied") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else {
            return .unreadable("it cannot be read")
        }
        guard data.count <= limit else { return .unreadable("it is too large") }
        return .data(data)
    }
}
