/// What the phone makes of one message on its router before it reads an envelope: a request is
/// one frame of at most `--max-message-bytes` (``PhoneConfiguration/maxMessageBytes``). libzmq
/// bounds each frame (`ZMQ_MAXMSGSIZE`: a peer that sends a larger one is disconnected) but not
/// how many frames a message holds, so a message whose frames together pass the limit is
/// refused here as too large, however small each frame is; one of several frames within it is
/// malformed.
enum RequestFrames: Equatable, Sendable {
    /// One frame within the limit: an envelope to read.
    case envelope
    /// More bytes than one request may hold (``RelayError/Code/tooLarge``).
    case tooLarge(String)
    /// Not one frame (``RelayError/Code/malformed``).
    case malformed(String)

    /// The verdict on a message whose frames after the routing id have `sizes`, under `limit` bytes.
    init(sizes: [Int], limit: Int) {
        let total = sizes.reduce(0, +)
        if total > limit {
            let frames = sizes.count == 1 ? "one frame" : "\(sizes.count) frames"
            self = .tooLarge(
                "a message of \(total) bytes in \(frames); a request is one frame of at most \(limit) bytes (--max-message-bytes)"
            )
        } else if sizes.count != 1 {
            self = .malformed("expected one envelope frame, got \(sizes.count)")
        } else {
            self = .envelope
        }
    }
}
