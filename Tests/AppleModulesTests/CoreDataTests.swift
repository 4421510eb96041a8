import CoreData
import Foundation
import Testing

/// Core Data as WidgetExamples' Core Data widget meets it: a container by name, a managed
/// object subclass, a fetch by entity name.
@Suite("CoreData")
struct CoreDataTests {
    final class Document: NSManagedObject {}

    @Test(
        "saved objects are fetched by entity name from another container of the same name; unsaved ones from their context only"
    )
    func saveAndFetch() throws {
        let name = "CoreDataTests-\(UUID().uuidString)"
        let container = NSPersistentContainer(name: name)
        var loaded = 0
        container.loadPersistentStores { _, error in
            #expect(error == nil)
            loaded += 1
        }
        #expect(loaded == 1)
        let context = container.viewContext
        let first = Document(context: context)
        let entity = try #require(NSEntityDescription.entity(forEntityName: "Document", in: context))
        _ = NSManagedObject(entity: entity, insertInto: context)
        #expect(context.hasChanges)
        #expect(first.managedObjectContext === context)
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Document")
        #expect(try context.fetch(request).count == 2)
        let other = NSPersistentContainer(name: name)
        #expect(try other.viewContext.fetch(request).isEmpty)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try other.viewContext.fetch(request).count == 2)
        #expect(try other.viewContext.fetch(request).first === first)
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = other.viewContext
        child.delete(first)
        try child.save()
        #expect(try other.viewContext.fetch(request).count == 1)
        request.fetchLimit = 0
        #expect(try NSPersistentContainer(name: "elsewhere-\(name)").viewContext.fetch(request).isEmpty)
    }
}
