#ifndef RELAY_C_FUZZER_DRIVER_H
#define RELAY_C_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// The function libFuzzer calls with each input.
typedef int (*relay_fuzz_callback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver (LLVMFuzzerRunDriver) with `callback` when this target was
/// compiled with RELAY_LIBFUZZER (tools/fuzz); returns -1 when it was not.
int relay_fuzz_run_driver(int *argc, char ***argv, relay_fuzz_callback callback);

#endif
