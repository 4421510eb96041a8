import CZeroMQ

/// ZeroMQ's Z85 encoding (RFC 32): 4 bytes as 5 printable characters, through libzmq.
public enum Z85 {
    /// Encodes `bytes`, whose count must be a multiple of 4; nil otherwise.
    public static func encode(_ bytes: [UInt8]) -> String? {
        guard bytes.count % 4 == 0 else { return nil }
        var text = [CChar](repeating: 0, count: bytes.count * 5 / 4 + 1)
        guard zmq_z85_encode(&text, bytes, bytes.count) != nil else { return nil }
        return String(nulTerminated: text)
    }

    /// Decodes `text`, whose length must be a multiple of 5 and every character Z85; nil otherwise.
    public static func decode(_ text: String) -> [UInt8]? {
        guard text.utf8.count % 5 == 0, text.utf8.allSatisfy(isZ85) else { return nil }
        var bytes = [UInt8](repeating: 0, count: text.utf8.count * 4 / 5)
        guard zmq_z85_decode(&bytes, text) != nil else { return nil }
        return bytes
    }

    private static let alphabet = Set(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#".utf8
    )

    // libzmq's decoder indexes a table with each character without checking it.
    private static func isZ85(_ byte: UInt8) -> Bool { alphabet.contains(byte) }
}
