// What widget code takes from Foundation and Dispatch on Apple's systems that Linux lacks, so
// that a file which imports WidgetRelayKit compiles as it does there:
//
// - Dispatch's time constants (`NSEC_PER_SEC`, `NSEC_PER_MSEC`, …), C macros on Apple's
//   systems that Linux's Dispatch does not bring to Swift.
// - `DispatchSerialQueue` (iOS 17) and `OS_dispatch_queue_serial` (its Objective-C class): a
//   serial `DispatchQueue` here (`DispatchQueue(label:)` is serial).
// - `NSObject.classForCoder()` as a class method, which Apple's sample code passes to
//   `URLSessionConfiguration.protocolClasses`: the class itself, as on Apple's systems.
//
// Not here: `URLSession`, `URLRequest`, `URLProtocol` — on Linux they are FoundationNetworking's,
// and a file that uses them adds `import FoundationNetworking`, as any Swift code on Linux does.
// Re-exported from the kit, every program that links it (the desktop and the watch too) loaded
// FoundationNetworking and libcurl: about 6 MB more resident memory a node.
//
// docs/compatibility.md lists them under "Foundation on Linux".
#if !canImport(Darwin)
/// Nanoseconds in a second (Dispatch's `NSEC_PER_SEC` on Apple's systems).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (Dispatch's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (Dispatch's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second (Dispatch's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000

/// A serial dispatch queue, as iOS 17's `DispatchSerialQueue` names one: on Linux, a
/// `DispatchQueue` made with `DispatchSerialQueue(label:)` (serial unless told otherwise).
public typealias DispatchSerialQueue = DispatchQueue

/// Dispatch's Objective-C class of a serial queue, which Swift code on Apple's systems can name
/// (`OS_dispatch_queue_serial(label:)`, in Apple's Emoji Rangers sample): a serial
/// `DispatchQueue` here, as `DispatchSerialQueue` is.
public typealias OS_dispatch_queue_serial = DispatchQueue

extension NSObject {
    /// The class to encode an instance as: the class itself (Objective-C's
    /// `+classForCoder`, which code written for Apple's systems calls on a class).
    public class func classForCoder() -> AnyClass { self }
}
#endif
