"""Drawing that records what it drew: an RGB image, and the layout beside it.

Every word goes through `Canvas.text`, which fits it into its box (wrapping onto the
lines allowed, shrinking down to a floor, then shortening with "…"), draws it from the
stamp cache and records the box, the pixels' extent and any character the font lacks.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from functools import lru_cache
from itertools import pairwise
from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from ...i18n import use
from . import fonts, theme
from .layout import ELEMENT_BYTES, TEXT, Box, Element, Layout, Pieces, Tags, element_count
from .lru import ByteLRU

Colour = tuple[int, int, int]
ELLIPSIS = "…"


def _units(text: str) -> list[str]:
    """Break points: after a space, and around every CJK character (they wrap anywhere)."""
    out: list[str] = []
    word = ""
    for ch in text:
        if ch == " ":
            out.append(word + " ")
            word = ""
        elif ord(ch) >= 0x2E80:
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        else:
            word += ch
    if word:
        out.append(word)
    return out


@lru_cache(maxsize=20000)
def _length(text: str, size: int, lang: str, bold: bool) -> int:
    """`text`'s width as `fonts.stamp` sets it (from its runs: no layout of the string)."""
    return round(fonts.advance(text, size, lang)) + (2 if bold else 0)


@lru_cache(maxsize=20000)
def _unit_width(unit: str, size: int, lang: str) -> float:
    """One break unit's (a word and its space, a CJK character) advance alone: what a line's
    width is estimated from (`_first_over`), each unit measured once per size."""
    return fonts.advance(unit, size, lang)


def _within(text: str, size: int, width: int, lang: str, bold: bool) -> bool:
    """`_length(text, …) <= width`, measuring its runs only until they are wider than that
    (a run's advance is never negative: the sum so far is a lower bound of the whole)."""
    total = 0
    limit = width - (2 if bold else 0)
    for part in fonts.runs(text):
        total += fonts.run_advance(part, size, lang)  # the sum `fonts.advance` makes, in its order
        if round(total) > limit:
            return False
    return round(total) <= limit  # (no runs at all: an empty text)


def _largest(sizes: list[int], fits: Callable[[int], bool]) -> int | None:
    """The first of `sizes` (largest first) at which the text `fits`, trying the largest, then
    the smallest, then halving between: a text that fits at a size fits at every smaller one
    (with as many lines or more: true of this font's widths, and test_fit checks it against
    trying every size from the top), so this is what that finds."""
    if not sizes or fits(sizes[0]):
        return sizes[0] if sizes else None
    if len(sizes) == 1 or not fits(sizes[-1]):
        return None
    lo, hi = 0, len(sizes) - 1  # not at sizes[lo]; at sizes[hi]
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(sizes[mid]):
            hi = mid
        else:
            lo = mid
    return sizes[hi]


def _first_over(pieces: list[str], base: float, size: int, lang: str, bold: bool, width: int,
                measure: Callable[[int], int]) -> int:
    """The first k for which `measure(k)` — the real width of a candidate line: what is
    already on it (`base` wide) and `pieces[:k + 1]`, trailing spaces stripped — exceeds
    `width`, or len(pieces) if none does: what a scan measuring every candidate in turn
    finds, with two or three real measurements instead of one a candidate. The pieces'
    widths, each measured once per size and summed, guess k (a word's kerning with its
    neighbours, the runs `fonts.runs` glues together and the rounding may move the real
    width a little); the real widths on each side of the guess confirm it, and a bisection
    over real widths settles it when they do not. Exact because a candidate is never
    narrower than a shorter one (a piece adds its advance; no kerning takes back a whole
    glyph): tests/bot/render/picture/test_fit.py checks it against the scan."""
    count = len(pieces)
    extra = 2 if bold else 0
    total = base
    guess = count
    for k, piece in enumerate(pieces):
        stripped = piece.rstrip()
        if round(total + _unit_width(stripped, size, lang)) + extra > width:
            guess = k
            break
        total += _unit_width(piece, size, lang)
    lo, hi = 0, count  # measure(k) <= width for every k < lo, > width for every k >= hi
    if guess < count:
        if measure(guess) > width:
            hi = guess
        else:
            lo = guess + 1
    if lo <= guess - 1 < hi:
        if measure(guess - 1) <= width:
            lo = guess
        else:
            hi = guess - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if measure(mid) > width:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _wrap(text: str, size: int, width: int, lines: int, lang: str, bold: bool) -> list[str] | None:
    """Greedy wrapping into at most `lines` lines of `width`; None if it does not fit. A line
    takes units while it fits (its first one always, unless that is wider than the line)."""
    if lines == 1 and text.strip():  # one line: it all fits, or not
        return [text.rstrip()] if _within(text.rstrip(), size, width, lang, bold) else None
    units = _units(text)
    out: list[str] = []
    start = 0
    while start < len(units):
        if _length(units[start].rstrip(), size, lang, bold) > width:
            return None  # one word wider than the line

        def measure(k: int, start: int = start) -> int:
            return _length("".join(units[start:start + k + 2]).rstrip(), size, lang, bold)

        end = start + 1 + _first_over(units[start + 1:], _unit_width(units[start], size, lang), size, lang,
                                      bold, width, measure)
        line = "".join(units[start:end])
        if end == len(units):
            if line.strip():
                out.append(line.rstrip())
            break
        out.append(line.rstrip())
        if len(out) == lines:
            return None
        start = end
    return out if len(out) <= lines else None


@lru_cache(maxsize=20000)
def fit(text: str, width: int, height: int, size: int, min_size: int, lines: int, lang: str,
        bold: bool) -> tuple[int, tuple[str, ...]]:
    """The largest size (from `size` down to `min_size`) at which `text` fits the box in at
    most `lines` lines; at `min_size`, the text shortened with "…" to fit."""
    if lines > 1:  # one line a little smaller reads better than a word broken in two
        tries = [s for s in range(size, max(min_size, size - 3) - 1, -1) if fonts.lines_in(height, s) >= 1]
        found = _largest(tries, lambda s: _within(text, s, width, lang, bold))
        if found is not None:
            return found, (text,)
    wrapped: dict[int, list[str] | None] = {}

    def wraps(s: int) -> bool:
        wrapped[s] = _wrap(text, s, width, min(lines, fonts.lines_in(height, s)), lang, bold)
        return wrapped[s] is not None

    found = _largest([s for s in range(size, min_size - 1, -1) if min(lines, fonts.lines_in(height, s)) >= 1],
                     wraps)
    if found is not None:
        return found, tuple(wrapped[found] or ())
    s = min_size
    allowed = max(1, min(lines, fonts.lines_in(height, s)))
    kept: list[str] = []
    rest = text
    for n in range(allowed):
        last = n == allowed - 1
        tail = ELLIPSIS if last else ""
        units = _units(rest)

        def measure(k: int, units: list[str] = units, tail: str = tail) -> int:
            return _length("".join(units[:k + 1]).rstrip() + tail, s, lang, bold)

        line = "".join(units[:_first_over(units, _unit_width(tail, s, lang), s, lang, bold, width, measure)])
        if not line:  # not even one unit: cut inside it

            def measure_cut(k: int, rest: str = rest) -> int:
                return _length(rest[:k + 1] + ELLIPSIS, s, lang, bold)

            line = rest[:_first_over(list(rest), _unit_width(ELLIPSIS, s, lang), s, lang, bold, width,
                                     measure_cut)]
            last = True
        rest = rest[len(line):]
        if last and rest:
            kept.append(line.rstrip() + ELLIPSIS)
            break
        kept.append(line.rstrip())
        if not rest:
            break
    return s, tuple(kept)


@lru_cache(maxsize=512)
def _rounded(size: tuple[int, int], radius: int, ring: int) -> Image.Image:
    """The mask of a rounded rectangle (`ring` > 0: only its outline, that thick)."""
    mask = Image.new("L", size, 0)
    box = (0, 0, size[0] - 1, size[1] - 1)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=None if ring else 255,
                                           outline=255 if ring else None, width=ring or 1)
    return mask


# Drawn pieces kept across renders, least recently used going first, bounded in bytes:
# tiles and stacks (~20 KB each), and the parts of a seat's panel (its header, each row of
# zones, its strip of piles, its hand: 25–250 KB each) — after an action most of a board is
# what it was, so most of it is pasted. A piece is kept mapped to the picture's palette
# (mode "P", one byte a pixel: `Canvas.mapped`), not in RGB (four bytes a pixel in Pillow):
# the same pieces in a quarter of the bytes, and a board maps only the pixels drawn afresh.
TILES_BYTES = 4 * 2**20
PARTS_BYTES = 4 * 2**20
TILES: ByteLRU[tuple[Image.Image, Pieces, Any]] = ByteLRU(TILES_BYTES)
PARTS: ByteLRU[tuple[Image.Image, Pieces, Any]] = ByteLRU(PARTS_BYTES)


# Pillow's own pool of pixel blocks (seventh pass): a board's pixels (its RGB canvas, 3–5 MB;
# the palette image, ~1 MB; each part redrawn, 0.1–0.7 MB) are allocated and freed every
# render. The bot maps every block of bot.memory.MMAP_THRESHOLD (512 KiB since the ninth
# memory pass) or more and hands it back when freed (bot.memory.map_large_blocks), so without
# a pool each board paid for fresh pages — mmap, a page fault per 4 KB, munmap: ~2–5 ms a
# board. Pillow keeps up to PIXEL_BLOCKS freed blocks of at most PIXEL_BLOCK_BYTES (255 pages)
# and hands them to the next images: at most PIXEL_BLOCKS × PIXEL_BLOCK_BYTES (8.4 MB) kept
# resident; a block freed beyond those is handed back (it is mapped).
PIXEL_BLOCK_BYTES = 255 * 4096
PIXEL_BLOCKS = 8


def keep_pixel_blocks(blocks: int = PIXEL_BLOCKS, block_bytes: int = PIXEL_BLOCK_BYTES) -> None:
    """Set Pillow's block pool (process-wide; the renderer sets it when imported)."""
    Image.core.set_block_size(block_bytes)
    Image.core.set_blocks_max(blocks)


def clear_caches() -> None:
    """Forget every piece drawn and every text fitted (the words themselves: `fonts`)."""
    TILES.clear()
    PARTS.clear()
    fit.cache_clear()
    _length.cache_clear()
    _unit_width.cache_clear()
    _rounded.cache_clear()


class _Key:
    """A cache key hashed once: a part's key holds every card it shows, and a lookup and a
    store would hash it again."""

    __slots__ = ("hash", "value")

    def __init__(self, value: tuple) -> None:
        self.value = value
        self.hash = hash(value)

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and self.hash == other.hash and self.value == other.value


def sprite_key(key: Hashable, size: tuple[int, int], background: Colour, lang: str) -> _Key:
    """What a drawn piece is kept under (`Canvas.sprite`)."""
    return _Key((key, size, background, lang))


Ink = Callable[[Colour], Any]  # a colour as the image painted on takes it (RGB: itself; "P": its index)
Stroke = Callable[[ImageDraw.ImageDraw, int, int, Ink], None]  # draws a shape shifted by (-dx, -dy)


@lru_cache(maxsize=1024)
def palette_index(colour: Colour) -> int:
    """The palette index `quantize` maps `colour` to (a function of the colour alone)."""
    return to_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))


def _rgb_ink(colour: Colour) -> Colour:
    return colour


def to_palette(image: Image.Image) -> Image.Image:
    """`image` (RGB) mapped to the picture's fixed palette, as the PNG holds it."""
    return image.quantize(palette=theme.palette(), dither=Image.Dither.NONE)


def _meets(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@lru_cache(maxsize=64)
def _corner(size: int, start: int, end: int, width: int) -> np.ndarray:
    """A rounded outline's corner as `ImageDraw.rounded_rectangle` draws it (an arc in a
    `size` square): which pixels it covers wherever the square is (rows, columns). An
    array, not an image: looked up with no image made (each would take a block of
    Pillow's pool: `keep_pixel_blocks`)."""
    mask = Image.new("L", (size + 1, size + 1), 0)
    ImageDraw.Draw(mask).arc((0, 0, size, size), start, end, fill=255, width=width)
    return np.asarray(mask) > 0


def _ring_reaches(box: tuple[int, int, int, int], radius: int, width: int,
                  piece: tuple[int, int, int, int]) -> bool:
    """Whether the outline `ImageDraw.rounded_rectangle(box, radius, outline=…, width=width)`
    draws covers a pixel of `piece` (x1, y1 excluded): its straight edges lie in the box's
    bands `width` thick; its corners are arcs in squares of 2 × radius (read from the
    arc's mask). When the corners join (a box narrower than 2 × radius), True."""
    x0, y0, x1, y1 = box
    d = min(x1 - x0, y1 - y0, radius * 2)
    if d >= x1 - x0 - 1 or d >= y1 - y0 - 1:
        return True
    bands = ((x0, y0, x1 + 1, y0 + width), (x0, y1 + 1 - width, x1 + 1, y1 + 1),
             (x0, y0, x0 + width, y1 + 1), (x1 + 1 - width, y0, x1 + 1, y1 + 1))
    if any(_meets(band, piece) for band in bands):
        return True
    for cx, cy, start, end in ((x0, y0, 180, 270), (x1 - d, y0, 270, 360), (x1 - d, y1 - d, 0, 90),
                               (x0, y1 - d, 90, 180)):
        left, top = max(piece[0], cx), max(piece[1], cy)
        right, bottom = min(piece[2], cx + d + 1), min(piece[3], cy + d + 1)
        if left < right and top < bottom and \
                _corner(d, start, end, width)[top - cy:bottom - cy, left - cx:right - cx].any():
            return True
    return False


class _Piece:
    """A piece pasted as mapped pixels: where, its pixels, how it is drawn (to draw it again
    in RGB when something is blended over it), and the one-colour shapes drawn over it since.
    (One object a piece, no closures: a board pastes dozens, and every object made is the
    young collector's work.)"""

    __slots__ = ("background", "box", "draw", "lang", "mapped", "strokes")

    def __init__(self, box: tuple[int, int, int, int], mapped: Image.Image, draw: Callable[[Canvas], Any],
                 background: Colour, lang: str) -> None:
        self.box = box  # x0, y0, x1, y1 (x1, y1 excluded)
        self.mapped = mapped  # the cache's: never drawn on
        self.draw = draw
        self.background = background
        self.lang = lang
        self.strokes: list[Stroke] | None = None

    def redraw(self) -> Image.Image:
        """The piece drawn again in RGB, in its render's language, with the shapes drawn over it."""
        x0, y0, x1, y1 = self.box
        sub = Canvas(x1 - x0, y1 - y0, self.background, self.lang, exact=True)
        with use(self.lang):
            self.draw(sub)
        draw = ImageDraw.Draw(sub._rgb)
        for stroke in self.strokes or ():
            stroke(draw, self.box[0], self.box[1], _rgb_ink)
        return sub._rgb

    def pixels(self) -> Image.Image:
        """Its mapped pixels with the shapes drawn over it since it was pasted (on a copy,
        one piece at a time: each copy takes a block of Pillow's pool)."""
        if not self.strokes:
            return self.mapped
        out = self.mapped.copy()
        draw = ImageDraw.Draw(out)
        for stroke in self.strokes:
            stroke(draw, self.box[0], self.box[1], palette_index)
        return out

    def meets(self, box: tuple[int, int, int, int]) -> bool:
        return _meets(self.box, box)


def _free(width: int, height: int, boxes: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    """Rectangles covering what of (0, 0, width, height) no box covers: bands between the
    boxes' top and bottom edges, a band's gaps merged with the same columns' gaps above it
    (a panel's margin down its side is one rectangle, not one a part)."""
    clipped = [(max(0, x0), max(0, y0), min(width, x1), min(height, y1)) for x0, y0, x1, y1 in boxes]
    clipped = [b for b in clipped if b[0] < b[2] and b[1] < b[3]]
    edges = sorted({0, height, *(b[1] for b in clipped), *(b[3] for b in clipped)})
    out: list[tuple[int, int, int, int]] = []
    open_gaps: dict[tuple[int, int], int] = {}  # (x0, x1) → the top of the band where that gap began
    for top, bottom in pairwise(edges):
        gaps: list[tuple[int, int]] = []
        x = 0
        for x0, x1 in sorted((b[0], b[2]) for b in clipped if b[1] < bottom and top < b[3]):
            if x0 > x:
                gaps.append((x, x0))
            x = max(x, x1)
        if x < width:
            gaps.append((x, width))
        for gap in [g for g in open_gaps if g not in gaps]:
            out.append((gap[0], open_gaps.pop(gap), gap[1], top))
        for gap in gaps:
            open_gaps.setdefault(gap, top)
    out.extend((x0, began, x1, height) for (x0, x1), began in open_gaps.items())
    return out


class Canvas:
    """`exact`: every piece drawn in RGB where it goes (nothing pasted mapped), so `image`
    is the whole picture in RGB as it is drawn — what a piece redrawn is made on."""

    def __init__(self, width: int, height: int, background: Colour, lang: str, *,
                 exact: bool = False) -> None:
        self._rgb = Image.new("RGB", (width, height), background)
        self._draw = ImageDraw.Draw(self._rgb)
        self.layout = Layout(width, height)
        self.lang = lang
        self.exact = exact
        self._pieces: list[_Piece] = []  # pasted mapped, in order: a later one covers an earlier one

    @property
    def image(self) -> Image.Image:
        """The picture in RGB (every piece pasted mapped drawn again in RGB: for tests and
        the encoding benchmarks; a render uses `mapped`)."""
        for piece in list(self._pieces):
            self._unmap(piece)
        return self._rgb

    def mapped(self) -> Image.Image:
        """The picture mapped to the fixed palette: what `quantize` makes of `image`, pixel
        for pixel (the mapping is a function of each pixel's colour alone), with only what
        is outside the pieces pasted mapped mapped now, a rectangle at a time (Pillow's
        core calls: ~5 µs a rectangle, ~1 ns a pixel), and the pieces pasted over it."""
        if not self._pieces:
            return to_palette(self._rgb)
        out = Image.new("P", self._rgb.size)
        out.putpalette(theme.palette().getpalette())
        rgb, palette = self._rgb.im, theme.palette().im
        for box in _free(*self._rgb.size, [piece.box for piece in self._pieces]):
            out.im.paste(rgb.crop(box).convert("P", Image.Dither.NONE, palette), box)
        for piece in self._pieces:
            out.paste(piece.pixels(), piece.box[:2])
        return out

    def add(self, element: Element) -> Element:
        self.layout.add(element)
        return element

    # --- pieces pasted mapped, and what is drawn over them ------------------------------------

    def _stroke(self, box: tuple[int, int, int, int], stroke: Stroke,
                reaches: Callable[[tuple[int, int, int, int]], bool] | None = None) -> None:
        """Draw a one-colour shape (no blending: each pixel it covers takes its colour) in
        RGB, and over every mapped piece under it in the colour's index. `box` holds the
        shape; `reaches(piece's box)`, when given, says whether a piece in `box` may have
        a pixel of it (a panel's edge goes round its parts, most of them untouched)."""
        stroke(self._draw, 0, 0, _rgb_ink)
        for piece in self._pieces:
            if piece.meets(box) and (reaches is None or reaches(piece.box)):
                if piece.strokes is None:
                    piece.strokes = []
                piece.strokes.append(stroke)  # drawn over its pixels when the board is mapped

    def _blending(self, box: tuple[int, int, int, int]) -> None:
        """Something blended over `box` (words, a shade) needs the RGB beneath it: the
        mapped pieces under it are drawn again in RGB first."""
        for piece in [p for p in self._pieces if p.meets(box)]:
            self._unmap(piece)

    def _unmap(self, piece: _Piece) -> None:
        self._rgb.paste(piece.redraw(), piece.box[:2])
        self._pieces.remove(piece)

    def sprite(self, key: Hashable, x: int, y: int, size: tuple[int, int], background: Colour,
               draw: Callable[[Canvas], Any], store: ByteLRU | None = None, tags: Tags | None = None) -> Any:
        """Draw something that looks the same wherever it is (a tile, a stack, a part of a
        panel) once, on `background`, and paste it after that: a warm board is mostly
        pastes. Returns what `draw` returned (the first time, kept with the piece). `tags`:
        the seat, pile and card ids of a piece drawn with layout.SEAT_MARK, PILE_MARK and
        UID_MARK in their place (one drawing for every copy of the look)."""

        if self.exact:
            sub = Canvas(size[0], size[1], background, self.lang, exact=True)
            extra = draw(sub)
            self._rgb.paste(sub._rgb, (x, y))
            self.layout.paste(x, y, sub.layout.pieces(), tags)
            return extra
        store = TILES if store is None else store
        full = sprite_key(key, size, background, self.lang)
        found = store.get(full)
        if found is None:
            sub = Canvas(size[0], size[1], background, self.lang)
            extra = draw(sub)
            # its layout kept as drawn (the tiles pasted into a part not copied into place:
            # fewer objects made and kept per piece, so fewer passes of the collector)
            found = (sub.mapped(), sub.layout.pieces(), extra)
            store.put(full, found, size[0] * size[1] + ELEMENT_BYTES * element_count(found[1]))
        mapped, elements, extra = found
        self._pieces.append(_Piece((x, y, x + size[0], y + size[1]), mapped, draw, background, self.lang))
        self.layout.paste(x, y, elements, tags)
        return extra

    # --- drawing ------------------------------------------------------------------------------

    def rect(self, box: Box, fill: Colour | None = None, outline: Colour | None = None, width: int = 1,
             radius: int = 0) -> None:
        if box.width <= 0 or box.height <= 0:
            return
        x0, y0, x1, y1 = box.as_tuple()
        reaches = None
        if radius and box.width * box.height > 30000:  # a panel: blending a whole mask costs more

            def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
                draw.rounded_rectangle((x0 - dx, y0 - dy, x1 - dx, y1 - dy), radius=radius,
                                       fill=None if fill is None else ink(fill),
                                       outline=None if outline is None else ink(outline), width=width)
            if fill is None:
                reaches = functools.partial(_ring_reaches, (x0, y0, x1, y1), radius, width)
        elif radius:  # Pillow draws a rounded corner in Python: paste a cached mask instead
            size = (box.width + 1, box.height + 1)

            def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
                at = (x0 - dx, y0 - dy, x1 + 1 - dx, y1 + 1 - dy)
                if fill is not None:  # the mask is 0 or 255: each pixel takes the colour or keeps its own
                    draw.im.paste(ink(fill), at, _rounded(size, radius, 0).im)
                if outline is not None and width:
                    draw.im.paste(ink(outline), at, _rounded(size, radius, width).im)
        else:

            def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
                draw.rectangle((x0 - dx, y0 - dy, x1 - dx, y1 - dy), fill=None if fill is None else ink(fill),
                               outline=None if outline is None else ink(outline), width=width)
        self._stroke((x0, y0, x1 + 1, y1 + 1), stroke, reaches)

    def text(self, box: Box, text: str, colour: Colour, size: int, *, min_size: int | None = None,
             lines: int = 1, align: str = "left", valign: str = "middle", bold: bool = False,
             seat: str | None = None, role: str = "", uid: int | None = None) -> Element | None:
        """Draw `text` inside `box` (fitted) and record it; None when there is nothing to draw."""
        shown = fonts.drawable(text)
        if not shown.text or box.width <= 2 or box.height <= 2:
            return None
        size, wrapped = fit(shown.text, box.width, box.height, size, min(size, min_size or size), lines,
                            self.lang, bold)
        step = fonts.line_step(size)
        stamps = [fonts.stamp(line, size, self.lang, bold) for line in wrapped]
        # the lines' pixels as a block, placed in the box by their real extent
        top = min(n * step + made.dy for n, made in enumerate(stamps))
        bottom = max(n * step + made.dy + made.mask.height for n, made in enumerate(stamps))
        block = bottom - top
        y = box.y0 - top if valign == "top" else box.y1 - bottom if valign == "bottom" else \
            box.y0 + (box.height - block) // 2 - top
        y = min(max(y, box.y0 - top), box.y1 - bottom) if block <= box.height else y
        ink: list[int] | None = None
        for made in stamps:
            x = box.x0 if align == "left" else box.x1 - made.width if align == "right" else \
                box.x0 + (box.width - made.width) // 2
            at = (x + made.dx, y + made.dy)
            edges = (at[0], at[1], at[0] + made.mask.width, at[1] + made.mask.height)
            if self._pieces:
                self._blending(edges)  # antialiased: blended with what is beneath
            self._rgb.paste(colour, edges, made.mask)
            ink = list(edges) if ink is None else [min(ink[0], edges[0]), min(ink[1], edges[1]),
                                                   max(ink[2], edges[2]), max(ink[3], edges[3])]
            y += step
        return self.add(Element(TEXT, box, seat=seat, text="\n".join(wrapped), ink=Box(*ink) if ink else None,
                                size=size, missing=shown.missing, role=role, uid=uid))

    def line(self, points: list[tuple[int, int]], colour: Colour, width: int) -> None:
        def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
            draw.line([(x - dx, y - dy) for x, y in points], fill=ink(colour), width=width, joint="curve")

        xs, ys = [x for x, _ in points], [y for _, y in points]
        self._stroke((min(xs) - width, min(ys) - width, max(xs) + width + 1, max(ys) + width + 1), stroke)

    def polygon(self, points: list[tuple[int, int]], fill: Colour, outline: Colour | None = None) -> None:
        def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
            draw.polygon([(x - dx, y - dy) for x, y in points], fill=ink(fill),
                         outline=None if outline is None else ink(outline))

        xs, ys = [x for x, _ in points], [y for _, y in points]
        self._stroke((min(xs) - 1, min(ys) - 1, max(xs) + 2, max(ys) + 2), stroke)

    def ellipse(self, box: Box, fill: Colour, outline: Colour | None = None, width: int = 1) -> None:
        x0, y0, x1, y1 = box.as_tuple()

        def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
            draw.ellipse((x0 - dx, y0 - dy, x1 - dx, y1 - dy), fill=ink(fill),
                         outline=None if outline is None else ink(outline), width=width)

        self._stroke((x0 - 1, y0 - 1, x1 + 2, y1 + 2), stroke)

    def arc(self, box: Box, start: float, end: float, colour: Colour, width: int) -> None:
        x0, y0, x1, y1 = box.as_tuple()

        def stroke(draw: ImageDraw.ImageDraw, dx: int, dy: int, ink: Ink) -> None:
            draw.arc((x0 - dx, y0 - dy, x1 - dx, y1 - dy), start=start, end=end, fill=ink(colour),
                     width=width)

        self._stroke((x0 - 1, y0 - 1, x1 + 2, y1 + 2), stroke)

    def shade(self, box: Box, colour: Colour, alpha: float) -> None:
        """Blend `colour` over a region (an eliminated seat greyed)."""
        if self._pieces:
            self._blending((box.x0, box.y0, box.x1, box.y1))
        region = self._rgb.crop(box.as_tuple())
        overlay = Image.new("RGB", region.size, colour)
        self._rgb.paste(Image.blend(region, overlay, alpha), box.as_tuple()[:2])
