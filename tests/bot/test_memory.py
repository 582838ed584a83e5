"""What a live match keeps in memory (issue #28 §7, docs/memory.md): only the current
position's memoised views, none for a match nobody is looking at, and a bounded number
of bytes per match. Bytes are counted (tracemalloc), never time."""

import gc
import random
import tracemalloc
from pathlib import Path

from bot.services.matches import LiveMatch

ROOT = Path(__file__).resolve().parents[2]


def memo_positions(live: LiveMatch) -> set:
    return {live._cached_at} if live._cache else set()


def choices_seen(env, live: LiveMatch) -> dict[str, list[tuple[str, str]]]:
    """Every seat's offered actions as its player sees them (digest, label)."""
    return {seat: [(c.action.digest(), c.text) for c in env.bot.presenter.choices(live, seat)]
            for seat in live.seats}


async def test_a_match_keeps_only_its_current_positions_views(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    sizes = []

    async def after(live, *_):
        sizes.append(len(live._cache))

    await env.play_randomly(match_id, random.Random(7), max_actions=12, on_step=after)
    # every seat's view, table, names, legal actions and choices, and the public ones:
    # one position's worth. The old memo kept up to 65 entries, old positions included.
    one_position = 5 * (len(live.seats) + 1)
    assert max(sizes) <= one_position, sizes
    assert memo_positions(live) <= {(live.match.number, live.epoch)}  # and it is the current one


async def test_an_idle_matchs_views_are_dropped_and_rebuilt_identically(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await env.play_randomly(match_id, random.Random(3), max_actions=6)
    before = choices_seen(env, live)
    table_before = env.bot.presenter.table(live, None)
    assert live._cache
    assert env.bot.matches.forget_idle_memos(idle_seconds=0) >= 1
    assert not live._cache  # nothing kept for a match nobody looks at
    assert choices_seen(env, live) == before  # rebuilt on demand, the same
    assert env.bot.presenter.table(live, None) == table_before
    # and the match goes on: a player's next action is accepted as before
    steps = await env.play_randomly(match_id, random.Random(4), max_actions=2)
    assert steps == 2


async def test_a_busy_match_keeps_its_views(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    choices_seen(env, live)
    assert env.bot.matches.forget_idle_memos(idle_seconds=3600) == 0
    assert live._cache


def test_the_collector_skips_what_start_up_loaded(env):
    """The rulebook index and card pools are frozen out of the collector's passes once the
    bot is ready (bot/client.py setup_hook)."""
    assert gc.get_freeze_count() > 100_000


async def test_live_matches_stay_within_a_memory_budget(env):
    """The bytes the bot and the engine keep per live match (their own allocations, not
    the double's), after a few actions each with boards, DMs and menus shown."""
    rng = random.Random(11)
    matches = 5
    # Board pictures (#31) are kept in one LRU bounded in bytes for the whole bot
    # (REFBOT_PICTURE_CACHE_MB), not per match: measured apart (docs/memory.md), so this
    # budget counts text boards.
    await env.bot.presenter.set_board_mode(int(env.guild["id"]), "text")
    assert env.bot.presenter.pictures.max_bytes <= 8 * 2**20
    channels = [env.channel] + [env.double.add_channel(int(env.guild["id"]), f"table-{n}") for n in range(1, matches)]
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for channel in channels:
            env.channel = channel
            match_id = await env.start_match()
            await env.play_randomly(match_id, rng, max_actions=8)
        gc.collect()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    ours = (tracemalloc.Filter(True, str(ROOT / "bot" / "*")),
            tracemalloc.Filter(True, str(ROOT / "rules_engine" / "*")))
    kept = sum(stat.size_diff for stat in after.filter_traces(ours).compare_to(before.filter_traces(ours),
                                                                                 "filename"))
    per_match = kept / matches
    assert per_match < BUDGET_BYTES, f"{per_match / 1024:.0f} KiB per live match"


# Measured (docs/memory.md): ~105 KiB per match with the memo kept to one position,
# ~227 KiB when it kept up to 65 entries of older positions too.
BUDGET_BYTES = 160 * 1024


MALLINFO_PROBE = r"""
import ctypes, sys
from bot import memory

class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
                 "fordblks", "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
if sys.argv[1] == "bot":
    assert memory.map_large_blocks()
libc.free(libc.malloc(6 << 20))  # a board's pixels, drawn and freed
before = libc.mallinfo2().hblkhd
block = libc.malloc(2 << 20)  # the next one
print(libc.mallinfo2().hblkhd - before)
"""


def test_a_pictures_pixels_are_mapped_and_handed_back():
    """bot/memory.py: after the first large block is freed glibc would serve the next from
    its heap, where freed pixels stay resident; the bot keeps every block of 1 MiB or more
    mapped (bytes of mapped memory, counted by glibc's mallinfo2)."""
    import platform
    import subprocess
    import sys

    import pytest

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("glibc's malloc only")

    def mapped(mode: str) -> int:
        done = subprocess.run([sys.executable, "-c", MALLINFO_PROBE, mode], capture_output=True, text=True,
                              cwd=ROOT, check=True)
        return int(done.stdout)

    assert mapped("glibc") == 0  # glibc's own threshold rose past 2 MiB: the heap served it
    assert mapped("bot") >= 2 << 20


def test_the_memory_dump_names_the_picture_caches(tmp_path):
    """benchmarks/memory.py --dump: what the picture caches hold and how often they served a
    piece, beside the collector's objects (docs/memory.md, fifth pass)."""
    from types import SimpleNamespace

    from bot import metrics
    from bot.render.picture import canvas
    from bot.render.picture.attach import PictureCache

    client = SimpleNamespace(presenter=SimpleNamespace(pictures=PictureCache(max_bytes=2**21)))
    client.presenter.pictures._done.put(("probe",), object(), 3 * 2**19)
    client.presenter.pictures._done.get(("probe",))
    client.presenter.pictures._done.get(("absent",))
    lines = metrics.dump_memory(tmp_path / "latency.txt", client).read_text().splitlines()
    assert lines[0].startswith("gc_objects ")
    assert "cache pictures 1.5 MiB hits 1 misses 1" in lines
    assert any(line.startswith(f"cache tiles {canvas.TILES.bytes / 2**20:.1f} MiB hits ") for line in lines)
    assert any(line.startswith("cache parts ") for line in lines)


def test_the_catalogues_are_kept_without_source_positions():
    """The Fluent bundles keep each catalogue's syntax tree; without the `Span` every node
    carries when parsed by `FluentResource` (read by syntax tools, never by the runtime)
    the three languages' bundles trace 6.2 MB, not 11.2 (docs/memory.md, fifth pass).
    The trees are the same apart from the positions, so every message reads the same."""
    from fluent.runtime import FluentBundle, FluentResource

    from bot import i18n

    for lang in i18n.LOCALES:
        for name in i18n.FILES:
            path = i18n.FOLDER / lang / name
            if not path.exists():
                continue
            text = path.read_text(encoding="utf-8")
            kept, full = i18n.parse_catalogue(text), FluentResource(text)
            assert kept.equals(full, ignored_fields=["span"]), (lang, name)
            assert all(entry.span is None for entry in kept.body)
    for lang in i18n.LOCALES:  # each language's plural rules (Babel), loaded once for good
        FluentBundle([lang])
    gc.collect()
    tracemalloc.start()
    try:
        bundles = [i18n.bundle.__wrapped__(lang) for lang in i18n.LOCALES]
        gc.collect()
        traced, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert all(b.has_message("error-component-gone") for b in bundles)
    assert traced < 8_500_000, traced
