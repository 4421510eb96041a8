import NodeTransport
import ZeroMQ

/// The phone tells its loop when app code is due back (``SpinPolicy``).
extension SocketLoop: AnswerExpecting {}

/// The phone has its loop read its sockets before an interaction's next step (its turns).
extension SocketLoop: SocketReading {}
