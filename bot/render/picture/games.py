"""Each game's small part of the picture: which of its table's piles go where (`Layout`),
and how one of its cards reads as a tile (`read`), from the table's `Face` (what the viewer
sees: current values, states, attached cards, keywords now) and the card's printed data
(looked up by its number, which the face shows: colours, level, cost, printed values).

Printed data is read by the field names of each game's card file format
(`contracts/<game>.md` §3), the format's public contract; a card the lookup does not know
(or no lookup at all) still draws, from the face alone.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules_engine.core.table import Face, Pile

from ...i18n import current, engine, engine_words, t
from . import theme
from .tiles import Number, TileSpec

Printed = Callable[[str], Any]  # a card number → the card file's card (None: unknown)


@dataclass(frozen=True, slots=True)
class Layout:
    """Where a game's piles go. `rows`: the zones of the play area, nearest the middle of
    the table first, each row's zones side by side; `slots`: how a zone with fixed places
    arranges its cards (None: in a row, wrapping); `strip`: piles in the seat's strip,
    each drawn as a "stack" (a count; a trash shows its top card), "tile" (a single card
    such as a base), "chips" (small cards: resources, G) or "hand"."""

    rows: tuple[tuple[str, ...], ...]
    strip: tuple[tuple[str, str], ...]
    slots: dict[str, Callable[[Pile, int], list[str]]] | None = None
    slot_of: Callable[[Face], str | None] | None = None
    slot_label: Callable[[str], str] | None = None
    hide_empty: tuple[str, ...] = ()  # zones drawn only when they hold something
    mirror: bool = False  # the far seat's places left-right mirrored (each player's own left)
    tops: tuple[str, ...] = ("trash",)  # stacks whose top card is face up


def _int(pattern: str, text: str) -> list[int] | None:
    found = re.search(pattern, text)
    return [int(v) for v in found.groups()] if found else None


def _delta(now: int, printed: int | None) -> int:
    return 0 if printed is None else (now > printed) - (now < printed)


def _keywords(face: Face, game: str) -> tuple[str, ...]:
    for fact in face.facts:
        if fact.label == "Keywords":
            return tuple(engine_words(v, game) for v in fact.values)
    return ()


def _colours(words: list[str] | tuple[str, ...]) -> tuple[theme.Colour, ...]:
    return tuple(theme.COLOURS[w] for w in words if w in theme.COLOURS)


def _fact_colours(face: Face) -> tuple[theme.Colour, ...]:
    for fact in face.facts:
        if fact.label == "":
            return _colours(fact.values)
    return ()


def _mark(face: Face, prefix: str) -> str | None:
    return next((m[len(prefix):] for m in face.marks if m.startswith(prefix)), None)


def _damage(face: Face) -> int:
    value = _mark(face, "dmg ")
    return int(value) if value and value.isdigit() else 0


def _name(face: Face) -> str:
    return face.name or t("face-down")


def _base(face: Face, game: str, printed: Any, **kw: Any) -> TileSpec:
    kind = engine(face.kind.replace("_", " "), game) if face.kind else ""
    values = {"uid": face.uid, "name": _name(face), "kind": kind, "damage": _damage(face),
              "badges": _keywords(face, game), "token": bool(getattr(printed, "token", False))
              or "token" in face.marks,
              "face_down": face.uid is None and (not face.name or "face down" in face.marks)}
    values.update(kw)
    return TileSpec(**values)


def _attached(faces: tuple[Face, ...], read: Callable[[Face], TileSpec]) -> tuple[TileSpec, ...]:
    return tuple(read(f) for f in faces)


# --- GCG ---------------------------------------------------------------------------------


LEVELLED = ("unit", "pilot", "command", "base")  # GCG card types that print a Lv.


def read_gcg(face: Face, printed: Printed | None) -> TileSpec:
    card = printed(face.number) if printed and face.number else None
    ap_hp = _int(r"(\d+)/(\d+)$", face.stats)
    pilot = _int(r"AP\+(\d+) HP\+(\d+)", face.stats)
    numbers: tuple[Number, ...] = ()
    if ap_hp:
        base = (getattr(card, "ap", None), getattr(card, "hp", None))
        numbers = tuple(Number(str(v), _delta(v, b)) for v, b in zip(ap_hp, base, strict=True))
    elif pilot:
        numbers = tuple(Number(f"+{v}") for v in pilot)
    badges = list(_keywords(face, "gcg"))
    if "linked" in face.marks:
        badges.insert(0, engine_words("linked", "gcg"))
    level = getattr(card, "level", None)
    cost = getattr(card, "cost", None)
    colours = _colours(getattr(card, "colors", ()) or ()) or _fact_colours(face)
    return _base(face, "gcg", card, colours=colours,
                 cost="" if cost is None or face.kind == "resource" else str(cost),
                 level=f"{engine('Lv', 'gcg')}{level}" if level and face.kind in LEVELLED else "",
                 numbers=numbers, badges=tuple(badges), turned="rested" in face.marks,
                 attached=_attached(face.attached, lambda f: read_gcg(f, printed)))


GCG = Layout(
    rows=(("battle",),),
    strip=(("shields", "stack"), ("base", "tile"), ("resources", "chips"), ("deck", "stack"),
           ("resource_deck", "stack"), ("trash", "stack"), ("removal", "stack"), ("hand", "hand")),
)


# --- UCG ---------------------------------------------------------------------------------

UCG_STATES = ("single", "double", "triple", "quad")


def read_ucg(face: Face, printed: Printed | None) -> TileSpec:
    card = printed(face.number) if printed and face.number else None
    state = next((s for s in UCG_STATES if face.stats.upper().startswith(s.upper())), "")
    bp = _int(r"BP (\d+)$", face.stats)
    numbers: tuple[Number, ...] = ()
    if bp:
        printed_bp = getattr(getattr(card, "bp", None), state, None) if state else None
        numbers = (Number(str(bp[0]), _delta(bp[0], printed_bp)),)
    badges = []
    if "level shifted" in face.marks:
        badges.append(engine_words("level shifted", "ucg"))
    result = _mark(face, "result: ") or _mark(face, "last judgment: ")
    if result:
        badges.append(engine_words(result, "ucg"))
    level = getattr(card, "level", None)
    kind = face.kind or getattr(card, "type", "")
    text = "" if numbers else engine_words(face.stats, "ucg")
    colour = theme.KINDS.get(kind)
    return _base(face, "ucg", card, colours=(colour,) if colour else (),
                 level=f"{engine('Lv', 'ucg')}{level}" if level else "",
                 numbers=numbers, label="BP" if numbers else "", badges=tuple(badges),
                 state=engine_words(state.upper(), "ucg") if state else "", text=text,
                 turned="horizontal" in face.marks,
                 attached=_attached(face.attached, lambda f: _ucg_attached(f, printed)))


def _ucg_attached(face: Face, printed: Printed | None) -> TileSpec:
    if "charge" in face.marks:  # 11.17: a charge card, named when its viewer may see it
        name = face.name if face.uid is not None and face.name != "charge card" else \
            engine_words("charge card", "ucg")
        return TileSpec(uid=face.uid, name=name, colours=(theme.KINDS["scene"],))
    return read_ucg(face, printed)


def _ucg_slots(pile: Pile, count: int) -> list[str]:
    return [str(n) for n in range(1, count + 1)]


UCG = Layout(
    rows=(("battle",),),
    strip=(("deck", "stack"), ("trash", "stack"), ("removal", "stack"), ("hand", "hand")),
    slots={"battle": _ucg_slots},
    slot_of=lambda face: _mark(face, "area "),
    slot_label=lambda slot: slot,
)


# --- ALTCG -------------------------------------------------------------------------------

ALTCG_SLOTS = ("FL", "FC", "FR", "BL", "BC", "BR")  # 403.3: front row, back row (owner's view)


def read_altcg(face: Face, printed: Printed | None) -> TileSpec:
    card = printed(face.number) if printed and face.number else None
    power = _int(r"power (-?\d+)", face.stats)
    numbers: tuple[Number, ...] = ()
    if power and face.kind in ("ship", "flagship"):
        numbers = (Number(str(power[0]), _delta(power[0], getattr(card, "power", None))),)
    badges = list(_keywords(face, "altcg"))
    flagship = next((m for m in face.marks if m.startswith("flagship")), None)
    if flagship:
        badges.insert(0, engine_words(flagship, "altcg"))
    cost = getattr(card, "cost", None)
    colours = _colours(getattr(card, "colors", ()) or ()) or _fact_colours(face)
    return _base(face, "altcg", card, colours=colours,
                 cost="" if cost is None else str(cost), numbers=numbers, badges=tuple(badges),
                 turned="rested" in face.marks,
                 attached=_attached(face.attached, lambda f: read_altcg(f, printed)))


def _altcg_slots(pile: Pile, count: int) -> list[str]:
    return list(ALTCG_SLOTS)


ALTCG = Layout(
    rows=(("field",),),
    strip=(("durability", "stack"), ("deck", "stack"), ("trash", "stack"), ("hand", "hand")),
    slots={"field": _altcg_slots},
    slot_of=lambda face: next((m for m in face.marks if m in ALTCG_SLOTS), None),
    slot_label=lambda slot: t(f"picture-slot-{slot.lower()}"),
    mirror=True,  # 403.3: slots are named from their owner's view
)


# --- NEX-A -------------------------------------------------------------------------------


def read_nexa(face: Face, printed: Printed | None) -> TileSpec:
    card = printed(face.number) if printed and face.number else None
    combat = _int(r"(-?\d+)/(-?\d+)/(-?\d+)$", face.stats)
    numbers: tuple[Number, ...] = ()
    if combat:
        base = (getattr(card, "melee", None), getattr(card, "ranged", None), getattr(card, "defense", None))
        numbers = tuple(Number(str(v), _delta(v, b)) for v, b in zip(combat, base, strict=True))
    g_colour = _mark_stat(face.stats, r"G (\w+)")
    cost = getattr(card, "cost", None)
    roll = list((getattr(cost, "roll", None) or {}).keys())
    sign = getattr(getattr(card, "g_sign", None), "color", None)
    colours = _colours([g_colour] if g_colour else roll or ([sign] if sign else []))
    badges = list(_keywords(face, "nexa"))
    if "destroyed" in face.marks:
        badges.insert(0, engine_words("destroyed", "nexa"))
    return _base(face, "nexa", card, colours=colours,
                 cost=str(cost.total) if cost is not None and getattr(cost, "total", 0) else "",
                 numbers=numbers, badges=tuple(badges), turned="rolled" in face.marks,
                 text=engine_words(face.stats, "nexa") if g_colour else "",
                 attached=_attached(face.attached, lambda f: read_nexa(f, printed)))


def _mark_stat(text: str, pattern: str) -> str | None:
    found = re.search(pattern, text)
    return found.group(1) if found else None


NEXA = Layout(
    rows=(("space", "earth"), ("deploy",), ("played",)),
    strip=(("g", "chips"), ("deck", "stack"), ("pile", "stack"), ("junkyard", "stack"), ("hangar", "stack"),
           ("removed", "stack"), ("hand", "hand")),
    hide_empty=("played",),
    tops=("junkyard", "pile"),
)

LAYOUTS = {"gcg": GCG, "ucg": UCG, "altcg": ALTCG, "nexa": NEXA}
READERS: dict[str, Callable[[Face, Printed | None], TileSpec]] = {
    "gcg": read_gcg, "ucg": read_ucg, "altcg": read_altcg, "nexa": read_nexa}
# A game the picture has no layout for yet draws with GCG's shape: every pile still appears
# (the rows and strip below take any pile the layout does not name).
DEFAULT = Layout(rows=(), strip=())


_specs: OrderedDict[tuple, TileSpec] = OrderedDict()
_lock = threading.Lock()
SPECS = 4000


def read(game: str, face: Face, printed: Printed | None) -> TileSpec:
    """How `face` reads as a tile in the current language; remembered (a board reads the
    same cards after every action), keyed by the face, the language and the printed cards
    it was read from (the pool's own objects: a server's imported card is another)."""
    cards = tuple(id(printed(f.number)) if printed and f.number else 0 for f in _faces(face))
    key = (game, face, current(), cards)
    with _lock:
        found = _specs.get(key)
        if found is not None:
            _specs.move_to_end(key)
            return found
    reader = READERS.get(game)
    if reader is None:
        spec = _base(face, game, None, text=engine_words(face.stats, game), turned="rested" in face.marks)
    else:
        spec = reader(face, printed)
    with _lock:
        _specs[key] = spec
        while len(_specs) > SPECS:
            _specs.popitem(last=False)
    return spec


def clear_specs() -> None:
    with _lock:
        _specs.clear()


def _faces(face: Face):
    yield face
    for attached in face.attached:
        yield from _faces(attached)
