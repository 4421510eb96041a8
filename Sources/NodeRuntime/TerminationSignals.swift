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
/// While an instance is alive a second SIGTERM does not cut short the stop the first one
/// began (it calls the handler again). A signal that came before any instance, once the
/// program caught them (``NodeSignals/catchFromNowOn()``), is remembered and handed to the
/// first instance at once. When the last instance is cancelled — the node has stopped — the
/// signals get their default action back: a SIGTERM then ends the process, as it would any
/// program with nothing left to stop cleanly (it was ignored, and a node whose last steps
/// hung could not be stopped but by SIGKILL).
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

/// A node program's hold on SIGTERM and SIGINT, from its first step.
///
/// Without it a signal that comes before the node's lifecycle runs (``NodeLifecycle``) has its
/// default action: the process ends at once, whatever it had begun — a terminal left raw, a
/// `pairing.json`, `web-url` or `metrics-address` left behind. Caught from the first step, the
/// signal is remembered instead, and the lifecycle stops the node as soon as it runs, through
/// the same clean-up as any stop.
public enum NodeSignals {
    /// Catches SIGTERM and SIGINT from now on (`bootstrapLogging`, every node's first step, calls it).
    public static func catchFromNowOn() { SignalPipe.shared.catching() }

    /// Whether a signal came that no lifecycle has taken yet (a node's start can stop early on it).
    public static var stopRequested: Bool { SignalPipe.shared.pending }
}

/// The process's one catcher of SIGINT and SIGTERM: the handler's pipe, the thread that
/// reads it, and the handlers to call.
private final class SignalPipe: Sendable {
    static let shared = SignalPipe()

    /// The handlers, by id; whether a signal came with none to take it; whether the process
    /// catches the signals now (else they have their default action).
    private struct State {
        var next: UInt64 = 0
        var all: [UInt64: @Sendable () -> Void] = [:]
        var pending = false
        var catching = false
    }
    private let state = Mutex(State())
    /// Whether the pipe and its reader exist (else the signals keep their default action).
    private let ready: Bool

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            // Out of descriptors at start-up: SIGTERM and SIGINT keep their default action (the
            // node ends by the signal, not cleanly) rather than the node not starting at all.
            let message =
                "warning: no pipe for SIGTERM and SIGINT (errno \(errno)); they will end the process without a clean stop\n"
            FileHandle.standardError.write(Data(message.utf8))
            ready = false
            return
        }
        ready = true
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
                    let handlers = state.withLock { state -> [@Sendable () -> Void] in
                        if state.all.isEmpty { state.pending = true }
                        return Array(state.all.values)
                    }
                    for handler in handlers { handler() }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "signals"
        thread.start()
    }

    /// Whether a signal came that no handler took.
    var pending: Bool { state.withLock { $0.pending } }

    /// Catches the signals from now on (a signal with no handler is remembered).
    func catching() {
        state.withLock { state in
            guard ready, !state.catching else { return }
            Self.setAction(writeSignalToPipe)
            state.catching = true
        }
    }

    /// Adds `handler`; a signal that came before it is handed to it at once.
    func add(_ handler: @escaping @Sendable () -> Void) -> UInt64 {
        let (id, missed) = state.withLock { state in
            if ready && !state.catching {
                Self.setAction(writeSignalToPipe)
                state.catching = true
            }
            defer { state.next += 1; state.pending = false }
            state.all[state.next] = handler
            return (state.next, state.pending)
        }
        if missed { handler() }
        return id
    }

    /// Removes a handler; with the last one gone the signals have their default action again.
    func remove(_ id: UInt64) {
        state.withLock { state in
            guard state.all.removeValue(forKey: id) != nil, state.all.isEmpty, state.catching else { return }
            Self.setAction(SIG_DFL)
            state.catching = false
        }
    }

    /// SIGINT's and SIGTERM's action.
    private static func setAction(_ handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for number in [SIGINT, SIGTERM] { sigaction(number, &action, nil) }
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
