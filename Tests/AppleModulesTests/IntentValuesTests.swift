import AppIntents
import CoreLocation
import Foundation
import Testing
import UniformTypeIdentifiers

/// App Intents' value types HomeAssistant's intents take and return: `IntentFile` and a
/// `CLPlacemark` parameter.
@Suite("App Intents' files and placemarks")
struct IntentValuesTests {
    struct UpdateLocation: AppIntent {
        static let title: LocalizedStringResource = "Update location"
        @Parameter(title: "Location") var location: CLPlacemark
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: "\(location.location?.coordinate.latitude ?? 0)")
        }
    }

    struct Snapshot: AppIntent {
        static let title: LocalizedStringResource = "Snapshot"
        func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
            .result(value: .init(data: Data([0x89, 0x50]), filename: "camera_snapshot.png", type: .png))
        }
    }

    @Test("an IntentFile in memory or on disk: its name, type and contents; another type is refused")
    func files() async throws {
        let result = try await Snapshot().perform()
        let file = try #require((result as? IntentResultValue<IntentFile>)?.value)
        #expect(file.filename == "camera_snapshot.png" && file.type == .png && file.fileURL == nil)
        #expect(file.data == Data([0x89, 0x50]))
        #expect(try await file.data(contentType: .png) == Data([0x89, 0x50]))
        await #expect(throws: CocoaError.self) { try await file.data(contentType: .jpeg) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-\(UUID().uuidString).txt")
        try Data("hi".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let onDisk = IntentFile(fileURL: url)
        #expect(onDisk.filename == url.lastPathComponent && onDisk.data == Data("hi".utf8) && onDisk.type == nil)
    }

    @Test("a placemark parameter travels as \"latitude,longitude\"; text that is not a coordinate is refused")
    func placemarks() async throws {
        let registry = IntentRegistry([UpdateLocation.self])
        let name = UpdateLocation.intentTypeName
        let intent = try await registry.rebuild(
            IntentInvocation(intentType: name, parameters: [.init(name: "location", value: .string("52.37, 4.89"))]))
        let location = try #require((intent as? UpdateLocation)?.location.location)
        #expect(location.coordinate.latitude == 52.37 && location.coordinate.longitude == 4.89)
        #expect(CLPlacemark(location: location).intentValue == .string("52.37,4.89"))
        #expect(CLPlacemark(location: nil).intentValue == .null)
        for bad in ["91,0", "0,181", "nan,0", "1,2,3", "north", String(repeating: "1", count: 100) + ",1"] {
            await #expect(throws: IntentRebuildError.self) {
                _ = try await registry.rebuild(
                    IntentInvocation(intentType: name, parameters: [.init(name: "location", value: .string(bad))]))
            }
        }
        await #expect(throws: IntentRebuildError.self) {
            _ = try await registry.rebuild(
                IntentInvocation(intentType: name, parameters: [.init(name: "location", value: .int(3))]))
        }
    }
}
