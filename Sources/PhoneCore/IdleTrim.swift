#if canImport(Glibc)
import Glibc
#endif

/// When the phone gives memory it freed back to the system: once after each spell of work,
/// at the first heartbeat that finds it idle for ``idleAfter``, never in the middle of work.
///
/// After a burst (a hundred mirrors connecting and leaving, a hundred taps at once) malloc
/// keeps the freed buffers: about 6 MB of the phone's resident memory in `tools/bench`.
/// A value that decides; ``PhoneNode`` tells it of work and heartbeats, and trims.
struct IdleTrim {
    /// How long without work before a trim.
    let idleAfter: Duration
    private var lastWork: ContinuousClock.Instant?

    init(idleAfter: Duration) { self.idleAfter = idleAfter }

    /// Work was done at `now`.
    mutating func worked(at now: ContinuousClock.Instant) { lastWork = now }

    /// A heartbeat at `now`: whether to trim (once per spell of work).
    mutating func heartbeat(at now: ContinuousClock.Instant) -> Bool {
        guard let lastWork, now - lastWork >= idleAfter else { return false }
        self.lastWork = nil
        return true
    }

    /// Gives the memory malloc holds free back to the system: glibc's `malloc_trim`, found at
    /// run time (Swift's Glibc module does not export `malloc.h`); nothing where it is absent.
    static func trim() {
        _ = mallocTrim?(0)
    }

    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let mallocTrim: MallocTrim? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: MallocTrim.self)
        #else
        return nil
        #endif
    }()
}
