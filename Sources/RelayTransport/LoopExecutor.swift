/// An event loop's thread as an executor, for actors and for the tasks that run on them:
/// ZeroMQTransport's `SocketLoop`. An actor on one lets its tasks prefer it too
/// (`Task(executorPreference:)`), or each resumption passes through the global pool first.
public typealias LoopExecutor = SerialExecutor & TaskExecutor
