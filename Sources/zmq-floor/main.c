// zmq-floor: the floor under every WidgetRelay latency figure. A raw libzmq CURVE
// DEALER <-> ROUTER ping-pong over loopback TCP, in C, one thread a side, like libzmq's
// local_lat/remote_lat: no Swift, no protobuf, no phone. tools/bench runs it first and
// reports every series as a ratio to it.
//
// The two sides have a context each (as two processes would), so each has its own
// I/O thread. Every round trip is timed with clock_gettime(CLOCK_MONOTONIC); the
// percentiles are those of the sorted samples (nearest rank), printed as one JSON line
// in the shape `relay-latency ... --json` prints: [{"name":…,"summary":{…}}], in µs.
//
// Usage: zmq-floor [--count N] [--warmup N] [--size BYTES] [--label NAME] [--json]
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zmq.h>

static void fail(const char *what) {
    fprintf(stderr, "zmq-floor: %s: %s\n", what, zmq_strerror(zmq_errno()));
    exit(1);
}

// Every zmq_* call that returns -1 on failure goes through here.
static void check(int result, const char *what) {
    if (result == -1) fail(what);
}

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void set_int(void *socket, int option, int value, const char *what) {
    check(zmq_setsockopt(socket, option, &value, sizeof value), what);
}

static void set_key(void *socket, int option, const char *z85, const char *what) {
    check(zmq_setsockopt(socket, option, z85, 40), what);
}

/// What the ROUTER (server) thread needs.
struct server {
    void *socket;
    long round_trips;
};

// The server echoes every message back to the DEALER that sent it: [routing id, payload].
static void *serve(void *argument) {
    struct server *server = argument;
    for (long i = 0; i < server->round_trips; i++) {
        zmq_msg_t id, payload;
        check(zmq_msg_init(&id), "zmq_msg_init");
        check(zmq_msg_init(&payload), "zmq_msg_init");
        check(zmq_msg_recv(&id, server->socket, 0), "router: zmq_msg_recv(id)");
        check(zmq_msg_recv(&payload, server->socket, 0), "router: zmq_msg_recv(payload)");
        check(zmq_msg_send(&id, server->socket, ZMQ_SNDMORE), "router: zmq_msg_send(id)");
        check(zmq_msg_send(&payload, server->socket, 0), "router: zmq_msg_send(payload)");
    }
    return NULL;
}

static int compare(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

// Nearest rank of the sorted samples, in whole microseconds (at least 1, as LatencyRecorder records).
static uint64_t percentile_us(const uint64_t *sorted, long count, double percent) {
    long rank = (long)((percent / 100.0) * (double)count + 0.999999999);
    if (rank < 1) rank = 1;
    if (rank > count) rank = count;
    uint64_t us = (sorted[rank - 1] + 500) / 1000;
    return us < 1 ? 1 : us;
}

static long parse_count(const char *text, const char *option, long minimum) {
    char *end = NULL;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < minimum) {
        fprintf(stderr, "zmq-floor: %s wants a whole number of at least %ld, not '%s'\n", option, minimum, text);
        exit(2);
    }
    return value;
}

// Prints `text` as a JSON string (the label is ours, but quote it properly anyway).
static void print_json_string(const char *text) {
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\') printf("\\%c", *c);
        else if (*c < 0x20) printf("\\u%04x", *c);
        else putchar(*c);
    }
    putchar('"');
}

int main(int argc, char **argv) {
    long count = 1000, warmup = 100, size = 120;
    const char *label = "floor: C, CURVE DEALER↔ROUTER";
    for (int i = 1; i < argc; i++) {
        const char *option = argv[i];
        if (strcmp(option, "--json") == 0) continue;  // JSON is the only output; accepted like relay-latency's flag
        if (strcmp(option, "--help") == 0 || strcmp(option, "-h") == 0) {
            printf("usage: zmq-floor [--count N] [--warmup N] [--size BYTES] [--label NAME]\n"
                   "A C CURVE DEALER<->ROUTER ping-pong over loopback TCP, one thread a side;\n"
                   "prints one JSON line of round-trip percentiles in microseconds.\n");
            return 0;
        }
        if (i + 1 >= argc) { fprintf(stderr, "zmq-floor: unknown option or missing value: %s (see --help)\n", option); return 2; }
        const char *value = argv[++i];
        if (strcmp(option, "--count") == 0) count = parse_count(value, option, 1);
        else if (strcmp(option, "--warmup") == 0) warmup = parse_count(value, option, 0);
        else if (strcmp(option, "--size") == 0) size = parse_count(value, option, 0);
        else if (strcmp(option, "--label") == 0) label = value;
        else { fprintf(stderr, "zmq-floor: unknown option %s (see --help)\n", option); return 2; }
    }
    if (!zmq_has("curve")) { fprintf(stderr, "zmq-floor: this libzmq has no CURVE\n"); return 1; }

    // Fresh key pairs for this run.
    char server_public[41], server_secret[41], client_public[41], client_secret[41];
    check(zmq_curve_keypair(server_public, server_secret), "zmq_curve_keypair");
    check(zmq_curve_keypair(client_public, client_secret), "zmq_curve_keypair");

    void *server_context = zmq_ctx_new(), *client_context = zmq_ctx_new();
    if (!server_context || !client_context) fail("zmq_ctx_new");

    // A CURVE server with no ZAP handler in its context (and no ZMQ_ZAP_DOMAIN) accepts
    // every client key: fine for a measurement whose two ends are this process.
    void *router = zmq_socket(server_context, ZMQ_ROUTER);
    if (!router) fail("zmq_socket(ROUTER)");
    set_int(router, ZMQ_LINGER, 0, "ZMQ_LINGER");
    set_int(router, ZMQ_CURVE_SERVER, 1, "ZMQ_CURVE_SERVER");
    set_key(router, ZMQ_CURVE_SECRETKEY, server_secret, "ZMQ_CURVE_SECRETKEY");
    check(zmq_bind(router, "tcp://127.0.0.1:*"), "zmq_bind");
    char endpoint[256];
    size_t endpoint_size = sizeof endpoint;
    check(zmq_getsockopt(router, ZMQ_LAST_ENDPOINT, endpoint, &endpoint_size), "ZMQ_LAST_ENDPOINT");

    void *dealer = zmq_socket(client_context, ZMQ_DEALER);
    if (!dealer) fail("zmq_socket(DEALER)");
    set_int(dealer, ZMQ_LINGER, 0, "ZMQ_LINGER");
    set_key(dealer, ZMQ_CURVE_SERVERKEY, server_public, "ZMQ_CURVE_SERVERKEY");
    set_key(dealer, ZMQ_CURVE_PUBLICKEY, client_public, "ZMQ_CURVE_PUBLICKEY");
    set_key(dealer, ZMQ_CURVE_SECRETKEY, client_secret, "ZMQ_CURVE_SECRETKEY");
    check(zmq_connect(dealer, endpoint), "zmq_connect");

    // The router socket is used only by the server thread from here on.
    struct server server = { router, warmup + count };
    pthread_t thread;
    if (pthread_create(&thread, NULL, serve, &server) != 0) { fprintf(stderr, "zmq-floor: pthread_create failed\n"); return 1; }

    uint64_t *samples = malloc(sizeof *samples * (size_t)count);
    char *payload = malloc(size > 0 ? (size_t)size : 1), *reply = malloc((size_t)size + 1);
    if (!samples || !payload || !reply) { fprintf(stderr, "zmq-floor: out of memory\n"); return 1; }
    memset(payload, 0x2A, (size_t)size);

    uint64_t measured_from = 0;
    for (long i = 0; i < warmup + count; i++) {
        if (i == warmup) measured_from = now_ns();
        uint64_t sent = now_ns();
        check(zmq_send(dealer, payload, (size_t)size, 0), "dealer: zmq_send");
        int received = zmq_recv(dealer, reply, (size_t)size + 1, 0);
        check(received, "dealer: zmq_recv");
        if (received != size) { fprintf(stderr, "zmq-floor: a reply of %d bytes, not %ld\n", received, size); return 1; }
        if (i >= warmup) samples[i - warmup] = now_ns() - sent;
    }
    uint64_t elapsed = now_ns() - measured_from;
    pthread_join(thread, NULL);

    double total = 0;
    for (long i = 0; i < count; i++) total += (double)samples[i];
    qsort(samples, (size_t)count, sizeof *samples, compare);
    printf("[{\"name\":");
    print_json_string(label);
    printf(",\"summary\":{\"count\":%ld,\"max\":%llu,\"mean\":%.3f,\"p50\":%llu,\"p90\":%llu,\"p99\":%llu,\"p999\":%llu,\"throughput\":%.3f}}]\n",
           count, (unsigned long long)percentile_us(samples, count, 100), total / (double)count / 1000.0,
           (unsigned long long)percentile_us(samples, count, 50), (unsigned long long)percentile_us(samples, count, 90),
           (unsigned long long)percentile_us(samples, count, 99), (unsigned long long)percentile_us(samples, count, 99.9),
           elapsed > 0 ? (double)count * 1e9 / (double)elapsed : 0.0);

    zmq_close(dealer);
    zmq_close(router);
    zmq_ctx_term(client_context);
    zmq_ctx_term(server_context);
    free(samples);
    free(payload);
    free(reply);
    return 0;
}
