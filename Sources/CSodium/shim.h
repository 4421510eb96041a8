// Bridges Debian's libsodium (libsodium-dev), the library libzmq's CURVE uses,
// for key fingerprints and content hashes.
#ifndef WIDGETRELAY_CSODIUM_SHIM_H
#define WIDGETRELAY_CSODIUM_SHIM_H

#include <sodium.h>

#endif
