"""How a card and a pile read in a line of text (boards, hands, judge views). A card's
name and text come from a server's card files: user-written, so escaped."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace

from rules_engine.core.table import Face, Pile, Table

from ..i18n import DEFAULT, card_name, current, engine, engine_words, join_and, note_line, t
from .text import clip, escape


def face_line(face: Face, index: int | None = None, game: str = "") -> str:
    """`1. **Zaku II** 3/4 · dmg 1 · rested · + Char (pilot)`; a card the viewer may not
    identify reads "face-down card"."""
    name = f"**{escape(clip(face.name, 40))}**" if face.name else f"*{t('face-down')}*"
    head = f"{index}. {name}" if index is not None else name
    if face.stats:
        head += f" {stats_text(face.stats, game)}"
    bits = [head, *(engine_words(mark, game) for mark in face.marks)]
    for attached in face.attached:
        label = escape(clip(attached.name, 30)) if attached.name else t("face-down")
        bits.append(f"+ {label}" + (f" ({engine(attached.kind, game)})" if attached.kind else ""))
    return " · ".join(bits)


# A unit's bare numbers as the engine gives them, at the end of its stats line: GCG's
# "AP/HP", NEX-A's "melee/shooting/defense" (a NEX-A card in hand starts with its cost).
_NUMBERS = {"gcg": re.compile(r"(?<![\w+/-])(?P<ap>\d+)/(?P<hp>\d+)$"),
            "nexa": re.compile(r"(?<![\w+/-])(?P<melee>-?\d+)/(?P<shooting>-?\d+)/(?P<defense>-?\d+)$")}


def stats_text(stats: str, game: str) -> str:
    """A card's stats in the reader's language with each number labelled (#30 §4):
    GCG's "2/4" reads "AP 2 · HP 4", NEX-A's "3/1/4" "Melee 3 · Shooting 1 · Defense 4"."""
    pattern = _NUMBERS.get(game)
    found = pattern.search(stats) if pattern else None
    if found is None:
        return engine_words(stats, game)
    head = stats[:found.start()]
    # the numbers as text: Fluent would group a number's digits in the reader's locale
    labelled = t(f"stats-{game}", **{k: str(v) for k, v in found.groupdict().items()})
    return (engine_words(head, game) if head.strip() else "") + labelled


def card_labels(table: Table) -> dict[int, str]:
    """uid → the name a card on the table goes by: its name, and where two cards in play
    share a name (a mirror match) the seat and its place in the board's list after it,
    "Ironbark Colossus (A2)" (#30 §4), so a line or a button tells them apart."""
    placed: list[tuple[int, str, str]] = []
    for seat in table.seats:
        for pile in seat.piles:
            if pile.summary or pile.private or not pile.cards:
                continue
            placed += [(face.uid, face.name, f"{seat.player}{n}")
                       for n, face in enumerate(pile.cards, 1) if face.uid is not None and face.name]
    count: dict[str, int] = {}
    for _, name, _ in placed:
        count[name] = count.get(name, 0) + 1
    return {uid: f"{name} ({where})" if count[name] > 1 else name for uid, name, where in placed}


def facts_line(face: Face, game: str = "") -> str:
    """`red · Traits: Ranger · Keywords: Blocker, Repair 2`, in the reader's language."""
    bits = []
    for fact in face.facts:
        values = [engine_words(v, game) if fact.words else escape(v) for v in fact.values]
        if fact.label == "":
            bits.append("/".join(values))
        else:
            said = join_and(values) if current() != DEFAULT else ", ".join(values)
            bits.append(t("card-fact", label=engine(fact.label, game), values=said))
    return " · ".join(bits)


def printed_text(face: Face, game: str = "") -> str:
    """A card's printed facts line, then its printed text (as the card file gives it)."""
    return "\n".join(part for part in (facts_line(face, game), escape(face.detail)) if part)


def pile_count(pile: Pile, game: str = "") -> str:
    label = engine_words(pile.label, game)
    text = f"{label} {pile.count}"
    if pile.capacity:
        text = f"{label} {pile.count}/{pile.capacity}"
    if pile.note is not None:
        text += f" ({escape(clip(note_line(pile.note, game), 50))})"
    return text


def card_title(face: Face, game: str = "") -> str:
    bits = [escape(f"{face.name} [{face.number}]" if face.number else face.name) or t("face-down")]
    if face.kind:
        bits.append(engine(face.kind, game))
    if face.stats:
        bits.append(stats_text(face.stats, game))
    return clip(" — ".join(bits[:1]) + (" — " + " · ".join(bits[1:]) if len(bits) > 1 else ""), 256)


def localise_names(table: Table, names_of: Callable[[str], Mapping[str, str] | None]) -> Table:
    """The table with each card's name in the current language where its card file gives
    one (`names_of(number)` → {en, zh-Hant, ja}); unchanged in English."""
    if current() == DEFAULT:
        return table

    def face(f: Face) -> Face:
        return localise_face(f, names_of)

    def pile(p: Pile) -> Pile:
        return p if not p.cards else replace(p, cards=tuple(face(f) for f in p.cards))

    seats = tuple(replace(s, piles=tuple(pile(p) for p in s.piles)) for s in table.seats)
    return replace(table, seats=seats, shared=tuple(pile(p) for p in table.shared))


def localise_face(face: Face, names_of: Callable[[str], Mapping[str, str] | None]) -> Face:
    """One card (and those attached to it) with its name in the current language, as
    `localise_names` shows it; unchanged in English."""
    if current() == DEFAULT:
        return face
    names = names_of(face.number) if face.number and face.name else None
    return replace(face, name=card_name(dict(names), face.name) if names else face.name,
                   attached=tuple(localise_face(a, names_of) for a in face.attached))


def translate_text(text: str, lines: Mapping[str, str]) -> str:
    """`text` with each printed line its card file translates (`lines`: printed → shown)
    replaced, longest first."""
    for printed in sorted(lines, key=len, reverse=True):
        if printed in text:
            text = text.replace(printed, lines[printed])
    return text


def localise_texts(table: Table, lines_of: Callable[[str], Mapping[str, str] | None]) -> Table:
    """The table with each card's printed text in the current language where its card file
    gives a display translation (`lines_of(number)` → {printed line: shown line}: NEX-A's own
    demo cards, printed in Japanese only, issue 29); every other text as printed."""

    def face(f: Face) -> Face:
        lines = lines_of(f.number) if f.number and f.detail else None
        return replace(f, detail=translate_text(f.detail, lines) if lines else f.detail,
                       attached=tuple(face(a) for a in f.attached))

    def pile(p: Pile) -> Pile:
        return p if not p.cards else replace(p, cards=tuple(face(f) for f in p.cards))

    seats = tuple(replace(s, piles=tuple(pile(p) for p in s.piles)) for s in table.seats)
    return replace(table, seats=seats, shared=tuple(pile(p) for p in table.shared))
