import Foundation
import PackagePlugin

/// What Xcode does to a widget extension's folder before it compiles it, for an executable target
/// of a package built here: the extension's folder, untouched, is named in the target's
/// `xcode-extension.json` (`{"folder": "../../MyWidget", "platform": "iOS"}`), and this plugin
/// compiles a copy of each of its Swift files with `#if os(…)` resolved for that platform, the
/// asset catalogs' `ImageResource`/`ColorResource` symbols and its `.intentdefinition` classes.
@main
struct XcodeBuildStepsPlugin: BuildToolPlugin {
    struct Settings: Decodable {
        let folder: String
        let platform: String?
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let settingsFile = target.directoryURL.appending(path: "xcode-extension.json")
        guard let data = FileManager.default.contents(atPath: settingsFile.path) else { return [] }
        let settings = try JSONDecoder().decode(Settings.self, from: data)
        let folder = target.directoryURL.appending(path: settings.folder).standardizedFileURL
        let platform = settings.platform ?? "iOS"
        let tool = try context.tool(named: "xcode-build-steps").url
        let output = context.pluginWorkDirectoryURL
        var swiftFiles: [URL] = [], definitions: [URL] = [], assetFiles: [URL] = []
        if let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let file as URL in walk {
                if file.pathExtension == "swift" { swiftFiles.append(file) }
                if file.pathExtension == "intentdefinition" { definitions.append(file) }
                if file.path.contains(".xcassets/"), file.lastPathComponent == "Contents.json" {
                    assetFiles.append(file)
                }
            }
        }
        var commands: [Command] = swiftFiles.sorted { $0.path < $1.path }.enumerated().map { index, file in
            // One copy per file, named after its path so two `Widget.swift` in two folders do not meet.
            let relative = String(file.path.dropFirst(folder.path.count)).trimmingCharacters(
                in: CharacterSet(charactersIn: "/"))
            let name = relative.replacingOccurrences(of: "/", with: "_")
            let copy = output.appending(path: "\(index)-\(name)")
            return .buildCommand(
                displayName: "Resolving #if os(\(platform)) in \(relative)", executable: tool,
                arguments: ["conditions", platform, file.path, copy.path], inputFiles: [file], outputFiles: [copy])
        }
        let assets = output.appending(path: "GeneratedAssetSymbols.swift")
        commands.append(
            .buildCommand(
                displayName: "Generating asset symbols", executable: tool,
                arguments: ["assets", folder.path, assets.path], inputFiles: assetFiles, outputFiles: [assets]))
        let intents = output.appending(path: "GeneratedIntents.swift")
        commands.append(
            .buildCommand(
                displayName: "Generating intent classes", executable: tool,
                arguments: ["intents", intents.path] + definitions.map(\.path), inputFiles: definitions,
                outputFiles: [intents]))
        return commands
    }
}
