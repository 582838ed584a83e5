"""Pieces kept mapped to the palette (canvas.py: `Canvas.mapped`) change no pixel: a board
composed from mapped pieces, with only what was drawn afresh mapped, is pixel for pixel the
board drawn whole in RGB and mapped at the end — whatever is drawn over a pasted piece
afterwards (one-colour shapes: outlines, the attack's arrow; blended ones: words, a
shade), and whether the piece came from the cache or was drawn for this board."""

from __future__ import annotations

import functools
import gc
import weakref

import pytest
from PIL import Image

from bot.i18n import use
from bot.render.cards import localise_names
from bot.render.picture import board, canvas, theme
from bot.render.picture.board import Viewer, render_board
from bot.render.picture.canvas import Canvas, to_palette
from bot.render.picture.layout import ARROW, Box
from bot.render.picture.lru import ByteLRU
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from rules_engine.core.registry import get_game

from .checks import format_id

EVERY = 7  # actions between the boards compared (every board warms the caches)


def _board(match, viewer: Viewer, lang: str, title: str) -> Canvas:
    table, printed = table_for(match, viewer), printed_of(match)
    with use(lang):
        table = localise_names(table, lambda number: getattr(printed(number), "names", None) or None)
        return render_board(table, lang=lang, viewer=viewer, names={"A": "Aki"}, printed=printed, title=title,
                            match_id=5)


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_a_board_from_mapped_pieces_is_the_board_drawn_in_rgb_and_mapped(entry, monkeypatch):
    game, options, _ = entry
    title = get_game(game).title
    compared = arrows = 0
    for n, match in enumerate(positions(game, "mapped", options, upto=120)):
        seat = match.config.players[n % len(match.config.players)]
        for viewer in (Viewer(), Viewer(seat=seat)):
            lang = ("en", "ja")[n % 2]
            drawn = _board(match, viewer, lang, title)  # every action: the caches warm as the bot's
            mapped = drawn.mapped()
            if n % EVERY and not any(e.kind == ARROW for e in drawn.layout.elements):
                continue
            with monkeypatch.context() as patch:  # nothing pasted mapped: every piece drawn in RGB in place
                patch.setattr(board, "Canvas", functools.partial(Canvas, exact=True))
                whole = _board(match, viewer, lang, title)
            assert drawn.layout.elements == whole.layout.elements, f"action {n}, {viewer}: the layout differs"
            expected = to_palette(whole.image)
            assert mapped.getpalette() == expected.getpalette()
            assert mapped.tobytes() == expected.tobytes(), f"action {n}, {viewer}, {lang}: the pixels differ"
            assert to_palette(drawn.image).tobytes() == expected.tobytes()  # its pieces drawn again in RGB
            compared += 1
            arrows += any(e.kind == ARROW for e in drawn.layout.elements)
    assert compared >= 10


def _piece(sub: Canvas) -> str:
    sub.rect(Box(2, 2, 57, 37), fill=theme.CARD, outline=theme.AREA_EDGE, width=2, radius=6)
    sub.rect(Box(6, 24, 30, 34), fill=theme.COLOURS["blue"])
    sub.text(Box(4, 4, 56, 22), "Kiln Wyrm", theme.CARD_INK, 15, min_size=9)
    return "drawn"


def _compose(target: Canvas, store: ByteLRU, *, shade: bool, words: bool) -> None:
    """Pieces pasted (one twice, one over another), then shapes of every kind over them."""
    assert target.sprite("a", 10, 10, (60, 40), theme.AREA, _piece, store=store) == "drawn"
    target.sprite("a", 40, 30, (60, 40), theme.AREA, _piece, store=store)  # over the first's corner
    target.sprite("b", 90, 60, (60, 40), theme.PANEL, _piece, store=store)
    target.rect(Box(5, 5, 150, 105), outline=theme.DECIDING, width=4, radius=10)  # a panel's edge, small mask
    target.rect(Box(0, 0, 199, 159), outline=theme.PANEL_EDGE, width=2, radius=10)  # a large panel's edge
    target.rect(Box(12, 12, 30, 20), fill=theme.DAMAGE)
    target.line([(20, 20), (120, 90)], theme.ARROW, 7)
    target.polygon([(120, 90), (100, 92), (112, 74)], fill=theme.ARROW)
    target.ellipse(Box(11, 11, 29, 29), fill=theme.ARROW, outline=theme.CARD, width=2)
    target.arc(Box(60, 40, 80, 60), start=180, end=450, colour=theme.BADGE_INK, width=3)
    if words:
        target.text(Box(30, 40, 140, 60), "Attack: Kiln Wyrm → Moss Giant", theme.INK, 17, min_size=10)
    if shade:
        target.shade(Box(35, 25, 120, 80), theme.OUT, 0.55)
    target.rect(Box(100, 70, 110, 75), fill=theme.TOKEN)  # drawn after the blend, over a piece again
    target.sprite("b", 130, 100, (60, 40), theme.PANEL, _piece, store=store)  # partly off the canvas
    target.line([(135, 105), (199, 159)], theme.UP, 3)


@pytest.mark.parametrize("shade", [False, True])
@pytest.mark.parametrize("words", [False, True])
@pytest.mark.parametrize("warm", [False, True], ids=["drawn", "from the cache"])
def test_what_is_drawn_over_mapped_pieces_comes_out_as_drawn_in_rgb(shade, words, warm):
    store: ByteLRU = ByteLRU(2**20)
    if warm:
        _compose(Canvas(180, 150, theme.TABLE, "en"), store, shade=False, words=False)
    composed = Canvas(180, 150, theme.TABLE, "en")
    _compose(composed, store, shade=shade, words=words)
    whole = Canvas(180, 150, theme.TABLE, "en", exact=True)
    _compose(whole, ByteLRU(2**20), shade=shade, words=words)
    expected = to_palette(whole.image)
    assert composed.mapped().tobytes() == expected.tobytes()
    assert composed.layout.elements == whole.layout.elements
    assert composed.image.tobytes() == whole.image.tobytes()  # in RGB too, once every piece is redrawn


def test_a_piece_is_kept_mapped_in_a_byte_a_pixel():
    store: ByteLRU = ByteLRU(2**20)
    Canvas(100, 100, theme.TABLE, "en").sprite("a", 0, 0, (60, 40), theme.AREA, _piece, store=store)
    ((_, (pixels, _, extra)),) = store.items()
    assert pixels.mode == "P" and pixels.size == (60, 40) and extra == "drawn"
    assert store.bytes < 60 * 40 * 2  # its pixels at one byte each, and its few elements


def test_a_colour_maps_to_the_index_quantize_gives_it():
    swatch = [theme.ARROW, theme.PANEL_EDGE, theme.DECIDING, (1, 2, 3), (250, 251, 3), *theme.COLOURS.values()]
    image = Image.new("RGB", (len(swatch), 1))
    image.putdata(swatch)
    assert [canvas.palette_index(colour) for colour in swatch] == list(to_palette(image).tobytes())


def test_a_board_is_freed_when_dropped_not_by_the_collector():
    """The pieces a board keeps until it is mapped (each able to draw itself again) must not
    hold the board: its pixels go back to Pillow's pool as soon as the render drops it."""
    match = next(iter(positions("gcg", "mapped", {}, upto=3)))
    gc.disable()
    try:
        drawn = _board(match, Viewer(), "en", get_game("gcg").title)
        assert drawn._pieces  # (pieces pasted mapped: what could hold it)
        drawn.mapped()
        dropped = weakref.ref(drawn)
        del drawn
        assert dropped() is None
    finally:
        gc.enable()
