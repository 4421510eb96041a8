import Foundation
import Testing

@testable import WidgetRelayKit

/// An environment in memory keeps its app group's files in a temporary folder of its own, and takes it
/// with it when it goes.
@Suite struct InMemoryAppGroupStoreTests {
    @Test func theContainerGoesWithTheStore() throws {
        var folder: URL?
        do {
            let environment = AppEnvironment.inMemory()
            try AppEnvironment.$current.withValue(environment) {
                let group = try #require(
                    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example"))
                try Data("hello".utf8).write(to: group.appendingPathComponent("file.txt"))
                folder = environment.store.containerDirectory
            }
        }
        let container = try #require(folder)
        #expect(!FileManager.default.fileExists(atPath: container.path))
    }
}
