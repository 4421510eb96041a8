import Foundation

/// A protocol that defines when and how to execute a closure (Apple's Combine; here without
/// time: an action runs as soon as the scheduler runs it, with no tolerance or interval).
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// This scheduler's definition of the current moment in time.
    var now: SchedulerTimeType { get }

    /// Performs the action at the next possible opportunity.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Performs the action at the next possible opportunity, without options.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
}

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime
        /// A time of the dispatch clock.
        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Int64 {
            Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)
        }

        public func advanced(by n: Int64) -> SchedulerTimeType {
            SchedulerTimeType(
                DispatchTime(uptimeNanoseconds: UInt64(max(0, Int64(dispatchTime.uptimeNanoseconds) + n))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Scheduler options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let handed = Handed(value: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { handed.value() }
    }
}

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date
        /// A time of the run loop.
        public init(_ date: Date) { self.date = date }
        public func distance(to other: SchedulerTimeType) -> Double { other.date.timeIntervalSince(date) }
        public func advanced(by n: Double) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n)) }
    }

    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        // The main run loop is the main queue's thread here; another run loop runs it in its turn.
        if self === RunLoop.main {
            DispatchQueue.main.schedule(options: nil, action)
        } else {
            let handed = Handed(value: action)
            perform { handed.value() }
        }
    }
}

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    /// Options that affect the operation of the operation queue scheduler.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let handed = Handed(value: action)
        addOperation { handed.value() }
    }
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        let ticks: Int
        public func distance(to other: SchedulerTimeType) -> Int { other.ticks - ticks }
        public func advanced(by n: Int) -> SchedulerTimeType { SchedulerTimeType(ticks: ticks + n) }
    }
    /// No options are suitable for the immediate scheduler.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(ticks: 0) }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
}
