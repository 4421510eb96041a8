import DomainModel
import Foundation
import PhoneCore
import Codec
import NodeTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneNode {
    /// Publishes one state change, stamped by the ``Sequencer`` (the next seq, and the next
    /// position in its topic's stream: "dev/<id>/" when addressed to a device, else "all/").
    /// Returns its seq.
    @discardableResult
    func publish(to device: String?, _ change: PhoneChange) -> UInt64 {
        // A timeline just adopted goes out as the bytes its size check encoded (the same
        // timeline: the comparison is cheap, its arrays being the very same storage).
        var spliced: (EncodedTimeline, reason: String, interactionID: String)?
        if case .timeline(let timeline, let id, let reason, let interactionID) = change, let last = lastEncoded,
            last.instanceID == id, last.timeline == timeline
        {
            spliced = (last.encoded, reason, interactionID)
        }
        lastEncoded = nil
        let update =
            spliced == nil
            ? sequencer.nextUpdate(to: device, at: clock.now(), change)
            : sequencer.nextStampUpdate(to: device, at: clock.now())
        state.didPublish(change, seq: update.seq)
        send(update, topic: Sequencer.topic(for: device), to: device, timeline: spliced)
        metrics.published(seq: update.seq)
        return update.seq
    }

    /// Publishes `update` on `topic`, `device`'s own (nil: all/); with `timeline`, as its change.
    private func send(
        _ update: EncodedUpdate, topic: [UInt8], to device: String?,
        timeline: (EncodedTimeline, reason: String, interactionID: String)? = nil
    ) {
        guard let publisher = channels?.publisher else { return }  // restoring at start: nobody to tell yet
        let frame: [UInt8]
        if let timeline {
            frame = update.frame(
                from: configuration.phoneID, at: clock.now(), timeline: timeline.0, reason: timeline.reason,
                interactionID: timeline.interactionID)
        } else {
            frame = update.frame(from: configuration.phoneID, at: clock.now())
        }
        if let device {
            metrics.sent(topic.count + frame.count, to: device)
        } else {
            metrics.broadcast(topic.count + frame.count)
        }
        do {
            try publisher.send(TransportMessage([topic, frame]))
        } catch {
            logger.error("publish failed", metadata: ["error": "\(error)"])
        }
    }

    /// HUGZ at every heartbeat interval, when nothing else was published since the last one.
    func publishHeartbeats() {
        for (topic, update) in sequencer.heartbeatUpdates(devices: Array(state.devices.keys), at: clock.now()) {
            send(update, topic: topic, to: update.heartbeatDevice)
        }
    }

    /// Sends `reply` to the peer whose routing id is `identity`, answering the request whose
    /// message id is `inReplyTo` (empty when its envelope could not be read): encoded once, here.
    func reply(_ identity: [UInt8], on channel: any MessageChannel, inReplyTo: String, _ reply: PhoneReply) {
        send(EncodedReply(reply), to: identity, on: channel, inReplyTo: inReplyTo)
    }

    /// Sends a reply the codec encoded (a kept one, a snapshot's part) to the peer whose routing id is `identity`.
    func send(_ reply: EncodedReply, to identity: [UInt8], on channel: any MessageChannel, inReplyTo: String) {
        let frame = reply.frame(from: configuration.phoneID, inReplyTo: inReplyTo, at: clock.now())
        if let router = channels?.router, channel.endpoint == router.endpoint {
            // A snapshot in parts is one answer: counted with its last part.
            if reply.endsAnswer { metrics.answered(PhoneMetrics.requestKind, refused: reply.refusal) }
            metrics.sent(frame.count, to: PhoneMetrics.requestDevice)
        }
        do {
            try channel.send(TransportMessage([identity, frame]))
        } catch {
            logger.warning("reply failed", metadata: ["error": "\(error)"])
        }
    }

    /// An ErrorReply; `inReplyTo` is the request's message id whenever its envelope could be read.
    /// Refusals are logged at a bounded rate per peer (``RefusalLog``), all counted.
    func replyError(
        _ identity: [UInt8], on channel: any MessageChannel, inReplyTo: String, _ code: RelayError.Code,
        _ message: String
    ) {
        refusals.record(to: identity, code: code, reason: message, logger: logger)
        metrics.refused(code)
        reply(identity, on: channel, inReplyTo: inReplyTo, .error(RelayError(code, message)))
    }
}

extension PhoneNode {
    /// What every paired device sees (by device id) and what they all share, taken in one
    /// turn so all of it is valid at one position: what a relay's Clone map is filled from
    /// (`PhoneRelayTransport`, in relay mode).
    ///
    /// Taken only once the node listens: a relay asks for it as soon as the phone dials in,
    /// while the phone is still restoring its timelines and controls without publishing them
    /// (they are all at the start's position, seq 0), so a cut taken then would lack them and
    /// nothing later would bring them to the relay. Nil if the node stops first.
    package func stateCut() async -> PhoneStateCut? {
        guard await untilListening() else { return nil }
        return PhoneStateCut(state, at: sequencer, takenAt: clock.now())
    }

    /// State cuts waiting for the node to listen (for tests).
    package var stateCutsWaiting: Int { listeningWaiters.count }

    /// Returns once the node listens (true), or once it stopped without listening (false).
    private func untilListening() async -> Bool {
        switch lifecycle {
        case .listening: true
        case .stopped: false
        case .starting, .restoring: await withCheckedContinuation { listeningWaiters.append($0) }
        }
    }

    /// Resumes whoever waits for the node to listen: it does now, or it never will.
    func resumeListeningWaiters(listening: Bool) {
        let waiters = listeningWaiters
        listeningWaiters = []
        for waiter in waiters { waiter.resume(returning: listening) }
    }
}
