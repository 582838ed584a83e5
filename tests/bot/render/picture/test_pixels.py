"""A board's pixels come from Pillow's pool of blocks, not fresh pages (docs/picture.md,
seventh pass): the bot maps every block of 1 MB or more and hands it back when freed
(bot.memory.map_large_blocks), so without the pool each board paid for an mmap, a page
fault per 4 KB and an munmap of its canvas. The pool is bounded: its bytes are stated."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PIL import Image

from bot.render.picture import canvas

ROOT = Path(__file__).resolve().parents[4]


def test_the_renderer_keeps_a_bounded_pool_of_pixel_blocks():
    assert Image.core.get_blocks_max() == canvas.PIXEL_BLOCKS
    assert Image.core.get_block_size() == canvas.PIXEL_BLOCK_BYTES
    assert canvas.PIXEL_BLOCK_BYTES < 2**20  # under the bot's mapping threshold (bot.memory.MMAP_THRESHOLD)
    assert canvas.PIXEL_BLOCK_BYTES % 4096 == 0
    assert canvas.PIXEL_BLOCKS * canvas.PIXEL_BLOCK_BYTES <= 9 * 2**20  # what it may keep resident


# run in a fresh process: another test's render threads would take blocks from the same pool
SECOND_BOARD = r"""
import json
from PIL import Image
from bot.render.picture import render
from bot.render.picture.board import Viewer
from bot.render.picture.sample import play_to, printed_of, table_for
from rules_engine.core.registry import get_game

match = play_to("gcg", "pixels", 12, {})
table, printed = table_for(match, Viewer()), printed_of(match)
title = get_game("gcg").title
first = render(table, printed=printed, title=title, match_id=3)  # its pieces drawn and kept
before = Image.core.get_stats()
again = render(table, printed=printed, title=title, match_id=3)  # every piece pasted: pixels of its own
after = Image.core.get_stats()
print(json.dumps({"same": again.png == first.png, "cached": after["blocks_cached"],
                  **{k: after[k] - before[k] for k in ("reused_blocks", "allocated_blocks")}}))
"""


def test_a_second_board_draws_on_the_first_ones_blocks():
    done = subprocess.run([sys.executable, "-c", SECOND_BOARD], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    figures = json.loads(done.stdout)
    assert figures["same"]
    # its canvas (800 px wide, ~1 MB every 326 rows) and its palette image: all from the pool
    assert figures["reused_blocks"] >= 3, figures
    assert figures["allocated_blocks"] == 0, figures
    assert figures["cached"] <= canvas.PIXEL_BLOCKS
