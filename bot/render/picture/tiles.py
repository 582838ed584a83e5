"""Cards as tiles: what a tile shows (`TileSpec`, made by the game's reader from a table
`Face` and the card's printed data), and how tiles, card backs, stacks and chips are drawn.

A tile is `TILE_W` wide: standing it is `TILE_H` tall, turned (rested, rolled, horizontal)
it lies on its side, `TURNED_H` tall, its words still upright so they stay legible."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...i18n import t
from . import theme
from .canvas import Canvas, Colour, _length
from .fonts import drawable
from .layout import (
    ATTACHED,
    BACK,
    BADGE,
    CHIP,
    PILE_MARK,
    SEAT_MARK,
    STACK,
    TILE,
    UID_MARK,
    Box,
    Element,
    Tags,
)


@dataclass(frozen=True, slots=True)
class Number:
    text: str  # "4", "+1", "4500"
    delta: int = 0  # > 0: above the printed value; < 0: below it


@dataclass(frozen=True, slots=True)
class TileSpec:
    uid: int | None
    name: str
    kind: str = ""  # the card's type, in the reader's words
    colours: tuple[Colour, ...] = ()
    cost: str = ""
    level: str = ""  # "Lv3"
    numbers: tuple[Number, ...] = ()  # AP/HP, BP, power, combat values
    label: str = ""  # what the numbers are, where it is a word ("BP")
    state: str = ""  # UCG's character state (SINGLE, DOUBLE, …), in words
    damage: int = 0
    badges: tuple[str, ...] = ()  # keywords and states, in words
    turned: bool = False
    face_down: bool = False
    token: bool = False
    attached: tuple[TileSpec, ...] = ()
    text: str = ""  # stats in words where there are no numbers ("G white")


def frame_colour(spec: TileSpec) -> Colour:
    return spec.colours[0] if spec.colours else theme.NEUTRAL


def tile_height(spec: TileSpec) -> int:
    return theme.TURNED_H if spec.turned else theme.TILE_H


MAX_TABS = 3


def tabs_height(spec: TileSpec) -> int:
    shown = min(len(spec.attached), MAX_TABS + 1 if len(spec.attached) > MAX_TABS else MAX_TABS)
    return shown * theme.TAB_H


def slot_height(spec: TileSpec) -> int:
    return tile_height(spec) + tabs_height(spec)


def look(spec: TileSpec) -> TileSpec:
    """`spec` without its card ids (UID_MARK in their place): what its tile looks like,
    the same for every copy of the card, in any seat and zone (the tiles' cache key)."""
    if spec.uid is None and not spec.attached:
        return spec
    return replace(spec, uid=None if spec.uid is None else UID_MARK,
                   attached=tuple(replace(a, uid=None if a.uid is None else UID_MARK - 1 - n, attached=())
                                  for n, a in enumerate(spec.attached)))


def draw_tile(canvas: Canvas, x: int, y: int, spec: TileSpec, *, seat: str | None, pile: str,
              width: int = theme.TILE_W, background: Colour = theme.AREA) -> Box:
    """A card at (x, y), its attached cards as tabs below it; returns the tile's box. Drawn
    once per look (`look`) and tagged with its seat, pile and card ids where it is pasted."""
    size = (width, slot_height(spec))
    anonymous = look(spec)
    tags = Tags(seat, pile, (spec.uid, *(a.uid for a in spec.attached)))
    canvas.sprite(("tile", anonymous), x, y, size, background,
                  lambda sub: _draw_tile(sub, 0, 0, anonymous, seat=SEAT_MARK, pile=PILE_MARK, width=width),
                  tags=tags)
    return Box(x, y, x + width, y + tile_height(spec))


def _draw_tile(canvas: Canvas, x: int, y: int, spec: TileSpec, *, seat: str | None, pile: str,
               width: int) -> Box:
    if spec.face_down:
        return draw_back(canvas, Box(x, y, x + width, y + tile_height(spec)), seat=seat, pile=pile,
                         turned=spec.turned, note=spec.state)
    h = tile_height(spec)
    box = Box(x, y, x + width, y + h)
    _tabs(canvas, box, spec, seat, pile)
    frame = frame_colour(spec)
    canvas.rect(box, fill=frame, radius=8)
    face = box.inset(4)
    canvas.rect(face, fill=theme.RESTED if spec.turned else theme.CARD, radius=5)
    band_h = 22 if spec.turned else 26
    band = Box(face.x0, face.y0, face.x1, face.y0 + band_h)
    _band(canvas, band, spec.colours or (frame,))
    canvas.add(Element(TILE, box, seat=seat, pile=pile, uid=spec.uid, name=spec.name, turned=spec.turned))
    left = band.x0 + 3
    if spec.cost:
        circle = Box(left, band.y0 + 2, left + band_h - 4, band.y1 - 2)
        canvas.ellipse(circle, fill=theme.CARD, outline=theme.CARD_INK)
        canvas.text(circle.inset(2), spec.cost, theme.CARD_INK, 15 if spec.turned else 17, min_size=11,
                    align="center", bold=True, seat=seat, role="cost", uid=spec.uid)
        left = circle.x1 + 2
    right = band.x1 - 4 - (30 if spec.damage else 0)
    if spec.level or spec.state:
        canvas.text(Box(left, band.y0, right, band.y1), " ".join(p for p in (spec.level, spec.state) if p),
                    theme.BADGE_INK, 15, min_size=11, align="right", bold=True, seat=seat, role="level",
                    uid=spec.uid)
    elif spec.turned and spec.badges:  # no room for the pills on its side: the first one in the band
        drawn = canvas.text(Box(left, band.y0, right, band.y1), spec.badges[0], theme.BADGE_INK, 14,
                            min_size=10, align="right", bold=True, seat=seat, role="badge", uid=spec.uid)
        canvas.add(Element(BADGE, Box(left, band.y0, right, band.y1), seat=seat, uid=spec.uid,
                           text=drawn.text if drawn else spec.badges[0]))
    if spec.turned:
        name_box = Box(face.x0 + 3, band.y1 + 1, face.x1 - 3, band.y1 + 43)
        numbers_box = Box(face.x0 + 4, name_box.y1, face.x1 - 28, face.y1 - 1)
        canvas.text(name_box, spec.name, theme.CARD_INK, 17, min_size=13, lines=2, align="center",
                    seat=seat, role="name", uid=spec.uid)
    else:
        name_box = Box(face.x0 + 4, band.y1 + 2, face.x1 - 4, band.y1 + 54)
        canvas.text(name_box, spec.name, theme.CARD_INK, theme.NAME, min_size=theme.NAME_MIN, lines=2,
                    align="center", seat=seat, role="name", uid=spec.uid)
        kind_box = Box(face.x0 + 4, name_box.y1, face.x1 - 4, name_box.y1 + 20)
        canvas.text(kind_box, spec.kind, theme.CARD_DIM, theme.SMALL, min_size=12, align="center",
                    seat=seat, role="kind", uid=spec.uid)
        badge_box = Box(face.x0 + 2, kind_box.y1 + 1, face.x1 - 2, kind_box.y1 + 21)
        _badges(canvas, badge_box, spec, seat)
        numbers_box = Box(face.x0 + 4, badge_box.y1 + 1, face.x1 - 4, face.y1 - 2)
    _numbers(canvas, numbers_box, spec, seat)
    if spec.turned:
        _turned_mark(canvas, box)
    if spec.damage:
        _damage(canvas, box, spec.damage, seat, spec.uid)
    return box


def _band(canvas: Canvas, band: Box, colours: tuple[Colour, ...]) -> None:
    share = band.width // len(colours)
    for n, colour in enumerate(colours):
        x0 = band.x0 + n * share
        x1 = band.x1 if n == len(colours) - 1 else x0 + share
        canvas.rect(Box(x0, band.y0, x1, band.y1), fill=colour)


def _badges(canvas: Canvas, box: Box, spec: TileSpec, seat: str | None) -> None:
    """Keywords and states as pills in one row; what does not fit is counted (+2)."""
    x = box.x0
    token = t("picture-token")
    badges = list(spec.badges) + ([token] if spec.token else [])
    for n, word in enumerate(badges):
        rest = len(badges) - n
        room = box.x1 - x
        if room < 24:
            break
        want = _length(drawable(word).text, 13, canvas.lang, False) + 8
        if want > room and rest > 1 and room < 60:
            word = f"+{rest}"
            want = _length(word, 13, canvas.lang, False) + 8
        pill = Box(x, box.y0, min(box.x1, x + max(22, want)), box.y1)
        canvas.rect(pill, fill=theme.TOKEN if word == token else theme.BADGE, radius=6)
        drawn = canvas.text(pill.inset(3, 1), word, theme.BADGE_INK, 13, min_size=10, align="center",
                            seat=seat, role="badge", uid=spec.uid)
        canvas.add(Element(BADGE, pill, seat=seat, uid=spec.uid, text=drawn.text if drawn else word))
        x = pill.x1 + 3
        if word.startswith("+") and word[1:].isdigit():
            break


def _numbers(canvas: Canvas, box: Box, spec: TileSpec, seat: str | None) -> None:
    """AP/HP (or BP, power, combat): each value coloured green above its printed value,
    red below it, with a small triangle saying which."""
    if not spec.numbers:
        if spec.text:
            canvas.text(box, spec.text, theme.CARD_INK, 17, min_size=12, lines=2, align="center",
                        seat=seat, role="stats", uid=spec.uid)
        return
    size = min(24 if spec.turned else theme.STATS, int(box.height / 1.15))
    parts: list[tuple[str, Colour, int]] = []
    if spec.label:
        parts.append((spec.label + " ", theme.CARD_DIM, 0))
    for n, number in enumerate(spec.numbers):
        if n:
            parts.append(("/", theme.CARD_DIM, 0))
        colour = theme.UP if number.delta > 0 else theme.DOWN if number.delta < 0 else theme.CARD_INK
        parts.append((number.text, colour, number.delta))
    marks = sum(1 for _, _, d in parts if d)
    while size > 12:
        total = sum(_length(t, size, canvas.lang, True) for t, _, _ in parts) + marks * 9
        if total <= box.width:
            break
        size -= 2
    total = sum(_length(t, size, canvas.lang, True) for t, _, _ in parts) + marks * 9
    x = box.x0 + max(0, (box.width - total) // 2)
    for text, colour, delta in parts:
        w = _length(text, size, canvas.lang, True)
        canvas.text(Box(x, box.y0, x + w + 2, box.y1), text, colour, size, min_size=size, align="left",
                    bold=True, seat=seat, role="stats", uid=spec.uid)
        x += w
        if delta:
            cy = (box.y0 + box.y1) // 2
            if delta > 0:
                canvas.polygon([(x + 1, cy + 4), (x + 8, cy + 4), (x + 4, cy - 4)], fill=colour)
            else:
                canvas.polygon([(x + 1, cy - 4), (x + 8, cy - 4), (x + 4, cy + 4)], fill=colour)
            x += 9


def _turned_mark(canvas: Canvas, box: Box) -> None:
    """A turned card's corner mark: a quarter-turn arrow (rested / rolled)."""
    # a white arrow on a dark disc, 26 px: still a clear mark at half size (a phone's preview)
    disc = Box(box.x1 - 30, box.y1 - 30, box.x1 - 4, box.y1 - 4)
    canvas.ellipse(disc, fill=theme.BADGE)
    r = disc.inset(6)
    canvas.arc(r, start=180, end=450, colour=theme.BADGE_INK, width=3)
    canvas.polygon([(r.x0 - 4, r.y0 + 6), (r.x0 + 5, r.y0 + 6), (r.x0 + 1, r.y0 + 12)], fill=theme.BADGE_INK)


def _damage(canvas: Canvas, box: Box, damage: int, seat: str | None, uid: int | None) -> None:
    circle = Box(box.x1 - 30, box.y0 + 1, box.x1 - 1, box.y0 + 30)
    canvas.ellipse(circle, fill=theme.DAMAGE, outline=theme.CARD, width=2)
    canvas.text(circle.inset(5), str(damage), theme.BADGE_INK, 19, min_size=12, align="center", bold=True,
                seat=seat, role="damage", uid=uid)


def _tabs(canvas: Canvas, box: Box, spec: TileSpec, seat: str | None, pile: str) -> None:
    """Cards that travel with this one (a pilot, level-up cards, charge, set cards), as
    tabs showing below it; past MAX_TABS the rest are counted on one tab."""
    cards = list(spec.attached)
    shown = cards[:MAX_TABS] if len(cards) > MAX_TABS + 1 else cards
    y = box.y1
    for card in shown:
        tab = Box(box.x0 + 6, y - 8, box.x1 - 6, y + theme.TAB_H)
        canvas.rect(tab, fill=card.colours[0] if card.colours else theme.NEUTRAL, radius=5)
        inner = Box(tab.x0 + 3, y, tab.x1 - 3, tab.y1 - 2)
        canvas.rect(inner, fill=theme.CARD, radius=3)
        canvas.text(inner.inset(3, 0), card.name, theme.CARD_INK, 14, min_size=11, align="center", seat=seat,
                    role="attached", uid=card.uid)
        canvas.add(Element(ATTACHED, Box(tab.x0, y, tab.x1, tab.y1), seat=seat, pile=pile, uid=card.uid,
                           name=card.name))
        y += theme.TAB_H
    rest = cards[len(shown):]
    if rest:
        tab = Box(box.x0 + 6, y - 8, box.x1 - 6, y + theme.TAB_H)
        canvas.rect(tab, fill=theme.NEUTRAL, radius=5)
        canvas.text(Box(tab.x0 + 4, y, tab.x1 - 4, tab.y1 - 2), f"+{len(rest)}", theme.BADGE_INK, 14,
                    align="center", bold=True, seat=seat, role="attached")
        for card in rest:
            canvas.add(Element(ATTACHED, Box(tab.x0, y, tab.x1, tab.y1), seat=seat, pile=pile, uid=card.uid,
                               name=card.name, count=len(rest)))


def draw_back(canvas: Canvas, box: Box, *, seat: str | None, pile: str, turned: bool = False,
              count: int | None = None, note: str = "") -> Box:
    """A face-down card: the back's pattern, no words but its state (UCG) if it has one."""
    canvas.rect(box, fill=theme.BACK, outline=theme.BACK_EDGE, width=2, radius=7)
    inner = box.inset(8)
    if inner.width > 6 and inner.height > 6:
        canvas.rect(inner, outline=theme.BACK_MARK, width=3, radius=5)
        cx, cy = inner.centre
        r = max(3, min(inner.width, inner.height) // 4)
        canvas.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=theme.BACK_MARK)
    canvas.add(Element(BACK, box, seat=seat, pile=pile, count=count, turned=turned))
    if note:
        canvas.text(Box(box.x0 + 4, box.y1 - 26, box.x1 - 4, box.y1 - 4), note, theme.INK, 14, min_size=11,
                    align="center", bold=True, seat=seat, role="state")
    return box


def draw_stack(canvas: Canvas, box: Box, *, seat: str | None, pile: str, count: int, label: str,
               top: TileSpec | None = None, capacity: int | None = None, face_up: bool = False,
               background: Colour = theme.PANEL) -> None:
    """A pile shown as a count: a stack of backs (or, for a trash, its top card face up),
    the count on it, its name below."""
    # drawn once per look, whoever's pile it is (two decks of 39 cards are one drawing)
    shown = look(top) if top is not None else None
    key = ("stack", count, label, shown, capacity, face_up)
    canvas.sprite(key, box.x0, box.y0 - 4, (box.width + 4, box.height + 4), background,
                  lambda sub: _draw_stack(sub, box.moved(-box.x0, 4 - box.y0), seat=SEAT_MARK, pile=PILE_MARK,
                                          count=count, label=label, top=shown, capacity=capacity,
                                          face_up=face_up),
                  tags=Tags(seat, pile, (top.uid if top is not None else None,)))


def _draw_stack(canvas: Canvas, box: Box, *, seat: str | None, pile: str, count: int, label: str,
                top: TileSpec | None, capacity: int | None, face_up: bool) -> None:
    card = Box(box.x0, box.y0, box.x1, box.y0 + theme.STACK_H)
    if count == 0:
        canvas.rect(card, outline=theme.AREA_EDGE, width=2, radius=7)
    else:
        for n in (2, 1):
            if count > n:
                canvas.rect(card.moved(n * 2, -n * 2),
                            fill=theme.BACK_MARK if not face_up else theme.CARD_DIM,
                            outline=theme.BACK_EDGE, width=1, radius=7)
        if top is not None:
            canvas.rect(card, fill=frame_colour(top), radius=7)
            face = card.inset(3)
            canvas.rect(face, fill=theme.CARD, radius=5)
            name = Box(face.x0 + 3, face.y0 + 3, face.x1 - 3, face.y1 - 30)
            canvas.text(name, top.name, theme.CARD_INK, 14, min_size=11, lines=3, align="center",
                        seat=seat, role="top", uid=top.uid)
        elif face_up:
            canvas.rect(card, fill=theme.NEUTRAL, outline=theme.BACK_EDGE, width=2, radius=7)
        else:
            canvas.rect(card, fill=theme.BACK, outline=theme.BACK_EDGE, width=2, radius=7)
            canvas.rect(card.inset(7), outline=theme.BACK_MARK, width=3, radius=5)
    counter = Box(card.x1 - 36, card.y1 - 32, card.x1, card.y1 - 2)
    canvas.ellipse(counter, fill=theme.TABLE, outline=theme.INK, width=2)
    words = f"{count}/{capacity}" if capacity else str(count)
    canvas.text(counter.inset(4), words, theme.INK, 19, min_size=11, align="center", bold=True, seat=seat,
                role="count")
    canvas.add(Element(STACK, card, seat=seat, pile=pile, count=count, uid=top.uid if top else None,
                       name=top.name if top else ""))
    canvas.text(Box(box.x0, card.y1 + 5, box.x1 + 4, box.y1), label, theme.INK_DIM, theme.SMALL,
                min_size=11, lines=2, align="center", valign="top", seat=seat, role="label")


def draw_chip(canvas: Canvas, x: int, y: int, *, uid: int | None, colour: Colour, turned: bool, mark: str,
              seat: str | None, pile: str, name: str = "") -> Box:
    w, h = (theme.CHIP_H, theme.CHIP_W) if turned else (theme.CHIP_W, theme.CHIP_H)
    box = Box(x, y + (theme.CHIP_H - h), x + w, y + theme.CHIP_H)
    canvas.rect(box, fill=colour if not turned else _dim(colour), outline=theme.BACK_EDGE, width=1, radius=4)
    if mark:
        canvas.text(box.inset(2), mark, theme.BADGE_INK, 12, min_size=9, align="center", bold=True,
                    seat=seat, role="chip", uid=uid)
    canvas.add(Element(CHIP, box, seat=seat, pile=pile, uid=uid, turned=turned, name=name))
    return box


def _dim(colour: Colour) -> Colour:
    return tuple(int(c * 0.55 + 30) for c in colour)  # type: ignore[return-value]
