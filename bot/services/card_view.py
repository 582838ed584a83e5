"""One card as `/card` shows it (issue 29): its printed fields, its text in the reader's
language where the card gives it, and how the referee reads each ability (in words, or
"by hand" with the reason). Card definitions are public (they are printed): nothing here is
hidden information, and no match state is read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules_engine.cards.check import EffectReport, printed_effects, scripted_effects
from rules_engine.core.game import GameModule
from rules_engine.core.printed.formats import SCRIPTED

HIDDEN_FIELDS = frozenset({"number", "name", "names", "lang", "effects", "keywords", "script"})
MAX_CHOICES = 25  # Discord's autocomplete limit


@dataclass(frozen=True, slots=True)
class CardView:
    number: str
    name: str
    fields: list[tuple[str, str]] = field(default_factory=list)  # printed field → value as printed
    text: str = ""  # the printed text (the reader's language where given)
    effects: list[EffectReport] = field(default_factory=list)


def card_choices(pool: Any, current: str) -> list[tuple[str, str]]:
    """(label, number) of the pool's cards whose number or name (any language) holds
    `current`: exact and leading matches first."""
    query = " ".join(current.casefold().split())
    scored = []
    for number, card in getattr(pool, "cards", {}).items():
        names = [getattr(card, "name", "") or "", *(getattr(card, "names", None) or {}).values()]
        words = [number.casefold(), *(n.casefold() for n in names if n)]
        if query and not any(query in w for w in words):
            continue
        exact, leading = query in words, any(w.startswith(query) for w in words)
        rank = 0 if exact else 1 if leading else 2
        scored.append((rank, number, f"{number} {names[0]}"[:100]))
    scored.sort()
    return [(label, number) for _, number, label in scored[:MAX_CHOICES]]


def find_card(pool: Any, query: str) -> str | None:
    """The number of the card `query` names: its number, or its printed name (any language)."""
    cards = getattr(pool, "cards", {})
    if query.strip().upper() in cards:
        return query.strip().upper()
    folded = " ".join(query.casefold().split())
    for number, card in cards.items():
        names = [getattr(card, "name", ""), *(getattr(card, "names", None) or {}).values()]
        if any(folded == " ".join((n or "").casefold().split()) for n in names):
            return number
    return None


def card_view(module: GameModule, card: Any, printed: dict | None, lang: str) -> CardView:
    """The card as shown: `printed` is its mapping as the server's card file gave it (None for
    a built-in card: its definition is used)."""
    data = printed if printed is not None else _as_printed(card)
    if data.get("text"):  # a printed card: its reading comes from the text (the engine's script from it)
        data = {key: value for key, value in data.items() if key not in SCRIPTED}
    names = getattr(card, "names", None) or {}
    name = names.get(lang) or getattr(card, "name", "") or str(data.get("name", ""))
    scripted = any(k in data for k in SCRIPTED)
    effects = scripted_effects(data, card) if scripted else printed_effects(module, data, lang)
    if scripted:
        text = "\n".join(e.text for e in effects if e.text and not (e.reading or "").startswith("keyword"))
    else:
        texts = [_in(data.get(f), lang) for f in module.card_fields.texts]
        text = "\n".join(t for t in texts if t)
    per_language = frozenset(getattr(module.card_fields, "per_language", ()))  # UCG's character (2.3.2)
    fields = [(key, _in(value, lang) if key in per_language else _shown(value))
              for key, value in _flat(data, keep=per_language) if key.split(".")[0] not in HIDDEN_FIELDS
              and key not in module.card_fields.texts and key.split(".")[0] not in module.card_fields.texts]
    return CardView(str(data.get("number", "")), name, fields, text, effects)


def _as_printed(card: Any) -> dict:
    dump = getattr(card, "model_dump", None)
    data = dump(mode="json", by_alias=True, exclude_defaults=True) if dump else dict(vars(card))
    if data.get("names"):
        data["name"] = data.pop("names")
    if data.get("characters"):  # a character name per language (UCG 2.3.2): shown in the reader's
        data["character"] = data.pop("characters")
    if data.get("texts"):  # the printed text and its display translations (NEX-A's own cards)
        data["text"] = data.pop("texts")
    return data


def _in(value: Any, lang: str) -> str:
    if isinstance(value, dict):
        for key in (lang, "en", *value):
            if isinstance(value.get(key), str):
                return value[key]
        return ""
    return "" if value is None else str(value)


def _flat(data: dict, prefix: str = "", keep: frozenset[str] = frozenset()) -> list[tuple[str, Any]]:
    """Nested fields as dotted paths (`bp.single`); `name` and the `keep` fields (one value per
    language) stay whole."""
    out: list[tuple[str, Any]] = []
    for key, value in data.items():
        path = f"{prefix}{key}"
        whole = key == "name" or path in keep or prefix.startswith("cost.roll")
        if isinstance(value, dict) and not whole:
            out.extend(_flat(value, f"{path}.", keep))
        else:
            out.append((path, value))
    return out


def _shown(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value))
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)
