import Codec
import Foundation
import RelayWire
import Testing
import WidgetRelayKit

/// The places besides its own a device asks the phone to archive its small widgets for
/// (device.proto's `Capabilities.surfaces`).
@Suite("Phone: widgets archived for the places a device names")
struct SurfaceArchivesTests {
    @Test(
        "a desktop that names StandBy, Night Mode and CarPlay in a later Hello gets its widgets archived anew for each, as each place draws them"
    )
    func archivedAnewForNamedPlaces() async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk]) { _, mirror in
            let glass = try await mirror.add("GlassWidget", .systemSmall)
            let first = try await mirror.next("the first timeline") { $0.timeline.instanceID == glass.instanceID }
            #expect(first.timeline.entries.allSatisfy { $0.surfaceViews.isEmpty }, "a desktop that names no place")
            let reply = try await mirror.request {
                $0.hello = .with {
                    $0.kind = desk.kind
                    $0.displayName = desk.id
                    $0.capabilities = .with {
                        $0.families = [WireCodec.encode(WidgetFamily.systemSmall)]
                        $0.surfaces = [.standby, .standbyNight, .carplay, .unspecified]
                    }
                }
            }
            guard case .welcome = reply.body else { throw TestFailure("Hello refused: \(reply.error.message)") }
            // GlassWidget reloads only when its timeline ends: the new archive comes because the Hello named places.
            let again = try await mirror.next("the timeline archived for the places") {
                $0.timeline.instanceID == glass.instanceID && !($0.timeline.entries.first?.surfaceViews.isEmpty ?? true)
            }
            let entry = try WireCodec.decode(try #require(again.timeline.entries.first))
            #expect(Set(entry.surfaceViews.keys) == Set(SurfaceVariant.allCases))
            #expect(!entry.view.texts.contains("Vibrant"), "the desktop's own archive is accented")
            for (surface, view) in entry.surfaceViews {
                #expect(view.renderingMode == surface.renderingMode)
                #expect(view.appearance == surface.appearance)
                #expect(
                    view.texts.contains("Vibrant") == (surface.renderingMode == .vibrant), "\(surface): \(view.texts)")
            }
        }
    }
}
