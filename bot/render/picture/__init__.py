"""The board as a picture (docs/picture.md): one renderer for every game and format.

    picture = render(table, lang="ja", viewer=Viewer(seat="A"), names=..., printed=pool.get,
                     title=game.title, match_id=12)
    picture.png      # bytes of a PNG, for `attachment://board.png`
    picture.layout   # every drawn element with its box and what it shows (tests use it)

`render` is pure and synchronous (no I/O, no event loop, no discord.py): the bot calls it
in a worker thread, keyed by `cache_key` (a match's pictures change only with its action
number). It draws from the viewer's `Table` only — the same one the embeds are built from
— so it cannot draw a card the viewer may not see. Plain Python: no discord import here.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass

from PIL import Image

from rules_engine.core.table import Table

from ...i18n import use
from ..cards import localise_names
from . import canvas, fonts, games, theme
from .board import Viewer, render_board
from .games import Printed
from .layout import Layout
from .png import indexed_png

__all__ = ["Picture", "Viewer", "cache_key", "clear_caches", "encode", "render"]

# PNG settings chosen by benchmarks/render_bench.py (docs/picture.md "Speed and size"):
# the picture's own fixed palette (theme.palette(): its colours and the shades text leaves
# on them) — half the size of RGB and a fifth of its encoding time — deflated by ISA-L at
# level 1 (png.py: a seventh of Pillow's zlib level 1 time, and smaller).
PALETTE = True
COMPRESS = 1
canvas.keep_pixel_blocks()  # pixels reused from render to render, not fresh pages (canvas.py)


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    layout: Layout

    @property
    def width(self) -> int:
        return self.layout.width

    @property
    def height(self) -> int:
        return self.layout.height

    @property
    def nbytes(self) -> int:
        """What keeping this picture costs, roughly: the PNG and the layout's own objects."""
        return len(self.png) + self.layout.nbytes


def cache_key(match_id: int, action_number: int, viewer: Viewer, lang: str, epoch: int = 0) -> tuple:
    """What a picture depends on besides the table: one picture per (match, rewind epoch,
    action, viewer, language). Display names are part of it too when they change (rare:
    the caller adds them, or drops its cache on a rename)."""
    return (match_id, epoch, action_number, viewer.seat, viewer.judge, lang)


def render(table: Table, *, lang: str = "en", viewer: Viewer | None = None,
           names: Mapping[str, str] | None = None, printed: Printed | None = None, title: str = "",
           match_id: int | None = None, palette: bool = PALETTE, compress: int = COMPRESS) -> Picture:
    """The PNG of `table` as `viewer` sees it, in `lang`, and its layout.

    `table` must be `viewer`'s own (the public table for the public board, the seat's for
    a hand, the judge's for `/judge view`). `names`: seat → display name; `printed`: a card
    number → its card (the match's pool `get`), for colours, cost, level and printed values
    (and card names in `lang`); `title`: the game's title."""
    viewer = viewer or Viewer()
    with use(lang) as language:
        if printed is not None:
            table = localise_names(table, lambda number: getattr(printed(number), "names", None) or None)
        canvas = render_board(table, lang=language, viewer=viewer, names=dict(names or {}), printed=printed,
                              title=title, match_id=match_id)
    # mapped as it was drawn: the pieces pasted from the caches are mapped already (canvas.py)
    png = indexed_png(canvas.mapped(), compress) if palette else encode(canvas.image, palette, compress)
    return Picture(png, canvas.layout)


def encode(image, palette: bool = PALETTE, compress: int = COMPRESS) -> bytes:
    """PNG bytes; `palette`: map to the fixed palette and deflate with ISA-L at level
    `compress` (0–3); else RGB through Pillow's writer at zlib level `compress` (0–9)."""
    if palette:
        return indexed_png(image.quantize(palette=theme.palette(), dither=Image.Dither.NONE), compress)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=compress)
    return out.getvalue()


def clear_caches() -> None:
    """Forget everything the renderer keeps between renders — pieces, text, tile specs —
    but the font files and the palette (loaded once per process): the next render starts as
    a fresh process's would. The render benchmark replays a game from this cold start more
    than once (`--repeat`); nothing in the bot needs it."""
    canvas.clear_caches()
    fonts.clear_caches()
    games.clear_specs()
