"""The picture's own PNG writer (bot/render/picture/png.py: ISA-L's deflate inside PNG
framing written by hand): what it writes is a PNG a strict decoder reads back to exactly
the board's pixels and palette — Pillow checks every chunk's CRC, and zlib the stream's
Adler-32."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from PIL import Image

from bot.i18n import use
from bot.render.picture import encode, render, theme
from bot.render.picture.board import Viewer, render_board
from bot.render.picture.png import SIGNATURE, indexed_png
from bot.render.picture.sample import FORMATS, play_to, printed_of, table_for

from .checks import format_id


def _chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    assert png.startswith(SIGNATURE)
    out, at = [], len(SIGNATURE)
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        kind, data = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", png[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + data), f"{kind!r}: bad CRC"
        out.append((kind, data))
        at += 12 + length
    return out


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
def test_a_board_decodes_to_its_own_pixels(entry):
    game, options, _ = entry
    match = play_to(game, "png", 60, options)
    table, printed = table_for(match, Viewer()), printed_of(match)
    with use("ja"):
        image = render_board(table, lang="ja", viewer=Viewer(), names={}, printed=printed, title="",
                             match_id=1).image
    expected = image.quantize(palette=theme.palette(), dither=Image.Dither.NONE)
    png = encode(image)
    decoded = Image.open(io.BytesIO(png))
    decoded.load()  # Pillow verifies each chunk's CRC as it reads
    assert decoded.mode == "P" and decoded.size == image.size
    assert decoded.tobytes() == expected.tobytes()
    assert decoded.getpalette() == expected.getpalette()
    assert decoded.convert("RGB").tobytes() == expected.convert("RGB").tobytes()
    kinds = [kind for kind, _ in _chunks(png)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]


def test_the_stream_is_plain_zlib_with_filter_none_rows():
    image = Image.new("P", (5, 3))
    image.putpalette([0, 0, 0, 255, 0, 0, 0, 0, 255])
    image.putdata([0, 1, 2, 1, 0, 2, 2, 2, 2, 2, 1, 0, 1, 0, 1])
    chunks = dict(_chunks(indexed_png(image)))
    width, height, depth, colour, *_ = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert (width, height, depth, colour) == (5, 3, 8, 3)
    assert chunks[b"PLTE"] == bytes([0, 0, 0, 255, 0, 0, 0, 0, 255])
    assert zlib.decompress(chunks[b"IDAT"]) == bytes([0, 0, 1, 2, 1, 0, 0, 2, 2, 2, 2, 2, 0, 1, 0, 1, 0, 1])


def test_only_a_palette_image_is_written():
    with pytest.raises(ValueError, match="palette"):
        indexed_png(Image.new("RGB", (4, 4)))


def test_render_is_within_the_size_bar_and_smaller_than_before():
    match = play_to("gcg", "png", 120, {"players": 4, "format": "team"})
    picture = render(table_for(match, Viewer()), printed=printed_of(match), title="GCG", match_id=1)
    with use("en"):
        image = render_board(table_for(match, Viewer()), lang="en", viewer=Viewer(), names={},
                             printed=printed_of(match), title="GCG", match_id=1).image
    pillow = io.BytesIO()
    image.quantize(palette=theme.palette(), dither=Image.Dither.NONE).save(pillow, format="PNG", compress_level=1)
    assert len(picture.png) <= 300 * 1024
    assert len(picture.png) < len(pillow.getvalue())  # ISA-L's level 1 packs tighter than zlib's
