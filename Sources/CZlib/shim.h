// zlib, for compressing the store's blobs (see docs/store.md).
#include <zlib.h>
