"""The process's heap: glibc malloc's knobs the bot turns (docs/memory.md, fourth pass).

Board pictures are megabytes of pixels each, allocated and freed a few times per render.
glibc serves such a block by mmap at first, but raises its mmap threshold each time one
is freed, after which every picture's pixels come from the heap of whichever thread drew
it, and freed pixels stay resident there between the live matches' objects. Fixing the
threshold keeps every block of a megabyte or more mapped and handed back when freed.
Everything here is a no-op returning False where the C library is not glibc.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import platform

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
MMAP_THRESHOLD = 1 << 20  # blocks this size or larger are mapped (a board's pixels: 2–6 MB)


@functools.cache
def _glibc() -> ctypes.CDLL | None:
    if platform.libc_ver()[0] != "glibc":
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim, libc.mallopt  # noqa: B018 (both exist, or this is not glibc)
    except (OSError, AttributeError):
        return None
    return libc


def release_free_memory() -> bool:
    """Hand the heap's free pages back to the system (glibc's malloc_trim(0)): loading the
    rulebook index and the meaning model, or a burst of renders, frees megabytes that glibc
    would otherwise keep resident. ctypes releases the GIL for the call."""
    libc = _glibc()
    return bool(libc and libc.malloc_trim(0))


def map_large_blocks(threshold: int = MMAP_THRESHOLD) -> bool:
    """Serve every allocation of `threshold` bytes or more by mmap, for good (glibc would
    otherwise raise the threshold as such blocks are freed and keep them in its heaps)."""
    libc = _glibc()
    return bool(libc and libc.mallopt(M_MMAP_THRESHOLD, threshold))
