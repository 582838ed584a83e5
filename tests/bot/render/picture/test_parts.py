"""The panel-parts cache (board._part, canvas.PARTS) changes nothing: replaying a seeded
game with the cache warming as the bot's does, every picture is pixel for pixel and
element for element what drawing each part straight onto the board gives — so its key
misses nothing a part shows (a stale part would be pasted) and a part's margin covers
nothing of its panel."""

from __future__ import annotations

import pytest

from bot.i18n import use
from bot.render.cards import localise_names
from bot.render.picture import board
from bot.render.picture.board import Viewer, render_board
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from rules_engine.core.registry import get_game

from .checks import format_id

EVERY = 9  # actions between the positions compared (the cache warms from every action)


def _straight(ctx, seat, kind, content, box, mirrored, deciding, order) -> None:
    if kind == "header":
        board._header(ctx, seat, box, deciding, order)
    elif kind == "row":
        board._row(ctx, seat, content, box, mirrored)
    elif kind == "strip":
        board._strip(ctx, seat, content, box)
    else:
        board._hand(ctx, seat, content, box)


def _draw(match, viewer: Viewer, lang: str, title: str):
    table, printed = table_for(match, viewer), printed_of(match)
    with use(lang):
        table = localise_names(table, lambda number: getattr(printed(number), "names", None) or None)
        canvas = render_board(table, lang=lang, viewer=viewer, names={"A": "Aki"}, printed=printed, title=title,
                              match_id=3)
    return canvas.image.tobytes(), canvas.layout.elements


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_pasted_parts_draw_what_drawing_them_gives(entry, monkeypatch):
    game, options, _ = entry
    title = get_game(game).title
    cached = board._part
    compared = 0
    for n, match in enumerate(positions(game, "bench", options, upto=100)):
        seat = match.config.players[n % len(match.config.players)]
        for viewer in (Viewer(), Viewer(seat=seat)):
            lang = ("en", "ja", "zh-Hant")[n % 3]
            pasted = _draw(match, viewer, lang, title)  # every action: the cache warms as the bot's
            if n % EVERY:
                continue
            monkeypatch.setattr(board, "_part", _straight)
            straight = _draw(match, viewer, lang, title)
            monkeypatch.setattr(board, "_part", cached)
            assert pasted[1] == straight[1], f"action {n}, {viewer}, {lang}: the layout differs"
            assert pasted[0] == straight[0], f"action {n}, {viewer}, {lang}: the pixels differ"
            compared += 1
    assert compared >= 5
