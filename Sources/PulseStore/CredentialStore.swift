import FoundationEssentials
import PulseCore

#if canImport(Glibc)
    import Glibc
#endif

/// Why the credential file cannot be used. Descriptions name the file, never a value.
public enum CredentialStoreError: Error, Equatable, CustomStringConvertible {
    /// Group or others may read the file (or enter its directory, `offending`): it is not
    /// read, as ssh refuses a private key anyone else can read. `file` is where the
    /// credentials are (through a symbolic link, its target).
    case tooOpen(file: String, offending: String, mode: Int)
    /// The file exists but cannot be read or is not Pulse's.
    case unreadable(path: String, reason: String)
    /// A save failed; the old file is untouched.
    case writeFailed(String)
    /// Another process holds the directory's lock; nothing was tried.
    case busy(directory: String)

    /// One line, with the fix where there is one.
    public var description: String {
        switch self {
        case .tooOpen(let file, let offending, let mode):
            "permissions \(String(mode, radix: 8)) for '\(offending)' are too open, so the credentials are "
                + "ignored; fix with: "
                + (offending == file
                    ? "chmod 700 '\(URL(fileURLWithPath: file).deletingLastPathComponent().path)' && chmod 600 '\(file)'"
                    : "chmod 700 '\(offending)'")
        case .unreadable(let path, let reason):
            "cannot use the credentials in '\(path)' (\(reason))"
        case .writeFailed(let reason):
            "could not save: \(reason)"
        case .busy(let directory):
            "could not save: \(directory) is locked by another process"
        }
    }
}

/// The credentials file: `$XDG_CONFIG_HOME/pulse/credentials.json`, mode 0600 in a 0700
/// directory, written atomically. Values are read only at the moment they are needed and
/// never held; presence is answered as a Bool. There is no way to delete a credential:
/// only a successful save replaces one.
public struct CredentialStore: Sendable {
    static let sizeLimit = 16 * 1024
    /// Where the file lives.
    public let url: URL

    /// The store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Whether `credential` is stored, without handing its value to anyone.
    public func hasValue(for credential: Credential) throws(CredentialStoreError) -> Bool {
        guard let value = try read()[credential.rawValue] else { return false }
        return !value.isEmpty
    }

    /// The credentials stored with a value, by name; never the values.
    public func storedCredentials() throws(CredentialStoreError) -> Set<Credential> {
        Set(try read().filter { !$0.value.isEmpty }.keys.map(Credential.init(rawValue:)))
    }

    /// The value of `credential`, for the one use that needs it now (a request header).
    public func value(for credential: Credential) throws(CredentialStoreError) -> String? {
        try read()[credential.rawValue]
    }

    /// Stores `value` (already trimmed and validated by the caller), keeping the other one.
    public func save(_ value: String, for credential: Credential) throws(CredentialStoreError) {
        // The last guards: whatever a caller does, an empty value is never written, nor
        // one the reader would refuse.
        guard !value.isEmpty else { throw .writeFailed("an empty value is not stored") }
        guard !Self.holdsControlCharacter(value) else {
            throw .writeFailed("a value with a control character is not stored")
        }
        let directory = url.deletingLastPathComponent()
        try AtomicFile.withDirectoryLock(directory, ifBusy: .busy(directory: directory.path)) {
            () throws(CredentialStoreError) in
            try saveLocked(value, for: credential)
        }
    }

    private func saveLocked(_ value: String, for credential: Credential) throws(CredentialStoreError) {
        var stored = try read()
        // A directory others may enter is refused now, with the fix, rather than written
        // into and refused at the next start.
        try checkPermissions(beforeSaving: true)
        stored[credential.rawValue] = value
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored) else { throw .writeFailed("cannot encode the credentials") }
        do {
            try AtomicFile.write(data, to: url, mode: 0o600, directoryMode: 0o700, limit: Self.sizeLimit)
        } catch {
            throw .writeFailed(error.description)
        }
    }

    private func read() throws(CredentialStoreError) -> [String: String] {
        try checkPermissions()
        switch SmallFileRead.read(url, limit: Self.sizeLimit) {
        case .absent:
            return [:]
        case .unreadable(let reason):
            throw .unreadable(path: url.path, reason: reason)
        case .data(let data):
            guard let stored = Self.decode(data) else {
                throw .unreadable(path: url.path, reason: "it is not a Pulse credentials file")
            }
            // A line break in a key would end its request header and start another.
            guard !stored.values.contains(where: Self.holdsControlCharacter) else {
                throw .unreadable(path: url.path, reason: "a value in it holds a control character")
            }
            return stored
        }
    }

    /// The file's object of strings, as `JSONDecoder` would decode `[String: String]`, read
    /// with `JSONTree`: every page that fetches reads this file at start, and Foundation's
    /// generic decoder would page in code the run never uses again (design/measurements.md).
    /// Any value that is not a string refuses the file; a name given twice keeps its first
    /// value.
    static func decode(_ data: Data) -> [String: String]? {
        guard let object = JSONTree.parse(data, keepingFirstDuplicate: true) as? [String: Any] else { return nil }
        var stored: [String: String] = [:]
        for (name, value) in object {
            guard let text = value as? String else { return nil }
            stored[name] = text
        }
        return stored
    }

    /// Whether `value` holds a C0 or C1 control character or DEL: no username or key has
    /// one, and a CR or LF sent in a header would forge another.
    static func holdsControlCharacter(_ value: String) -> Bool {
        value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Where a symbolic link at `url` leads, its directory named without `..` or links
    /// (as the user would `chmod` it); `url` itself when it is no link.
    private func linkTarget() -> URL {
        guard let target = try? AtomicFile.target(of: url), target != url else { return url }
        guard let resolved = realpath(target.deletingLastPathComponent().path, nil) else { return target }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(target.lastPathComponent)
    }

    /// Refuses a file, or a directory, that anyone but its owner may read: the file where
    /// the credentials are (through a symbolic link, its target), the directory it is in,
    /// and the directory of the link. Before a save the directories are checked even when
    /// the file is not there yet, so a save never lands where the next start refuses it.
    private func checkPermissions(beforeSaving: Bool = false) throws(CredentialStoreError) {
        let file = linkTarget()
        var info = stat()
        if stat(url.path, &info) == 0 {
            // Anything but a regular file is refused by the read, with its own reason: a
            // chmod would not make a directory or a FIFO into a credentials file.
            guard info.st_mode & S_IFMT == S_IFREG else { return }
            if Int(info.st_mode) & 0o077 != 0 {
                throw .tooOpen(file: file.path, offending: file.path, mode: Int(info.st_mode) & 0o777)
            }
        } else if !beforeSaving {
            return  // nothing stored yet
        }
        let directories = [file.deletingLastPathComponent().path, url.deletingLastPathComponent().path]
        for directory in directories[0] == directories[1] ? [directories[0]] : directories {
            if stat(directory, &info) == 0, Int(info.st_mode) & 0o077 != 0 {
                throw .tooOpen(file: file.path, offending: directory, mode: Int(info.st_mode) & 0o777)
            }
        }
    }
}
