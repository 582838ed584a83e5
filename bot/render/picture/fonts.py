"""The picture's one font, what it can draw, and text stamped fast.

One file, a subset of Noto Sans CJK JP with its `locl` feature (fontsubset.py): Latin,
kana, the kanji of JIS X 0208 and the hanzi of Big5 level 1, drawn with Japanese glyph
forms for `ja` and Taiwanese ones for `zh-Hant` (raqm layout with the language tag; where
Pillow has no raqm the basic layout draws the same characters in Japanese forms).

A character the font lacks is never an empty box: `drawable` drops decorative emoji the
catalogues put in front of a line ("⚔️ Battle in progress": the picture draws its own
marks) and replaces anything else with 〓 (the typesetter's sign for a missing glyph),
reporting what it replaced so tests can insist nothing real is ever replaced.

Text is drawn through `stamp`: a string at a size is set once into a mask and pasted after
that (Pillow lays out and rasterises a string in ~0.3 ms; a paste is ~20 µs), so a board
whose names repeat from one action to the next costs little to redraw; and a new string is
set from its words (`runs`), each laid out and rasterised once, so it too is mostly pastes.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from contextlib import suppress
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from cachetools import LRUCache
from PIL import Image, ImageFont, features

FONT_PATH = Path(__file__).parent / "fonts" / "NotoSansCJKjp-Subset.otf"
MISSING = "〓"
_VARIATION = {"\ufe0e", "\ufe0f", "\u200d"}
RAQM = features.check("raqm")
LANG_TAGS = {"zh-Hant": "zh-Hant", "ja": "ja", "en": "en"}


COVERAGE_PATH = FONT_PATH.with_suffix(".cmap")  # written with the font (fontsubset.py)


@cache
def coverage() -> frozenset[int]:
    """Every code point the font has a glyph for (its cmap), read from the ranges written
    beside the font when it was built: loading fontTools and the font's tables for this
    cost ~3 MB of modules for good and ~6 MB of tables until a full collection."""
    points: set[int] = set()
    for line in COVERAGE_PATH.read_text(encoding="ascii").split():
        first, _, last = line.partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return frozenset(points)


@dataclass(frozen=True, slots=True)
class Drawable:
    text: str  # what is drawn
    missing: str  # characters the font lacks that were replaced by 〓 (never "" for real text)


# Bounded: every text drawn passes here — names, log lines, clocks, action numbers — ~65 new
# ones a match, which `@cache` kept for the process's life (~16 KB a match, without end) and
# every full pass of the collector walked (docs/memory.md seventh pass, docs/picture.md sixth
# pass). 4,096 (~1 MB) is more than one match's boards ask for.
@lru_cache(maxsize=4096)
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


@dataclass(slots=True)
class CacheCounts:
    """A cache's hits and misses (counted under `_lock`; the memory dump reads them)."""

    hits: int = 0
    misses: int = 0


stamp_lookups = CacheCounts()
run_lookups = CacheCounts()


_WORDS = re.compile(r" +|[^ ]+")


@lru_cache(maxsize=4096)
def runs(text: str) -> tuple[str, ...]:
    """`text` cut into runs that lay out alone exactly as they do inside it: at spaces (the
    spaces a run of their own), never inside a word — so a word's kerning (kana have
    some) stays — and a word with no letter (`·`, `6/6`, `4`) kept with the word before
    it and the spaces between (the first with the next): such characters take their
    neighbour's script when the string is shaped, and with it the language's glyph forms
    (zh-Hant draws `·` wider in Latin text than alone)."""
    out: list[str] = []
    for piece in _WORDS.findall(text):  # words and runs of spaces, alternating
        lettered = piece[0] == " " or any(ch.isalpha() for ch in piece)
        if not lettered and len(out) >= 2:  # with the word before it and the spaces between
            spaces = out.pop()
            out[-1] += spaces + piece
        elif out and out[-1][0] != " " and not any(ch.isalpha() for ch in out[-1]):
            out[-1] += piece  # the first word had no letter: it goes with what follows
        else:
            out.append(piece)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Run:
    """One run (a word, its spaces) rasterised alone."""

    mask: Image.Image
    left: int  # the mask's place relative to the run's origin
    top: int


# Runs kept by their bytes (~0.5 KB each): the words every string is made of.
RUN_BYTES = 2 * 2**20
_runs: LRUCache[tuple, Run] = LRUCache(RUN_BYTES,
                                       getsizeof=lambda made: 512 + made.mask.width * made.mask.height)


@lru_cache(maxsize=8192)  # ~250 bytes an entry: at most ~2 MB (docs/memory.md)
def run_advance(text: str, size: int, lang: str) -> float:
    """How far a run moves the pen (26.6 fixed point, as a float): measuring never rasterises
    (fitting tries several sizes; only the one drawn is rasterised)."""
    return font(size).getlength(text, language=_language(lang))


def run(text: str, size: int, lang: str = "en", bold: bool = False) -> Run:
    key = (text, size, lang, bold)
    with _lock:
        found = _runs.get(key)
        if found is not None:
            run_lookups.hits += 1
            return found
        run_lookups.misses += 1
    # FreeType's mask of the run, as `ImageDraw.text` draws it (a bold run: its stroke, filled)
    # but laid out once, where measuring its box and drawing it laid it out twice (~25 % of a
    # run's cost): the same pixels (tests/bot/render/picture/test_font.py).
    core, (left, top) = font(size).getmask2(text, "L", language=_language(lang),
                                            stroke_width=1 if bold else 0, stroke_filled=True)
    mask = Image.new("L", (max(1, core.size[0]), max(1, core.size[1])), 0)
    if core.size[0] and core.size[1]:
        mask.im.paste(core, (0, 0, *core.size))  # (Pillow hands the mask over as its core image)
    made = Run(mask, left, top)
    with _lock, suppress(ValueError):
        _runs[key] = made
    return made


def advance(text: str, size: int, lang: str = "en") -> float:
    """How far `text` moves the pen as `stamp` sets it: the sum of its runs' advances."""
    return sum(run_advance(part, size, lang) for part in runs(text))


def stamp(text: str, size: int, lang: str = "en", bold: bool = False) -> Stamp:
    """`text` (already `drawable`) rasterised at `size`, cached (least recently used).

    A string is set from its runs (`runs`: words, spaces, CJK characters), each laid out
    and rasterised once and cached, placed where the pen reaches (rounded to the pixel):
    a new string — a count, a player's stats line, an action number — is mostly runs
    already made, so it costs pastes instead of a layout and rasterisation (~0.5 ms for a
    line, ~2 ms bold). What is lost is only kerning between a word and a space, and the
    pen's fraction of a pixel at each run's start."""
    key = (text, size, lang, bold)
    with _lock:
        found = _stamps.get(key)  # now the most recently used
        if found is not None:
            stamp_lookups.hits += 1
            return found
        stamp_lookups.misses += 1
    stroke = 1 if bold else 0
    f = font(size)
    ascent, descent = f.getmetrics()
    pen = 0.0
    pieces: list[tuple[int, int, Image.Image]] = []
    for part in runs(text):
        if not part.isspace():
            made_run = run(part, size, lang, bold)
            pieces.append((round(pen) + made_run.left, made_run.top, made_run.mask))
        pen += run_advance(part, size, lang)
    width = round(pen) + 2 * stroke if text else 0
    if not pieces:
        made = Stamp(Image.new("L", (1, 1), 0), 0, 0, width, ascent + descent)
    elif len(pieces) == 1:
        x, y, mask = pieces[0]
        made = Stamp(mask, x, y, max(width, x + mask.width), ascent + descent)
    else:
        left = min(x for x, _, _ in pieces)
        top = min(y for _, y, _ in pieces)
        right = max(x + m.width for x, _, m in pieces)
        bottom = max(y + m.height for _, y, m in pieces)
        mask = Image.new("L", (right - left, bottom - top), 0)
        for x, y, piece in pieces:  # over, not replace: a bold run's edge may reach its neighbour's
            mask.paste(255, (x - left, y - top, x - left + piece.width, y - top + piece.height), piece)
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


def clear_caches() -> None:
    """Forget every word measured and rasterised (the font files stay loaded): a cold start."""
    with _lock:
        _stamps.clear()
        _runs.clear()
    runs.cache_clear()
    run_advance.cache_clear()
    drawable.cache_clear()
