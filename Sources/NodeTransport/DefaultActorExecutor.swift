/// Where an actor that may be given an executor (a transport's loop) runs when it is given
/// none: on the default executor of an actor of its own that does nothing else.
///
/// ```swift
/// nonisolated var unownedExecutor: UnownedSerialExecutor {
///     executor?.asUnownedSerialExecutor() ?? fallback.unownedExecutor
/// }
/// ```
public final actor DefaultActorExecutor {
    public init() {}
}
