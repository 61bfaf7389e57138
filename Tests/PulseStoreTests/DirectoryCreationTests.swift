import Foundation
import Testing

@testable import PulseStore

/// A settings or state directory that cannot be made says which one and why.
@Suite struct DirectoryCreationTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-mkdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func failure(writingUnder directory: URL) -> String? {
        do {
            try AtomicFile.write(Data("{}".utf8), to: directory.appendingPathComponent("preferences.json"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aLinkToNothingWhereTheDirectoryGoesSaysFileExists() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let pulse = root.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(
            at: pulse.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: pulse.path, withDestinationPath: "/nonexistent/dir")
        #expect(failure(writingUnder: pulse) == "cannot create \(pulse.path): File exists")
    }

    @Test func aFileWhereADirectoryGoesSaysNotADirectory() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("home/.config")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        #expect(
            failure(writingUnder: file.appendingPathComponent("pulse")) == "cannot create \(file.path): Not a directory"
        )
    }

    @Test func missingDirectoriesAreMadeWithTheModeAskedForWhateverTheUmask() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("a/b/pulse")
        // Group-writable, which the usual umask (022) would take away; the umask is left
        // alone, since it is the whole process's and other tests run beside this one.
        try AtomicFile.makeDirectory(deep, mode: 0o770)
        for directory in [root.appendingPathComponent("a"), root.appendingPathComponent("a/b"), deep] {
            var info = stat()
            #expect(stat(directory.path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o770, "\(directory.path)")
        }
        try AtomicFile.makeDirectory(deep, mode: 0o770)
    }
}
