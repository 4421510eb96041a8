// `import CoreData`: the part of Apple's Core Data a widget extension meets when it reads the
// app's store — `NSPersistentContainer`, `NSManagedObjectContext`, `NSManagedObject`,
// `NSEntityDescription`, `NSFetchRequest` — in Apple's names and shapes, over an in-memory store.
//
// What it is not: Core Data. There is no model file (`.xcdatamodeld`) read, no SQLite store
// (`loadPersistentStores` succeeds with the objects kept in memory, per container name, for
// the process), no faulting, no key-value coding: a fetch request's `predicate` and
// `sortDescriptors` are kept, not applied (its entity, offset and limit are). `@objc` on a managed object subclass is a
// compile error on Linux (Swift has no Objective-C interoperability there); `@NSManaged`
// properties compile, and have no storage.
import Foundation

/// A protocol that fetched results conform to (Apple's Core Data).
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// A description of an entity in Core Data.
open class NSEntityDescription: NSObject {
    /// The entity name.
    open var name: String?
    /// The name of the class that represents the entity.
    open var managedObjectClassName: String!

    /// An entity description without a name.
    public override init() { super.init() }

    /// An entity of that name, as the context's model knows it (here every name is known).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    {
        let entity = NSEntityDescription()
        entity.name = entityName
        entity.managedObjectClassName = entityName
        return entity
    }

    /// Creates, configures, and returns an instance of the class for the entity with a given name.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        NSManagedObject(entity: entity(forEntityName: entityName, in: context)!, insertInto: context)
    }
}

/// A base class that implements the behavior for a Core Data model object.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity description.
    public let entity: NSEntityDescription
    /// The managed object context the object is in.
    open private(set) weak var managedObjectContext: NSManagedObjectContext?

    /// The entity description of the class (named as the class).
    open class func entity() -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = String(describing: self)
        entity.managedObjectClassName = entity.name
        return entity
    }

    /// A managed object of the entity, inserted into the context if one is given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
    }

    /// A managed object of this class's entity, inserted into the context.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    func inserted(into context: NSManagedObjectContext) { managedObjectContext = context }

    /// Whether the object has been inserted, updated or deleted and not saved.
    open var hasChanges: Bool { managedObjectContext?.hasChanges ?? false }
    /// Whether the object is deleted from its context.
    open internal(set) var isDeleted = false
}

/// A request for objects of an entity (Apple's Core Data).
// Apple's constrains ResultType to NSFetchRequestResult, an Objective-C protocol, so that
// `NSFetchRequest<NSFetchRequestResult>` is allowed; a Swift protocol's existential does not
// conform to itself, so the constraint is left out here.
open class NSFetchRequest<ResultType>: NSObject {
    /// The name of the entity the request is configured to fetch.
    open var entityName: String?
    /// The predicate of the fetch request (kept, not evaluated here).
    open var predicate: NSPredicate?
    /// The sort descriptors of the fetch request.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The fetch limit of the fetch request (0: none).
    open var fetchLimit: Int = 0
    /// The fetch offset of the fetch request.
    open var fetchOffset: Int = 0

    /// A fetch request for the entity.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A fetch request without an entity.
    public override init() { super.init() }
}

/// Options a context is made with: which queue runs its work.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// The context runs its work on a private queue.
    case privateQueueConcurrencyType = 1
    /// The context runs its work on the main queue.
    case mainQueueConcurrencyType = 2
}

/// An object space to manipulate and track changes to managed objects.
open class NSManagedObjectContext: NSObject {
    /// The concurrency type the context was made with.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The parent of the context (saving pushes its objects there).
    open var parent: NSManagedObjectContext?
    /// Whether the context merges changes saved to its parent.
    open var automaticallyMergesChangesFromParent = false
    /// The context's name, for debugging.
    open var name: String?
    weak var store: InMemoryStore?
    private let lock = NSRecursiveLock()
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []

    /// A context running its work as the type says.
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    /// Whether the context has uncommitted changes.
    open var hasChanges: Bool { lock.withLock { !inserted.isEmpty || !deleted.isEmpty } }

    /// Registers an object to be inserted in the context's store when changes are committed.
    open func insert(_ object: NSManagedObject) {
        object.inserted(into: self)
        lock.withLock { inserted.append(object) }
    }

    /// Specifies an object that should be removed from its persistent store when changes are committed.
    open func delete(_ object: NSManagedObject) {
        object.isDeleted = true
        lock.withLock {
            inserted.removeAll { $0 === object }
            deleted.append(object)
        }
    }

    /// Commits unsaved changes to the parent context or the store.
    open func save() throws {
        let (added, removed) = lock.withLock { () -> ([NSManagedObject], [NSManagedObject]) in
            defer {
                inserted = []
                deleted = []
            }
            return (inserted, deleted)
        }
        if let parent {
            for object in added { parent.insert(object) }
            for object in removed { parent.delete(object) }
        } else {
            rootStore?.commit(added: added, removed: removed)
        }
    }

    /// Discards the context's uncommitted changes.
    open func rollback() { lock.withLock { inserted = [] } }

    private var rootStore: InMemoryStore? { store ?? parent?.rootStore }

    private func objects(named entity: String?) -> [NSManagedObject] {
        let saved = parent?.objects(named: entity) ?? rootStore?.objects ?? []
        let (added, removed) = lock.withLock { (inserted, deleted) }
        return (saved + added).filter { object in
            !removed.contains { $0 === object } && (entity == nil || object.entity.name == entity)
        }
    }

    /// The objects of the request's entity, in the order they were inserted, from its offset
    /// to its limit (its predicate and sort descriptors are not applied here).
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = Array(objects(named: request.entityName).dropFirst(request.fetchOffset))
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found.compactMap { $0 as? T }
    }

    /// The number of objects a fetch request would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    /// Runs the block on the context's queue and waits for it, returning its value (here: at once,
    /// under the context's lock).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try lock.withLock { try block() } }

    /// Runs the block on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        let handed = HandedBlock { [self] in lock.withLock { block() } }
        DispatchQueue.global().async { handed.block() }
    }

    /// Runs the block on the context's queue and returns its value.
    open func perform<T>(_ block: () throws -> T) async rethrows -> T { try lock.withLock { try block() } }
}

private struct HandedBlock: @unchecked Sendable {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
}

/// The objects a container's contexts have saved, kept for the process per container name.
final class InMemoryStore: @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [NSManagedObject] = []
    var objects: [NSManagedObject] { lock.withLock { saved } }

    func commit(added: [NSManagedObject], removed: [NSManagedObject]) {
        lock.withLock {
            saved.removeAll { object in removed.contains { $0 === object } }
            saved += added
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [String: InMemoryStore] = [:]
    static func named(_ name: String) -> InMemoryStore {
        lock.withLock {
            if let store = stores[name] { return store }
            let store = InMemoryStore()
            stores[name] = store
            return store
        }
    }
}

/// A description object used to create and load a persistent store.
open class NSPersistentStoreDescription: NSObject {
    /// The URL that the store will use for its location.
    open var url: URL?
    /// The type of store this description represents.
    open var type: String = "SQLite"

    /// A description of the store at the URL.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description of a default store.
    public override init() { super.init() }
}

/// A container that encapsulates the Core Data stack in your app.
open class NSPersistentContainer: NSObject {
    /// The name of this persistent container.
    public let name: String
    /// The persistent store descriptions used to create the persistent stores.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context of the container.
    public let viewContext: NSManagedObjectContext
    let store: InMemoryStore

    /// A container with the given name (its objects shared with every container of that name in the process).
    public init(name: String) {
        self.name = name
        store = InMemoryStore.named(name)
        persistentStoreDescriptions = [NSPersistentStoreDescription()]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.store = store
    }

    /// Loads the persistent stores: calls the handler once per description, without an error.
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context of the container.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.store = store
        return context
    }

    /// Runs the block with a new private-queue context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }
}
