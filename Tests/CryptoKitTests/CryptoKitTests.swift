import CommonCrypto
import CryptoKit
import Foundation
import Testing

/// `import CryptoKit` and `import CommonCrypto` as widget code calls them, checked against the
/// published test vectors of each digest (FIPS 180-2's "abc", RFC 1321's "abc").
@Suite struct CryptoKitTests {
    static let abc = Data("abc".utf8)

    static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        bytes.map { String(format: "%02hhx", $0) }.joined()
    }

    /// What CommonCrypto's `CC_…` function writes for `data` (GlucoseDirect's String.swift calls it so).
    static func common(
        _ length: Int32, _ data: Data,
        _ function: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?
    ) -> String {
        var digest = [UInt8](repeating: 0, count: Int(length))
        data.withUnsafeBytes { _ = function($0.baseAddress, CC_LONG(data.count), &digest) }
        return hex(digest)
    }

    @Test func cryptoKitDigestsAreSwiftCryptos() {
        #expect(
            Self.hex(SHA256.hash(data: Self.abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(Insecure.SHA1.hash(data: Self.abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(Self.hex(Insecure.MD5.hash(data: Self.abc)) == "900150983cd24fb0d6963f7d28e17f72")
        let key = SymmetricKey(data: Data("key".utf8))
        let mac = HMAC<SHA256>.authenticationCode(
            for: Data("The quick brown fox jumps over the lazy dog".utf8), using: key)
        #expect(Self.hex(mac) == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
    }

    @Test func commonCryptoDigestsWriteTheirLengthAndReturnTheBuffer() {
        #expect(CC_SHA1_DIGEST_LENGTH == 20 && CC_SHA256_DIGEST_LENGTH == 32 && CC_MD5_DIGEST_LENGTH == 16)
        #expect(Self.common(CC_SHA1_DIGEST_LENGTH, Self.abc, CC_SHA1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            Self.common(CC_SHA256_DIGEST_LENGTH, Self.abc, CC_SHA256)
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.common(CC_SHA512_DIGEST_LENGTH, Self.abc, CC_SHA512).hasPrefix("ddaf35a193617abacc417349ae204131"))
        #expect(Self.common(CC_SHA384_DIGEST_LENGTH, Self.abc, CC_SHA384).hasPrefix("cb00753f45a35e8bb5a03d699ac65007"))
        // The empty input, given as Apple's callers give it (no base address, length 0).
        #expect(Self.common(CC_SHA1_DIGEST_LENGTH, Data(), CC_SHA1) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        var digest = [UInt8](repeating: 0, count: 16)
        let returned = digest.withUnsafeMutableBufferPointer { md in
            Self.abc.withUnsafeBytes { CC_MD5($0.baseAddress, CC_LONG($0.count), md.baseAddress) == md.baseAddress }
        }
        #expect(returned && Self.hex(digest) == "900150983cd24fb0d6963f7d28e17f72")
    }

    @Test func aNullPointerWritesNothing() {
        var digest = [UInt8](repeating: 0, count: 20)
        #expect(CC_SHA1(nil, 3, &digest) == nil)
        #expect(digest.allSatisfy { $0 == 0 })
        #expect(Self.abc.withUnsafeBytes { CC_SHA1($0.baseAddress, 3, nil) } == nil)
    }
}
