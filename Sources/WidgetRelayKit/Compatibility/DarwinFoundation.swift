// What widget code takes from Foundation and Dispatch on Apple's systems that Linux keeps
// elsewhere or lacks, so that a file which imports WidgetRelayKit compiles as it does there.
//
// - `URLSession`, `URLRequest`, `URLProtocol` and the rest of Foundation's networking live in
//   `FoundationNetworking` on Linux: re-exported here, as Apple's frameworks bring them.
// - Dispatch's time constants (`NSEC_PER_SEC`, `NSEC_PER_MSEC`, …), C macros on Apple's
//   systems that Linux's Dispatch does not bring to Swift.
// - `DispatchSerialQueue` (iOS 17): a serial `DispatchQueue` here (`DispatchQueue(label:)` is serial).
// - `NSObject.classForCoder()` as a class method, which Apple's sample code passes to
//   `URLSessionConfiguration.protocolClasses`: the class itself, as on Apple's systems.
//
// docs/compatibility.md lists them under "Foundation on Linux". The kit itself calls nothing
// in FoundationNetworking (tools/check-module-imports allows this one re-export).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

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

extension NSObject {
    /// The class to encode an instance as: the class itself (Objective-C's
    /// `+classForCoder`, which code written for Apple's systems calls on a class).
    public class func classForCoder() -> AnyClass { self }
}
#endif
