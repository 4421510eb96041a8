/// Bytes with every occurrence of an ASCII marker replaced by as many bytes that are not
/// UTF-8 (a Swift `String` cannot hold them, so encoded protobuf is poisoned afterwards).
/// The length stays the same, so every protobuf length prefix stays right.
public func replacingWithInvalidUTF8(_ bytes: [UInt8], marker: String = "ZQZQ") -> [UInt8] {
    let needle = Array(marker.utf8)
    var bytes = bytes
    var index = 0
    while index + needle.count <= bytes.count {
        if bytes[index..<(index + needle.count)].elementsEqual(needle) {
            bytes.replaceSubrange(index..<(index + needle.count), with: repeatElement(0xFF, count: needle.count))
            index += needle.count
        } else {
            index += 1
        }
    }
    return bytes
}
