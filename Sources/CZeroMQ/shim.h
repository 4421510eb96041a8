// Bridges Debian's libzmq 4.3.4 (libzmq3-dev) into Swift.
#ifndef WIDGETRELAY_CZEROMQ_SHIM_H
#define WIDGETRELAY_CZEROMQ_SHIM_H

#include <zmq.h>

// Debian builds libzmq without the DRAFT API, which hides this option's name,
// but libzmq 4.3.4 implements it: with it on, a CURVE server whose context has
// no ZAP handler refuses every client instead of accepting every client.
#ifndef ZMQ_ZAP_ENFORCE_DOMAIN
#define ZMQ_ZAP_ENFORCE_DOMAIN 93
#endif

#endif
