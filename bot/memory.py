"""The process's heap: glibc malloc's knobs the bot turns (docs/memory.md, fourth and ninth passes).

Board pictures are megabytes of pixels each, allocated and freed a few times per render.
glibc serves such a block by mmap at first, but raises its mmap threshold each time one
is freed, after which every picture's pixels come from the heap of whichever thread drew
it, and freed pixels stay resident there between the live matches' objects. Fixing the
threshold keeps every block of `MMAP_THRESHOLD` or more mapped and handed back when freed:
at 1 MiB the render threads' heaps still swung by ~80 MB under 200 playing matches (the
blocks under 1 MiB they allocate and free: Pillow keeps an image that small in one block).
At 512 KiB the ramped `bot_load` peak fell from 400 to 270 MB (one pair, the same work);
128 KiB saved little more but made a render 15–30 % slower, not 2–17 % (each mapped block
is a system call and fresh pages).
Everything here is a no-op returning False where the C library is not glibc.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ctypes.util
import functools
import gc
import mmap
import os
import platform
import re
import sys
import tempfile
from pathlib import Path

# The collector after start-up (`settle_collector`): a young generation of 20,000 objects
# rather than 700; a middle pass after 5 young ones, not 20 (what survives 20 young passes
# — 200 matches starting at once — made middle passes of 150 ms), and a full pass after
# 200 middle ones, i.e. as many young passes apart as before.
GC_THRESHOLDS = (20_000, 5, 200)
M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
# blocks this size or larger are mapped, and handed back when freed: a board's pixels (2–6 MB),
# and since the ninth pass the renders' smaller images and buffers from 512 KiB too
MMAP_THRESHOLD = 512 << 10


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


def release_file_pages(path: Path) -> int:
    """Unmap the resident pages of every read-only mapping of `path` in this process
    (madvise MADV_DONTNEED; the file and its mappings stay): the next read maps them again
    from the page cache (a minor fault, no disk read). Returns the bytes of the mappings
    released (0 where there is no /proc/self/maps, or no madvise).

    For the picture's font (docs/memory.md, eleventh pass): FreeType maps the font file once
    per face, i.e. once per size drawn (16 in a playing bot), and RSS counts a page once per
    mapping it is resident in — ~19 MB of RSS for a 3.9 MB file. Only read-only mappings
    are touched: a private page once written would lose what was written."""
    libc = _glibc()
    advice = getattr(mmap, "MADV_DONTNEED", None)  # Linux's
    if libc is None or advice is None:
        return 0
    madvise = getattr(libc, "madvise", None)
    if madvise is None:
        return 0
    madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    target = os.path.realpath(path)  # as the kernel names it
    released = 0
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            lines = [line for line in maps if line.rstrip("\n").endswith(target)]
    except OSError:
        return 0
    for line in lines:
        span, perms = line.split(maxsplit=2)[:2]
        if "w" in perms:
            continue
        start, end = (int(part, 16) for part in span.split("-"))
        if madvise(start, end - start, advice) == 0:
            released += end - start
    return released


def mapped_resident(path: Path) -> tuple[int, int]:
    """How many mappings of `path` this process has, and the bytes resident in them (summed
    as RSS sums them: a page resident in two mappings counts twice). (0, 0) without
    /proc/self/smaps."""
    target = os.path.realpath(path)
    mappings = resident_bytes = 0
    inside = False
    try:
        with open("/proc/self/smaps", encoding="utf-8", errors="replace") as smaps:
            for line in smaps:
                if _MAPPING_LINE.match(line):
                    inside = line.rstrip("\n").endswith(target)
                    mappings += inside
                elif inside and line.startswith("Rss:"):
                    resident_bytes += int(line.split()[1]) << 10  # kB
    except OSError:
        return 0, 0
    return mappings, resident_bytes


_MAPPING_LINE = re.compile(r"[0-9a-f]+-[0-9a-f]+ ")

def map_large_blocks(threshold: int = MMAP_THRESHOLD) -> bool:
    """Serve every allocation of `threshold` bytes or more by mmap, for good (glibc would
    otherwise raise the threshold as such blocks are freed and keep them in its heaps)."""
    libc = _glibc()
    return bool(libc and libc.mallopt(M_MMAP_THRESHOLD, threshold))


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
                 "fordblks", "keepcost")]


def heap_stats() -> dict[str, int]:
    """What glibc's heaps hold now, in bytes, summed over every arena (mallinfo2), and how
    many arenas there are (malloc_info): `heap` taken from the system by the arenas, `in_use`
    by live blocks, `free` kept in them (fragmentation, or not yet trimmed), `mapped` in
    blocks served by mmap. Empty where the C library is not glibc (or too old)."""
    libc = _glibc()
    if libc is None or not hasattr(libc, "mallinfo2"):
        return {}
    libc.mallinfo2.restype = _MallInfo2
    info = libc.mallinfo2()
    stats = {"heap": info.arena, "in_use": info.uordblks, "free": info.fordblks, "mapped": info.hblkhd}
    with tempfile.TemporaryDirectory() as folder:  # malloc_info writes XML to a FILE*
        path = os.path.join(folder, "malloc.xml").encode()
        libc.fopen.restype = ctypes.c_void_p
        libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
        libc.fclose.argtypes = [ctypes.c_void_p]
        libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
        stream = libc.fopen(path, b"w")
        if stream:
            libc.malloc_info(0, stream)
            libc.fclose(stream)
            text = Path(path.decode()).read_text()
            stats["arenas"] = len(re.findall(r'<heap nr="', text))
            stats["arena_sizes"] = arena_sizes(text)
    return stats


def arena_sizes(malloc_info_xml: str) -> list[tuple[int, int]]:
    """(bytes taken from the system, bytes free in it) of each glibc arena, in malloc_info's
    order (the main arena first), from its XML."""
    sizes = []
    for heap in re.findall(r'<heap nr="\d+">(.*?)</heap>', malloc_info_xml, re.S):
        current = re.search(r'<system type="current" size="(\d+)"/>', heap)
        free = sum(int(size) for size in
                   re.findall(r'<total type="(?:fast|rest)" count="\d+" size="(\d+)"/>', heap))
        sizes.append((int(current.group(1)) if current else 0, free))
    return sizes


def threads() -> list[tuple[str, float]]:
    """Every thread of the process (what can own a glibc arena: each thread that mallocs
    gets one, up to 8 per core): its name — Python's, where Python started it, else the
    kernel's — and the CPU seconds it used, the main thread first. Empty where there is no
    /proc."""
    import threading

    names = {thread.native_id: thread.name for thread in threading.enumerate()}
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    out = []
    # the main thread first (its id is the process id), then by id; ids wrap round at
    # pid_max, so a later thread can have a lower id than the main one
    main = os.getpid()
    for task in sorted(Path("/proc/self/task").glob("*"), key=lambda p: (int(p.name) != main, int(p.name))) \
            if Path("/proc/self/task").is_dir() else ():
        try:
            stat = (task / "stat").read_text()
            comm = (task / "comm").read_text().strip()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        out.append((names.get(int(task.name), comm), (int(fields[11]) + int(fields[12])) / tick))
    return out


def resident() -> dict[str, int]:
    """The process's resident memory by kind, in bytes (/proc/self/smaps_rollup: Rss,
    Anonymous, and file-backed as the rest). Empty where there is no such file."""
    try:
        text = Path("/proc/self/smaps_rollup").read_text()
    except OSError:
        return {}
    fields = {name: int(kib) * 1024 for name, kib in re.findall(r"^(\w+):\s+(\d+) kB", text, re.M)}
    return {"rss": fields.get("Rss", 0), "anonymous": fields.get("Anonymous", 0),
            "file": fields.get("Rss", 0) - fields.get("Anonymous", 0)}


def python_heap() -> dict[str, int]:
    """Python's own small-object allocator (pymalloc: objects of 512 bytes or less, in 1 MiB
    arenas mapped apart from malloc's heaps), in bytes: `arenas` mapped, `in_use` by live
    objects, `free` in their pools. From `sys._debugmallocstats`, which writes to the C
    stderr: captured by pointing file descriptor 2 at a temporary file for the call (a
    measurement for benchmarks, not for a serving bot). Empty where it says nothing."""
    if not hasattr(sys, "_debugmallocstats"):
        return {}
    with tempfile.TemporaryFile("w+") as out:
        saved = os.dup(2)
        try:
            sys.stderr.flush()
            os.dup2(out.fileno(), 2)
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        text = out.read()
    fields = {name.strip(): int(value.replace(",", ""))
              for name, value in re.findall(r"^# ([a-z ]+?)\s+=\s+([\d,]+)$", text, re.M)}
    if "arenas allocated current" not in fields:
        return {}
    return {"arenas": fields["arenas allocated current"] << 20,  # 1 MiB each (CPython 3.10+)
            "in_use": fields.get("bytes in allocated blocks", 0),
            "free": fields.get("bytes in available blocks", 0)}


def settle_collector() -> None:
    """Once start-up has loaded what lives as long as the process (the rulebook index, the
    card pools, the modules): collect, then freeze what is left out of every later pass,
    and collect less often (`GC_THRESHOLDS`). A full pass walks every object it tracks and
    stops the thread that triggered it — a render, an interaction — for as long: at
    ~100,000 objects ~90 ms (docs/picture.md, sixth pass). The bot calls it at the end of
    its start-up, and the render benchmark as the bot does."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def _owned_bytes(roots: list, seen: set[int]) -> int:
    """Bytes of `roots` and what they reach that `seen` has not counted yet (sys.getsizeof,
    through the collector's referents); classes, modules and functions are shared code, not
    data, and are neither counted nor followed. `seen` grows: what two structures share is
    counted once, for the first."""
    total, stack = 0, list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _NOT_DATA):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


_NOT_DATA = (type, type(sys), type(_owned_bytes), type(len), type(_owned_bytes.__code__))


def live_match_bytes(live_matches: list) -> dict[str, int]:
    """What the live matches hold, by structure (#28 §7, eighteenth pass): the engine's
    accepted actions, their events (the log), its state, the match's memo (views, tables,
    legal actions of the current position), the board's log deque and rendered log lines,
    the DMs, menus and the rest of the LiveMatch. Counted in this order, each object once
    (a card definition every match shares counts for the first structure reaching it)."""
    seen: set[int] = set()
    with contextlib.suppress(RuntimeError):  # a lock once waited on keeps its loop: not the match's
        seen.add(id(asyncio.get_running_loop()))
    for live in live_matches:  # the shared rules and card files: counted in none
        seen.add(id(live.match.game))
        seen.add(id(live.match.config))
    parts = {
        "actions": lambda live: [live.match.actions],
        "events": lambda live: [live.match.events],
        "state": lambda live: [live.match.state, live.match._start],
        **{f"memo_{kind}": (lambda live, kind=kind: [v for k, v in live._cache.items() if k[0] == kind])
           for kind in ("table", "view", "names", "legal", "choices")},
        "memo": lambda live: [live._cache],
        "log": lambda live: [live.log, live.log_memo],
        "dms_menus": lambda live: [live.dms, live.menus, live.yields],
        "rest": lambda live: [live],
    }
    return {name: sum(_owned_bytes(reach(live), seen) for live in live_matches)
            for name, reach in parts.items()}
