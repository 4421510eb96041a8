/// What a view does when it appears or while it is shown (`onAppear`, `onDisappear`, `task`).
/// A widget's view is archived, never shown live: WidgetKit does not run these for widgets
/// either. They compile and do nothing.
extension View {
    /// `.onAppear(perform:)`: not run (a widget's view is archived, not shown live).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// `.onDisappear(perform:)`: not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// `.task(priority:_:)`: not run.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }
    /// `.task(id:priority:_:)`: not run.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View { self }
    /// `.onChange(of:perform:)`: not run (an archive does not change).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// `.onChange(of:initial:_:)`: not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { self }
    /// `.onTapGesture(count:perform:)`: not run (a widget's taps open its URL or run its intents).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}
