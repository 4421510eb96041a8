// Stand-in for Persistence, BrowserServicesKit's module the app uses (ours, not the project's): its
// `CoreDataDatabase` as the widget loads it, on the kit's CoreData (in memory here).
import Foundation
import CoreData

/// A Core Data stack in a container folder (BrowserServicesKit's `CoreDataDatabase`).
open class CoreDataDatabase {
    public let name: String
    public let containerLocation: URL
    public let readOnly: Bool
    let container: NSPersistentContainer

    public init(name: String, containerLocation: URL, readOnly: Bool = false) {
        self.name = name
        self.containerLocation = containerLocation
        self.readOnly = readOnly
        container = NSPersistentContainer(name: name)
    }

    /// Loads the store, then calls back with a context (or the error).
    public func loadStore(completion: @escaping (NSManagedObjectContext?, Error?) -> Void = { _, _ in }) {
        container.loadPersistentStores { _, error in
            completion(error == nil ? self.container.viewContext : nil, error)
        }
    }

    public func makeContext(concurrencyType: NSManagedObjectContextConcurrencyType, name: String? = nil) -> NSManagedObjectContext {
        container.newBackgroundContext()
    }
}
