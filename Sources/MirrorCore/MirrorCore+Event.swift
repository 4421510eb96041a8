import DomainModel
import Foundation

extension MirrorCore {
    /// What happens to a mirror: fed to ``MirrorCore/handle(_:at:)`` with the time it happened.
    public enum Event: Sendable {
        /// The channels are open: introduce the device and ask for a snapshot.
        case start
        /// The channels are closing: everything in flight ends now.
        case stop
        /// An update from the SUB, decoded at the edge (the codec's `PublishedUpdate(published:deviceID:)`).
        case published(PublishedUpdate)
        /// A message from the SUB that is not an update (not two frames, not an envelope): dropped.
        case unreadable
        /// The phone answered the request `id`.
        case replied(id: String, MirrorReply)
        /// Time passed (the driver ticks at ``MirrorCore/nextDeadline``).
        case tick
        /// A person activated a button, toggle or link; `interactionID` names it to the phone.
        case activate(InteractionTarget, elementID: String, interactionID: String)
        /// Open `url` in the app on the phone (a widget's URL, a complication).
        case open(URL, target: InteractionTarget, elementID: String, requestID: String)
        /// Any other request (gallery, add, configure…), answered by ``Effect/completed(id:_:)``.
        case request(MirrorRequest, id: String)
        /// The device was locked or unlocked.
        case setLocked(Bool)
        /// A Smart Stack widget pinned in place, or let go.
        case setPinned(String, Bool)
        /// The phone refused this device's key at the handshake (the transport's report).
        case refused
    }
}
