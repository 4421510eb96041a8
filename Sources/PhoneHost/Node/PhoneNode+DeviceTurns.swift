import DomainModel
import PhoneCore
import NodeTransport

extension PhoneNode {
    /// Returns when `device`'s turn comes on the loop: its next step waits in the fair queue
    /// behind the device's earlier requests and steps, and every other device with something
    /// waiting gets a turn first (``FairQueue``).
    ///
    /// The fairness rule: a device's requests of every kind and its interactions' steps share one
    /// turn. A request takes a turn when it is read; a request that waited for its lane takes
    /// one more when its work begins, and an interaction one more after its commit (for its
    /// reload, publish and reply), each after the loop has read its sockets. So a device that
    /// pipelines taps gets one step of one interaction between another device's requests, never
    /// a whole run of them (issue #34). The commit itself is not a turn: interactions that reach
    /// theirs together still share one transaction (``commit(_:)``).
    func takeTurn(of device: PairedDevice) async {
        guard case .listening = lifecycle, !stepsReleased else { return }
        // First what arrived meanwhile is read, so that another device's request waiting in the
        // router is in the queue before this step.
        if let loop = executor as? any SocketReading { await loop.afterReading() }
        guard case .listening = lifecycle, !stepsReleased else { return }
        stepsQueued += 1
        let number = stepsQueued
        await withCheckedContinuation { continuation in
            stepWaiters[number] = continuation
            requests.pushStep(number, peer: device.publicKey)
            mailbox.post(.request)
        }
    }

    /// The turn of step `number` came: it goes on.
    func resumeStep(_ number: Int) {
        stepWaiters.removeValue(forKey: number)?.resume()
    }

    /// The node stops: every step waiting for its turn goes on (its lane is cancelled anyway).
    func releaseSteps() {
        stepsReleased = true
        let waiting = stepWaiters
        stepWaiters = [:]
        for continuation in waiting.values { continuation.resume() }
    }
}
