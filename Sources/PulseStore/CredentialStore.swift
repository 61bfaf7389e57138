import FoundationEssentials
import PulseCore

#if canImport(Glibc)
    import Glibc
#endif

/// Why the credential file cannot be used. Descriptions name the file, never a value.
public enum CredentialStoreError: Error, Equatable, CustomStringConvertible {
    /// Group or others may read the file (or enter its directory, `offending`): it is not
    /// read, as ssh refuses a private key anyone else can read.
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
                + "ignored; fix with: chmod 700 '\(URL(fileURLWithPath: file).deletingLastPathComponent().path)' && chmod 600 '\(file)'"
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
        // The last guard: whatever a caller does, an empty value is never written.
        guard !value.isEmpty else { throw .writeFailed("an empty value is not stored") }
        let directory = url.deletingLastPathComponent()
        try AtomicFile.withDirectoryLock(directory, ifBusy: .busy(directory: directory.path)) {
            () throws(CredentialStoreError) in
            try saveLocked(value, for: credential)
        }
    }

    private func saveLocked(_ value: String, for credential: Credential) throws(CredentialStoreError) {
        var stored = try read()
        stored[credential.rawValue] = value
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored) else { throw .writeFailed("cannot encode the credentials") }
        do {
            try AtomicFile.write(data, to: url, mode: 0o600, directoryMode: 0o700)
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
            return stored
        }
    }

    /// The file's object of strings, as `JSONDecoder` would decode `[String: String]`, read
    /// with `JSONTree`: every page that fetches reads this file at start, and Foundation's
    /// generic decoder touched about 1 MB of the binary's code for it (peak RSS of the
    /// Settings page 12.1 -> 11.1 MB). Any value that is not a string refuses the file; a
    /// name given twice keeps its first value.
    static func decode(_ data: Data) -> [String: String]? {
        guard let object = JSONTree.parse(data, keepingFirstDuplicate: true) as? [String: Any] else { return nil }
        var stored: [String: String] = [:]
        for (name, value) in object {
            guard let text = value as? String else { return nil }
            stored[name] = text
        }
        return stored
    }

    /// Refuses a file, or a directory, that anyone but its owner may read.
    private func checkPermissions() throws(CredentialStoreError) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return }  // nothing stored yet
        // Anything but a regular file is refused by the read, with its own reason: a chmod
        // would not make a directory or a FIFO into a credentials file.
        guard info.st_mode & S_IFMT == S_IFREG else { return }
        if Int(info.st_mode) & 0o077 != 0 {
            throw .tooOpen(file: url.path, offending: url.path, mode: Int(info.st_mode) & 0o777)
        }
        let directory = url.deletingLastPathComponent().path
        if stat(directory, &info) == 0, Int(info.st_mode) & 0o077 != 0 {
            throw .tooOpen(file: url.path, offending: directory, mode: Int(info.st_mode) & 0o777)
        }
    }
}
