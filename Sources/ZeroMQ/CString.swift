extension String {
    /// Decodes a NUL-terminated C buffer filled by libzmq (Z85 text, endpoints).
    init(nulTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
