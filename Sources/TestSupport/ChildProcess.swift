import Foundation

/// A child process started with `posix_spawn` and reaped by a thread of its own
/// blocked in `waitpid` on its pid.
///
/// Not Foundation's `Process`: in swift-corelibs-foundation it learns of a child's exit
/// through a run loop that `select()`s on a socket, and in a test process that holds
/// many ZeroMQ contexts at once descriptors climb past `FD_SETSIZE` (1024). CI's run
/// hung that way: reproduced with CI's settings, the tmux client a test waited for
/// stayed a zombie nobody reaped while Foundation's `select()` watched 1,280
/// descriptors. Every descriptor made here is close-on-exec, so a child started by one
/// test never holds another test's pipe open.
public final class ChildProcess: Sendable {
    /// Where the child's standard input comes from.
    public enum Input: Sendable { case null, pipe }
    /// Where the child's standard output or error goes.
    public enum Output: Sendable {
        case null, pipe
        /// A file, created or truncated.
        case file(String)
        /// Standard error only: wherever standard output goes.
        case standardOutput
    }

    public let pid: pid_t
    /// The write end of the child's standard input (with `.pipe`).
    public let standardInput: Int32?
    /// The read ends of the child's standard output and error (with `.pipe`).
    public let standardOutput: Int32?
    public let standardError: Int32?
    private let status = ExitStatus()

    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        input: Input = .null, output: Output = .null, error: Output = .null
    ) throws {
        Self.ignoreBrokenPipes
        // Pipes are made and marked close-on-exec, and children spawned, one at a time:
        // no child can inherit a pipe end another test has just made.
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var childEnds: [Int32] = [], parentEnds: [Int32] = []
        var started = false
        defer {
            childEnds.forEach { _ = close($0) }
            if !started { parentEnds.forEach { _ = close($0) } }
        }

        var stdinWriter: Int32?
        switch input {
        case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .pipe:
            let (read, write) = try Self.makePipe()
            childEnds.append(read)
            parentEnds.append(write)
            stdinWriter = write
            posix_spawn_file_actions_adddup2(&actions, read, 0)
        }
        func direct(_ output: Output, to fd: Int32) throws -> Int32? {
            switch output {
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
            case .file(let path):
                // The log of a node that makes its own data folder: the folder is made here first.
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .standardOutput: posix_spawn_file_actions_adddup2(&actions, 1, fd)
            case .pipe:
                let (read, write) = try Self.makePipe()
                childEnds.append(write)
                parentEnds.append(read)
                posix_spawn_file_actions_adddup2(&actions, write, fd)
                return read
            }
            return nil
        }
        let stdoutReader = try direct(output, to: 1)
        let stderrReader = try direct(error, to: 2)

        // The child starts with default signal handling and nothing blocked, whatever
        // the test process ignores (an ignored signal would otherwise be inherited).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGCHLD, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        var spawned: pid_t = 0
        let result = withCStrings([executable] + arguments) { argv in
            withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawn(&spawned, executable, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else {
            throw SpawnFailed(
                executable: executable,
                reason: "\(String(cString: strerror(result))) (the program, or a file its output goes to)")
        }
        started = true
        let pid = spawned
        self.pid = pid
        standardInput = stdinWriter
        standardOutput = stdoutReader
        standardError = stderrReader
        let thread = Thread { [status] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
            // Exited: its code; killed: the signal's number (as Foundation reports it).
            let signal = raw & 0x7f
            status.set(signal == 0 ? (raw >> 8) & 0xff : signal)
        }
        thread.start()
    }

    /// The exit status once the child has ended (the signal's number if one killed it).
    public var exitStatus: Int32? { status.value }
    public var isRunning: Bool { exitStatus == nil }

    /// Sends `signal` if the child still runs.
    public func signal(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Waits, checking every 10 ms for at most `seconds`, for the child to end; if it
    /// has not, throws ``NotExited`` with what its threads were waiting in.
    public func waitForExit(within seconds: Double = 60) async throws -> Int32 {
        do {
            try await poll("pid \(pid) to exit", within: seconds, every: .milliseconds(10)) { !isRunning }
        } catch is TimedOut {
            throw NotExited(pid: pid, seconds: seconds, stacks: await ThreadStacks.of(pid))
        }
        return exitStatus ?? -1
    }

    /// A child still ran when a bounded wait for its exit ran out.
    public struct NotExited: Error, CustomStringConvertible {
        public let pid: pid_t
        public let seconds: Double
        /// Every thread's stack when the wait ran out (``ThreadStacks``).
        public let stacks: String
        public var description: String { "pid \(pid) did not exit within \(seconds) s; its threads then:\n\(stacks)" }
    }

    /// Blocks this thread until the child ends, for at most `seconds` (for synchronous
    /// callers, such as a static probe); its status, or nil if it still runs.
    public func waitUntilExit(within seconds: Double) -> Int32? {
        status.wait(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Reads `fd` to its end on a thread of its own, handing each chunk to `chunk`,
    /// then closes it and calls `end`.
    public static func drain(
        _ fd: Int32, chunk: @escaping @Sendable (Data) -> Void, end: @escaping @Sendable () -> Void
    ) {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 { chunk(Data(buffer[0..<count])) } else if count == 0 || errno != EINTR { break }
            }
            close(fd)
            end()
        }.start()
    }

    /// Writes all of `data` to `fd`; false if the reader has gone.
    @discardableResult
    public static func write(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw SpawnFailed(executable: "pipe", reason: String(cString: strerror(errno))) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// A write to a child that has gone is an error to handle, not a signal that ends the tests.
    private static let ignoreBrokenPipes: Void = { _ = Glibc.signal(SIGPIPE, SIG_IGN) }()
    private static let spawning = NSLock()
}

/// A child's exit status, set once by its reaper thread; a blocking wait can wait for it.
private final class ExitStatus: @unchecked Sendable {
    private let condition = NSCondition()
    private var code: Int32?  // guarded by `condition`

    var value: Int32? {
        condition.lock()
        defer { condition.unlock() }
        return code
    }

    func set(_ status: Int32) {
        condition.lock()
        code = status
        condition.broadcast()
        condition.unlock()
    }

    func wait(until deadline: Date) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        while code == nil, condition.wait(until: deadline) {}
        return code
    }
}

/// `posix_spawn` refused to start a program.
public struct SpawnFailed: Error, CustomStringConvertible {
    public let executable: String
    public let reason: String
    public var description: String { "cannot start \(executable): \(reason)" }
}

/// Calls `body` with a NULL-terminated array of C strings.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
