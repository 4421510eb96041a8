import Testing
import ZeroMQ

@Suite("CURVE keys")
struct CurveKeyTests {
    @Test("a generated pair round-trips through Z85 and derives its public key")
    func generatedPairRoundTrips() throws {
        let pair = try CurveKeyPair.generate()
        #expect(pair.publicKey.z85.count == 40)
        #expect(try CurveKey(z85: pair.publicKey.z85) == pair.publicKey)
        #expect(try CurveKey(z85: "  \(pair.secretKey.z85)\n") == pair.secretKey)
        #expect(try CurveKeyPair(secretKey: pair.secretKey) == pair)
        #expect(pair.publicKey != pair.secretKey)
    }

    @Test("the Z85 test vector of RFC 32")
    func rfc32Vector() {
        let bytes: [UInt8] = [0x86, 0x4F, 0xD2, 0x6F, 0xB5, 0x59, 0xF7, 0x5B]
        #expect(Z85.encode(bytes) == "HelloWorld")
        #expect(Z85.decode("HelloWorld") == bytes)
        #expect(Z85.encode([1, 2, 3]) == nil)
        #expect(Z85.decode("Hello") != nil)
        #expect(Z85.decode("Hell") == nil)
        #expect(Z85.decode("Hell\"") == nil)
    }

    @Test("fingerprints are short, stable and tell keys apart")
    func fingerprints() throws {
        let key = try CurveKey(z85: "rq:rM>}U?@Lns47E1%kR.o@n%FcmmsL/@{H8]yf7")  // libzmq's test server key
        #expect(key.fingerprint == key.fingerprint)
        #expect(key.fingerprint.count == 24)
        #expect(key.fingerprint.split(separator: "-").count == 5)
        let other = try CurveKeyPair.generate().publicKey
        #expect(other.fingerprint != key.fingerprint)
    }

    @Test(
        "bad key text is a clear error",
        arguments: [
            ("short", "40 characters, not 5"),
            (String(repeating: "\"", count: 40), "not a Z85 key"),
        ])
    func badKeyText(text: String, message: String) {
        do {
            _ = try CurveKey(z85: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(message))
        }
    }

    @Test("a key of the wrong byte length is refused")
    func wrongLength() {
        #expect(throws: CurveKeyError.wrongLength(31)) { try CurveKey(bytes: Array(repeating: 0, count: 31)) }
    }
}
