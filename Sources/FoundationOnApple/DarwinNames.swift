// Darwin's names that Foundation brings to a file on Apple's platforms (through its Darwin and
// CoreFoundation imports) and Linux's Foundation does not: `sysctlbyname`, the bundle keys
// `kCFBundleNameKey`…, `FourCharCode`/`OSType`, `mach_absolute_time` and its timebase.
//
// What `sysctlbyname` answers here, honestly: the phone this kit plays is an iPhone 15 Pro
// (UIKit's `UIScreen.main` has its bounds), so `hw.machine` is "iPhone16,1" and `hw.model`
// "D83AP"; the processor count and memory are the Linux machine's own (the widget runs there);
// any other name is not known (-1, `errno` ENOENT), as Darwin answers a name it lacks. Setting a
// value is refused (EPERM).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// A four-character code (`'CPUT'` packed big-endian into 32 bits), MacTypes' `FourCharCode`.
public typealias FourCharCode = UInt32
/// A file or resource type code, MacTypes' `OSType`.
public typealias OSType = FourCharCode

/// The Info.plist key of the bundle's short name (CoreFoundation's `kCFBundleNameKey`; a
/// `String` here, so `kCFBundleNameKey as String` reads as on Apple's platforms).
public let kCFBundleNameKey = "CFBundleName"
/// The Info.plist key of the bundle's build version (`kCFBundleVersionKey`).
public let kCFBundleVersionKey = "CFBundleVersion"
/// The Info.plist key of the bundle's identifier (`kCFBundleIdentifierKey`).
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The Info.plist key of the bundle's executable (`kCFBundleExecutableKey`).
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist key of the bundle's development region (`kCFBundleDevelopmentRegionKey`).
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The Info.plist key of the Info.plist format's version (`kCFBundleInfoDictionaryVersionKey`).
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The Info.plist key of the bundle's localizations (`kCFBundleLocalizationsKey`).
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"

/// The values `sysctlbyname` knows, by name (module comment).
enum SystemControl {
    enum Value {
        case string(String)
        case int32(Int32)
        case uint64(UInt64)

        var bytes: [UInt8] {
            switch self {
            case .string(let text): Array(text.utf8) + [0]
            case .int32(let number): withUnsafeBytes(of: number) { Array($0) }
            case .uint64(let number): withUnsafeBytes(of: number) { Array($0) }
            }
        }
    }

    static func value(named name: String) -> Value? {
        switch name {
        case "hw.machine": .string("iPhone16,1")
        case "hw.model": .string("D83AP")
        case "hw.ncpu", "hw.logicalcpu", "hw.activecpu", "hw.physicalcpu":
            .int32(Int32(clamping: ProcessInfo.processInfo.activeProcessorCount))
        case "hw.memsize": .uint64(ProcessInfo.processInfo.physicalMemory)
        default: nil
        }
    }
}

/// Darwin's `sysctlbyname(_:_:_:_:_:)`: a system value by name (the module comment says which).
/// With `oldp` nil it writes the value's size to `oldlenp`; with a buffer too small for it, it
/// fails with ENOMEM.
@discardableResult
public func sysctlbyname(
    _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
    _ newp: UnsafeMutableRawPointer!, _ newlen: Int
) -> Int32 {
    guard let name, let value = SystemControl.value(named: String(cString: name)) else {
        errno = ENOENT
        return -1
    }
    guard newp == nil else {
        errno = EPERM
        return -1
    }
    let bytes = value.bytes
    guard let oldlenp else {
        errno = EINVAL
        return -1
    }
    guard let oldp else {
        oldlenp.pointee = bytes.count
        return 0
    }
    guard oldlenp.pointee >= bytes.count else {
        errno = ENOMEM
        return -1
    }
    bytes.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    oldlenp.pointee = bytes.count
    return 0
}

/// Mach's timebase: ticks of `mach_absolute_time()` times `numer / denom` are nanoseconds.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct mach_timebase_info_data_t: Sendable, Hashable {
    public var numer: UInt32
    public var denom: UInt32
    public init() { (numer, denom) = (0, 0) }
    public init(numer: UInt32, denom: UInt32) { (self.numer, self.denom) = (numer, denom) }
}
/// A pointer to a timebase, as `mach_timebase_info(_:)` takes it.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias mach_timebase_info_t = UnsafeMutablePointer<mach_timebase_info_data_t>
/// Mach's return code.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias kern_return_t = Int32
/// Success.
public let KERN_SUCCESS: kern_return_t = 0

/// `mach_absolute_time()`: the monotonic clock in ticks, which here are nanoseconds.
public func mach_absolute_time() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// `mach_timebase_info(_:)`: 1/1 (a tick is a nanosecond).
@discardableResult
public func mach_timebase_info(_ info: mach_timebase_info_t!) -> kern_return_t {
    info?.pointee = mach_timebase_info_data_t(numer: 1, denom: 1)
    return KERN_SUCCESS
}
