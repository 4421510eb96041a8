import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a call of `handler` (each time one comes): how
/// ``NodeLifecycle`` starts a node's graceful shutdown, its one user.
///
/// Not a `DispatchSource`: on Linux libdispatch catches a signal only once its manager
/// thread has registered the source, some time after `resume()`, and the `SIG_IGN` such
/// a source needs makes the kernel discard whatever comes before (libdispatch's own
/// words, swift-corelibs-libdispatch#231: "if one sends the signal too soon, it is
/// missed"). A desktop told to stop just after its first line, on a busy machine, never
/// stopped: its threads' stacks showed every one idle, the signal gone. Here a handler
/// is in place, with `sigaction`, before `init` returns; it writes the signal's number
/// to a pipe (all a handler may safely do) that a thread of its own reads.
///
/// Once every instance is cancelled the signals stay caught and do nothing: a second
/// SIGTERM does not cut short the stop the first one began.
final class TerminationSignals: Sendable {
    private let id: UInt64

    init(_ handler: @escaping @Sendable () -> Void) {
        id = SignalPipe.shared.add(handler)
    }

    /// Stops calling this instance's handler (a call already under way on the signal
    /// thread may still finish). Releasing the instance cancels it too: keep it while it
    /// should answer.
    func cancel() {
        SignalPipe.shared.remove(id)
    }

    deinit { cancel() }
}

/// The process's one catcher of SIGINT and SIGTERM: the handler's pipe, the thread that
/// reads it, and the handlers to call.
private final class SignalPipe: Sendable {
    static let shared = SignalPipe()

    private let handlers = Mutex<(next: UInt64, all: [UInt64: @Sendable () -> Void])>((0, [:]))

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            // Out of descriptors at start-up: SIGTERM and SIGINT keep their default action (the
            // node ends by the signal, not cleanly) rather than the node not starting at all.
            let message = "warning: no pipe for SIGTERM and SIGINT (errno \(errno)); they will end the process without a clean stop\n"
            FileHandle.standardError.write(Data(message.utf8))
            return
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // no child inherits it
        // A flood of signals never blocks the handler: what does not fit is one more of
        // what the reader has yet to see.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalPipeWriter.store(ends[1], ordering: .releasing)
        let reader = ends[0]
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count == 1 {
                    for handler in handlers.withLock({ Array($0.all.values) }) { handler() }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "signals"
        thread.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = writeSignalToPipe
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for number in [SIGINT, SIGTERM] { sigaction(number, &action, nil) }
    }

    func add(_ handler: @escaping @Sendable () -> Void) -> UInt64 {
        handlers.withLock { state in
            defer { state.next += 1 }
            state.all[state.next] = handler
            return state.next
        }
    }

    func remove(_ id: UInt64) {
        _ = handlers.withLock { $0.all.removeValue(forKey: id) }
    }
}

/// The write end of ``SignalPipe``'s pipe, for the handler (which can capture nothing).
private let signalPipeWriter = Atomic<Int32>(-1)

/// The signal handler: one byte into the pipe. Only async-signal-safe calls, and `errno`
/// left as the interrupted code had it.
private func writeSignalToPipe(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriter.load(ordering: .acquiring), &byte, 1)
    errno = saved
}
