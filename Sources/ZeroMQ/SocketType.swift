import CZeroMQ

/// The ZeroMQ socket patterns this project uses (the Guide's names).
public enum SocketType: Sendable, Hashable, CaseIterable {
    case pair, publisher, subscriber, xpublisher, xsubscriber
    case request, reply, dealer, router, push, pull

    var rawValue: Int32 {
        switch self {
        case .pair: ZMQ_PAIR
        case .publisher: ZMQ_PUB
        case .subscriber: ZMQ_SUB
        case .xpublisher: ZMQ_XPUB
        case .xsubscriber: ZMQ_XSUB
        case .request: ZMQ_REQ
        case .reply: ZMQ_REP
        case .dealer: ZMQ_DEALER
        case .router: ZMQ_ROUTER
        case .push: ZMQ_PUSH
        case .pull: ZMQ_PULL
        }
    }

    /// Whether a socket of this type can receive at all (a PUB or PUSH cannot).
    var canReceive: Bool {
        switch self {
        case .publisher, .push: false
        default: true
        }
    }

    /// Whether a socket of this type can send at all (a SUB or PULL cannot).
    var canSend: Bool {
        switch self {
        case .subscriber, .pull: false
        default: true
        }
    }
}
