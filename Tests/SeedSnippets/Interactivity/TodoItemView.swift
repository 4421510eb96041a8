// adding-interactivity-to-widgets-and-live-activities.md — "Add a toggle"
// Verbatim.
import WidgetRelayKit

struct TodoItemView: View {
    var todo: Todo

    var body: some View {
        Toggle(isOn: todo.complete, intent: ToggleTodoIntent(todo.id)) {
            Text(todo.body)
        }
        .toggleStyle(TodoToggleStyle())
    }
}
