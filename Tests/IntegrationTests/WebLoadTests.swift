import Foundation
import TestSupport
import Testing

/// The page under load: 50 widgets and 20 taps a second, every tap performed once, the
/// page equal to the mirror at the end, the browser's heap and DOM flat.
/// `WIDGETRELAY_WEB_LOAD_SECONDS` sets the length (10 s in the suite; the figures in
/// docs/desktop-node.md come from 60 s); `WIDGETRELAY_WEB_LOAD_REPORT` names a file for the figures.
@Suite("desktop-node's web page under load", .serialized, .heavy)
struct WebLoadTests {
    @Test("50 widgets, 20 taps a second: no lost update, memory flat")
    func load() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["WIDGETRELAY_WEB_LOAD_SECONDS"] ?? "") ?? 10
        try await WebDesktopTests.Stage.with(adding: Array(repeating: "Counter systemSmall", count: 50)) { stage in
            try await stage.browser.waitUntil(
                "50 cards", "return document.querySelectorAll('article.wr-card').length === 50")
            // The page paces the taps itself (a person clicking), and samples its own heap after a GC.
            try await stage.browser.execute(
                """
                const seconds = arguments[0];
                const state = window.load = { sent: 0, ok: 0, failed: [], latencies: new Uint32Array(2000), heap: [], nodes: [], done: false };
                const sample = window.loadSample = () => { if (window.gc) gc(); state.heap.push(performance.memory.usedJSHeapSize); let n = 0; const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL); while (walker.nextNode()) n++; state.nodes.push(n); };
                sample();
                const buttons = () => Array.from(document.querySelectorAll('article.wr-card [data-action=button]'));
                const started = performance.now();
                const tap = setInterval(() => {
                  if (performance.now() - started > seconds * 1000) {
                    clearInterval(tap); clearInterval(sampler); state.done = true; return;
                  }
                  const all = buttons(), button = all[Math.floor(Math.random() * all.length)];
                  const card = button.closest('article');
                  state.sent++; state.last = card.dataset.id;
                  const t0 = performance.now();
                  window.wrSend({ t: "activate", target: "widget", id: card.dataset.id, element: button.dataset.element }).then((answer) => {
                    if (answer && answer.ok) { state.ok++; state.latencies[Math.min(1999, Math.floor(performance.now() - t0))]++; } else state.failed.push(answer && answer.message);
                  });
                }, 50);
                const sampler = setInterval(sample, 5000);
                """, [seconds])
            try await stage.browser.waitUntil(
                "the taps to end", within: seconds + 60,
                "return window.load.done && window.load.ok + window.load.failed.length === window.load.sent")
            try await stage.browser.waitUntil("nothing pending", "return !document.querySelector('.wr-card-pending')")
            // The last sample once everything has settled (no pending badge on any card).
            try await stage.browser.execute("window.loadSample()")
            let figures = try #require(
                try await stage.browser.execute(
                    """
                    const s = window.load;
                    const at = (q) => { let seen = 0; for (let ms = 0; ms < 2000; ms++) { seen += s.latencies[ms]; if (seen >= q * s.ok) return ms + 0.5; } return 2000; };
                    const counts = {};
                    // By the phone's instance id (a card's id is the phone's slot, "/", and it).
                    for (const card of document.querySelectorAll('article.wr-card')) counts[card.dataset.id.slice(card.dataset.id.indexOf('/') + 1)] = parseInt(card.querySelector('.wr-face').innerText, 10);
                    return { sent: s.sent, ok: s.ok, failed: s.failed, p50: at(0.5), p99: at(0.99), heap: s.heap, nodes: s.nodes, last: s.last, counts: counts, frames: window.wrFrames };
                    """) as? [String: Any])
            let sent = try #require(figures["sent"] as? Int), ok = try #require(figures["ok"] as? Int)
            let counts = try #require(figures["counts"] as? [String: Int]),
                last = try #require(figures["last"] as? String)
            let heap = try #require(figures["heap"] as? [Double]), nodes = try #require(figures["nodes"] as? [Int])
            #expect(ok == sent, "failed: \(figures["failed"] ?? [])")
            // Exactly once, end to end: the one counter moved by the number of taps, and the
            // widget whose tap the phone performed last shows it (the page sends taps
            // concurrently, so that need not be the last one clicked).
            #expect(
                counts.values.max() == sent,
                "the highest count shown is \(counts.values.max() ?? -1), taps \(sent); the phone's store holds \((try? PhoneStore(data: stage.phone.data))?.counter ?? -1)"
            )
            _ = last
            // The page shows what the mirror holds, widget by widget.
            for (instance, count) in counts {
                let line = try #require(stage.desktop.script.printed.last { $0.widget?.instance == instance })
                #expect(
                    line.widget?.lines.first == String(count),
                    "\(instance): page \(count), mirror \(line.widget?.lines.first ?? "?")")
            }
            #expect(nodes.first == nodes.last, "DOM nodes \(nodes)")
            let growth = (heap.last ?? 0) / max(1, heap.first ?? 1)
            #expect(growth < 1.5, "JS heap \(heap.map { Int($0 / 1024) }) KiB")
            let report = String(
                format:
                    "web load: %.0f s, 50 widgets, %d taps (%.1f/s), all performed; tap → answer p50 %.1f ms, p99 %.1f ms; %d frames; JS heap %.1f → %.1f MiB (max %.1f; every 5 s: %@); DOM nodes %d → %d\n",
                seconds, sent, Double(sent) / seconds, figures["p50"] as? Double ?? -1, figures["p99"] as? Double ?? -1,
                figures["frames"] as? Int ?? -1, (heap.first ?? 0) / 1_048_576, (heap.last ?? 0) / 1_048_576,
                (heap.max() ?? 0) / 1_048_576,
                heap.map { String(format: "%.2f", $0 / 1_048_576) }.joined(separator: " "),
                nodes.first ?? -1, nodes.last ?? -1)
            print(report, terminator: "")
            if let path = environment["WIDGETRELAY_WEB_LOAD_REPORT"] {
                try Data(report.utf8).write(to: URL(fileURLWithPath: path))
            }
        }
    }
}
