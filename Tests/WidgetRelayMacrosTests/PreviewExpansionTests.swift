import Testing

/// `#Preview` expands to a `PreviewRegistry` type whose preview is `WidgetPreview` called
/// with the macro's own arguments and closures, in every form Xcode writes, and (at file
/// scope) a record in the section `PreviewRecords` reads: as the compiler expands it with this
/// build's plug-in (``Expansions``), the source's line 1 being its imports.
@Suite("#Preview's expansion")
struct PreviewExpansionTests {
    static func expect(
        _ source: String, named name: String = "nil", expands call: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expectExpansions(
            of: source,
            """
            enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview {
                    WidgetRelayKit.WidgetPreview(named: \(name)) {
                        \(call)
                    }
                }
                static var source: String {
                    "TestModule/test.swift" + ":" + String(2)
                }
            }
            @used @section("widgetrelay_previews")
            let __macro_local_13PreviewRecordfMu_: WidgetRelayKit.PreviewRecord = {
                WidgetRelayKit.PreviewRecords.fill($0, with: __macro_local_7PreviewfMu_.self)
            }
            """, sourceLocation: sourceLocation)
    }

    /// The compiler's expansions of `source` (after a line of imports, and before ``declarations``),
    /// together, are `expected`, line by line without indentation.
    static func expectExpansions(
        of source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let file = "import Foundation; import WidgetRelayKit\n" + source + "\n" + declarations
        let found = try await Expansions.of(file).joined(separator: "\n")
        #expect(found == Expansions.normalized(expected), sourceLocation: sourceLocation)
    }

    /// What the previews above name (the compiler type-checks a macro's arguments before it
    /// expands it): a widget, its entry, a Live Activity's attributes and content states.
    static let declarations = """
        struct SimpleEntry: TimelineEntry {
            let date: Date
            let emoji: String
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, emoji: "😀") }
            func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        struct MyWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "MyWidget", provider: Provider()) { entry in Text(entry.emoji) }
            }
        }
        struct MyActivity: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "MyActivity", provider: Provider()) { entry in Text(entry.emoji) }
            }
        }
        struct MyAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var emoji: String
                static let smiley = ContentState(emoji: "😀")
                static let starEyes = ContentState(emoji: "🤩")
            }
            static let preview = MyAttributes()
        }
        """

    @Test(
        "a widget with its timeline, a Live Activity with its states, a view: each becomes the same call to WidgetPreview"
    )
    func forms() async throws {
        try await Self.expect(
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
        try await Self.expect(
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
        try await Self.expect(
            "#Preview { Text(\"Hi\") }",
            expands: """
                WidgetRelayKit.WidgetPreview {
                                Text("Hi")
                            }
                """)
    }

    @Test("inside a type there is no global to place: the registry type only, no record")
    func insideAType() async throws {
        try await Self.expectExpansions(
            of:
                """
                struct Previews {
                    #Preview { Text("Hi") }
                }
                """,
            """
            enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview {
                    WidgetRelayKit.WidgetPreview(named: nil) {
                        WidgetRelayKit.WidgetPreview {
                            Text("Hi")
                        }
                    }
                }
                static var source: String {
                    "TestModule/test.swift" + ":" + String(3)
                }
            }
            """)
    }

    @Test(
        "@Previewable declarations become a view's properties, the rest of the body its body, and the preview shows it")
    func previewable() async throws {
        try await Self.expectExpansions(
            of:
                """
                #Preview {
                    @Previewable @State var value = 89
                    Text("\\(value)")
                        .font(.largeTitle)
                }
                """,
            """
            enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview {
                    WidgetRelayKit.WidgetPreview(named: nil) {
                        WidgetRelayKit.WidgetPreview {
                            Previewed()
                        }
                    }
                }
                static var source: String {
                    "TestModule/test.swift" + ":" + String(2)
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
            """)
        // Without the tag, the body is left as written (the forms above); the tag's own expansion adds nothing.
        let alone = try await Expansions.of(
            "import WidgetRelayKit\nstruct Alone { @Previewable var value = 1 }", requiringOne: false)  // (no #Preview)
        #expect(alone.allSatisfy { $0.isEmpty }, "\(alone)")
    }
}
