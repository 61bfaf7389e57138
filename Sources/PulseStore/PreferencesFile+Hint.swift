import FoundationEssentials

/// Whether the first start's paging hint was shown: `hints.shown` in the settings file,
/// written the first time the hint is, so it is never shown again.
extension PreferencesFile {
    static let hintsShown = "hints.shown"

    /// Whether the file is absent: the very first start, which shows the paging hint.
    public var isAbsent: Bool {
        if case .absent = readObject() { return true }
        return false
    }

    /// Records that the hint was shown, keeping every other key.
    public func saveHintShown() throws(FileWriteError) {
        try AtomicFile.withDirectoryLock(
            url.deletingLastPathComponent(), ifBusy: .busy(url.deletingLastPathComponent())
        ) { () throws(FileWriteError) in
            var object = try objectToUpdate()
            object[Self.hintsShown] = true
            try write(object)
        }
    }
}
