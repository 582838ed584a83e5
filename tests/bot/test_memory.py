"""What a live match keeps in memory (issue #28 §7, docs/memory.md): only the current
position's memoised views, none for a match nobody is looking at, and a bounded number
of bytes per match. Bytes are counted (tracemalloc), never time."""

import asyncio
import ctypes
import gc
import platform
import random
import re
import threading
import tracemalloc
from pathlib import Path

import pytest

from bot.services.matches import LiveMatch
from rules_engine.core.game import names_in
from rules_engine.core.zones import JUDGE

from .conftest import BOT_TASKS

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


async def test_a_position_keeps_what_the_bot_reads_from_the_views_not_the_views(env):
    """The engine's views (the whole position as nested dicts: 6.3 of a memo's 12 MiB at 200
    matches, docs/memory.md eighteenth pass) are not kept; the tables, card names and public
    prompt made from them are, and at every position they are what the match's views give now
    — for the public, each seat and the judge, whichever is asked first."""
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    viewers = [None, *live.seats, JUDGE]
    checked = []

    async def after(live, *_):
        env.bot.presenter.board(live)  # the board reads the public table, names and prompt
        for viewer in reversed(viewers) if live.match.number % 2 else viewers:
            view = live.match.view(viewer)
            assert live.names(viewer) == names_in(view)
            assert live.table(viewer) == live.game.table(view)
        assert live.public_prompt() == {"prompt": live.match.view(None).get("prompt")}
        kept = [value for value in live._cache.values() if isinstance(value, dict) and "action_number" in value]
        assert kept == []  # no engine view among the memo's values
        assert memo_positions(live) == {(live.match.number, live.epoch)}
        checked.append(live.match.number)

    await env.play_randomly(match_id, random.Random(11), max_actions=12, on_step=after)
    assert len(checked) == 12


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
    assert env.bot.presenter.pictures.max_bytes <= 2 * 2**20
    channels = [env.channel] + [env.double.add_channel(int(env.guild["id"]), f"table-{n}") for n in range(1, matches)]
    # A first match loads what the process then keeps for every match (the catalogues'
    # compiled messages, the presenter's lazily built parts): played before measuring, so the
    # budget counts what each live match keeps, whichever tests ran before this one.
    env.channel = env.double.add_channel(int(env.guild["id"]), "table-warm-up")
    await env.play_randomly(await env.start_match(), random.Random(3), max_actions=8)
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
block = libc.malloc(int(sys.argv[2]) if len(sys.argv) > 2 else 2 << 20)  # the next one
print(libc.mallinfo2().hblkhd - before)
"""


def test_a_pictures_pixels_are_mapped_and_handed_back():
    """bot/memory.py: after the first large block is freed glibc would serve the next from
    its heap, where freed pixels stay resident; the bot keeps every block of `MMAP_THRESHOLD`
    or more mapped (bytes of mapped memory, counted by glibc's mallinfo2)."""
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


def test_a_renders_medium_blocks_are_mapped_and_handed_back():
    """The render threads' arenas swung by ~80 MB within seconds under `bot_load` (their
    resident pages sampled from /proc/PID/smaps): the blocks under 1 MiB they allocate and
    free (Pillow keeps an image that small in one block) came from the heaps and stayed
    resident between trims. The bot maps every block from `MMAP_THRESHOLD` (512 KiB) up
    (docs/memory.md, ninth pass): a 768 KiB block is mapped (fails at 1 MiB), a 64 KiB one is
    not (the heap serves it: mapping every small block costs a system call and fresh pages
    each — at 128 KiB a render took 15–30 % longer)."""
    import platform
    import subprocess
    import sys

    from bot.memory import MMAP_THRESHOLD

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("glibc's malloc only")

    def mapped(size: int) -> int:
        done = subprocess.run([sys.executable, "-c", MALLINFO_PROBE, "bot", str(size)], capture_output=True,
                              text=True, cwd=ROOT, check=True)
        return int(done.stdout)

    assert MMAP_THRESHOLD <= 768 << 10
    assert mapped(768 << 10) >= 768 << 10
    assert mapped(64 << 10) == 0


class DumpProbe:
    __slots__ = ("value",)


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
    from bot.render.picture import fonts
    counted = (fonts.stamp_lookups.hits, fonts.stamp_lookups.misses)
    fonts.stamp("a dump's probe 0xd0", 17)
    fonts.stamp("a dump's probe 0xd0", 17)  # the text stamps' hits and misses too (twelfth pass)
    assert (fonts.stamp_lookups.hits, fonts.stamp_lookups.misses) == (counted[0] + 1, counted[1] + 1)
    probes = [DumpProbe() for _ in range(100_000)]  # among the most numerous types tracked
    lines = metrics.dump_memory(tmp_path / "latency.txt", client).read_text().splitlines()
    assert lines[0].startswith("gc_objects ")
    # the tracked objects by type, the most numerous first (fourteenth pass)
    types = [entry.rsplit(":", 1) for entry in lines[1].removeprefix("types ").split()]
    assert lines[1].startswith("types ") and len(types) == metrics.TYPES
    counts = [int(n) for _, n in types]
    assert counts == sorted(counts, reverse=True)
    assert dict(types)[f"{__name__}.DumpProbe"] == str(len(probes))
    assert "cache pictures 1.5 MiB hits 1 misses 1" in lines
    assert "renders drawn 0 dropped 0" in lines  # and the superseded ones not drawn (seventh pass)
    assert any(line.startswith(f"cache tiles {canvas.TILES.bytes / 2**20:.1f} MiB hits ") for line in lines)
    assert any(line.startswith("cache parts ") for line in lines)
    for name in ("stamps", "runs"):
        assert any(re.fullmatch(rf"cache {name} [\d.]+ MiB hits \d+ misses \d+", line) for line in lines)
    # the allocator's side (sixth pass): resident bytes by kind, glibc's arenas and heaps
    resident = next(line for line in lines if line.startswith("resident "))
    assert re.fullmatch(r"resident rss [\d.]+ MiB anonymous [\d.]+ MiB file [\d.]+ MiB", resident)
    if platform.libc_ver()[0] == "glibc":
        heap = next(line for line in lines if line.startswith("malloc "))
        assert re.fullmatch(r"malloc heap [\d.]+ MiB in_use [\d.]+ MiB free [\d.]+ MiB mapped [\d.]+ MiB "
                            r"arenas [1-9]\d*", heap)
        assert re.fullmatch(r"trimmed rss [\d.]+ MiB -> [\d.]+ MiB",
                            next(line for line in lines if line.startswith("trimmed ")))
        # each arena, taken / free MiB (ninth pass): as many as the heap line counts
        arenas = next(line for line in lines if line.startswith("arenas ")).split()[1:]
        assert len(arenas) == int(heap.rsplit(" ", 1)[1])
        assert all(re.fullmatch(r"[\d.]+/[\d.]+", arena) for arena in arenas)
    # every thread and its CPU time: which threads can own an arena (ninth pass)
    threads = next(line for line in lines if line.startswith("threads "))
    assert re.match(r"threads MainThread:[\d.]+s", threads)
    pymalloc = next(line for line in lines if line.startswith("pymalloc "))
    arenas, in_use, free = map(float, re.fullmatch(
        r"pymalloc arenas ([\d.]+) MiB in_use ([\d.]+) MiB free ([\d.]+) MiB", pymalloc).groups())
    assert 0 < in_use + free <= arenas
    # the font's mappings (eleventh pass): one a size drawn, and what RSS counts in them
    assert re.fullmatch(r"font mappings \d+ resident [\d.]+ MiB",
                        next(line for line in lines if line.startswith("font ")))


HEAP_PROBE = r"""
import ctypes, json
from bot import memory

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
before = memory.heap_stats()
block = libc.malloc(8 << 20)
during = memory.heap_stats()
libc.free(block)
print(json.dumps({"before": before, "during": during, "after": memory.heap_stats(),
                  "rss": memory.resident()["rss"], "python": memory.python_heap()}))
"""


def test_the_heaps_figures_add_up():
    """bot/memory.py `heap_stats`: a live 8 MiB block is counted as mapped (glibc's own
    threshold is below it) and is gone from the count once freed; the resident set is at
    least what the heaps hold in use; pymalloc's arenas hold its objects. In a fresh
    process: another test's render threads would move the counts under this one."""
    import json
    import subprocess
    import sys

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("glibc's malloc only")
    done = subprocess.run([sys.executable, "-c", HEAP_PROBE], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    figures = json.loads(done.stdout)
    before, during, after = figures["before"], figures["during"], figures["after"]
    assert during["mapped"] - before["mapped"] >= 8 << 20
    assert after["mapped"] == before["mapped"]
    assert before["arenas"] >= 1 and before["in_use"] > 0
    assert figures["rss"] >= before["in_use"]
    python = figures["python"]
    assert 0 < python["in_use"] + python["free"] <= python["arenas"]


_REAL_CDLL = ctypes.CDLL


def libc_without(*missing: str):
    """The C library as ctypes loads it, but for the calls named: as on a libc that lacks them."""
    libc = _REAL_CDLL(None)

    class Partial:
        def __getattr__(self, name):
            if name in missing:
                raise AttributeError(name)
            return getattr(libc, name)

    return Partial()


def fake_libc(monkeypatch, libc_ver: tuple[str, str], *missing: str) -> None:
    """bot/memory.py as it finds the C library on such a system: its own lookup (`_glibc`,
    uncached) run against the faked platform and library, its answer then kept for the
    test — so render threads of other tests never see, nor cache, a fake."""
    from bot import memory

    with monkeypatch.context() as patched:
        patched.setattr(memory.platform, "libc_ver", lambda *a: libc_ver)
        patched.setattr(memory.ctypes, "CDLL", lambda *a, **k: libc_without(*missing))
        found = memory._glibc.__wrapped__()
    monkeypatch.setattr(memory, "_glibc", lambda: found)


@pytest.fixture
def glibc_without_trim(monkeypatch):
    """A glibc-looking libc without malloc_trim and mallopt, from before the bot starts."""
    fake_libc(monkeypatch, ("glibc", "2.36"), "malloc_trim", "mallopt")


@pytest.mark.parametrize(("libc_ver", "missing"), [
    (("", ""), ()),  # musl, macOS: not glibc at all
    (("glibc", "2.36"), ("malloc_trim",)),
    (("glibc", "2.36"), ("mallopt",)),
    (("glibc", "2.31"), ("mallinfo2",)),  # before 2.33: no figures
])
def test_without_glibcs_calls_the_heap_knobs_do_nothing(monkeypatch, libc_ver, missing):
    """On a C library that is not glibc, or a glibc without one of the calls, every knob in
    bot/memory.py is a no-op that says so (False, no figures), never an exception."""
    from bot import memory

    fake_libc(monkeypatch, libc_ver, *missing)
    if missing != ("mallinfo2",):
        assert memory.map_large_blocks() is False
        assert memory.release_free_memory() is False
    assert memory.heap_stats() == {}
    assert memory.resident() == {} or memory.resident()["rss"] > 0  # /proc is not the libc's


async def test_the_bot_starts_and_draws_without_glibcs_heap_calls(glibc_without_trim, env):
    """Start-up (`setup_hook` trims the heap) and the render threads (which trim after a
    burst) on a libc without malloc_trim and mallopt: the bot starts, and a match's board
    still carries its picture."""
    from bot import memory

    assert memory.release_free_memory() is False  # the fake is in force for the whole bot
    await env.bot.library.pool(int(env.guild["id"]), "gcg")
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    assert env.bot.presenter.pictures.renders > 0

    def attached() -> list[str]:
        board = env.double.messages[int(env.channel_id)][live.row.board_message_id]
        return [a["filename"] for a in board.get("attachments") or []]

    await env.double.wait_for(lambda: attached() == ["board.png"], timeout=60)


async def test_my_hand_at_a_position_already_drawn_is_not_drawn_again(env):
    """The finished-picture cache (2 MiB by default since the sixth pass) exists for one
    second look: "My hand" / `/hand` at the position the player's DM was just drawn at is
    served from it, not drawn again; a board or DM edit always follows a new action."""
    from bot.render.picture import Viewer
    from bot.render.picture.attach import DEFAULT_BYTES

    pictures = env.bot.presenter.pictures
    assert pictures.max_bytes == DEFAULT_BYTES
    await env.bot.library.pool(int(env.guild["id"]), "gcg")
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    drawn = pictures.latest(live.id, Viewer(seat="A"), "en")
    assert drawn is not None and drawn[0] == live.table("A").action_number  # the DM's, at this action
    renders = pictures.renders

    def edits() -> list:
        return [r for r in env.double.records if r.method == "PATCH" and r.path.endswith("/messages/@original")]

    before = len(edits())
    reply = await env.slash(env.alice, "hand")
    assert reply.ephemeral
    await env.double.wait_for(lambda: len(edits()) > before, timeout=60)  # the answer, now with its picture
    assert (edits()[-1].body or {}).get("attachments"), "the hand answer carries no picture"
    assert pictures.renders == renders


def same_compiled(a: object, b: object) -> bool:
    """Two compiled Fluent entries (the runtime's resolver trees) alike but for positions."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(map(same_compiled, a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_compiled(a[k], b[k]) for k in a)
    if hasattr(a, "__dict__"):
        return same_compiled({k: v for k, v in vars(a).items() if k != "span"},
                             {k: v for k, v in vars(b).items() if k != "span"})
    return a == b


def test_the_catalogues_are_kept_as_text_and_compiled_when_used():
    """The bot's Fluent bundles keep each message's source text, parse a message when it
    is first formatted and keep only its compiled form; fluent.runtime's own bundle keeps
    every message's syntax tree (the three languages' trace ~6.2 MB: docs/memory.md, tenth
    pass). Every message and term of every language compiles to the same resolver tree as
    in a bundle made with `add_resource` from the whole catalogue, so every text reads the
    same."""
    from fluent.runtime import FluentBundle, FluentResource

    from bot import i18n

    entries = 0
    for lang in i18n.LOCALES:
        ours = i18n.bundle.__wrapped__(lang)
        theirs = FluentBundle([lang], use_isolating=False)
        for name in i18n.FILES:
            path = i18n.FOLDER / lang / name
            if path.exists():
                theirs.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        assert theirs._messages and all(ours.has_message(key) for key in theirs._messages), lang
        assert not ours.has_message("no-such-message")
        assert not any(ours.has_message("-" + key) for key in theirs._terms)  # a term is no message
        for key in theirs._messages:
            assert same_compiled(ours.get_message(key), theirs.get_message(key)), (lang, key)
        for key in theirs._terms:
            assert same_compiled(ours._lookup(key, term=True), theirs._lookup(key, term=True)), (lang, key)
        entries += len(theirs._messages) + len(theirs._terms)
        assert not same_compiled(ours.get_message("nobody"), theirs.get_message("face-down"))
    assert entries > 3_000
    made = i18n.CatalogueBundle("en")  # a term (no catalogue has one yet), first entry of an id kept
    made.add_catalogue("-brand = Referee\n# a comment\nabout = { -brand } bot\n    .short = { -brand }\n")
    made.add_catalogue("about = replaced\n")
    about = made.get_message("about")
    assert made.format_pattern(about.value)[0] == "Referee bot"
    assert made.format_pattern(about.attributes["short"])[0] == "Referee"
    assert not made.has_message("-brand") and not made.has_message("brand")
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
    assert i18n.t("error-component-gone", "en") == bundles[0].format_pattern(
        bundles[0].get_message("error-component-gone").value)[0]
    assert traced < 2_000_000, traced  # fluent.runtime's FluentBundle: ~6.5 MB


async def test_a_board_redrawn_while_its_pictures_wait_shows_only_the_newest(env):
    """When the bot is short of CPU, a busy board's pictures fall behind the actions. An
    action marks the board to bring up to date (`LiveMatch.to_draw`; docs/memory.md, sixteenth
    and seventeenth passes), it does not queue a picture: a board superseded before its
    picture started is never drawn, and once the render thread is free the board is drawn
    as it is then — text and picture showing the same, newest, position. One render thread,
    held on the first board picture after the start while two more actions are taken."""
    from bot.presenter import DRAWER_TASK
    from bot.render.picture import Viewer
    from bot.render.picture.worker import RenderWorker

    pictures = env.bot.presenter.pictures
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    gate = threading.Event()
    drawn: list[int] = []  # the board pictures drawn, by action number
    draw = pictures.renderer

    def held_renderer(table, **kwargs):
        if kwargs["viewer"] == Viewer():
            drawn.append(table.action_number)
            gate.wait(timeout=300)  # released below; the timeout only ends a failed test
        return draw(table, **kwargs)

    def board_pictures_requested() -> list[int]:
        return sorted(key[2] for key in pictures._pending if key[3:5] == (None, False))

    def handlers_running() -> list[asyncio.Task]:  # the interactions' own tasks, not the drawers
        return [t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(BOT_TASKS)
                and not t.get_name().startswith(DRAWER_TASK)]

    pictures.renderer, shared_worker = held_renderer, pictures.worker
    pictures.worker = held = RenderWorker(threads=1)
    rng = random.Random(5)

    async def act() -> int:
        current = await env.bot.matches.current(match_id)
        user = env.user_for(current, current.match.deciding()[0])
        choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
        reply = await env.double.slash(user, env.channel_id, "act", {"action": rng.choice(choices)["value"]})
        assert reply.content.startswith("✅"), reply.content
        await env.double.wait_for(lambda: not handlers_running(), timeout=120, poll=0.01)
        return live.table(None).action_number

    try:
        first = await act()
        await env.double.wait_for(lambda: bool(drawn), timeout=120, poll=0.01)  # drawing, and held
        assert drawn == [first], (drawn, first)
        second = await act()
        assert None in live.to_draw  # marked, not requested: no picture of the second board waits
        assert board_pictures_requested() == [first], board_pictures_requested()
        third = await act()
        assert second < third and None in live.to_draw
        assert board_pictures_requested() == [first], board_pictures_requested()
    finally:
        gate.set()
    await env.settle()
    pictures.worker = shared_worker
    held._executor.shutdown()
    assert drawn == [first, third], drawn  # the second board was never drawn
    assert not live.to_draw
    newest = pictures.latest(match_id, Viewer(), "en")
    assert newest is not None and newest[0] == third == live.table(None).action_number
    board = env.board()
    attachments = board.get("attachments") or []
    assert [a["filename"] for a in attachments] == ["board.png"]
    assert bytes(env.double.files[attachments[0]["id"]]) == newest[1].png
    # the text beside it is the same position's ("match #1 · action N · seed …")
    footer = board["embeds"][0]["footer"]["text"]
    assert re.search(r"\baction (\d+)\b", footer).group(1) == str(third), footer


def test_the_texts_drawn_are_kept_within_a_bound():
    """Every text a picture draws (names, log lines, clocks) goes through `fonts.drawable`;
    its memo was unbounded (~65 new texts a match, kept for the process's life). Now the
    newest 4,096 are kept, and a text drawn again after it fell out is the same."""
    from bot.render.picture import fonts

    fonts.drawable.cache_clear()
    first = fonts.drawable("Player 0 deploys Gundam · 3/3")
    for n in range(6_000):
        fonts.drawable(f"Player {n} deploys Gundam · {n}/3")
    assert fonts.drawable.cache_info().currsize <= 4_096
    assert fonts.drawable("Player 0 deploys Gundam · 3/3") == first


def test_the_fonts_coverage_is_read_from_its_file_not_the_fonts_tables():
    """Which characters the picture's font can draw is read from the ranges written beside
    it (fontsubset.py), the same set as the font's own character map: the bot never loads
    fontTools and the font's tables for it (~3 MB of modules kept, ~6 MB of tables left
    for a full collection)."""
    import subprocess
    import sys

    from fontTools.ttLib import TTFont

    from bot.render.picture import fonts

    with TTFont(str(fonts.FONT_PATH), lazy=True) as font:
        assert fonts.coverage() == frozenset(font.getBestCmap())
    code = ("import sys; from bot.render.picture import fonts, render; "
            "assert fonts.drawable('日本語 ・ 繁體').missing == ''; print('fontTools' in sys.modules)")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "False", loaded.stderr


async def test_the_render_threads_trim_the_heap_while_renders_keep_coming():
    """With 200 matches playing on, a render is always queued and a burst never ends: the
    render threads' arenas kept their freed buffers resident until the queue drained (the
    dump at `bot_load` 200 matches: 21 MiB handed back by one trim). Now a trim every
    `BUSY_TRIM_INTERVAL` seconds of a long burst too, and still one after it (docs/memory.md,
    ninth pass). The clock is the test's: each render takes one second of it."""
    from bot.render.picture.worker import BUSY_TRIM_INTERVAL, RenderWorker

    now = [100.0]
    trims: list[float] = []
    worker = RenderWorker(threads=1, trim=lambda: trims.append(now[0]) or True, clock=lambda: now[0])

    release = threading.Event()

    def draw(n: int) -> int:
        release.wait(10)
        now[0] += 1.0
        return n

    renders = 4 * int(BUSY_TRIM_INTERVAL)
    burst = asyncio.gather(*(worker.run(draw, n) for n in range(renders)))
    while worker._queued < renders:  # all queued before the first is drawn
        await asyncio.sleep(0)
    release.set()
    assert await burst == list(range(renders))
    during = [100.0 + BUSY_TRIM_INTERVAL * k for k in (1, 2, 3)]
    assert trims == [*during, 100.0 + renders]  # every interval while queued, then after the burst
    assert worker.trims == 4


async def test_the_heap_is_trimmed_once_more_after_the_pictures_are_let_go():
    """A picture's buffers are freed by the event loop after the render thread's own trim
    (sent, or pushed out of a cache), and a burst ending within a second of the last trim
    trims no more: at 20 and 200 matches a trim then still handed back 7–9 MB (the dump,
    docs/memory.md, tenth pass). The bot's clock watcher calls `settle` every few seconds:
    one trim, in a render thread, if pictures were drawn since and none is queued."""
    from bot.render.picture.worker import RenderWorker

    now = [100.0]
    trims: list[tuple[float, str]] = []
    worker = RenderWorker(threads=1, clock=lambda: now[0],
                          trim=lambda: trims.append((now[0], threading.current_thread().name)) or True)
    assert not await worker.settle()  # nothing drawn yet
    assert await worker.run(lambda: 1) == 1
    assert [at for at, _ in trims] == [100.0]  # after the burst
    now[0] += 0.5
    assert await worker.run(lambda: 2) == 2
    assert [at for at, _ in trims] == [100.0]  # a second burst within a second: no trim of its own
    now[0] += 5
    assert await worker.settle()
    assert [at for at, _ in trims] == [100.0, 105.5]
    assert all(name.startswith("refbot-render") for _, name in trims)
    assert not await worker.settle()  # nothing drawn since
    release = threading.Event()
    queued = asyncio.ensure_future(worker.run(release.wait, 10))
    while worker._queued == 0:
        await asyncio.sleep(0)
    now[0] += 5
    assert not await worker.settle()  # a render queued: its own trims cover it
    release.set()
    assert await queued
    assert worker.trims == len(trims) == 3  # the one after that render


async def test_discord_py_keeps_no_view_or_message_per_board(env):
    """A discord.ui View registered for every board, DM or menu message and never removed
    would be kept for the process's life. The bot's views are finished from the start
    (bot/ui/messages.py `ComponentsView`: routed by custom id), and it asks for no message
    events, so discord.py's view store and message cache stay empty however many matches
    are played (looked at in the ninth pass; nothing to fix)."""
    rng = random.Random(28)
    state = env.bot._connection
    for n in range(3):
        if n:
            env.channel = env.double.add_channel(int(env.guild["id"]), f"table-{n}")
        match_id = await env.start_match()
        await env.play_randomly(match_id, rng, max_actions=6)
    assert env.bot.presenter.pictures.renders > 0  # boards with pictures were sent and edited
    store = state._view_store
    assert store._views == {} and store._synced_message_views == {} and store._modals == {}
    assert not state._messages  # no message cached (no message intents)


FONT_PAGES_PROBE = r"""
import json
from bot import memory
from bot.render.picture import canvas, fonts, render
from bot.render.picture.board import Viewer
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from bot.render.picture.worker import release_render_memory

game, options, _ = FORMATS[0]
boards = list(positions(game, "font-pages", options, upto=6))

def draw(lang):
    return [render(table_for(match, Viewer()), lang=lang, viewer=Viewer(), printed=printed_of(match),
                   title="t", match_id=7).png for match in boards]

def cold():  # nothing drawn kept: every word is set from the font again
    canvas.clear_caches()
    fonts.clear_caches()

first = draw("en") + draw("ja")
drawn = memory.mapped_resident(fonts.FONT_PATH)
release_render_memory()
released = memory.mapped_resident(fonts.FONT_PATH)
cold()
again = draw("en") + draw("ja")
print(json.dumps({"sizes": fonts.font.cache_info().currsize, "drawn": drawn, "released": released,
                  "read_back": memory.mapped_resident(fonts.FONT_PATH), "same": again == first}))
"""


def test_the_fonts_pages_are_released_with_the_heap_and_read_back_when_needed():
    """FreeType maps the font file once per face (a size drawn), and RSS counts a page once
    per mapping it is resident in: the render threads' trim (`release_render_memory`) drops
    every mapping's resident pages, and the boards drawn afterwards from a cold start are the
    same bytes (the pages read back from the file). In a subprocess: no other test's render
    thread may touch the font between the release and the reading."""
    import json
    import subprocess
    import sys

    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        pytest.skip("/proc/self/smaps and glibc's madvise only")
    done = subprocess.run([sys.executable, "-c", FONT_PAGES_PROBE], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    seen = json.loads(done.stdout)
    mappings, resident_bytes = seen["drawn"]
    assert mappings == seen["sizes"] > 1  # one mapping a size: what the release is for
    assert resident_bytes > mappings * (64 << 10)
    assert seen["released"] == [mappings, 0]
    assert seen["read_back"][1] > 0  # the cold boards read the font again …
    assert seen["same"]  # … and drew the same pictures


async def test_the_meaning_model_is_loaded_by_the_first_rule_question_not_at_start(monkeypatch):
    """A ready bot does not hold WordLlama's tokenizer and token norms (~12 MB of RSS) until
    someone asks `/rule` in words (docs/memory.md, twelfth pass); the first question loads
    them once, in a worker thread, however many ask at once."""
    from bot.services import lookups as lookups_module
    from bot.services.lookups import Lookups

    loaded: list[threading.Thread] = []
    monkeypatch.setattr(lookups_module.semantic, "warm", lambda: loaded.append(threading.current_thread()))
    searcher = object()
    lookups = Lookups(factory=lambda: searcher)
    await lookups.load()
    assert lookups.searcher is searcher and loaded == []
    await asyncio.gather(*(lookups.prepare() for _ in range(5)))
    await lookups.prepare()
    assert len(loaded) == 1 and loaded[0] is not threading.main_thread()

    # a start that built the index (no cache file yet) embedded every clause with the model:
    # the ready bot drops it all the same
    from rules_engine.rulebook import semantic

    semantic.unload()
    built = Lookups(factory=lambda: semantic.model() and searcher)
    await built.load()
    assert built.searcher is searcher and not semantic.loaded()


async def test_a_rule_question_in_words_loads_the_meaning_model_first(env, monkeypatch):
    """`/rule` and its autocomplete ask for the model before they search, so no question is
    ranked without meaning."""
    asked: list[str] = []

    async def prepare() -> None:
        asked.append("prepare")

    monkeypatch.setattr(env.bot.lookups, "prepare", prepare)
    await env.choices(env.alice, "rule", "query", "blocker")
    reply = await env.slash(env.alice, "rule", {"query": "can I block with a rested unit?"})
    assert asked == ["prepare", "prepare"] and reply.embeds


async def test_pillows_pixel_blocks_are_handed_back_when_no_render_is_queued():
    """Pillow keeps up to 8 freed pixel blocks (~8 MB, `canvas.keep_pixel_blocks`) for the
    next board; an idle bot kept them resident for good. A trim with nothing queued (after a
    burst, or `settle`) now empties that pool; the trims of a long burst keep it (the next
    board would map fresh blocks) (docs/memory.md, twelfth pass)."""
    from PIL import Image

    from bot.render.picture import render
    from bot.render.picture.board import Viewer
    from bot.render.picture.sample import FORMATS, positions, printed_of
    from bot.render.picture.worker import BUSY_TRIM_INTERVAL, RenderWorker
    from rules_engine.core.registry import get_game

    game, options, _ = FORMATS[0]
    match = next(iter(positions(game, "pixel-blocks", options, upto=1)))
    seat = match.config.players[0]

    def draw() -> bytes:
        return render(match.table(seat), printed=printed_of(match), title=get_game(game).title,
                      viewer=Viewer(seat=seat), match_id=0).png

    first = draw()
    assert Image.core.get_stats()["blocks_cached"] > 0  # the pool the bot keeps while drawing
    worker = RenderWorker(threads=1, trim=lambda: True)
    assert await worker.run(draw) == first
    assert Image.core.get_stats()["blocks_cached"] == 0

    now = [100.0]
    released: list[float] = []
    worker = RenderWorker(threads=1, trim=lambda: True, clock=lambda: now[0],
                          release_idle=lambda: released.append(now[0]))
    release = threading.Event()

    def step() -> None:
        release.wait(10)
        now[0] += 1.0

    renders = 2 * int(BUSY_TRIM_INTERVAL)
    burst = asyncio.gather(*(worker.run(step) for _ in range(renders)))
    while worker._queued < renders:
        await asyncio.sleep(0)
    release.set()
    await burst
    assert worker.trims == 2 and released == [100.0 + renders]  # not at the busy trim
    await worker.run(lambda: None)
    now[0] += 5
    assert await worker.settle() and released == [100.0 + renders, 100.0 + renders + 5]


def test_a_ready_bot_has_not_imported_the_tokenizers_library():
    """The meaning model's libraries (tokenizers, safetensors: ~4.5 MB of RSS) are imported
    by the first `/rule` question in words, with the model, not by the bot's modules or the
    rulebook index's load (docs/memory.md, twelfth pass)."""
    import subprocess
    import sys

    from rules_engine.rulebook.index import load_index

    load_index()  # the index's cache file, as a bot finds it (building it embeds every clause)
    code = ("import asyncio, sys; import bot.client; from bot.services.lookups import Lookups; "
            "lookups = Lookups(); asyncio.run(lookups.load()); "
            "libraries = lambda: [m for m in ('tokenizers', 'safetensors') if m in sys.modules]; "
            "ready = libraries(); asyncio.run(lookups.prepare()); "
            "print(ready, libraries(), len(lookups.search('can I block with a rested unit?', game='gcg')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[] ['tokenizers'] 5", loaded.stderr


async def test_the_pages_a_rule_question_reads_are_released_by_the_clock_watcher():
    """A `/rule` question in words reads ~12 MB of mapped file pages back (the index's
    arrays, the model's matrix rows) that RSS counted for good; the clock watcher's
    `release_pages` drops them again, and the next question reads them back and answers the
    same (docs/memory.md, twelfth pass)."""
    from bot.services.lookups import Lookups

    def resident(name: str) -> int:
        """Resident bytes of this process's mappings of files whose name has `name` (an index
        cache file replaced by another test's build is still mapped, "(deleted)")."""
        total, inside = 0, False
        for line in Path("/proc/self/smaps").read_text().splitlines():
            head = line.split()
            if re.match(r"[0-9a-f]+-[0-9a-f]+$", head[0]) and len(head) >= 5:
                inside = len(head) >= 6 and name in line
            elif inside and head[0] == "Rss:":
                total += int(head[1]) << 10
        return total

    lookups = Lookups()
    await lookups.load()
    await lookups.prepare()
    assert not lookups.release_pages()  # nothing asked yet
    question = "can I block with a rested unit?"
    first = [(r.game, r.key, r.score) for r in lookups.search(question, limit=10)]
    files = ("/rulebook-", "l2_supercat_256.safetensors")  # the index's cache file, the model's weights
    assert all(resident(name) > 0 for name in files), [resident(name) for name in files]
    assert lookups.release_pages()
    assert [resident(name) for name in files] == [0, 0]
    assert not lookups.release_pages()  # nothing asked since
    assert [(r.game, r.key, r.score) for r in lookups.search(question, limit=10)] == first


async def test_the_meaning_model_is_dropped_when_nobody_asks_and_loaded_again_when_asked(monkeypatch):
    """The model (~12 MB) stays while questions in words come; after `MEANING_IDLE_SECONDS`
    without one the clock watcher's `forget_meaning` drops it, and the next question loads
    it again (docs/memory.md, twelfth pass). The clock is the test's."""
    from bot.services import lookups as lookups_module
    from bot.services.lookups import MEANING_IDLE_SECONDS, Lookups

    now = [1000.0]
    calls: list[str] = []
    monkeypatch.setattr(lookups_module.semantic, "warm", lambda: calls.append("load"))
    monkeypatch.setattr(lookups_module.semantic, "unload", lambda: calls.append("drop"))
    lookups = Lookups(factory=object, clock=lambda: now[0])
    await lookups.load()
    calls.clear()  # (a load drops what building the index loaded)
    assert not lookups.forget_meaning()  # nothing loaded
    await lookups.prepare()
    now[0] += MEANING_IDLE_SECONDS - 1
    await lookups.prepare()  # a question in words: the model stays
    now[0] += MEANING_IDLE_SECONDS - 1
    assert not lookups.forget_meaning() and calls == ["load"]
    now[0] += 2
    assert lookups.forget_meaning() and calls == ["load", "drop"]
    assert not lookups.forget_meaning()  # already dropped
    await lookups.prepare()
    assert calls == ["load", "drop", "load"]


def test_an_unloaded_meaning_model_loads_again_the_same():
    """`semantic.unload` forgets the model; the next `model()` reads it again and embeds
    every text to the same vectors."""
    import numpy as np

    from rules_engine.rulebook import semantic

    texts = ["can I block with a rested unit?", "what happens when my deck runs out"]
    before = semantic.embed(texts)
    first = semantic.model()
    semantic.unload()
    assert not semantic.loaded()
    assert semantic.model() is not first
    assert np.array_equal(semantic.embed(texts), before)


def test_bot_load_reads_where_a_process_memory_is_by_mapping():
    """benchmarks/bot_load.py keeps, at the highest RSS it samples, the bot's resident memory
    by kind of mapping, read from outside the bot (/proc/PID/smaps; docs/memory.md,
    thirteenth pass). The kinds add up to the process's resident memory, the shared
    libraries are counted as files by name, and a thread's glibc arena is told apart from
    the rest of the anonymous memory."""
    import importlib.util
    import json
    import subprocess
    import sys

    if platform.libc_ver()[0] != "glibc" or not Path("/proc/self/smaps").exists():
        pytest.skip("Linux and glibc's arenas only")
    spec = importlib.util.spec_from_file_location("bot_load", ROOT / "benchmarks" / "bot_load.py")
    bot_load = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bot_load)
    # a child whose second thread fills its own arena (64 MiB reserved, 8 MiB touched), then waits
    child = subprocess.Popen([sys.executable, "-c", ARENA_PROBE], stdout=subprocess.PIPE, text=True)
    try:
        assert json.loads(child.stdout.readline()) == "ready"
        by_mapping = bot_load.rss_by_mapping(child.pid)
        total = bot_load.rss_mb(child.pid)
    finally:
        child.kill()
        child.wait()
    kinds = ("heap", "thread_arenas", "stacks", "other_anonymous", "file")
    assert abs(sum(by_mapping.get(kind, 0.0) for kind in kinds) - total) < 1.0
    assert by_mapping["thread_arenas"] >= 8.0
    assert any(name.startswith("file libpython") or name.startswith("file python") for name in by_mapping)


ARENA_PROBE = """
import ctypes, json, threading
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
blocks = []
def fill():
    for _ in range(256):  # 256 blocks of 32 KiB: under the mmap threshold, from the thread's arena
        block = libc.malloc(32 << 10)
        ctypes.memset(block, 1, 32 << 10)
        blocks.append(block)
thread = threading.Thread(target=fill)
thread.start()
thread.join()
print(json.dumps("ready"), flush=True)
threading.Event().wait(60)
"""


async def test_the_heap_is_trimmed_once_the_marked_pictures_are_sent(env):
    """The render threads trim when their queue empties, before the event loop has sent the
    pictures and freed their buffers; when the presenter's drawers find no mark left (a
    backlog drained), one more trim hands those back — at most once a second (docs/memory.md,
    seventeenth pass: `memory.py` found 22–57 MB a trim gave back after the catch-up). The
    clock is the test's; each trim notes which board picture Discord showed then."""
    from bot.render.picture.worker import RenderWorker

    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    pictures = env.bot.presenter.pictures
    now = [100.0]
    shown_at_trims: list[str] = []  # the board's picture in the double when each trim ran
    worker = RenderWorker(threads=1, clock=lambda: now[0],
                          trim=lambda: shown_at_trims.append(env.board()["attachments"][0]["id"]) or True)
    worker._last_trim = now[0]  # the render thread's own trims not due while the clock stands
    pictures.worker, shared_worker = worker, pictures.worker
    rng = random.Random(7)

    async def act() -> None:
        user = env.user_for(live, live.match.deciding()[0])
        choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
        reply = await env.slash(user, "act", {"action": rng.choice(choices)["value"]})  # settles: drawers done
        assert reply.content.startswith("✅"), reply.content

    try:
        await act()
        shown = env.board()["attachments"][0]["id"]
        assert shown_at_trims == [shown]  # one trim, after the newest board was sent
        now[0] += 0.5
        await act()
        assert len(shown_at_trims) == 1  # within the second: no trim
        now[0] += 1.0
        await act()
        assert shown_at_trims[-1] == env.board()["attachments"][0]["id"] != shown
    finally:
        pictures.worker = shared_worker
        worker._executor.shutdown()


async def test_the_memory_dump_counts_what_the_live_matches_hold_by_structure(env, tmp_path):
    """The dump's `live matches` line (docs/memory.md, eighteenth pass): each structure's bytes
    once, the engine's views none (not kept), and not what every match shares — the event
    loop, which a lock once waited on keeps, would be the whole bot; and discord.py's caches."""
    from bot import memory, metrics

    match_id = await env.start_match()
    await env.play_randomly(match_id, random.Random(5), max_actions=6)
    live = env.bot.matches.live[match_id]
    env.bot.presenter.board(live)  # the memo holds the public table, names, prompt
    async with live.lock:  # a lock once waited on keeps its event loop (asyncio's _LoopBoundMixin)
        waiter = asyncio.create_task(live.lock.acquire())
        await asyncio.sleep(0)
    await waiter
    live.lock.release()
    sizes = memory.live_match_bytes([live])
    for part in ("actions", "events", "state", "memo_table", "memo_names", "log"):
        assert sizes[part] > 0, part
    assert sizes["memo_view"] == 0
    assert sum(sizes.values()) < 2 << 20, sizes  # ~60 KB a match, not the bot's ~100 MB
    lines = metrics.dump_memory(tmp_path / "latency.txt", env.bot).read_text().splitlines()
    line = next(line for line in lines if line.startswith("live matches "))
    assert line.startswith(f"live matches 1 actions {live.match.number} actions ") and "memo_view 0.00 MiB" in line
    assert "discord views 0 message views 0 modals 0 messages 0" in lines
