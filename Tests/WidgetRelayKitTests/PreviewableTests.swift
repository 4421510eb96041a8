import Foundation
import Testing
import WidgetRelayKit

// Luka's ReadingView preview (kylebshr/luka-ios, Shared/Views/ReadingView.swift), in its shape: a
// `@Previewable @State` at the root of the body, a view using it, a button that changes it.
#Preview {
    @Previewable @State var value = 89
    @Previewable @State var label = "mg/dL"

    VStack {
        Text("\(value) \(label)")
        Button("Update") {
            value = (80...120).randomElement() ?? 100
        }
    }
}

/// `@Previewable` (SwiftUI's `@attached(peer) macro Previewable()`): `#Preview` makes a view whose
/// properties are the tagged declarations and whose body is the rest, and shows it.
@Suite("@Previewable")
struct PreviewableTests {
    @Test("a preview with @Previewable state compiles and shows its view, the state at its initial value")
    func previewable() async throws {
        let here = PreviewRecords.all.filter { $0.source.hasPrefix("WidgetRelayKitTests/PreviewableTests.swift:") }
        #expect(here.count == 1)
        let registry = try #require(here.first)
        guard case .view(let view) = try await registry.preview.content() else {
            Issue.record("not a view preview")
            return
        }
        #expect(view.texts == ["89 mg/dL", "Update"])
    }
}
