#if canImport(Glibc)
import Glibc
#endif

/// Gives memory back to the system when PhoneCore's ``PhoneCore/IdleTrim`` says the phone is idle.
enum MallocTrim {
    /// Gives the memory malloc holds free back to the system: glibc's `malloc_trim`, found at
    /// run time (Swift's Glibc module does not export `malloc.h`); nothing where it is absent.
    static func trim() {
        _ = mallocTrim?(0)
    }

    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let mallocTrim: MallocTrim? = {
        #if canImport(Glibc)
        // RTLD_DEFAULT
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: MallocTrim.self)
        #else
        return nil
        #endif
    }()
}
