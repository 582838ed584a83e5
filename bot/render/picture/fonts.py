"""The picture's one font, what it can draw, and text stamped fast.

One file, a subset of Noto Sans CJK JP with its `locl` feature (fontsubset.py): Latin,
kana, the kanji of JIS X 0208 and the hanzi of Big5 level 1, drawn with Japanese glyph
forms for `ja` and Taiwanese ones for `zh-Hant` (raqm layout with the language tag; where
Pillow has no raqm the basic layout draws the same characters in Japanese forms).

A character the font lacks is never an empty box: `drawable` drops decorative emoji the
catalogues put in front of a line ("⚔️ Battle in progress": the picture draws its own
marks) and replaces anything else with 〓 (the typesetter's sign for a missing glyph),
reporting what it replaced so tests can insist nothing real is ever replaced.

Text is drawn through `stamp`: a string at a size is rasterised once into a mask and
pasted after that (Pillow lays out and rasterises a string in ~0.3 ms; a paste is ~20 µs),
so a board whose names repeat from one action to the next costs little to redraw.
"""

from __future__ import annotations

import threading
import unicodedata
from contextlib import suppress
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cachetools import LRUCache
from PIL import Image, ImageDraw, ImageFont, features

FONT_PATH = Path(__file__).parent / "fonts" / "NotoSansCJKjp-Subset.otf"
MISSING = "〓"
_VARIATION = {"\ufe0e", "\ufe0f", "\u200d"}
RAQM = features.check("raqm")
LANG_TAGS = {"zh-Hant": "zh-Hant", "ja": "ja", "en": "en"}


@cache
def coverage() -> frozenset[int]:
    """Every code point the font has a glyph for (its cmap)."""
    from fontTools.ttLib import TTFont

    with TTFont(str(FONT_PATH), lazy=True) as font:
        return frozenset(font.getBestCmap())


@dataclass(frozen=True, slots=True)
class Drawable:
    text: str  # what is drawn
    missing: str  # characters the font lacks that were replaced by 〓 (never "" for real text)


@cache
def drawable(text: str) -> Drawable:
    """`text` as the font can draw it: decorative symbols it lacks dropped, any other
    character it lacks replaced by 〓 (and listed in `missing`)."""
    have = coverage()
    out: list[str] = []
    missing: list[str] = []
    for ch in text:
        if ord(ch) in have:
            out.append(ch)
        elif ch in _VARIATION or ch == "\n" or unicodedata.category(ch) == "So":
            continue
        elif ch.isspace():
            out.append(" ")
        else:
            out.append(MISSING)
            missing.append(ch)
    return Drawable("".join(out).strip(), "".join(missing))


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    engine = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_PATH), size, layout_engine=engine)


def _language(lang: str) -> str | None:
    return LANG_TAGS.get(lang) if RAQM else None


@dataclass(frozen=True, slots=True)
class Stamp:
    mask: Image.Image  # "L"
    dx: int  # where the mask goes relative to the text's origin (its top-left)
    dy: int
    width: int  # the advance width
    height: int  # the font's line height (ascent + descent)


def _stamp_bytes(made: Stamp) -> int:
    """A stamp's mask pixels and what Pillow and Python keep around them (~1 KB)."""
    return made.mask.width * made.mask.height + 1024


# Stamps kept by their bytes (least recently used go): ~3.4 KB each, so ~2,400 strings —
# a board draws ~50, and the names and words of a bot's matches repeat.
STAMP_BYTES = 8 * 2**20
_stamps: LRUCache[tuple, Stamp] = LRUCache(STAMP_BYTES, getsizeof=_stamp_bytes)
_lock = threading.Lock()  # renders may run in several threads at once


def stamp(text: str, size: int, lang: str = "en", bold: bool = False) -> Stamp:
    """`text` (already `drawable`) rasterised at `size`, cached (least recently used)."""
    key = (text, size, lang, bold)
    with _lock:
        found = _stamps.get(key)  # now the most recently used
        if found is not None:
            return found
    f = font(size)
    stroke = 1 if bold else 0
    language = _language(lang)
    ascent, descent = f.getmetrics()
    width = round(f.getlength(text, language=language)) + 2 * stroke if text else 0
    left, top, right, bottom = f.getbbox(text, language=language, stroke_width=stroke) if text \
        else (0, 0, 0, 0)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    if text:
        ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, language=language,
                                  stroke_width=stroke, stroke_fill=255)
    made = Stamp(mask, left, top, max(width, right), ascent + descent)
    with _lock, suppress(ValueError):  # (one bigger than the whole bound is not kept)
        _stamps[key] = made
    return made


def width(text: str, size: int, lang: str = "en", bold: bool = False) -> int:
    return stamp(text, size, lang, bold).width


def line_step(size: int) -> int:
    """From one line of text to the next (the font's own line gap is loose for a tile)."""
    return round(size * 1.25)


def ink_height(size: int) -> int:
    """How tall a line's pixels may be: CJK fills about an em, Latin descends below it."""
    return round(size * 1.12)


def lines_in(height: int, size: int) -> int:
    """How many lines of `size` fit in `height` (0: not even one)."""
    if height < ink_height(size):
        return 0
    return 1 + (height - ink_height(size)) // line_step(size)
