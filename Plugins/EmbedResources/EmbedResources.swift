import Foundation
import PackagePlugin

/// Embeds `migrations/*.sql` and `seeds/**` into the target as generated Swift source, so a
/// release binary copied anywhere still carries its schema and its presets.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["migrations", "seeds"]
        var inputs: [URL] = []
        for folder in folders {
            inputs += files(under: root.appending(path: folder))
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path(percentEncoded: false), root.path(percentEncoded: false)]
        arguments += inputs.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) migration and seed files",
                executable: try context.tool(named: "resource-embedder").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey]
        ) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if isFile, !url.lastPathComponent.hasPrefix(".") { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
