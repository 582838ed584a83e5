"""How a card and a pile read in a line of text (boards, hands, judge views). A card's
name and text come from a server's card files: user-written, so escaped."""

from __future__ import annotations

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
        head += f" {engine_words(face.stats, game)}"
    bits = [head, *(engine_words(mark, game) for mark in face.marks)]
    for attached in face.attached:
        label = escape(clip(attached.name, 30)) if attached.name else t("face-down")
        bits.append(f"+ {label}" + (f" ({engine(attached.kind, game)})" if attached.kind else ""))
    return " · ".join(bits)


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
        bits.append(engine_words(face.stats, game))
    return clip(" — ".join(bits[:1]) + (" — " + " · ".join(bits[1:]) if len(bits) > 1 else ""), 256)


def localise_names(table: Table, names_of: Callable[[str], Mapping[str, str] | None]) -> Table:
    """The table with each card's name in the current language where its card file gives
    one (`names_of(number)` → {en, zh-Hant, ja}); unchanged in English."""
    if current() == DEFAULT:
        return table

    def face(f: Face) -> Face:
        names = names_of(f.number) if f.number and f.name else None
        return replace(f, name=card_name(dict(names), f.name) if names else f.name,
                       attached=tuple(face(a) for a in f.attached))

    def pile(p: Pile) -> Pile:
        return p if not p.cards else replace(p, cards=tuple(face(f) for f in p.cards))

    seats = tuple(replace(s, piles=tuple(pile(p) for p in s.piles)) for s in table.seats)
    return replace(table, seats=seats, shared=tuple(pile(p) for p in table.shared))
