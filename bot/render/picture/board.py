"""The table drawn: seats around it, each seat's play area, strip and hand, what is
happening in the middle, the attack as an arrow.

Seats: with two, the viewer's (or the first) at the bottom and the other facing it at the
top; with three or four, a 2 × 2 grid in seat order going clockwise from the bottom left
(turn order is numbered on each seat); a team battle puts teammates side by side, a row
per team, the team's shared zones (shields, base) in a band between the two. A seat's
play area faces the middle of the table, so the top seats are drawn mirrored.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules_engine.core.table import Face, Pile, Seat, Table

from ...i18n import engine, engine_words, join_and, note_line, t
from . import theme
from .canvas import PARTS, Canvas
from .games import DEFAULT, LAYOUTS, Layout, Printed, read
from .layout import AREA, ARROW, HIGHLIGHT, SEAT, SLOT, Box, Element
from .tiles import TileSpec, draw_chip, draw_stack, draw_tile, slot_height

MARGIN = 8
PAD = 7
HEADER_H = 36
LABEL_H = 22
WIDTH_TWO = 800
CHIPS_PER_LINE = 5
WIDTH_GRID = 856  # three tiles across a seat of the 2 × 2 grid


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who the picture is for: nobody in particular (the public board), one seat (their
    hand face up), or a judge (every hand face up). The table must be that viewer's."""

    seat: str | None = None
    judge: bool = False

    def sees_hand(self, seat: str) -> bool:
        return self.judge or self.seat == seat


@dataclass
class Context:
    table: Table
    viewer: Viewer
    names: dict[str, str]
    printed: Printed | None
    layout: Layout
    canvas: Canvas | None = None
    boxes: dict[int, Box] = field(default_factory=dict)  # uid → its tile (for the arrow)
    seat_boxes: dict[str, Box] = field(default_factory=dict)
    team_boxes: dict[str, Box] = field(default_factory=dict)
    slot_count: dict[str, int] = field(default_factory=dict)  # a slotted zone's places, shared by all seats
    specs: dict[int, TileSpec] = field(default_factory=dict)  # id(face) → its reading, for this render

    def spec(self, face: Face) -> TileSpec:
        # a render asks for a card's reading several times (measuring, keying, drawing); the
        # table's faces live as long as the render, so their ids are theirs meanwhile
        found = self.specs.get(id(face))
        if found is None:
            found = self.specs[id(face)] = read(self.table.game, face, self.printed)
        return found

    def who(self, seat: str) -> str:
        return self.names.get(seat) or t("player-seat", seat=seat)

    def words(self, text: str) -> str:
        return engine_words(text, self.table.game)


# --- a flow of boxes ------------------------------------------------------------------------


def flow(sizes: list[tuple[int, int]], width: int, gap: int = theme.GAP,
         centre: bool = False) -> tuple[list[tuple[int, int]], int]:
    """Positions (relative) of boxes laid left to right, wrapping at `width`; the height."""
    lines: list[list[int]] = [[]]
    x = 0
    for n, (w, _) in enumerate(sizes):
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0
        lines[-1].append(n)
        x += w + gap
    out: list[tuple[int, int]] = [(0, 0)] * len(sizes)
    y = 0
    for line in lines:
        if not line:
            continue
        used = sum(sizes[n][0] for n in line) + gap * (len(line) - 1)
        x = max(0, (width - used) // 2) if centre else 0
        tallest = max(sizes[n][1] for n in line)
        for n in line:
            out[n] = (x, y)
            x += sizes[n][0] + gap
        y += tallest + gap
    return out, max(0, y - gap)


# --- a seat ---------------------------------------------------------------------------------


def _piles(ctx: Context, seat: Seat) -> tuple[list[list[Pile]], list[tuple[Pile, str]], Pile | None]:
    """The seat's piles placed: area rows, strip items, its hand (when drawn face up)."""
    layout = ctx.layout
    named = {key for row in layout.rows for key in row} | {key for key, _ in layout.strip}
    rows = []
    for row in layout.rows:
        piles = [p for key in row if (p := seat.pile(key)) is not None
                 and not (key in layout.hide_empty and p.count == 0)]
        if piles:
            rows.append(piles)
    strip: list[tuple[Pile, str]] = []
    hand: Pile | None = None
    for key, style in layout.strip:
        pile = seat.pile(key)
        if pile is None:
            continue
        if style == "hand" and pile.cards is not None and ctx.viewer.sees_hand(seat.player):
            hand = pile
            continue
        strip.append((pile, "stack" if style == "hand" else style))
    for pile in seat.piles:  # anything the layout does not name still shows
        if pile.key in named:
            continue
        if pile.private:
            if pile.cards is not None and ctx.viewer.sees_hand(seat.player):
                hand = hand or pile
            else:
                strip.append((pile, "stack"))
        elif pile.summary or pile.cards is None:
            strip.append((pile, "stack"))
        else:
            rows.append([pile])
    return rows, strip, hand


def _strip_size(ctx: Context, pile: Pile, style: str) -> tuple[int, int]:
    if style == "tile":
        faces = pile.cards or ()
        height = max((slot_height(ctx.spec(f)) for f in faces), default=theme.TURNED_H)
        return theme.TILE_W, LABEL_H + height
    if style == "chips":
        per_line = CHIPS_PER_LINE
        count = len(pile.cards or ()) or 1
        lines = (count + per_line - 1) // per_line
        width = min(count, per_line) * (theme.CHIP_H + 3)
        return max(width, 120), LABEL_H + lines * (theme.CHIP_H + 4)
    return theme.STACK_W, theme.STACK_H + 44


def _area_plan(ctx: Context, pile: Pile, width: int) -> tuple[list[TileSpec], list[tuple[int, int]], int]:
    """A zone's tiles and their positions inside it (below its label)."""
    specs = [ctx.spec(f) for f in pile.cards or ()]
    sizes = [(theme.TILE_W, slot_height(s)) for s in specs]
    positions, height = flow(sizes, width, centre=True)
    if pile.cards is None:
        return specs, positions, theme.STACK_H + 44
    return specs, positions, height if specs else 30


def _slots_plan(ctx: Context, pile: Pile, width: int) -> tuple[list[str], dict[str, Face], list[int], int]:
    """A zone with places (UCG's areas, ALTCG's slots): the places in drawing order, the
    card in each, the height of each line of places."""
    layout = ctx.layout
    assert layout.slots is not None and layout.slot_of is not None
    places = layout.slots[pile.key](pile, ctx.slot_count.get(pile.key, pile.count))
    cards: dict[str, Face] = {}
    for face in pile.cards or ():
        slot = layout.slot_of(face)
        if slot is not None:
            cards[slot] = face
    per_line = 3 if ctx.table.game == "altcg" else max(1, (width + theme.GAP) // (theme.TILE_W + theme.GAP))
    heights = []
    for start in range(0, len(places), per_line):
        line = places[start:start + per_line]
        heights.append(max([theme.TURNED_H, *(slot_height(ctx.spec(cards[s])) for s in line if s in cards)])
                       + LABEL_H)
    return places, cards, heights, per_line


def _row_height(ctx: Context, row: list[Pile], width: int) -> int:
    share = (width - theme.GAP * (len(row) - 1)) // len(row)
    tallest = 0
    for pile in row:
        if ctx.layout.slots and pile.key in ctx.layout.slots:
            _, _, heights, _ = _slots_plan(ctx, pile, share)
            height = sum(heights) + theme.GAP * (len(heights) - 1)
        else:
            _, _, height = _area_plan(ctx, pile, share - 2 * PAD)
        tallest = max(tallest, LABEL_H + height + PAD)
    return tallest


def seat_height(ctx: Context, seat: Seat, width: int) -> int:
    rows, strip, hand = _piles(ctx, seat)
    inner = width - 2 * PAD
    height = HEADER_H + PAD
    for row in rows:
        height += _row_height(ctx, row, inner) + PAD
    if strip:
        _, strip_h = flow([_strip_size(ctx, p, s) for p, s in strip], inner)
        height += strip_h + PAD
    if hand is not None:
        _, _, hand_h = _area_plan(ctx, hand, inner - 2 * PAD)
        height += LABEL_H + hand_h + 2 * PAD
    return height


def draw_seat(ctx: Context, seat: Seat, box: Box, mirrored: bool, order: int | None) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    table = ctx.table
    deciding = seat.player in table.deciding
    canvas.rect(box, fill=theme.PANEL, radius=10)  # its edge last: a pasted part's margin may reach it
    canvas.add(Element(SEAT, box, seat=seat.player))
    if deciding:
        canvas.add(Element(HIGHLIGHT, box, seat=seat.player))
    rows, strip, hand = _piles(ctx, seat)
    inner = Box(box.x0 + PAD, box.y0 + PAD, box.x1 - PAD, box.y1 - PAD)
    # the parts top to bottom: a bottom seat has its play area first (towards the middle)
    parts: list[tuple[str, object, int]] = []
    for row in rows:
        parts.append(("row", row, _row_height(ctx, row, inner.width)))
    if strip:
        _, strip_h = flow([_strip_size(ctx, p, s) for p, s in strip], inner.width)
        parts.append(("strip", strip, strip_h))
    if hand is not None:
        _, _, hand_h = _area_plan(ctx, hand, inner.width - 2 * PAD)
        parts.append(("hand", hand, LABEL_H + hand_h + PAD))
    header = ("header", None, HEADER_H - PAD)
    ordered = [header, *reversed(parts[:len(rows)]), *parts[len(rows):]] if mirrored else \
        [*parts, header]
    y = inner.y0
    for kind, content, height in ordered:
        if kind == "header" and not mirrored:  # a near seat's name along the panel's bottom edge
            y = inner.y1 - height
        _part(ctx, seat, kind, content, Box(inner.x0, y, inner.x1, y + height), mirrored, deciding, order)
        y += height + PAD
    canvas.rect(box, outline=theme.DECIDING if deciding else theme.PANEL_EDGE, width=4 if deciding else 2,
                radius=10)
    ctx.seat_boxes[seat.player] = box
    if seat.out:
        canvas.shade(box, theme.OUT, 0.55)
        canvas.text(Box(box.x0, box.y0 + box.height // 2 - 20, box.x1, box.y0 + box.height // 2 + 20),
                    t("board-out"), theme.INK, theme.TITLE, min_size=14, align="center", bold=True,
                    seat=seat.player, role="out")


# A part is drawn on the panel's colour with room for what reaches past its box (a stack's
# cards lean 4 px up and right; a box's last row and column are drawn, 1 px)
_REACH_UP, _REACH_RIGHT, _REACH_DOWN = 4, 5, 1


def _part(ctx: Context, seat: Seat, kind: str, content: object, box: Box, mirrored: bool, deciding: bool,
          order: int | None) -> None:
    """One part of a seat's panel (its header, a row of zones, its strip, its hand), drawn
    once per look and pasted after that (canvas.PARTS): between two actions most parts of
    most panels show what they showed. The key is everything the part's drawing reads."""
    canvas = ctx.canvas
    assert canvas is not None
    x, y = box.x0, box.y0 - _REACH_UP
    size = (box.width + _REACH_RIGHT, box.height + _REACH_UP + _REACH_DOWN)

    def draw(sub: Canvas) -> dict[int, Box]:
        part = replace(ctx, canvas=sub, boxes={})
        local = box.moved(-x, -y)
        if kind == "header":
            _header(part, seat, local, deciding, order)
        elif kind == "row":
            _row(part, seat, content, local, mirrored)  # type: ignore[arg-type]
        elif kind == "strip":
            _strip(part, seat, content, local)  # type: ignore[arg-type]
        else:
            _hand(part, seat, content, local)  # type: ignore[arg-type]
        return part.boxes

    key = (kind, seat.player, ctx.table.game, _part_key(ctx, seat, kind, content, mirrored, deciding, order))
    boxes = canvas.sprite(key, x, y, size, theme.PANEL, draw, store=PARTS)
    for uid, tile in boxes.items():
        ctx.boxes[uid] = tile.moved(x, y)


def _part_key(ctx: Context, seat: Seat, kind: str, content: object, mirrored: bool, deciding: bool,
              order: int | None) -> tuple:
    if kind == "header":
        table = ctx.table
        active = table.active == seat.player or bool(table.active and table.active in _team_of(seat))
        return (ctx.who(seat.player), seat.tags, seat.stats, deciding, order, active)
    if kind == "row":
        slots = tuple(sorted(ctx.slot_count.items()))
        return (mirrored, slots, tuple(_pile_key(ctx, pile) for pile in content))  # type: ignore[attr-defined]
    if kind == "strip":
        return tuple((_pile_key(ctx, pile), style) for pile, style in content)  # type: ignore[attr-defined]
    return (_pile_key(ctx, content), ctx.viewer.seat == seat.player)  # type: ignore[arg-type]


def _pile_key(ctx: Context, pile: Pile) -> tuple:
    """What a pile's drawing reads: its words and count, its cards (their marks place them
    in slots and count rested resources) and how each reads as a tile in this language."""
    specs = None if pile.cards is None else tuple(ctx.spec(face) for face in pile.cards)
    return (pile.key, pile.label, pile.count, pile.capacity, pile.private, pile.summary, pile.cards, specs)


def _header(ctx: Context, seat: Seat, box: Box, deciding: bool, order: int | None) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    table = ctx.table
    ink = theme.INK
    if deciding:
        canvas.rect(box, fill=theme.DECIDING, radius=6)
        ink = theme.CARD_INK
    x = box.x0 + 6
    if order is not None:
        circle = Box(x, box.y0 + 3, x + box.height - 6, box.y1 - 3)
        canvas.ellipse(circle, fill=theme.TABLE, outline=ink, width=2)
        canvas.text(circle.inset(3), str(order), theme.INK, 15, min_size=10, align="center", bold=True,
                    seat=seat.player, role="order")
        x = circle.x1 + 6
    if table.active == seat.player or (table.active and table.active in _team_of(seat)):
        canvas.polygon([(x, box.y0 + 8), (x + 12, (box.y0 + box.y1) // 2), (x, box.y1 - 8)],
                       fill=theme.CARD_INK if deciding else theme.ACTIVE)
        x += 18
    name = f"{ctx.who(seat.player)} ({seat.player})"
    tags = [_tag(tag, table.game) for tag in seat.tags if tag != "eliminated"]
    name_w = min(box.width // 2, max(120, box.width // 3))
    canvas.text(Box(x, box.y0, x + name_w, box.y1), name, ink, theme.HEADER, min_size=14, bold=True,
                seat=seat.player, role="player")
    stats = [f"{engine(label, table.game)} {ctx.words(value)}" for label, value in seat.stats]
    canvas.text(Box(x + name_w + 8, box.y0, box.x1 - 6, box.y1), " · ".join([*tags, *stats]), ink,
                theme.LABEL, min_size=12, lines=2, align="right", seat=seat.player, role="stats")


def _team_of(seat: Seat) -> list[str]:
    return [tag.split(" ", 1)[1] for tag in seat.tags if tag.startswith("team ")]


def _tag(tag: str, game: str) -> str:
    if tag.startswith("team "):
        return t("picture-team", team=tag.split(" ", 1)[1])
    return engine(tag, game)


def _zone_label(ctx: Context, pile: Pile) -> str:
    label = ctx.words(pile.label.split(" · ")[-1])
    count = f"{pile.count}/{pile.capacity}" if pile.capacity else str(pile.count)
    return f"{label} {count}"


def _row(ctx: Context, seat: Seat, row: list[Pile], box: Box, mirrored: bool) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    share = (box.width - theme.GAP * (len(row) - 1)) // len(row)
    piles = list(reversed(row)) if mirrored and ctx.layout.mirror else row
    for n, pile in enumerate(piles):
        zone = Box(box.x0 + n * (share + theme.GAP), box.y0, box.x0 + n * (share + theme.GAP) + share, box.y1)
        canvas.rect(zone, fill=theme.AREA, outline=theme.AREA_EDGE, width=1, radius=8)
        canvas.add(Element(AREA, zone, seat=seat.player, pile=pile.key, count=pile.count))
        label = Box(zone.x0 + 8, zone.y0 + 1, zone.x1 - 8, zone.y0 + LABEL_H)
        canvas.text(label, _zone_label(ctx, pile), theme.INK_DIM, theme.SMALL, min_size=11, seat=seat.player,
                    role="label")
        body = Box(zone.x0 + PAD, zone.y0 + LABEL_H, zone.x1 - PAD, zone.y1 - PAD)
        if ctx.layout.slots and pile.key in ctx.layout.slots:
            _slots(ctx, seat, pile, body, mirrored)
        else:
            _tiles(ctx, seat, pile, body)


def _tiles(ctx: Context, seat: Seat, pile: Pile, body: Box) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    specs, positions, _ = _area_plan(ctx, pile, body.width)
    if pile.cards is None:  # a zone the viewer sees only as a count
        draw_stack(canvas, Box(body.x0, body.y0, body.x0 + theme.STACK_W, body.y0 + theme.STACK_H + 44),
                   seat=seat.player, pile=pile.key, count=pile.count, label="", background=theme.AREA)
        return
    for spec, (dx, dy) in zip(specs, positions, strict=True):
        tile = draw_tile(canvas, body.x0 + dx, body.y0 + dy, spec, seat=seat.player, pile=pile.key)
        if spec.uid is not None:
            ctx.boxes[spec.uid] = tile


def _slots(ctx: Context, seat: Seat, pile: Pile, body: Box, mirrored: bool) -> None:
    canvas = ctx.canvas
    layout = ctx.layout
    assert canvas is not None and layout.slot_label is not None
    places, cards, heights, per_line = _slots_plan(ctx, pile, body.width)
    lines = [places[i:i + per_line] for i in range(0, len(places), per_line)]
    if mirrored:  # the far side of the table: its first line of places nearest the middle
        lines = list(reversed(lines))
        heights = list(reversed(heights))
        if ctx.layout.mirror:  # and its own left on our right
            lines = [list(reversed(line)) for line in lines]
    y = body.y0
    for line, height in zip(lines, heights, strict=True):
        used = len(line) * theme.TILE_W + (len(line) - 1) * theme.GAP
        x = body.x0 + max(0, (body.width - used) // 2)
        for place in line:
            label = Box(x, y, x + theme.TILE_W, y + LABEL_H - 2)
            canvas.text(label, layout.slot_label(place), theme.INK_DIM, 14, min_size=10, align="center",
                        seat=seat.player, role="slot")
            at = y + LABEL_H
            face = cards.get(place)
            if face is None:
                empty = Box(x, at, x + theme.TILE_W, at + theme.TURNED_H)
                canvas.rect(empty, outline=theme.AREA_EDGE, width=2, radius=8)
                canvas.add(Element(SLOT, empty, seat=seat.player, pile=pile.key, text=place))
            else:
                spec = ctx.spec(face)
                tile = draw_tile(canvas, x, at, spec, seat=seat.player, pile=pile.key)
                if spec.uid is not None:
                    ctx.boxes[spec.uid] = tile
            x += theme.TILE_W + theme.GAP
        y += height + theme.GAP


def _strip(ctx: Context, seat: Seat, strip: list[tuple[Pile, str]], box: Box) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    sizes = [_strip_size(ctx, p, s) for p, s in strip]
    positions, _ = flow(sizes, box.width)
    for (pile, style), (w, h), (dx, dy) in zip(strip, sizes, positions, strict=True):
        item = Box(box.x0 + dx, box.y0 + dy, box.x0 + dx + w, box.y0 + dy + h)
        _strip_item(ctx, seat.player, pile, style, item)


def _strip_item(ctx: Context, owner: str | None, pile: Pile, style: str, item: Box) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    label = ctx.words(pile.label.split(" · ")[-1])
    if style == "tile":
        canvas.text(Box(item.x0, item.y0, item.x1, item.y0 + LABEL_H - 2), label, theme.INK_DIM,
                    theme.SMALL, min_size=11, align="center", seat=owner, role="label")
        faces = pile.cards or ()
        if not faces:
            empty = Box(item.x0, item.y0 + LABEL_H, item.x1, item.y0 + LABEL_H + theme.TURNED_H)
            canvas.rect(empty, outline=theme.AREA_EDGE, width=2, radius=8)
            canvas.add(Element(SLOT, empty, seat=owner, pile=pile.key))
        for face in faces[:1]:
            spec = ctx.spec(face)
            tile = draw_tile(canvas, item.x0, item.y0 + LABEL_H, spec, seat=owner, pile=pile.key,
                             background=theme.PANEL)
            if spec.uid is not None:
                ctx.boxes[spec.uid] = tile
        return
    if style == "chips":
        faces = pile.cards or ()
        active = sum(1 for f in faces if not _turned(f))
        words = f"{label} {active}/{pile.count}" if faces else f"{label} {pile.count}"
        canvas.text(Box(item.x0, item.y0, item.x1, item.y0 + LABEL_H - 2), words, theme.INK_DIM,
                    theme.SMALL, min_size=11, seat=owner, role="label")
        x, y = item.x0, item.y0 + LABEL_H
        for n, face in enumerate(faces):
            if n and n % CHIPS_PER_LINE == 0:
                x, y = item.x0, y + theme.CHIP_H + 4
            spec = ctx.spec(face)
            mark = t("picture-ex") if spec.token else ""
            colour = spec.colours[0] if spec.colours else theme.NEUTRAL
            draw_chip(canvas, x, y, uid=face.uid, colour=colour, turned=spec.turned, mark=mark, seat=owner,
                      pile=pile.key, name=spec.name)
            x += theme.CHIP_H + 3
        return
    top = None
    if pile.cards and pile.key.split(".")[-1] in ctx.layout.tops:
        top = ctx.spec(pile.cards[-1])
    draw_stack(canvas, item, seat=owner, pile=pile.key, count=pile.count, label=label, top=top,
               capacity=pile.capacity)


def _turned(face: Face) -> bool:
    return any(m in ("rested", "rolled", "horizontal") for m in face.marks)


def _hand(ctx: Context, seat: Seat, hand: Pile, box: Box) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    zone = box
    canvas.rect(zone, fill=theme.AREA, outline=theme.DECIDING if ctx.viewer.seat == seat.player else
                theme.AREA_EDGE, width=2, radius=8)
    canvas.add(Element(AREA, zone, seat=seat.player, pile=hand.key, count=hand.count))
    canvas.text(Box(zone.x0 + 8, zone.y0 + 1, zone.x1 - 8, zone.y0 + LABEL_H), _zone_label(ctx, hand),
                theme.INK_DIM, theme.SMALL, min_size=11, seat=seat.player, role="label")
    _tiles(ctx, seat, hand, Box(zone.x0 + PAD, zone.y0 + LABEL_H, zone.x1 - PAD, zone.y1 - PAD))


# --- the middle: what is happening ----------------------------------------------------------


def status_lines(ctx: Context) -> list[tuple[str, str]]:
    """(role, words) lines: the turn and phase, who must act and on what, effects."""
    table = ctx.table
    out: list[tuple[str, str]] = []
    if table.over:
        winner = table.winner
        result = t("result-draw") if winner == "draw" else \
            t("result-wins", who=_winner(ctx, winner)) if winner else t("result-none")
        out.append(("result", t("picture-game-over", result=result)))
    else:
        phase = ctx.words(table.phase_label)
        if table.turn:
            who = f" ({ctx.who(table.active)})" if table.active and table.active in ctx.names else \
                f" ({table.active})" if table.active else ""
            out.append(("phase", f"{t('board-turn', turn=table.turn)}{who} · {phase}"))
        else:
            out.append(("phase", phase))
        if table.deciding:
            who = join_and([ctx.who(s) for s in table.deciding])
            decision = engine(table.decision, table.game)
            out.append(("deciding", t("board-waiting-to", who=who, decision=decision)
                        if table.decision else t("board-waiting", who=who)))
        if table.detail:
            out.append(("detail", table.detail))
    for note in table.notes:
        if note.key in ("core.note.battle", "gcg.note.order"):
            continue  # the arrow and the seats' numbers say these
        out.append(("note", note_line(note, table.game)))
    if table.waiting:
        out.append(("waiting", t("picture-waiting", count=len(table.waiting),
                                 effects=" / ".join(w.splitlines()[0] for w in table.waiting[:3]))))
    return out


def _winner(ctx: Context, winner: str) -> str:
    if winner in ctx.names or ctx.table.seat(winner) is not None:
        return ctx.who(winner)
    return t("picture-team", team=winner)


def status_height(lines: list[tuple[str, str]]) -> int:
    height = PAD
    for role, _ in lines:
        height += (52 if role == "detail" else 30) + 2
    return height + PAD


def draw_status(ctx: Context, box: Box, lines: list[tuple[str, str]]) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    canvas.rect(box, fill=theme.TABLE, outline=theme.PANEL_EDGE, width=1, radius=8)
    y = box.y0 + PAD
    for role, words in lines:
        height = 52 if role == "detail" else 30
        line = Box(box.x0 + 12, y, box.x1 - 12, y + height)
        colour = theme.DECIDING if role == "deciding" else theme.ACTIVE if role == "result" else \
            theme.INK_DIM if role in ("detail", "note", "waiting") else theme.INK
        size = theme.HEADER if role in ("phase", "deciding", "result") else theme.LABEL
        canvas.text(line, words, colour, size, min_size=12, lines=2 if role == "detail" else 1,
                    align="left" if role == "detail" else "center", bold=role in ("phase", "result"),
                    role=role)
        y += height + 2


def draw_title(ctx: Context, box: Box, title: str, match_id: int | None) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    game = engine(title) if title else ctx.table.game.upper()
    left = t("board-title", game=game, match=str(match_id)) if match_id is not None else game
    right = t("picture-action", action=ctx.table.action_number)
    right_w = box.width // 3
    canvas.text(Box(box.x0, box.y0, box.x1 - right_w - 8, box.y1), left, theme.INK, theme.TITLE, min_size=14,
                bold=True, role="title")
    canvas.text(Box(box.x1 - right_w, box.y0, box.x1, box.y1), right, theme.INK_DIM, theme.LABEL, min_size=12,
                align="right", role="action")


# --- the arrow ------------------------------------------------------------------------------


def draw_battle(ctx: Context) -> None:
    battle = ctx.table.battle
    canvas = ctx.canvas
    if battle is None or canvas is None or battle.attacker is None:
        return
    start = ctx.boxes.get(battle.attacker)
    end = ctx.boxes.get(battle.target) if battle.target is not None else None
    if end is None and battle.player is not None:
        end = ctx.seat_boxes.get(battle.player) or ctx.team_boxes.get(battle.player)
        if end is not None:  # a seat: aim at its header side, not its middle
            end = Box(end.x0 + end.width // 2 - 30, end.y0 + 10, end.x0 + end.width // 2 + 30, end.y0 + 40) \
                if start is not None and start.y0 > end.y0 + end.height // 2 else \
                Box(end.x0 + end.width // 2 - 30, end.y1 - 40, end.x0 + end.width // 2 + 30, end.y1 - 10)
    if start is None or end is None:
        return
    (x0, y0), (x1, y1) = _edge(start, end.centre), _edge(end, start.centre)
    canvas.line([(x0, y0), (x1, y1)], theme.ARROW, 7)
    import math
    angle = math.atan2(y1 - y0, x1 - x0)
    size = 22
    left = (int(x1 - size * math.cos(angle - 0.45)), int(y1 - size * math.sin(angle - 0.45)))
    right = (int(x1 - size * math.cos(angle + 0.45)), int(y1 - size * math.sin(angle + 0.45)))
    canvas.polygon([(x1, y1), left, right], fill=theme.ARROW)
    canvas.ellipse(Box(x0 - 9, y0 - 9, x0 + 9, y0 + 9), fill=theme.ARROW)
    canvas.add(Element(ARROW, Box(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), uid=battle.attacker,
                       text=str(battle.target if battle.target is not None else battle.player)))


def _edge(box: Box, towards: tuple[int, int]) -> tuple[int, int]:
    """Where the line from `box`'s centre towards a point leaves the box: an arrow from
    edge to edge hides as little of the cards as it can."""
    cx, cy = box.centre
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    scale = min(box.width / 2 / abs(dx) if dx else float("inf"),
                box.height / 2 / abs(dy) if dy else float("inf"))
    return int(cx + dx * min(scale, 1.0)), int(cy + dy * min(scale, 1.0))


# --- the whole table ------------------------------------------------------------------------


def arrange(table: Table, viewer: Viewer) -> list[list[Seat]]:
    """Rows of seats, top row first: the viewer's (or the first) seat at the bottom left,
    then clockwise; a team battle has a row per team, the viewer's team at the bottom."""
    seats = list(table.seats)
    if not seats:
        return []
    start = next((n for n, s in enumerate(seats) if s.player == viewer.seat), 0)
    teams: dict[str, list[Seat]] = {}
    for seat in seats:
        for team in _team_of(seat):
            teams.setdefault(team, []).append(seat)
    if len(teams) >= 2 and all(len(m) >= 1 for m in teams.values()):
        names = list(teams)
        mine = next((n for n in names if seats[start] in teams[n]), names[0])
        others = [n for n in names if n != mine]
        rows = [teams[n] for n in others] + [teams[mine]]
        return [list(reversed(rows[0])), *rows[1:]] if len(rows) == 2 else rows
    rotated = seats[start:] + seats[:start]
    if len(rotated) <= 2:
        return [rotated[1:], rotated[:1]] if len(rotated) == 2 else [rotated]
    # clockwise from the bottom left: bottom-left, top-left, top-right, bottom-right
    top = [rotated[1], rotated[2]]
    bottom = [rotated[0]] + ([rotated[3]] if len(rotated) > 3 else [])
    rest = rotated[4:]
    return [top, bottom + rest]


def turn_numbers(table: Table) -> dict[str, int]:
    if len(table.seats) <= 2:
        return {}
    order = list(table.order) or [s.player for s in table.seats]
    return {player: n for n, player in enumerate(order, 1)}


def shared_for_team(table: Table, team: str) -> list[Pile]:
    return [p for p in table.shared if p.key.split(".")[0] == team]


def render_board(table: Table, *, lang: str, viewer: Viewer, names: dict[str, str], printed: Printed | None,
                 title: str, match_id: int | None) -> Canvas:
    layout = LAYOUTS.get(table.game, DEFAULT)
    ctx = Context(table, viewer, names, printed, layout)
    if layout.slots:
        for key in layout.slots:
            counts = [p.count + _vacant(p) for s in table.seats if (p := s.pile(key)) is not None]
            ctx.slot_count[key] = max(counts, default=0)
    rows = arrange(table, viewer)
    numbers = turn_numbers(table)
    width = WIDTH_TWO if len(table.seats) <= 2 else WIDTH_GRID
    columns = max(len(r) for r in rows) if rows else 1
    panel_w = (width - 2 * MARGIN - theme.GAP * (columns - 1)) // columns
    lines = status_lines(ctx)
    status_h = status_height(lines)
    team_rows = {n for n, row in enumerate(rows) if _team_of(row[0])} if rows else set()
    general_shared = [p for p in table.shared if "." not in p.key]
    # measure
    row_heights = [max(seat_height(ctx, s, panel_w) for s in row) for row in rows]
    band_h = {n: _band_height(ctx, row) for n, row in enumerate(rows) if n in team_rows}
    shared_h = _band_height_piles(ctx, general_shared) if general_shared else 0
    title_h = 40
    three = len(table.seats) == 3
    height = MARGIN + title_h + sum(row_heights) + theme.GAP * len(rows) + sum(band_h.values()) \
        + theme.GAP * len(band_h) + (0 if three else status_h + theme.GAP) + shared_h \
        + (theme.GAP if shared_h else 0) + MARGIN
    canvas = Canvas(width, height, theme.TABLE, lang)
    ctx.canvas = canvas
    draw_title(ctx, Box(MARGIN, MARGIN, width - MARGIN, MARGIN + title_h - 6), title, match_id)
    y = MARGIN + title_h
    middle_done = False
    for n, row in enumerate(rows):
        mirrored = n < len(rows) - 1  # every row but the nearest faces the viewer
        if n == len(rows) - 1 and not middle_done:
            if shared_h:
                _shared_band(ctx, general_shared, Box(MARGIN, y, width - MARGIN, y + shared_h))
                y += shared_h + theme.GAP
            if not three:
                draw_status(ctx, Box(MARGIN, y, width - MARGIN, y + status_h), lines)
                y += status_h + theme.GAP
            middle_done = True
        if n in band_h and not mirrored:
            y = _team_band(ctx, row, Box(MARGIN, y, width - MARGIN, y + band_h[n])) + theme.GAP
        for c, seat in enumerate(row):
            x = MARGIN + c * (panel_w + theme.GAP)
            draw_seat(ctx, seat, Box(x, y, x + panel_w, y + row_heights[n]), mirrored,
                      numbers.get(seat.player))
        if three and n == 1:  # the fourth place of the grid holds what is happening
            x = MARGIN + panel_w + theme.GAP
            draw_status(ctx, Box(x, y, x + panel_w, y + row_heights[n]), lines)
        y += row_heights[n] + theme.GAP
        if n in band_h and mirrored:
            y = _team_band(ctx, row, Box(MARGIN, y, width - MARGIN, y + band_h[n])) + theme.GAP
    draw_battle(ctx)
    # the parts' drawings, kept by the canvas until it is mapped (to be drawn again if need
    # be: canvas.py), read `ctx`: without its canvas, no cycle keeps the board's pixels alive
    # until the collector's next pass
    ctx.canvas = None
    return canvas


def _vacant(pile: Pile) -> int:
    note = pile.note
    if note is not None and note.key == "ucg.note.vacant":
        return int(note.params.get("count", 0))
    return 0


def _band_height(ctx: Context, row: list[Seat]) -> int:
    teams = _team_of(row[0])
    piles = shared_for_team(ctx.table, teams[0]) if teams else []
    return _band_height_piles(ctx, piles) if piles else 0


def _band_height_piles(ctx: Context, piles: list[Pile]) -> int:
    sizes = [_strip_size(ctx, p, "stack" if p.summary else "tile") for p in piles]
    return LABEL_H + max((h for _, h in sizes), default=0) + 2 * PAD


def _team_band(ctx: Context, row: list[Seat], box: Box) -> int:
    """The team's shared zones (12-3-3: shields, base) between its two members."""
    canvas = ctx.canvas
    assert canvas is not None
    team = _team_of(row[0])[0]
    piles = shared_for_team(ctx.table, team)
    canvas.rect(box, fill=theme.PANEL, outline=theme.PANEL_EDGE, width=1, radius=8)
    ctx.team_boxes[team] = box
    members = join_and([ctx.who(s.player) for s in row])
    canvas.text(Box(box.x0 + 10, box.y0 + 2, box.x1 - 10, box.y0 + LABEL_H),
                f"{t('picture-team', team=team)} · {members}", theme.INK, theme.LABEL, min_size=11,
                align="center", bold=True, role="team")
    _piles_band(ctx, piles, Box(box.x0, box.y0 + LABEL_H + PAD, box.x1, box.y1 - PAD), owner=None)
    return box.y1


def _shared_band(ctx: Context, piles: list[Pile], box: Box) -> None:
    canvas = ctx.canvas
    assert canvas is not None
    canvas.rect(box, fill=theme.PANEL, outline=theme.PANEL_EDGE, width=1, radius=8)
    _piles_band(ctx, piles, Box(box.x0, box.y0 + LABEL_H, box.x1, box.y1 - PAD), owner=None)


def _piles_band(ctx: Context, piles: list[Pile], box: Box, owner: str | None) -> None:
    items = [(p, "stack" if p.summary else "tile") for p in piles]
    sizes = [_strip_size(ctx, p, s) for p, s in items]
    positions, _ = flow(sizes, box.width, centre=True)
    for (pile, style), (w, h), (dx, dy) in zip(items, sizes, positions, strict=True):
        item = Box(box.x0 + dx, box.y0 + dy, box.x0 + dx + w, box.y0 + dy + h)
        _strip_item(ctx, owner, pile, style, item)

