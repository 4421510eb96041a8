import Foundation

/// An object that manages an app's schema and model storage configuration.
public final class ModelContainer: @unchecked Sendable {
    /// The schema that maps model classes to the associated data in the store.
    public let schema: Schema
    /// The configurations of the container.
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    private let lock = NSLock()
    private var main: ModelContext?

    /// A container for the schema's models.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration] = []) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        let memoryOnly = self.configurations.allSatisfy(\.isStoredInMemoryOnly)
        store =
            memoryOnly
            ? ModelStore()
            : ModelStore.shared(for: givenSchema.types.map { String(reflecting: $0) }.sorted().joined(separator: ","))
    }

    /// A container for the schema's models.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the model types.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The container's main context.
    public var mainContext: ModelContext {
        lock.withLock {
            if let main { return main }
            let context = ModelContext(self)
            main = context
            return context
        }
    }

    /// Erases every model of the container's store.
    public func deleteAllData() { store.deleteAll() }
}

/// An object that enables you to fetch, insert, and delete models, and save any changes to disk.
public final class ModelContext: @unchecked Sendable {
    /// The model container the context belongs to.
    public let container: ModelContainer
    /// Whether the context saves its changes on its own (always, as on Apple's main context).
    public var autosaveEnabled = true
    private let lock = NSRecursiveLock()
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []

    /// A context for the container.
    public init(_ container: ModelContainer) { self.container = container }

    /// Whether the context has unsaved changes.
    public var hasChanges: Bool { lock.withLock { !inserted.isEmpty || !deleted.isEmpty } }

    /// Registers the model with the context, to be saved to the store.
    public func insert<T: PersistentModel>(_ model: T) {
        ModelStore.register(model, in: self)
        lock.withLock {
            guard !inserted.contains(where: { $0 === model }) else { return }
            inserted.append(model)
        }
    }

    /// Removes the model from the store when the context saves.
    public func delete<T: PersistentModel>(_ model: T) {
        lock.withLock {
            inserted.removeAll { $0 === model }
            deleted.append(model)
        }
    }

    /// Removes every model of the type matching the predicate.
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// Saves the context's changes to the store.
    public func save() throws {
        let (added, removed) = lock.withLock { () -> ([any PersistentModel], [any PersistentModel]) in
            defer {
                inserted = []
                deleted = []
            }
            return (inserted, deleted)
        }
        container.store.commit(added: added, removed: removed)
    }

    /// Discards the unsaved changes.
    public func rollback() { lock.withLock { inserted = [] } }

    /// The models the descriptor describes: of its type, matching its predicate, in its sort
    /// order, from its offset to its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let (added, removed) = lock.withLock { (inserted, deleted) }
        var found = (container.store.models + added).compactMap { $0 as? T }
            .filter { model in !removed.contains { $0 === model } }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        found = Array(found.dropFirst(descriptor.fetchOffset ?? 0))
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
        return found
    }

    /// The number of models the descriptor describes.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models the descriptor describes.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with the identifier, if this context's store has it.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        let all = container.store.models + lock.withLock { inserted }
        guard let found = all.first(where: { $0.persistentModelID == persistentModelID }) else {
            preconditionFailure("No model with that identifier in this context's store")
        }
        return found
    }

    /// The model with the identifier, if it is in the store.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (container.store.models + lock.withLock { inserted }).first { $0.persistentModelID == persistentModelID } as? T
    }
}

/// A type that describes the criteria, sort order, and any additional configuration to use when performing a fetch.
public struct FetchDescriptor<T: PersistentModel> {
    /// A predicate that filters the results.
    public var predicate: Predicate<T>?
    /// The sort descriptors that order the results.
    public var sortBy: [SortDescriptor<T>]
    /// The maximum number of models to fetch.
    public var fetchLimit: Int?
    /// The number of models to skip.
    public var fetchOffset: Int?
    /// Whether to include pending, unsaved changes (always, here).
    public var includePendingChanges = true
    /// The key paths to prefetch (not used here).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    /// The properties to fetch (all, here).
    public var propertiesToFetch: [PartialKeyPath<T>] = []

    /// A fetch descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The models a container saved, kept for the process.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [any PersistentModel] = []
    var models: [any PersistentModel] { lock.withLock { saved } }

    func commit(added: [any PersistentModel], removed: [any PersistentModel]) {
        lock.withLock {
            saved.removeAll { model in removed.contains { $0 === model } }
            saved += added.filter { model in !saved.contains { $0 === model } }
        }
    }

    func deleteAll() { lock.withLock { saved = [] } }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [String: ModelStore] = [:]
    nonisolated(unsafe) private static var contexts: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var context: ModelContext? }

    static func shared(for key: String) -> ModelStore {
        lock.withLock {
            if let store = stores[key] { return store }
            let store = ModelStore()
            stores[key] = store
            return store
        }
    }

    static func register(_ model: AnyObject, in context: ModelContext) {
        lock.withLock { contexts[ObjectIdentifier(model)] = Weak(context: context) }
    }

    static func context(of model: AnyObject) -> ModelContext? {
        lock.withLock { contexts[ObjectIdentifier(model)]?.context }
    }
}
