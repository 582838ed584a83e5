"""The picture cache and `with_picture`: one render per (match, action, viewer, language,
names) even when asked twice at once, off the event loop; a failed render is None (the
text goes out alone); the message shapes for picture / text / both."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.ports import OutMessage
from bot.render.picture import Picture, Viewer
from bot.render.picture.attach import REFERENCE, PictureCache, picture_message, with_picture
from bot.render.picture.layout import Layout
from bot.render.picture.worker import RENDER_THREADS, RenderWorker
from rules_engine.core.table import Table


def table(action: int) -> Table:
    return Table(game="gcg", turn=1, phase="main", step="", phase_label="Main phase", active="A", seats=(),
                 action_number=action)


class Renderer:
    def __init__(self, fail: bool = False) -> None:
        self.calls: list[tuple] = []
        self.threads: set[int] = set()
        self.thread_names: set[str] = set()
        self.fail = fail

    def __call__(self, table, *, lang, viewer, names, printed, title, match_id) -> Picture:
        self.calls.append((table.action_number, lang, viewer))
        self.threads.add(threading.get_ident())
        self.thread_names.add(threading.current_thread().name)
        if self.fail:
            raise ValueError("broken card")
        return Picture(f"png {table.action_number} {lang}".encode(), Layout(800, 600))


async def get(cache, action, *, lang="en", viewer=None, names=None):
    return await cache.get(table(action), match_id=1, epoch=0, lang=lang, viewer=viewer or Viewer(),
                           names=names or {"A": "Aki"}, printed=None, title="GCG")


async def test_one_render_per_view_off_the_event_loop():
    renderer = Renderer()
    cache = PictureCache(max_bytes=2 * Picture(b"png 5 en", Layout(800, 600)).nbytes, renderer=renderer)
    first, second = await asyncio.gather(get(cache, 5), get(cache, 5))
    assert first is second and first.png == b"png 5 en" and len(renderer.calls) == 1
    assert threading.get_ident() not in renderer.threads  # a worker thread drew it
    await get(cache, 5)
    assert len(renderer.calls) == 1
    # another language, viewer, action or display name is another picture
    await get(cache, 5, lang="ja")
    await get(cache, 5, viewer=Viewer(seat="A"))
    await get(cache, 5, names={"A": "Ayu"})
    assert len(renderer.calls) == 4
    await get(cache, 5)  # pushed out: the cache holds two pictures' bytes
    assert len(renderer.calls) == 5
    assert len(cache) == 2 and cache.bytes <= cache.max_bytes
    assert cache.latest(1, Viewer(), "en")[0] == 5 and cache.latest(2, Viewer(), "en") is None


async def test_the_cache_is_bounded_by_bytes_not_by_count():
    """REFBOT_PICTURE_CACHE_MB: pictures of any size fill it up to its bytes, the least
    recently used going first; one larger than the whole budget is drawn but not kept."""
    class Sized(Renderer):
        def __call__(self, table, **kw) -> Picture:
            super().__call__(table, **kw)
            return Picture(bytes(1000 * table.action_number), Layout(800, 600))

    renderer = Sized()
    budget = 10_500
    cache = PictureCache(max_bytes=budget, renderer=renderer)
    for action in (1, 2, 3, 4):  # 1 + 2 + 3 + 4 KB and their layouts (64 B each): all fit
        await get(cache, action)
    assert len(cache) == 4 and cache.bytes <= budget
    await get(cache, 1)  # used again: the newest
    await get(cache, 5)  # 5 KB more: the least recently used go (2, then 3) until it fits
    assert cache.bytes <= budget
    kept = {key[2] for key, _ in cache._done.items()}
    assert kept == {1, 4, 5}
    big = await get(cache, 11)  # larger than the budget: drawn, handed back, not kept
    assert len(big.png) == 11_000 and 11 not in {key[2] for key, _ in cache._done.items()}
    assert cache.bytes <= budget
    await get(cache, 11)
    assert [call[0] for call in renderer.calls].count(11) == 2


def test_settings_name_the_picture_cache_in_megabytes():
    from bot.render.picture.attach import DEFAULT_BYTES
    from bot.settings import SettingsError, load_settings

    # 2 MiB since the sixth memory pass (docs/memory.md): as many hits as 8 in a played game
    assert load_settings({}, require_token=False).picture_cache_bytes == DEFAULT_BYTES == 2 * 2**20
    assert load_settings({"REFBOT_PICTURE_CACHE_MB": "2.5"}, require_token=False).picture_cache_bytes \
        == int(2.5 * 2**20)
    with pytest.raises(SettingsError, match="REFBOT_PICTURE_CACHE_MB"):
        load_settings({"REFBOT_PICTURE_CACHE_MB": "-1"}, require_token=False)


async def test_a_picture_that_cannot_be_drawn_is_none():
    cache = PictureCache(renderer=Renderer(fail=True))
    assert await get(cache, 3) is None


def test_with_picture_in_each_mode():
    embed = {"title": "Match #1", "description": "Turn 1", "fields": [{"name": "A", "value": "x"}],
             "footer": {"text": "action 3"}}
    message = OutMessage(embeds=(embed,))
    assert with_picture(message, b"png", "text") == message
    both = with_picture(message, b"png", "both")
    assert both.files == (("board.png", b"png"),) and both.embeds[0]["image"] == {"url": REFERENCE}
    assert both.embeds[0]["fields"] == embed["fields"] and "image" not in embed  # a copy
    picture = with_picture(message, b"png", "picture")
    assert set(picture.embeds[0]) == {"title", "footer", "image"}
    kept = with_picture(message, None, "both")  # the message's own picture stays
    assert kept.files == () and kept.embeds[0]["image"] == {"url": REFERENCE}
    alone = picture_message(b"png", "Judge")
    assert alone.files == (("board.png", b"png"),) and alone.embeds[0]["image"]["url"] == REFERENCE


async def test_every_picture_is_drawn_in_the_render_threads():
    """At most two threads draw for every picture cache, not asyncio's default pool (glibc
    gives each allocating thread its own heap: six threads' freed pixels stayed resident;
    docs/memory.md, fourth pass)."""
    first, second = Renderer(), Renderer()
    await asyncio.gather(*(get(PictureCache(renderer=r), n) for n in range(1, 11) for r in (first, second)))
    assert len(first.threads | second.threads) <= RENDER_THREADS <= 2
    assert all(name.startswith("refbot-render") for name in first.thread_names | second.thread_names)
    assert threading.get_ident() not in first.threads


async def test_the_render_thread_trims_the_heap_once_a_burst_is_over():
    trims: list[int] = []
    now = [100.0]
    worker = RenderWorker(trim=lambda: trims.append(1) or True, clock=lambda: now[0])
    release = threading.Event()

    class Held(Renderer):
        def __call__(self, table, **kw) -> Picture:
            release.wait(10)
            return super().__call__(table, **kw)

    cache = PictureCache(renderer=Held(), worker=worker)
    burst = [asyncio.ensure_future(get(cache, n)) for n in range(1, 6)]
    while worker._queued < 5:  # all five queued before the first is drawn
        await asyncio.sleep(0)
    release.set()
    await asyncio.gather(*burst)
    assert len(trims) == 1 and worker.trims == 1  # once, after the last of the burst
    await get(cache, 6)
    assert len(trims) == 1  # within a second of the last trim: none
    now[0] += 1.5
    await get(cache, 7)
    assert len(trims) == 2


async def test_a_superseded_board_picture_is_dropped_at_once_and_its_table_let_go():
    """Under load a board's pictures queue behind the render threads; one superseded by a
    newer picture of the same board answers its caller at once (`Superseded`) and neither
    the caller nor the queue keeps its table (the backlog in flight: docs/memory.md,
    fourteenth pass). One render thread, held on the first picture."""
    import gc
    import weakref

    from bot.render.picture.attach import Superseded

    release, drawing = threading.Event(), threading.Event()

    class Held(Renderer):
        def __call__(self, table, **kw) -> Picture:
            drawing.set()
            release.wait(30)  # released below; the timeout only ends a failed test
            return super().__call__(table, **kw)

    worker = RenderWorker(threads=1)
    renderer = Held()
    cache = PictureCache(renderer=renderer, worker=worker)
    class Watched(Table):  # a table a weak reference can watch
        __slots__ = ("__weakref__",)

    tables = {n: Watched(game="gcg", turn=1, phase="main", step="", phase_label="Main phase", active="A",
                         seats=(), action_number=n) for n in (1, 2, 3)}
    second = weakref.ref(tables[2])

    def ask(n):
        return asyncio.ensure_future(cache.get(tables[n], match_id=1, epoch=0, lang="en", viewer=Viewer(),
                                               names={"A": "Aki"}, printed=None, title="GCG", slot="board"))

    try:
        first = ask(1)
        await asyncio.wait_for(asyncio.to_thread(drawing.wait, 30), 40)  # the first is being drawn, held
        waiting = ask(2)
        while worker._queued < 2:  # queued behind the first
            await asyncio.sleep(0.001)
        assert not waiting.done()
        newest = ask(3)
        for superseded in (first, waiting):  # answered before any render thread reached them
            with pytest.raises(Superseded):
                await asyncio.wait_for(superseded, 10)
        del tables[2], superseded, waiting
        gc.collect()
        assert second() is None  # nothing keeps the second board's table
        assert not newest.done()
    finally:
        release.set()
    assert (await newest).png == b"png 3 en"
    assert [call[0] for call in renderer.calls] == [1, 3]  # the second was never drawn
    assert cache.dropped == 2 and cache.renders == 1
    assert not cache._pending and not cache._jobs and not cache._waiting


async def test_at_most_places_pictured_messages_are_in_flight_the_others_wait_having_built_nothing():
    """However far behind the render threads fall, at most `places` pictured messages are built
    and wait for them; the others wait for a place holding nothing they have built, and a
    newer request of a board while one of the same board waits is superseded at once, built
    nothing (docs/memory.md, fifteenth and sixteenth passes): the waiting one builds the board
    as it is when placed. One render thread, held."""
    from bot.render.picture.attach import Superseded

    release = threading.Event()

    class Held(Renderer):
        def __call__(self, table, **kw) -> Picture:
            release.wait(30)  # released below; the timeout only ends a failed test
            return super().__call__(table, **kw)

    worker = RenderWorker(threads=1)
    renderer = Held()
    cache = PictureCache(renderer=renderer, worker=worker, places=2)
    built: list[int] = []

    async def message(action: int, slot=None) -> bytes:
        async with cache.place(slot):
            built.append(action)  # the message and its table are built here, once placed
            picture = await cache.get(table(action), match_id=1, epoch=0, lang="en", viewer=Viewer(),
                                      names={"A": "Aki"}, printed=None, title="GCG", slot=slot)
        return picture.png

    try:
        hands = [asyncio.ensure_future(message(n)) for n in (1, 2, 3)]  # DM hands: no slot
        boards = [asyncio.ensure_future(message(n, slot="board")) for n in (4, 5, 6)]
        while worker._queued < 2:
            await asyncio.sleep(0.001)
        for _ in range(50):  # let every request run as far as it can
            await asyncio.sleep(0)
        assert built == [1, 2] and worker._queued == 2  # the third hand and the first board wait, unbuilt
        for newer in boards[1:]:  # one of that board waits already: done at once, nothing built
            assert newer.done() and isinstance(newer.exception(), Superseded)
    finally:
        release.set()
    assert [await hand for hand in hands] == [b"png 1 en", b"png 2 en", b"png 3 en"]
    assert await boards[0] == b"png 4 en"  # in the bot, built when placed: the board as it is then
    assert built == [1, 2, 3, 4] and [call[0] for call in renderer.calls] == [1, 2, 3, 4]
    assert not cache._placing and cache._places._value == 2
