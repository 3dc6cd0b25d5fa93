import Foundation
import PackagePlugin

/// Embeds files into the target as generated Swift source, so a release binary copied anywhere
/// still carries them: for `CatalogResources`, the package's `migrations/*.sql` and `seeds/**`
/// (paths relative to the package); for any other target, the files of its own `Embedded`
/// folder (which the target excludes from compilation; paths relative to that folder), such as
/// the gallery's style sheet and script.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root: URL
        var inputs: [URL] = []
        if target.name == "CatalogResources" {
            root = context.package.directoryURL
            for folder in ["migrations", "seeds"] {
                inputs += files(under: root.appending(path: folder))
            }
        } else {
            root = target.directoryURL.appending(path: "Embedded")
            inputs = files(under: root)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path(percentEncoded: false), root.path(percentEncoded: false)]
        arguments += inputs.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files into \(target.name)",
                executable: try context.tool(named: "resource-embedder").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func files(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey]
            )
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if isFile, !url.lastPathComponent.hasPrefix(".") { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
