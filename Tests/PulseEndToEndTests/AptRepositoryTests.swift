import Foundation
import Testing

/// The README's three lines that add Pulse's apt repository name what the scripts make and
/// check: the key file `apt-repo.sh` writes, fetched to the path the source's `Signed-By`
/// names, the suite and component it indexes, and the address the package check puts its
/// loopback server in place of. A change to one side alone fails here, before a user's
/// `apt update` does.
@Suite struct AptRepositoryTests {
    /// A file of the repository, as text.
    static func file(_ path: String) throws -> String {
        try String(contentsOf: Documents.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `sh` block of the README's "Pulse's apt repository" item, as check-apt.sh reads it.
    static func installLines() throws -> [String] {
        let readme = try file("README.md")
        let item = try #require(Documents.section(of: readme, from: "- **Pulse's apt repository**", to: "- **"))
        let block = try #require(Documents.section(of: item, from: "```sh", to: "```"))
        return block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The value of `name=` in a shell script's line `name=VALUE`.
    static func assignment(_ name: String, in script: String) throws -> String {
        let line = try #require(
            script.split(separator: "\n").first { $0.hasPrefix("\(name)=") }, "no \(name)= in the script")
        return String(line.dropFirst(name.count + 1))
    }

    @Test func theReadmeLinesTrustTheKeyTheRepositoryIsSignedWith() throws {
        let lines = try Self.installLines()
        try #require(lines.count == 3, "\(lines)")
        let address = try Self.assignment("readme_address", in: Self.file("packaging/check-apt.sh"))

        // The key: what apt-repo.sh exports, fetched from the repository's top into /etc/apt/keyrings.
        let fetch = lines[0].split(separator: " ").map(String.init)
        #expect(fetch.starts(with: ["sudo", "curl", "-fsSL", "--create-dirs", "-o"]), "\(fetch)")
        let keyPath = try #require(fetch.firstIndex(of: "-o").map { fetch[$0 + 1] })
        #expect(keyPath.hasPrefix("/etc/apt/keyrings/"))
        let keyName = URL(fileURLWithPath: keyPath).lastPathComponent
        #expect(fetch.last == "\(address)/\(keyName)")
        let maker = try Self.file("packaging/apt-repo.sh")
        #expect(maker.contains("--export \"$fingerprint\" > \"$out/\(keyName)\""), "apt-repo.sh writes \(keyName)")

        // The deb822 source: the same address, the suite and component apt-repo.sh indexes,
        // Signed-By the key just fetched, in the file check-apt-root.sh reads back.
        let source = try #require(lines[1].split(separator: "'").dropFirst().first)
        let fields = source.components(separatedBy: "\\n").filter { !$0.isEmpty }
        #expect(
            fields == [
                "Types: deb", "URIs: \(address)", "Suites: stable", "Components: main", "Signed-By: \(keyPath)",
            ])
        #expect(maker.contains("dist=$out/dists/stable\n") && maker.contains("Release::Components=main"))
        let root = try Self.file("packaging/check-apt-root.sh")
        let sourcesPath = try Self.assignment("sources", in: root)
        #expect(lines[1].hasSuffix("| sudo tee \(sourcesPath)"), "\(lines[1])")
        #expect(root.contains("grep -qx \"Signed-By: \(keyPath)\" \"$sources\""))

        #expect(lines[2] == "sudo apt update && sudo apt install pulse")
    }
}
