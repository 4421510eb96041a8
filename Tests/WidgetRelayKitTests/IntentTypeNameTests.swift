import Foundation
import Testing

@testable import WidgetRelayKit

/// An intent type's wire name and a localized key's format, both made without asking the
/// runtime or Foundation again at each archive, are what they were when they were.
@Suite("Intent type names and localized keys, made once")
struct IntentTypeNameTests {
    private struct Open: AppIntent {
        static let title: LocalizedStringResource = "Open"
        func perform() async throws -> some IntentResult { .result() }
    }
    private enum Outer {
        struct Open: AppIntent {
            static let title: LocalizedStringResource = "Open, nested"
            func perform() async throws -> some IntentResult { .result() }
        }
    }
    private struct Generic<Value: Sendable>: AppIntent {
        static var title: LocalizedStringResource { "Generic" }
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("an intent type's name is String(describing:) of the type, the first time and after, for each type")
    func namesAsDescribed() {
        let types: [any AppIntent.Type] = [
            Open.self, Outer.Open.self, Generic<Int>.self, Generic<String>.self, Generic<[Int]>.self,
        ]
        for _ in 0..<2 {
            for type in types { #expect(type.intentTypeName == String(describing: type), "\(type)") }
        }
        #expect(Generic<Int>.intentTypeName != Generic<String>.intentTypeName)
    }

    @Test("a localized key doubles each % of its literals and gives each interpolation its specifier")
    func keyFormats() {
        let name = "Ada"
        let cases: [(LocalizedStringKey, String)] = [
            ("\(5)% done", "%lld%% done"),
            ("100% of \(name)", "100%% of %@"),
            ("\(name) has \(3) unread", "%@ has %lld unread"),
            ("%% and % \(name)", "%%%% and %% %@"),
            ("no percent \(name)", "no percent %@"),
            ("plain 50%", "plain 50%"),
            ("\(name) 5%\u{301}", "%@ 5" + "%\u{301}".replacingOccurrences(of: "%", with: "%%")),
        ]
        for (key, expected) in cases { #expect(key.key == expected, "\(expected)") }
    }
}
