/// An event loop's thread as an executor, for actors and for the tasks that run on them:
/// ZeroMQTransport's `SocketLoop`. An actor on one lets its tasks prefer it too
/// (`Task(executorPreference:)`), or each resumption passes through the global pool first.
public typealias LoopExecutor = SerialExecutor & TaskExecutor

/// A loop that can be told an answer from another thread is due within microseconds (the
/// phone's trip to app code), so it may poll for it a moment rather than sleep and be woken:
/// ZeroMQTransport's `SocketLoop`, as its spin policy allows.
public protocol AnswerExpecting: AnyObject, Sendable {
    /// An answer is due soon.
    func expectAnswer()
    /// It came, or will not.
    func answerCame()
}

/// A loop that can be asked to read its sockets before a task on it goes on, so that what
/// arrived meanwhile is queued before the task's next piece of work: ZeroMQTransport's
/// `SocketLoop`. The phone's turns use it (`PhoneNode.takeTurn(of:)`).
public protocol SocketReading: AnyObject, Sendable {
    /// Returns once the loop has read what its sockets held when it was called.
    func afterReading() async
}
