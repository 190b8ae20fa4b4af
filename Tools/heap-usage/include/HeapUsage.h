#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet freed, or -1 where the platform's
/// allocator cannot say. Used by the benchmarks to measure what a solved layout retains.
long long heap_usage_allocated_bytes(void);

#endif
