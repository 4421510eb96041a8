#include "CFuzzerDriver.h"

#ifdef RELAY_LIBFUZZER
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int relay_fuzz_run_driver(int *argc, char ***argv, relay_fuzz_callback callback) {
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
#else
int relay_fuzz_run_driver(int *argc, char ***argv, relay_fuzz_callback callback) {
    (void)argc;
    (void)argv;
    (void)callback;
    return -1;
}
#endif
