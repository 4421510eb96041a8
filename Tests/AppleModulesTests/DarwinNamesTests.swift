import Foundation
import FoundationOnApple
import Testing

/// Darwin's names Foundation brings on Apple's platforms, as Clendar's `AppInfo` (vinhnx/Clendar,
/// MIT) and Eul's `SmcStruct` (gao-sun/eul, MIT) use them, through the implicit FoundationOnApple.
@Suite("Darwin's names through Foundation")
struct DarwinNamesTests {
    /// Clendar's `AppInfo.deviceName`, as published but for the string read from the buffer
    /// (`String(cString:)` of an array is deprecated: a warning, which this strict target refuses).
    static var deviceName: String {
        if let key = "hw.machine".cString(using: String.Encoding.utf8) {
            var size: Int = 0
            sysctlbyname(key, nil, &size, nil, 0)
            var machine = [CChar](repeating: 0, count: Int(size))
            sysctlbyname(key, &machine, &size, nil, 0)
            return machine.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
        return ""
    }

    @Test("sysctlbyname: the phone's model for hw.machine, the machine's processors, ENOENT for a name it lacks")
    func sysctl() {
        #expect(Self.deviceName == "iPhone16,1")
        var count: Int32 = 0
        var size = MemoryLayout<Int32>.size
        #expect(sysctlbyname("hw.ncpu", &count, &size, nil, 0) == 0)
        #expect(Int(count) == ProcessInfo.processInfo.activeProcessorCount && size == 4)
        var memory: UInt64 = 0
        size = MemoryLayout<UInt64>.size
        #expect(sysctlbyname("hw.memsize", &memory, &size, nil, 0) == 0 && memory > 0)
        #expect(sysctlbyname("kern.no.such.name", nil, &size, nil, 0) == -1 && errno == ENOENT)
        var small = [CChar](repeating: 0, count: 3)
        size = 3
        #expect(sysctlbyname("hw.machine", &small, &size, nil, 0) == -1 && errno == ENOMEM)
        var value: Int32 = 1
        #expect(sysctlbyname("hw.ncpu", nil, nil, &value, 4) == -1 && errno == EPERM)
    }

    @Test("the bundle keys read Info.plist's names; FourCharCode packs four characters")
    func keysAndCodes() {
        #expect(kCFBundleNameKey as String == "CFBundleName")
        #expect(kCFBundleVersionKey as String == "CFBundleVersion")
        let code: FourCharCode = 0x5443_3050  // 'TC0P', a temperature sensor of Eul's
        let type: OSType = code
        #expect(type == 1_413_689_424)
        var timebase = mach_timebase_info_data_t()
        #expect(mach_timebase_info(&timebase) == KERN_SUCCESS && timebase.numer == 1 && timebase.denom == 1)
        let before = mach_absolute_time()
        #expect(mach_absolute_time() >= before)
    }
}
