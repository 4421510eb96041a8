import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WidgetRelayMacros

/// `#Preview` expands to a `PreviewRegistry` type whose preview is `WidgetPreview` called
/// with the macro's own arguments and closures, in every form Xcode writes.
@Suite("#Preview's expansion")
struct PreviewMacroTests {
    static let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    static func expect(_ source: String, expands call: String, sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: """
            enum __macro_local_7PreviewfMu_: WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview {
                    \(call)
                }
            }
            """, macroSpecs: macros, failureHandler: { failure in
                Issue.record("\(failure.message)", sourceLocation: sourceLocation)
            })
    }

    @Test("a widget with its timeline, a Live Activity with its states, a view: each becomes the same call to WidgetPreview")
    func forms() {
        Self.expect("""
            #Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
            }
            """, expands: """
            WidgetRelayKit.WidgetPreview(as: .systemSmall) {
                        MyWidget()
                    } timeline: {
                        SimpleEntry(date: .now, emoji: "😀")
                    }
            """)
        Self.expect("""
            #Preview("Notification", as: .content, using: MyAttributes.preview) { MyActivity() } contentStates: { .smiley; .starEyes }
            """, expands: """
            WidgetRelayKit.WidgetPreview("Notification", as: .content, using: MyAttributes.preview) {
                        MyActivity()
                    } contentStates: {
                        .smiley;
                        .starEyes
                    }
            """)
        Self.expect("#Preview { Text(\"Hi\") }", expands: """
            WidgetRelayKit.WidgetPreview {
                        Text("Hi")
                    }
            """)
    }
}
