import FoundationEssentials
import PulseStore

/// Reads the file `--font` names. Only a regular file of at most `sizeLimit` bytes is
/// read: a 2 GiB file once took 4 GB of memory and half a minute before its error, and a
/// FIFO or `/dev/zero` would hang or fill memory.
enum FontFile {
    /// 1 MiB: the built-in typeface is under 6 KB, and a BDF face on an 8-pixel em with
    /// thousands of glyphs is still a few hundred.
    static let sizeLimit = 1 << 20

    /// The file's bytes, or the line that says why they cannot be had.
    static func read(_ path: String) -> Result<Data, FontFileProblem> {
        BoundedRead.read(path, limit: sizeLimit).mapError { failure in
            switch failure {
            case .cannotOpen(let code), .cannotRead(let code):
                .cannotRead(path, reason: BoundedRead.reason(code))
            case .notRegular:
                .cannotUse(path, reason: "not a regular file")
            case .tooLarge(let bytes?):
                .cannotUse(path, reason: "\(bytes) bytes, more than the 1 MiB a font may have")
            case .tooLarge(nil):
                .cannotUse(path, reason: "more than the 1 MiB a font may have")
            }
        }
    }
}

/// Why the `--font` file cannot be had, as the one line `pulse` says.
enum FontFileProblem: Error, CustomStringConvertible {
    /// The system refused to open or read it.
    case cannotRead(String, reason: String)
    /// It opened, but is no font file Pulse will read.
    case cannotUse(String, reason: String)

    var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read font '\(path)': \(reason)"
        case .cannotUse(let path, let reason): "cannot use font '\(path)': \(reason)"
        }
    }
}
