"""Deck lists as players paste them (CONTRACTS §3b; core/printed/decklist.py reads every
shape: `4x Name`, `NUMBER x4`, `Name (3)`, headings in three languages …), turned into the
game's own list (`COUNT NUMBER` lines under the game's headings) before the game checks it.

A game whose module gives `deck_spec` (a core `DeckSpec`) is read with it; otherwise the
sections are the headings of the game's own deck text (its demo decks' `to_text()`), with
the headings players write for them below. A card named without its number is found by
its printed name, in any language, in the server's pool."""

from __future__ import annotations

from typing import Any

from rules_engine.core.errors import DeckError
from rules_engine.core.game import GameModule
from rules_engine.core.printed.decklist import DeckSpec, parse_deck_list

MAIN = "main"
# What players write for a section, by the heading the games' own deck text uses.
HEADINGS: dict[str, tuple[str, ...]] = {
    MAIN: ("main", "main deck", "deck", "メイン", "メインデッキ", "デッキ", "主牌組", "主卡組", "牌組",
           "卡組"),
    "resource deck": ("resource", "resources", "resource deck", "リソースデッキ", "リソース", "能源卡組",
                      "能源牌組", "資源卡組", "資源牌組"),
    "flagship": ("flagship", "flagships", "旗艦", "旗舰"),
    "cubes": ("cube", "cubes", "cube deck", "方塊", "立方體"),
}


def game_sections(module: GameModule) -> tuple[DeckSpec, dict[str, str]]:
    """(the spec to read pasted lists with, section key → the heading the game writes; the
    default section has none)."""
    own = getattr(module, "deck_spec", None)
    written: dict[str, str] = {}
    first_is_heading = False
    for deck in module.demo_decks().values():
        lines = [line.strip() for line in deck.to_text().splitlines() if line.strip()]
        body = [line for line in lines if not line.startswith("#")]
        first_is_heading = first_is_heading or bool(body and body[0].endswith(":"))
        for line in body:
            if line.endswith(":"):
                heading = line[:-1].strip()
                written.setdefault(heading.lower(), line)
    if isinstance(own, DeckSpec):
        return own, {key: written.get(key, f"{key}:") for key in own.sections if key != own.default}
    sections: dict[str, tuple[str, ...]] = {}
    default = MAIN
    if first_is_heading:  # every card is under a heading: `Deck:` (main) is where unheaded lines go
        default = next((key for key in written if key in HEADINGS[MAIN]), next(iter(written), MAIN))
    for key in written:
        aliases = HEADINGS.get(key, ()) + (HEADINGS[MAIN] if key == default else ())
        sections[key] = (key, *aliases)
    if default not in sections:
        sections[default] = HEADINGS[MAIN]
    return DeckSpec(sections=sections, default=default), written


def canonical_deck(module: GameModule, pool: Any, text: str, source: str) -> str:
    """A pasted deck as the game's own deck text. Raises DeckError naming the line."""
    spec, written = game_sections(module)
    deck = parse_deck_list(text, source, spec)
    by_name = _names(pool)
    known = getattr(pool, "cards", {})
    out: dict[str, dict[str, int]] = {}
    for entry in deck.entries:
        number = entry.number
        if number is None or number not in known:
            found = by_name.get(_fold(entry.name or entry.number or ""))
            if found is None and (entry.name or "").upper() in known:
                found = {entry.name.upper()}
            if not found:
                if number is not None:  # an unknown number: the game's own check names it
                    found = {number}
                else:
                    raise DeckError(f"{source}: line {entry.line}: no card called {entry.name!r} "
                                    "(write its card number)")
            if len(found) > 1:
                raise DeckError(f"{source}: line {entry.line}: {entry.name!r} is the name of several cards "
                                f"({', '.join(sorted(found)[:4])}); write the card number")
            number = next(iter(found))
        section = out.setdefault(entry.section, {})
        section[number] = section.get(number, 0) + entry.count
    lines = [f"# {deck.title}"] if deck.title and deck.title != source else []
    main = out.pop(spec.default, {})
    if main and spec.default in written:  # a game that heads every section (ALTCG's `Deck:`)
        out = {spec.default: main, **out}
    else:
        lines += [f"{count} {number}" for number, count in main.items()]
    for key, cards in out.items():
        lines += ["", written.get(key, f"{key}:")] + [f"{count} {number}" for number, count in cards.items()]
    return "\n".join(lines) + "\n"


def _fold(name: str) -> str:
    return " ".join(name.casefold().split())


def _names(pool: Any) -> dict[str, set[str]]:
    """Printed name (every language, case folded) → the numbers of the cards with it."""
    out: dict[str, set[str]] = {}
    for number, card in getattr(pool, "cards", {}).items():
        names = {getattr(card, "name", "")} | set((getattr(card, "names", None) or {}).values())
        for name in names:
            if name:
                out.setdefault(_fold(name), set()).add(number)
    return out
