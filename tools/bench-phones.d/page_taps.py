#!/usr/bin/env python3
"""Taps the desktop's web page as a page does (its WebSocket, stdlib only) and times each
tap to the frame that shows the phone's truth.

Open loop: every phone's counters are tapped in turn at RATE taps per second per phone
(each tap is an update the phone publishes), for SECONDS; a tap's time runs from the
moment its command is written to the first frame whose card for that counter shows the
new count and no pending mark. Prints one JSON object: counts and percentiles in µs.

Usage: page_taps.py URL --rate 10 --seconds 30
"""
import argparse, base64, json, os, re, socket, struct, sys, threading, time
from urllib.parse import urlparse


class Socket:
    """A WebSocket client, enough for the page's protocol (text frames, no extensions)."""

    def __init__(self, url):
        parts = urlparse(url)
        self.sock = socket.create_connection((parts.hostname, parts.port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        query = ("?" + parts.query) if parts.query else ""
        origin = f"http://{parts.hostname}:{parts.port}"
        request = (f"GET /ws{query} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise SystemExit("the page refused the WebSocket")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise SystemExit("the page refused the WebSocket: " + head.split(b"\r\n")[0].decode())
        self.lock = threading.Lock()

    def send(self, obj):
        payload = json.dumps(obj).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.lock:
            self.sock.sendall(header + mask + masked)

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        """The next message's text (fragments joined); pings are answered."""
        parts = []
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x9:  # ping
                continue
            if opcode == 0x8:
                raise EOFError
            parts.append(payload)
            if first & 0x80:
                return b"".join(parts).decode()


TAG = re.compile(r"<[^>]+>")
BUTTON = re.compile(r'<button[^>]*data-action="button"[^>]*>')
ELEMENT = re.compile(r'data-element="([^"]+)"')


def count_of(html):
    """The Counter card's number: the first integer of its text."""
    match = re.search(r"-?\d+", TAG.sub(" ", html))
    return int(match.group()) if match else None


def percentile(values, p):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url")
    parser.add_argument("--rate", type=float, default=10, help="taps per second per phone")
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--warmup", type=float, default=3, help="seconds of taps not counted")
    args = parser.parse_args()

    ws = Socket(args.url)
    cards = {}            # page id -> html (Counter cards only)
    condition = threading.Condition()
    pending = {}          # page id -> [(expected count, sent at, measured)]
    latencies, frames, late = [], [0], [0]
    stop = threading.Event()

    def reader():
        try:
            while not stop.is_set():
                text = ws.receive()
                now = time.perf_counter()
                message = json.loads(text)
                if message.get("t") != "frame":
                    continue
                with condition:
                    frames[0] += 1
                    for page_id, html in message.get("widgets", {}).items():
                        if 'aria-label="Counter,' not in html:
                            continue
                        cards[page_id] = html
                        count = count_of(html)
                        waiting = pending.get(page_id, [])
                        while waiting and count is not None and count >= waiting[0][0] and "wr-card-pending" not in html:
                            expected, sent, measured = waiting.pop(0)
                            if measured:
                                latencies.append((now - sent) * 1e6)
                    condition.notify_all()
        except (EOFError, OSError):
            pass

    threading.Thread(target=reader, daemon=True).start()
    deadline = time.time() + 60
    with condition:
        while not cards and time.time() < deadline:
            condition.wait(1)
    # Wait for the page to show every card (the first frame has them all).
    time.sleep(0.5)
    with condition:
        by_phone = {}
        for page_id, html in cards.items():
            button = BUTTON.search(html)
            element = ELEMENT.search(button.group()) if button else None
            if element and count_of(html) is not None:
                by_phone.setdefault(page_id.split("/", 1)[0], []).append((page_id, element.group(1), count_of(html)))
    if not by_phone:
        raise SystemExit("the page shows no Counter card")
    counts = {page_id: count for cards_ in by_phone.values() for page_id, _, count in cards_}
    phones = sorted(by_phone)
    interval = 1.0 / (args.rate * len(phones))
    start = time.perf_counter()
    measure_from = start + args.warmup
    end = start + args.warmup + args.seconds
    sent = 0
    turn = {phone: 0 for phone in phones}
    next_at = start
    while True:
        now = time.perf_counter()
        if now >= end:
            break
        if now < next_at:
            time.sleep(min(next_at - now, 0.002))
            continue
        if now - next_at > 0.05:
            late[0] += 1
        phone = phones[sent % len(phones)]
        page_id, element, _ = by_phone[phone][turn[phone] % len(by_phone[phone])]
        turn[phone] += 1
        counts[page_id] += 1
        with condition:
            pending.setdefault(page_id, []).append((counts[page_id], time.perf_counter(), now >= measure_from))
        ws.send({"t": "activate", "ref": sent + 1, "target": "widget", "id": page_id, "element": element})
        sent += 1
        next_at += interval
    # The last answers.
    deadline = time.time() + 10
    with condition:
        while any(pending.values()) and time.time() < deadline:
            condition.wait(0.5)
        unanswered = sum(len(v) for v in pending.values())
    stop.set()
    print(json.dumps({
        "phones": len(phones), "counters": sum(len(v) for v in by_phone.values()), "rate_per_phone": args.rate,
        "taps": sent, "measured": len(latencies), "unanswered": unanswered, "sent_late": late[0], "frames": frames[0],
        "p50_us": percentile(latencies, 50), "p90_us": percentile(latencies, 90), "p99_us": percentile(latencies, 99),
        "max_us": max(latencies) if latencies else None,
    }))


if __name__ == "__main__":
    main()
