import AppIntents
import Foundation
import Testing

/// A query whose results come in sections (`IntentItemCollection`), as Home Assistant's write
/// them: `suggestedEntities()` and `entities(matching:)` return the query's `Result`.
@Suite("Entity queries returning IntentItemCollection")
struct EntityResultsTests {
    struct Sensor: AppEntity {
        let id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sensor"
        static let defaultQuery = SensorQuery()
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct SensorQuery: EntityQuery, EntityStringQuery {
        static let servers = [("Home", [Sensor(id: "temp"), Sensor(id: "hum")]), ("Office", [Sensor(id: "co2")])]
        func entities(for identifiers: [String]) async throws -> [Sensor] {
            Self.servers.flatMap(\.1).filter { identifiers.contains($0.id) }
        }
        func suggestedEntities() async throws -> IntentItemCollection<Sensor> {
            .init(sections: Self.servers.map { name, items in .init(.init(stringLiteral: name), items: items) })
        }
        func entities(matching string: String) async throws -> IntentItemCollection<Sensor> {
            .init(items: Self.servers.flatMap(\.1).filter { $0.id.contains(string) })
        }
    }

    struct Plain: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Sensor] { [] }
    }

    @Test(
        "sections' items are the suggestions, in order; a string query returns the collection; a plain query suggests none"
    )
    func sections() async throws {
        let suggested = try await Sensor.queryRunner.suggested()
        #expect(suggested.map(\.id) == ["temp", "hum", "co2"])
        #expect(try await SensorQuery().entities(matching: "h").values.map(\.id) == ["hum"])
        let titled = try await SensorQuery().suggestedEntities().sections.map { $0.title.map(String.init(describing:)) }
        #expect(titled == ["Home", "Office"])
        #expect(try await Plain().suggestedEntities().isEmpty)
        #expect(IntentItemSection<Sensor>(items: [Sensor(id: "a")]).title == nil)
    }
}
