import Foundation
import PackagePlugin

/// Embeds `Fonts/pulse.bdf` into the display target as a Swift string, so the file stays
/// the single source of truth and the built binary finds its typeface wherever it lives.
@main
struct EmbedFontPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let font = context.package.directoryURL.appending(path: "Fonts/pulse.bdf")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFont.swift")
        return [
            .buildCommand(
                displayName: "Embedding Fonts/pulse.bdf",
                executable: try context.tool(named: "FontEmbedder").url,
                arguments: [font.path(), output.path()],
                inputFiles: [font],
                outputFiles: [output]
            )
        ]
    }
}
