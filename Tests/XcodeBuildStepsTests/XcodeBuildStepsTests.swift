import Foundation
import Testing
import XcodeBuildSteps

/// What Xcode does to an extension's folder before compiling it, done here: conditions resolved
/// for the platform, asset symbols, SiriKit intent classes.
@Suite("Xcode's build steps")
struct XcodeBuildStepsTests {
    @Test("#if os(…) and targetEnvironment(…) are answered as the platform's build answers them; nothing else changes")
    func conditions() {
        let source = """
            #if os(iOS) || os(visionOS)
            let a = 1
            #elseif os(watchOS) && !targetEnvironment(simulator)
            let b = 2 // os(iOS) in code is left alone
            #else
            #endif
              #if canImport(ActivityKit) && os(macOS)
            #if macos(x)
            """
        let iOS = CompilationConditions.resolve(source, for: .iOS).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(iOS[0] == "#if true || false")
        #expect(iOS[2] == "#elseif false && !false")
        #expect(iOS[3] == "let b = 2 // os(iOS) in code is left alone")
        #expect(iOS[6] == "  #if canImport(ActivityKit) && false")
        #expect(iOS[7] == "#if macos(x)", "only the whole word os(…)")
        #expect(iOS.count == 8, "lines keep their numbers")
        let watch = CompilationConditions.resolve(source, for: .watchOS).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(watch[0] == "#if false || false" && watch[2] == "#elseif true && !false")
        #expect(CompilationConditions.resolve("#if os(xrOS)", for: .visionOS) == "#if true")
    }

    @Test(
        "#if canImport(…) of a framework the platform lacks is false (ActivityKit on the watch, UIKit on the Mac); others are the compiler's"
    )
    func canImportAsThePlatform() {
        let source = "#if canImport(ActivityKit)\n#elseif canImport(UIKit) && canImport(WidgetKit)"
        #expect(CompilationConditions.resolve(source, for: .iOS) == source)
        #expect(
            CompilationConditions.resolve(source, for: .watchOS)
                == "#if false\n#elseif canImport(UIKit) && canImport(WidgetKit)")
        #expect(
            CompilationConditions.resolve(source, for: .macOS) == "#if false\n#elseif false && canImport(WidgetKit)")
        #expect(CompilationConditions.resolve("#if !canImport( ActivityKit )", for: .watchOS) == "#if !false")
    }

    @Test("WatchKit is the watch's (false on iOS), LockedCameraCapture iOS's (false on the watch)")
    func watchKitAndLockedCameraCapture() {
        let source = "#if canImport(WatchKit)\n#elseif canImport(LockedCameraCapture)"
        #expect(CompilationConditions.resolve(source, for: .iOS) == "#if false\n#elseif canImport(LockedCameraCapture)")
        #expect(CompilationConditions.resolve(source, for: .watchOS) == "#if canImport(WatchKit)\n#elseif false")
    }

    @Test(
        "asset symbols: Xcode's names (words in lower camel case, Color and Image dropped, digits prefixed), AccentColor left out"
    )
    func assetSymbols() {
        #expect(AssetSymbols.symbol(for: "Hero Avatar", dropping: "Image") == "heroAvatar")
        #expect(AssetSymbols.symbol(for: "BrandColor", dropping: "Color") == "brand")
        #expect(AssetSymbols.symbol(for: "Color", dropping: "Color") == "color")
        #expect(AssetSymbols.symbol(for: "3d-model", dropping: "Image") == "_3dModel")
        #expect(AssetSymbols.symbol(for: "--", dropping: "Image") == nil)
        let source = AssetSymbols.source(colors: ["AccentColor", "BrandColor"], images: ["Hero Avatar"])
        #expect(source.contains("static let brand = ColorResource(name: \"BrandColor\", bundle: .main)"))
        #expect(source.contains("static let heroAvatar = ImageResource(name: \"Hero Avatar\", bundle: .main)"))
        #expect(!source.contains("accentColor"))
        // A keyword in backticks, as Xcode declares it (Home Assistant's Switch.colorset).
        #expect(
            AssetSymbols.source(colors: ["Switch"], images: []).contains(
                "static let `switch` = ColorResource(name: \"Switch\", bundle: .main)"))
    }

    @Test(
        "intent classes from an intent definition: parameters as Xcode types them, enums, custom types; names that are not identifiers skipped"
    )
    func intents() throws {
        let definition: [String: Any] = [
            "INEnums": [
                [
                    "INEnumName": "Theme",
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0],
                        ["INEnumValueName": "green", "INEnumValueIndex": 1],
                    ],
                ]
            ],
            "INTypes": [
                [
                    "INTypeName": "Hero",
                    "INTypeProperties": [
                        ["INTypePropertyName": "identifier"],
                        ["INTypePropertyName": "level", "INTypePropertyType": "Integer"],
                    ],
                ]
            ],
            "INIntents": [
                [
                    "INIntentName": "Configuration",
                    "INIntentParameters": [
                        ["INIntentParameterName": "username", "INIntentParameterType": "String"],
                        [
                            "INIntentParameterName": "theme", "INIntentParameterType": "Integer",
                            "INIntentParameterEnumType": "Theme",
                        ],
                        [
                            "INIntentParameterName": "hero", "INIntentParameterType": "Object",
                            "INIntentParameterObjectType": "Hero",
                        ],
                        [
                            "INIntentParameterName": "tags", "INIntentParameterType": "String",
                            "INIntentParameterSupportsMultipleValues": true,
                        ],
                        ["INIntentParameterName": "bad name", "INIntentParameterType": "String"],
                    ],
                ]
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        let source = try IntentDefinitions.source(definition: data)
        #expect(source.contains("public enum Theme: Int, Sendable, CaseIterable {"))
        #expect(source.contains("    case `green` = 1"))
        #expect(source.contains("public final class Hero: INObject {\n    public var level: NSNumber? = nil\n}"))
        #expect(source.contains("public final class ConfigurationIntent: INIntent {"))
        #expect(source.contains("    public var username: String? = nil"))
        #expect(source.contains("    public var theme: Theme = Theme(rawValue: 0) ?? Theme.allCases[0]"))
        #expect(source.contains("    public var hero: Hero? = nil"))
        #expect(source.contains("    public var tags: [String]? = nil"))
        #expect(!source.contains("bad name"))
        #expect(throws: IntentDefinitions.Unreadable.self) {
            try IntentDefinitions.source(definition: Data("[1]".utf8))
        }
    }
}

/// What Xcode puts in an appex beside its code, put beside an extension built here.
@Suite("An extension's resources")
struct ExtensionResourceFolderTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "label.text.unread" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Unread" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Non \"lus\"" } }
              }
            },
            "%lld articles" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld article" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld articles" } }
                } } }
              }
            },
            "Just a key" : { }
          },
          "version" : "1.0"
        }
        """#

    @Test(
        "a string catalog is compiled into one .strings table a language: plurals' other form, keys as their own source value"
    )
    func stringCatalog() throws {
        let tables = try StringCatalogs.tables(of: Data(Self.catalog.utf8))
        #expect(
            tables["en"] == [
                "label.text.unread": "Unread", "%lld articles": "%lld articles", "Just a key": "Just a key",
            ])
        #expect(tables["fr"] == ["label.text.unread": #"Non "lus""#])
        #expect(StringCatalogs.stringsFile(tables["fr"] ?? [:]) == #""label.text.unread" = "Non \"lus\"";"# + "\n")
        #expect(throws: StringCatalogs.Failure.self) { try StringCatalogs.tables(of: Data("[]".utf8)) }
    }

    @Test("catalogs are copied as Xcode keeps them, string catalogs compiled, .strings tables copied, into one folder")
    func folder() throws {
        let files = FileManager.default
        let root = files.temporaryDirectory.appending(path: "resources-step-\(UUID().uuidString)")
        defer { try? files.removeItem(at: root) }
        let source = root.appending(path: "MyWidget"), destination = root.appending(path: "bin")
        for (path, text) in [
            ("Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": []}"#),
            ("Assets.xcassets/Hero.imageset/hero.png", "png"),
            ("Shared/Assets.xcassets/Contents.json", "{}"),
            ("Localizable.xcstrings", Self.catalog),
            ("de.lproj/Localizable.strings", #""label.text.unread" = "Ungelesen";"#),
            ("Widget.swift", "// code"),
        ] {
            let url = source.appending(path: path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let summary = try ExtensionResourceFolder.write(from: [source], to: destination)
        #expect(summary.catalogs.sorted() == ["Assets.xcassets", "Shared_Assets.xcassets"])
        #expect(
            summary.tables == [
                "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "fr.lproj/Localizable.strings",
            ])
        #expect(
            files.fileExists(atPath: destination.appending(path: "Assets.xcassets/Brand.colorset/Contents.json").path))
        #expect(
            files.contents(atPath: destination.appending(path: "Assets.xcassets/Hero.imageset/hero.png").path)
                == Data("png".utf8))
        let german = try String(
            contentsOf: destination.appending(path: "de.lproj/Localizable.strings"), encoding: .utf8)
        #expect(german == #""label.text.unread" = "Ungelesen";"# + "\n")
        #expect(!files.fileExists(atPath: destination.appending(path: "Widget.swift").path))
        // Again: the same result, the catalogs replaced.
        #expect(try ExtensionResourceFolder.write(from: [source], to: destination) == summary)
    }
}
