/// How long a mirror may go on retrying one request (requests.proto, "Retries"): every
/// attempt of an interaction falls within this long of its first. The phone keeps the record
/// of an interaction at least this long, so every retry of it is replayed; a mirror's
/// time-out × attempts may not exceed it.
public enum RetryBound {
    /// Ten minutes, as long as a relayed request's `sent_at` may be from the phone's clock.
    public static let longest: Duration = .seconds(600)
}
