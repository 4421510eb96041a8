import Foundation
import XcodeBuildSteps

// What Xcode does to a widget extension's folder before compiling it, for a package built here
// (the XcodeBuildSteps plugin runs it):
//   xcode-build-steps conditions PLATFORM INPUT.swift OUTPUT.swift   resolve #if os(…) for PLATFORM
//   xcode-build-steps assets FOLDER OUTPUT.swift                     ImageResource/ColorResource symbols
//   xcode-build-steps intents OUTPUT.swift DEFINITION...             INIntent classes from .intentdefinition files
//   xcode-build-steps resources DEST FOLDER...                      the folders' *.xcassets copied and
//       *.xcstrings compiled into DEST/<lang>.lproj/<Table>.strings, as Xcode puts them in an appex:
//       DEST is the built extension's folder (Bundle.main.resourceURL on Linux)
let arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("xcode-build-steps: \(message)\n".utf8))
    exit(2)
}
func write(_ text: String, to path: String) {
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch { fail("cannot write \(path): \(error)") }
}
switch arguments.first {
case "conditions":
    guard arguments.count == 4, let platform = ApplePlatform(rawValue: arguments[1]) else {
        fail(
            "conditions takes a platform (\(ApplePlatform.allCases.map(\.rawValue).joined(separator: ", "))), an input and an output"
        )
    }
    guard let source = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
        fail("cannot read \(arguments[2])")
    }
    write(CompilationConditions.resolve(source, for: platform), to: arguments[3])
case "assets":
    guard arguments.count == 3 else { fail("assets takes a folder and an output") }
    let assets = AssetSymbols.assets(under: URL(fileURLWithPath: arguments[1]))
    write(AssetSymbols.source(colors: assets.colors, images: assets.images), to: arguments[2])
case "intents":
    guard arguments.count >= 2 else { fail("intents takes an output and the definitions") }
    var source = ""
    for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        do { source += try IntentDefinitions.source(definition: data) } catch { fail("\(path): \(error)") }
    }
    write(source.isEmpty ? "// No intent definitions.\n" : source, to: arguments[1])
case "resources":
    guard arguments.count >= 3 else { fail("resources takes a destination and the extension's folders") }
    do {
        let summary = try ExtensionResourceFolder.write(
            from: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) },
            to: URL(fileURLWithPath: arguments[1]))
        print("\(summary.catalogs.count) asset catalogs, \(summary.tables.count) strings tables in \(arguments[1])")
    } catch {
        fail("resources: \(error)")
    }
default:
    fail("a step: conditions, assets, intents or resources")
}
