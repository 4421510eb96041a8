import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import MacroExpansions

/// `#Preview` expands to a `PreviewRegistry` type whose preview is `WidgetPreview` called
/// with the macro's own arguments and closures, in every form Xcode writes, and (at file
/// scope) a record in the section `PreviewRecords` reads.
@Suite("#Preview's expansion")
struct PreviewExpansionTests {
    static let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewExpansion.self)]

    static func expect(
        _ source: String, named name: String = "nil", expands call: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source,
            expandedSource: """
                enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                    static var preview: WidgetRelayKit.WidgetPreview {
                        WidgetRelayKit.WidgetPreview(named: \(name)) {
                            \(call)
                        }
                    }
                    static var source: String {
                        "TestModule/test.swift" + ":" + String(1)
                    }
                }
                @used @section("widgetrelay_previews")
                let __macro_local_13PreviewRecordfMu_: WidgetRelayKit.PreviewRecord = {
                    WidgetRelayKit.PreviewRecords.fill($0, with: __macro_local_7PreviewfMu_.self)
                }
                """, macroSpecs: macros,
            failureHandler: { failure in
                Issue.record("\(failure.message)", sourceLocation: sourceLocation)
            })
    }

    @Test(
        "a widget with its timeline, a Live Activity with its states, a view: each becomes the same call to WidgetPreview"
    )
    func forms() {
        Self.expect(
            """
            #Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
            }
            """,
            expands: """
                WidgetRelayKit.WidgetPreview(as: .systemSmall) {
                                MyWidget()
                            } timeline: {
                                SimpleEntry(date: .now, emoji: "😀")
                            }
                """)
        Self.expect(
            """
            #Preview("Notification", as: .content, using: MyAttributes.preview) { MyActivity() } contentStates: { .smiley; .starEyes }
            """, named: "\"Notification\"",
            expands: """
                WidgetRelayKit.WidgetPreview("Notification", as: .content, using: MyAttributes.preview) {
                                MyActivity()
                            } contentStates: {
                                .smiley;
                                .starEyes
                            }
                """)
        Self.expect(
            "#Preview { Text(\"Hi\") }",
            expands: """
                WidgetRelayKit.WidgetPreview {
                                Text("Hi")
                            }
                """)
    }

    @Test("inside a type there is no global to place: the registry type only, no record")
    func insideAType() {
        assertMacroExpansion(
            """
            struct Previews {
                #Preview { Text("Hi") }
            }
            """,
            expandedSource: """
                struct Previews {
                    enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                        static var preview: WidgetRelayKit.WidgetPreview {
                            WidgetRelayKit.WidgetPreview(named: nil) {
                                WidgetRelayKit.WidgetPreview {
                                    Text("Hi")
                                }
                            }
                        }
                        static var source: String {
                            "TestModule/test.swift" + ":" + String(2)
                        }
                    }
                }
                """, macroSpecs: Self.macros, failureHandler: { failure in Issue.record("\(failure.message)") })
    }

    @Test(
        "@Previewable declarations become a view's properties, the rest of the body its body, and the preview shows it")
    func previewable() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var value = 89
                Text("\\(value)")
                    .font(.largeTitle)
            }
            """,
            expandedSource: """
                enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                    static var preview: WidgetRelayKit.WidgetPreview {
                        WidgetRelayKit.WidgetPreview(named: nil) {
                            WidgetRelayKit.WidgetPreview {
                                Previewed()
                            }
                        }
                    }
                    static var source: String {
                        "TestModule/test.swift" + ":" + String(1)
                    }
                    struct Previewed: WidgetRelayKit.View {
                        @State var value = 89
                        var body: some WidgetRelayKit.View {
                            Text("\\(value)")
                            .font(.largeTitle)
                        }
                    }
                }
                @used @section("widgetrelay_previews")
                let __macro_local_13PreviewRecordfMu_: WidgetRelayKit.PreviewRecord = {
                    WidgetRelayKit.PreviewRecords.fill($0, with: __macro_local_7PreviewfMu_.self)
                }
                """, macroSpecs: Self.macros, failureHandler: { failure in Issue.record("\(failure.message)") })
        // Without the tag, the body is left as written (the forms above); the tag's own expansion adds nothing.
        assertMacroExpansion(
            "@Previewable @State var value = 1", expandedSource: "@State var value = 1",
            macroSpecs: ["Previewable": MacroSpec(type: PreviewableExpansion.self)],
            failureHandler: { failure in Issue.record("\(failure.message)") })
    }
}
