"""`clear_caches` (what render_bench's cold replays start from) forgets every piece, word
and tile spec the renderer kept — a cache it missed would make a second replay warmer
than the first, and the benchmark's best-of figure a lie — and a board drawn after it is
byte for byte the board drawn before."""

from __future__ import annotations

from bot.render.picture import canvas, clear_caches, fonts, games, render
from bot.render.picture.board import Viewer
from bot.render.picture.sample import play_to, printed_of, table_for
from rules_engine.core.registry import get_game


def _kept() -> dict[str, int]:
    return {"tiles": len(canvas.TILES), "parts": len(canvas.PARTS), "fit": canvas.fit.cache_info().currsize,
            "length": canvas._length.cache_info().currsize,
            "unit_widths": canvas._unit_width.cache_info().currsize, "rounded": canvas._rounded.cache_info().currsize,
            "stamps": len(fonts._stamps), "runs": len(fonts._runs),
            "run_words": fonts.runs.cache_info().currsize, "advances": fonts.run_advance.cache_info().currsize,
            "drawable": fonts.drawable.cache_info().currsize, "specs": len(games._specs)}


def test_a_cold_start_keeps_nothing_and_draws_the_same():
    match = play_to("gcg", "clear", 30, {})
    table, printed = table_for(match, Viewer()), printed_of(match)
    title = get_game("gcg").title
    before = render(table, lang="ja", printed=printed, title=title, match_id=5)
    assert all(_kept().values()), _kept()  # the board filled every cache
    clear_caches()
    assert not any(_kept().values()), _kept()
    after = render(table, lang="ja", printed=printed, title=title, match_id=5)
    assert after.png == before.png
    assert after.layout.elements == before.layout.elements
