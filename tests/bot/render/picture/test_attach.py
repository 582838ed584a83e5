"""The picture cache and `with_picture`: one render per (match, action, viewer, language,
names) even when asked twice at once, off the event loop; a failed render is None (the
text goes out alone); the message shapes for picture / text / both."""

from __future__ import annotations

import asyncio
import threading

from bot.ports import OutMessage
from bot.render.picture import Picture, Viewer
from bot.render.picture.attach import REFERENCE, PictureCache, footprint, picture_message, with_picture
from bot.render.picture.layout import Box, Element, Layout
from rules_engine.core.table import Table


def table(action: int) -> Table:
    return Table(game="gcg", turn=1, phase="main", step="", phase_label="Main phase", active="A", seats=(),
                 action_number=action)


class Renderer:
    def __init__(self, fail: bool = False) -> None:
        self.calls: list[tuple] = []
        self.threads: set[int] = set()
        self.fail = fail

    def __call__(self, table, *, lang, viewer, names, printed, title, match_id) -> Picture:
        self.calls.append((table.action_number, lang, viewer))
        self.threads.add(threading.get_ident())
        if self.fail:
            raise ValueError("broken card")
        return Picture(f"png {table.action_number} {lang}".encode(), Layout(800, 600))


async def get(cache, action, *, lang="en", viewer=None, names=None):
    return await cache.get(table(action), match_id=1, epoch=0, lang=lang, viewer=viewer or Viewer(),
                           names=names or {"A": "Aki"}, printed=None, title="GCG")


async def test_one_render_per_view_off_the_event_loop():
    renderer = Renderer()
    cache = PictureCache(max_bytes=2 * len(b"png 5 en"), renderer=renderer)  # two such pictures
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
    await get(cache, 5)  # pushed out of the two newest
    assert len(renderer.calls) == 5
    assert cache.latest(1, Viewer(), "en")[0] == 5 and cache.latest(2, Viewer(), "en") is None


class BigRenderer(Renderer):
    """Pictures of `size` bytes of PNG and `elements` drawn elements."""

    def __init__(self, size: int, elements: int = 0) -> None:
        super().__init__()
        self.size, self.elements = size, elements

    def __call__(self, table, **kwargs) -> Picture:
        super().__call__(table, **kwargs)
        layout = Layout(800, 600, [Element("text", Box(0, 0, 9, 9), text="Kestrel")] * self.elements)
        return Picture(bytes(self.size), layout)


async def test_the_cache_is_bounded_by_bytes_not_pictures():
    """However many matches run, the pictures kept hold at most `max_bytes` (PNG and
    layout); the newest stay; one bigger than the whole bound is drawn but not kept."""
    renderer = BigRenderer(1_000_000, elements=50)
    one = footprint(renderer(table(0), lang="en", viewer=Viewer(), names={}, printed=None, title="", match_id=1))
    assert one > 1_000_000 + 50 * len("Kestrel")  # the layout counts too
    cache = PictureCache(max_bytes=3 * one, renderer=renderer)
    for action in range(10):
        await get(cache, action)
        assert cache.bytes <= 3 * one
    assert cache.latest(1, Viewer(), "en")[0] == 9
    assert len(cache._done) == 3 and cache.bytes == 3 * one
    await get(cache, 7)  # still kept: not drawn again
    assert len(renderer.calls) == 11
    await get(cache, 2)  # pushed out: drawn again
    assert len(renderer.calls) == 12
    huge = PictureCache(max_bytes=10, renderer=BigRenderer(1000))
    assert (await get(huge, 1)).png == bytes(1000) and huge.latest(1, Viewer(), "en") is None


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
