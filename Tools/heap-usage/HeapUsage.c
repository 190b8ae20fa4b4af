#include "HeapUsage.h"

#if defined(__linux__)
#include <malloc.h>
#endif

long long heap_usage_allocated_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return (long long)info.uordblks;
#else
  return -1;
#endif
}
