/// Time elapsed on the phone's duration clock (``PhoneConfiguration/timingClock``): what an
/// interaction's hop timings are measured with, so that no step reads the wall clock itself.
struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    /// A stopwatch started now on `clock`.
    init<C: Clock>(on clock: C) where C.Duration == Duration {
        let started = clock.now
        read = { started.duration(to: clock.now) }
    }

    /// The time since it started.
    var elapsed: Duration { read() }

    /// The time since it started in nanoseconds, as a `HopTimings` field holds it.
    var elapsedNanoseconds: UInt64 { UInt64(clamping: elapsed.nanoseconds) }
}

extension PhoneNode {
    /// A stopwatch started now on the configuration's timing clock.
    func stopwatch() -> Stopwatch { Stopwatch(on: configuration.timingClock) }
}
