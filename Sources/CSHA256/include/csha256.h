#ifndef WORKBENCH_CSHA256_H
#define WORKBENCH_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (and the SSE levels they come with):
/// `workbench_sha256_compress` may only be called when it returns 1.
int workbench_sha256_hardware_available(void);

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), for both `workbench_sha256_compress`
/// and the portable rounds in Swift.
const uint32_t *workbench_sha256_round_constants(void);

/// SHA-256's compression function over `blocks` consecutive 64-byte blocks at `data`,
/// updating the eight state words in place, with the processor's SHA instructions.
void workbench_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
