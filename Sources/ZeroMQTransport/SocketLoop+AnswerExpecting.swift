import RelayTransport
import ZeroMQ

/// The phone tells its loop when app code is due back (``SpinPolicy``).
extension SocketLoop: AnswerExpecting {}
