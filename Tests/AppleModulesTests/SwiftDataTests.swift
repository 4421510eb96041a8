import Foundation
import SwiftData
import Testing

@Model
final class Backyard {
    @Attribute(.unique) var id: String
    var isFavorite: Bool
    var creationDate: Date

    init(id: String, isFavorite: Bool, creationDate: Date) {
        self.id = id
        self.isFavorite = isFavorite
        self.creationDate = creationDate
    }
}

/// SwiftData as Backyard Birds' and WidgetExamples' widgets meet it: `@Model`, a container for
/// the model types, a context's fetch with Foundation's `#Predicate` and `SortDescriptor`.
@Suite("SwiftData")
struct SwiftDataTests {
    @Test("@Model conforms the class; fetch filters by #Predicate, sorts, limits; save shares with other containers")
    func fetch() throws {
        let container = try ModelContainer(for: Backyard.self)
        container.deleteAllData()
        let context = ModelContext(container)
        let start = Date(timeIntervalSince1970: 0)
        for (index, favorite) in [true, false, true].enumerated() {
            context.insert(
                Backyard(id: "b\(index)", isFavorite: favorite, creationDate: start.addingTimeInterval(Double(-index))))
        }
        let favorites = try context.fetch(
            FetchDescriptor<Backyard>(predicate: #Predicate { $0.isFavorite == true }, sortBy: [.init(\.creationDate)]))
        #expect(favorites.map(\.id) == ["b2", "b0"])
        let wanted = ["b1"]
        #expect(
            try context.fetch(FetchDescriptor<Backyard>(predicate: #Predicate { wanted.contains($0.id) })).map(\.id)
                == ["b1"])
        var limited = FetchDescriptor<Backyard>(sortBy: [.init(\.id, order: .reverse)])
        limited.fetchLimit = 1
        #expect(try context.fetch(limited).map(\.id) == ["b2"])
        #expect(try ModelContext(try ModelContainer(for: Backyard.self)).fetch(FetchDescriptor<Backyard>()).isEmpty)
        try context.save()
        #expect(try ModelContext(try ModelContainer(for: Backyard.self)).fetchCount(FetchDescriptor<Backyard>()) == 3)
        let memory = try ModelContainer(
            for: Backyard.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(try memory.mainContext.fetch(FetchDescriptor<Backyard>()).isEmpty)
        #expect(favorites[0].modelContext === context)
        container.deleteAllData()
    }
}
