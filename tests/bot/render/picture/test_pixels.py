"""A board's pixels come from Pillow's pool of blocks, not fresh pages (docs/picture.md,
seventh pass): the bot maps every block of 1 MB or more and hands it back when freed
(bot.memory.map_large_blocks), so without the pool each board paid for an mmap, a page
fault per 4 KB and an munmap of its canvas. The pool is bounded: its bytes are stated."""

from __future__ import annotations

from PIL import Image

from bot.render.picture import canvas, render
from bot.render.picture.board import Viewer
from bot.render.picture.sample import play_to, printed_of, table_for
from rules_engine.core.registry import get_game


def test_the_renderer_keeps_a_bounded_pool_of_pixel_blocks():
    assert Image.core.get_blocks_max() == canvas.PIXEL_BLOCKS
    assert Image.core.get_block_size() == canvas.PIXEL_BLOCK_BYTES
    assert canvas.PIXEL_BLOCK_BYTES < 2**20  # under the bot's mapping threshold (bot.memory.MMAP_THRESHOLD)
    assert canvas.PIXEL_BLOCK_BYTES % 4096 == 0
    assert canvas.PIXEL_BLOCKS * canvas.PIXEL_BLOCK_BYTES <= 9 * 2**20  # what it may keep resident


def test_a_second_board_draws_on_the_first_ones_blocks():
    match = play_to("gcg", "pixels", 12, {})
    table, printed = table_for(match, Viewer()), printed_of(match)
    title = get_game("gcg").title
    first = render(table, printed=printed, title=title, match_id=3)  # its pieces drawn and kept
    before = Image.core.get_stats()
    again = render(table, printed=printed, title=title, match_id=3)  # every piece pasted: pixels of its own
    after = Image.core.get_stats()
    assert again.png == first.png
    reused = after["reused_blocks"] - before["reused_blocks"]
    allocated = after["allocated_blocks"] - before["allocated_blocks"]
    # its canvas (800 px wide, ~1 MB every 326 rows) and its palette image: all from the pool
    assert reused >= 3, (reused, allocated)
    assert allocated == 0, (reused, allocated)
    assert after["blocks_cached"] <= canvas.PIXEL_BLOCKS
