import RelayHub
import Testing

@testable import RelayNodeFrames

@Suite("RouteStamp: a mirror route names one run of the relay")
struct RouteStampTests {
    let route = Route([0, 0x6b, 0x8b, 0x45, 0x67])

    @Test("a route this run stamped comes back as the routing id; another run's, a bare id or a stamp alone do not")
    func stamps() {
        let run = RouteStamp(incarnation: [1, 2, 3, 4, 5, 6, 7, 8])
        let stamped = run.stamped(route)
        #expect(stamped.count == RouteStamp.length + route.bytes.count)
        #expect(run.route(stamped) == route)
        let earlier = RouteStamp(incarnation: [8, 7, 6, 5, 4, 3, 2, 1])
        #expect(earlier.route(stamped) == nil)
        #expect(run.route(route.bytes) == nil)
        #expect(run.route(run.incarnation) == nil)
        #expect(run.route([]) == nil)
    }

    @Test("each run draws its own incarnation")
    func randomRuns() {
        let runs = Set((0..<16).map { _ in RouteStamp.random().incarnation })
        #expect(runs.count == 16)
    }
}
