// Bridges Linux's epoll (glibc's <sys/epoll.h>, from libc6-dev) into Swift: Swift's Glibc
// module leaves it out. SocketLoop waits on its sockets' ZMQ_FD descriptors with it.
#ifndef WIDGETRELAY_CEPOLL_SHIM_H
#define WIDGETRELAY_CEPOLL_SHIM_H

#include <sys/epoll.h>

#endif
