import AppIntents
import Foundation
import Testing

/// `@IntentParameterDependency`, as Apple's documentation and Home Assistant's queries write it.
@Suite("IntentParameterDependency")
struct IntentParameterDependencyTests {
    struct Soup: AppEntity {
        let id: String
        let availableQuantity: Int
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
        static let defaultQuery = SoupQuery()
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
        static let allSoups = [Soup(id: "Tomato", availableQuantity: 3), Soup(id: "Miso", availableQuantity: 1)]
    }

    struct OrderSoup: AppIntent {
        static let title: LocalizedStringResource = "Order Soup"
        @Parameter(title: "Quantity", default: 2) var quantity: Int
        @Parameter(title: "Note", default: "") var note: String
        @Parameter(title: "Soup") var soup: Soup?
        func perform() async throws -> some IntentResult { .result() }
    }

    struct SoupQuery: EntityQuery {
        @IntentParameterDependency<OrderSoup>(\.$quantity)
        var orderSoup

        @IntentParameterDependency<OrderSoup>(\.$quantity, \.$note)
        var both

        @IntentParameterDependency<OrderSoup>(\.$soup)
        var chosen

        /// As Home Assistant reads one (`intent?.server.getServer()`): an optional parameter is
        /// read unwrapped through the projection, as Apple's `Value.UnwrappedType`.
        var chosenQuantity: Int? { chosen?.soup.availableQuantity }

        func entities(for identifiers: [Soup.ID]) async throws -> [Soup] {
            Soup.allSoups.filter { identifiers.contains($0.id) }
        }

        func suggestedEntities() async throws -> [Soup] {
            guard let orderSoup else { return Soup.allSoups }
            return Soup.allSoups.filter { $0.availableQuantity >= orderSoup.quantity }
        }
    }

    @Test("compiles in Apple's forms; with no intent being configured, a query answers as without the dependency")
    func noIntentBeingConfigured() async throws {
        let query = SoupQuery()
        #expect(query.orderSoup == nil && query.both == nil && query.chosen == nil && query.chosenQuantity == nil)
        #expect(try await query.suggestedEntities().map(\.id) == ["Tomato", "Miso"])
    }
}
