// `import CommonCrypto`: the one-shot digest functions of Apple's CommonCrypto (CommonDigest.h) as
// Swift sees them — `CC_SHA1`, `CC_SHA256`, `CC_SHA384`, `CC_SHA512`, `CC_MD5` with their
// `…_DIGEST_LENGTH` (Int32, as the C macros import) and `CC_LONG` — computed by swift-crypto (the
// same digests as CryptoKit's). Apple's contract: hash `len` bytes at `data`, write the digest to
// `md` (which must hold the digest's length) and return `md`. Where Apple's would read a null
// pointer (no data with a length above zero, or no `md`), these write nothing and return nil.
//
// What it is not: the rest of CommonCrypto (the incremental `CC_SHA256_Init`/`Update`/`Final`,
// `CCHmac`, `CCCrypt`, `CCKeyDerivationPBKDF`); widget code seen so far calls the one-shot digests.
import Crypto

/// CommonCrypto's length type (`uint32_t`).
public typealias CC_LONG = UInt32

/// The length of a SHA-1 digest, in bytes.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// The length of a SHA-256 digest, in bytes.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The length of a SHA-384 digest, in bytes.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// The length of a SHA-512 digest, in bytes.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
/// The length of an MD5 digest, in bytes.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16

/// Computes the SHA-1 digest of `len` bytes at `data` into `md` (20 bytes); returns `md`.
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>!
{
    CommonDigest.write(Insecure.SHA1.self, data, len, md)
}

/// Computes the SHA-256 digest of `len` bytes at `data` into `md` (32 bytes); returns `md`.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>!
{
    CommonDigest.write(SHA256.self, data, len, md)
}

/// Computes the SHA-384 digest of `len` bytes at `data` into `md` (48 bytes); returns `md`.
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>!
{
    CommonDigest.write(SHA384.self, data, len, md)
}

/// Computes the SHA-512 digest of `len` bytes at `data` into `md` (64 bytes); returns `md`.
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>!
{
    CommonDigest.write(SHA512.self, data, len, md)
}

/// Computes the MD5 digest of `len` bytes at `data` into `md` (16 bytes); returns `md` (deprecated on
/// Apple's platforms since iOS 13; not marked so here).
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>!
{
    CommonDigest.write(Insecure.MD5.self, data, len, md)
}

/// The one-shot digest every `CC_…` function is.
enum CommonDigest {
    static func write<H: HashFunction>(
        _ function: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
    ) -> UnsafeMutablePointer<UInt8>? {
        guard let md else { return nil }
        let bytes: UnsafeRawBufferPointer
        if let data {
            bytes = UnsafeRawBufferPointer(start: data, count: Int(len))
        } else if len == 0 {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
        } else {
            return nil
        }
        let digest = H.hash(data: bytes)
        digest.withUnsafeBytes { digestBytes in
            for (index, byte) in digestBytes.enumerated() { md[index] = byte }
        }
        return md
    }
}
