import WidgetRelayKit

/// The task manager sample: todos toggled from widgets.
public enum TaskManagerApp {}

extension TaskManagerApp {
    struct Todo: Identifiable, Codable, Hashable, Sendable {
        let id: String
        var body: String
        var complete: Bool

        // The guide's InteractiveWidget names the same things title and isComplete.
        var title: String { body }
        var isComplete: Bool { complete }
    }

    /// The error a toggle reports when the (simulated) server sync fails.
    struct SyncError: Error, CustomStringConvertible {
        let description: String
    }

    /// The app's data: todos in the app-group store, shared with the widgets.
    struct TaskManager: Sendable {
        static let shared = TaskManager()

        static let sampleTodos = [
            Todo(id: "milk", body: "Buy milk", complete: false),
            Todo(id: "walk", body: "Walk the dog", complete: false),
            Todo(id: "taxes", body: "File taxes", complete: true),
        ]

        private var defaults: UserDefaults { UserDefaults(suiteName: appGroup)! }

        /// Every todo, in order.
        var todos: [Todo] { defaults.record([Todo].self, forKey: "todos") ?? Self.sampleTodos }

        /// How many are not done.
        var remaining: Int { todos.filter { !$0.complete }.count }

        /// Flips a todo, after "synchronizing with the server": when a sync error is
        /// set (`failSync(with:)`), nothing changes and the error is thrown, so the
        /// widget shows the truth and the toggle reverts (the seed's step 4).
        func toggleSyncing(_ id: String) async throws {
            if let message = defaults.string(forKey: "syncError") { throw SyncError(description: message) }
            var todos = todos
            guard let index = todos.firstIndex(where: { $0.id == id }) else {
                throw SyncError(description: "no task \(id)")
            }
            todos[index].complete.toggle()
            try defaults.setRecord(todos, forKey: "todos")
            // The tapped widget reloads by itself; other widgets on the same data are the app's to reload.
            WidgetCenter.shared.reloadTimelines(ofKind: "TasksLeft")
        }

        /// The guide's `toggle(_:)`, which does not throw: a failed sync leaves the task as
        /// it was (the interactivity article: handle errors rather than rethrow them).
        func toggle(_ id: String) async {
            try? await toggleSyncing(id)
        }

        /// Makes every following sync fail with `message` (nil: succeed again).
        func failSync(with message: String?) {
            defaults.set(message, forKey: "syncError")
        }
    }
}
