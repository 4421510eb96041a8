import Testing
import ZeroMQ
import ZeroMQTransport

/// What the transport uses to notice a vanished peer.
@Suite struct LivenessDefaultsTests {
    /// libzmq 4.3.4 aborts the whole process when a ZMTP heartbeat timer fires on a connection
    /// whose input is stopped by a full pipe (zeromq/libzmq#4364, #3937, #4767): a peer that
    /// floods the phone's router could end it. It happened in this suite under load. ZMTP
    /// heartbeats stay off; TCP keepalive drops dead connections, and the nodes' own
    /// heartbeats decide reachability.
    @Test func zmtpHeartbeatsAreOffAndTCPKeepaliveIsOn() {
        let limits = ZeroMQTransport.Limits()
        #expect(limits.heartbeat == nil)
        let keepalive = limits.tcpKeepalive
        #expect(keepalive != nil)
        if let keepalive {
            #expect(keepalive.idleSeconds + keepalive.intervalSeconds * keepalive.count <= 30)
        }
        // Keepalive probes only idle connections; a peer that vanished while data flowed to it
        // is dropped when that data stays unacknowledged.
        #expect((limits.tcpMaxRetransmitMilliseconds ?? .max) <= 30_000)
    }
}
