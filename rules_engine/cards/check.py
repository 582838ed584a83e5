"""How every card of a card file was read, effect by effect (CONTRACTS §3b `check`).

A printed card (`text`, no script) is read by the game's reader; each ability is automated
(read completely) or by hand, with the reason. A scripted card (today's `effects` with
`script`) is checked by the game's own card schema: an effect with a script is automated,
one without is by hand. The summary counts cards, loaded cards, effects and automated
effects, and the commonest phrases the reader did not understand."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.effects.explain import explain_ability
from ..core.effects.model import (
    Ability,
    Amount,
    Condition,
    Cost,
    Duration,
    Filter,
    Keyword,
    Reading,
    Selector,
    Step,
)
from ..core.errors import CardFileError
from ..core.game import GameModule
from ..core.printed.formats import SCRIPTED, CardRow, read_card_file
from ..core.printed.language import LANGUAGES, UnknownLanguage, canonical


@dataclass(slots=True)
class EffectReport:
    text: str
    automated: bool
    reading: str | None = None
    reason: str | None = None
    unread: str = ""
    keyword: str = ""  # an undefined keyword's name ("suppression"), for the list `check` prints
    read: bool = False  # read completely into the model (automated, or read but not run)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text, "automated": self.automated}
        if self.reading is not None:
            out["reading"] = self.reading
        if self.reason is not None:
            out["reason"] = self.reason
        return out


@dataclass(slots=True)
class CardReport:
    number: str
    name: str
    loaded: bool
    error: str | None = None
    effects: list[EffectReport] = field(default_factory=list)
    lang: str = ""
    differs: list[str] = field(default_factory=list)  # printings that read differently

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "name": self.name, "loaded": self.loaded}
        if self.error is not None:
            out["error"] = self.error
        out["effects"] = [e.to_dict() for e in self.effects]
        if self.lang:
            out["lang"] = self.lang
        if self.differs:
            out["differs"] = self.differs
        return out


def check_files(game: GameModule, paths: Iterable[Path], lang: str | None = None) -> list[CardReport]:
    reports: list[CardReport] = []
    for path in paths:
        try:
            rows = read_card_file(path, game.card_fields)
        except CardFileError as exc:
            reports.append(CardReport("", path.name, False, str(exc)))
            continue
        reports.extend(check_rows(game, rows, path.name, lang))
    return reports


def check_rows(game: GameModule, rows: list[CardRow], source: str,
               lang: str | None = None) -> list[CardReport]:
    return [check_card(game, row, source, lang) for row in rows]


def check_card(game: GameModule, row: CardRow, source: str, lang: str | None = None) -> CardReport:
    data = row.data
    name = _name(data.get("name"), lang)
    if row.error is not None:
        return CardReport(row.number, name, False, f"{source}: {row.label}: {row.error}")
    if any(f in data for f in SCRIPTED):
        return _scripted(game, row, source, name)
    refused = _load_error(game, row, source)
    if refused is not None:  # the game's own card model refuses it: it would not load into a match
        return CardReport(row.number, name, False, refused)
    texts = [data.get(f) for f in game.card_fields.texts if data.get(f) not in (None, "", {})]
    report = CardReport(row.number, name, True)
    for printed in texts:
        chosen, readings = _printings(game, printed, data.get("lang"), lang, _card_type(data))
        report.lang = report.lang or chosen
        report.effects.extend(effect_reports(readings[chosen], game))
        report.differs.extend(_differences(readings, chosen))
    return report


def _card_type(data: dict[str, Any]) -> str | None:
    """The card's printed type as the game reads it (GCG: a Pilot's two texts on one line, 3-3-9)."""
    kind = data.get("type")
    return kind.strip().lower() if isinstance(kind, str) and kind.strip() else None


def _printings(game: GameModule, text: Any, card_lang: Any, wanted: str | None,
               card_type: str | None = None) -> tuple[str, dict[str, Reading]]:
    """(the language reported, a reading per printing)."""
    if isinstance(text, str):
        reading = game.read_text(text, card_lang if isinstance(card_lang, str) else None, card_type)
        return reading.lang, {reading.lang: reading}
    readings = {}
    printed_in = _printed_in(game, text)
    for key, value in text.items():
        try:
            printed_lang = canonical(str(key))
        except UnknownLanguage:
            continue
        key = printed_lang if printed_lang != "zh-Hans" else "zh-Hant"
        if printed_in and key not in printed_in:
            continue  # a display translation (NEX-A is printed in Japanese only): shown, never read
        readings[key] = game.read_text(value, printed_lang, card_type)
    printed = getattr(game, "printed_languages", ())
    # a game not printed in English (ALTCG) reads its own printing; an English text is a translation
    first = "en" if "en" in printed or not printed else \
        next((lang for lang in printed if lang in readings), "en")
    chosen = wanted if wanted in readings else first if first in readings else \
        "en" if "en" in readings else next(iter(readings))
    return chosen, readings


def _printed_in(game: GameModule, text: dict) -> tuple[str, ...]:
    """The languages of `text` the game is printed in, when it gives one of them (else none:
    every key is read)."""
    languages = tuple(getattr(game, "printed_languages", ()) or ())
    given = set()
    for key in text:
        try:
            lang = canonical(str(key))
        except UnknownLanguage:
            continue
        given.add("zh-Hant" if lang == "zh-Hans" else lang)
    return tuple(lang for lang in languages if lang in given)


def _differences(readings: dict[str, Reading], chosen: str) -> list[str]:
    """Printings whose model differs from the reported one (only where both were read)."""
    base = readings[chosen]
    out = []
    for lang, reading in readings.items():
        if lang == chosen:
            continue
        if _shape(reading) != _shape(base):
            out.append(f"{lang}: reads differently from {chosen}")
    return out


@lru_cache(maxsize=4096)
def _shape(reading: Reading) -> tuple[Any, ...]:
    """What must read the same in every printing: the model with the words each language
    prints its own way (traits, names, a token's own text) blanked, as plain tuples."""
    return tuple(_blank((a.index, a.keyword, a.timing, a.trigger, a.conditions, a.limit, a.cost, a.body))
                 for a in reading.abilities if a.body is not None)


# UCG's 『X』 is a character name (2.3.2), 【○○】 a part of one (11.17.1), 「X」 a part of a card name
# (2.3.1.2, `or_named`: "one 「X」, 『A』, or 『B』 card"), printed per language
_PRINTED_WORDS = frozenset({"trait", "pilot_trait", "name_contains", "name_is", "character",
                            "character_contains", "or_named"})
_PRINTED_EXTRA = frozenset({"name", "traits", "character"})


def _blank(value: Any) -> Any:
    if isinstance(value, Filter) and value.attr in _NESTED_FILTERS:  # s6-gcg-b: filters inside a filter
        return ("Filter", value.attr, value.op, _blank_triples(value.value))
    if isinstance(value, Filter):
        return ("Filter", value.attr, value.op, "*" if value.attr in _PRINTED_WORDS else value.value)
    if isinstance(value, tuple):
        if len(value) == 2 and value[0] in _PRINTED_EXTRA:
            return (value[0], "*")
        return tuple(_blank(v) for v in value)
    names = _FIELDS.get(type(value))
    if names is not None:
        return (type(value).__name__, *[_blank(getattr(value, name)) for name in names])
    return value


# GCG (s6-gcg-b): "battling a (X) Unit …" and "… or …" hold (attr, op, value) triples of their own
_NESTED_FILTERS = frozenset({"battling_with", "any_of"})


def _blank_triples(value: Any) -> Any:
    if isinstance(value, tuple) and len(value) == 3 and value[0] in _PRINTED_WORDS:
        return (value[0], value[1], "*")
    if isinstance(value, tuple):
        return tuple(_blank_triples(v) for v in value)
    return value


_FIELDS = {cls: tuple(f.name for f in fields(cls) if not (cls is Ability and f.name == "text"))
           for cls in (Ability, Amount, Condition, Cost, Duration, Keyword, Selector, Step)}


def effect_reports(reading: Reading, game: GameModule) -> list[EffectReport]:
    words = getattr(game, "explain_words", None)
    runs = getattr(game, "run_reason", None)
    # a game may judge each ability knowing the card's others (GCG: a Burst that activates
    # this card's 【Main】)
    whole = getattr(game, "run_reasons", None)
    reasons = whole(reading) if whole is not None else None
    out = []
    for index, ability in enumerate(reading.abilities):
        undefined = ""
        if ability.body is None and "not defined by our rule documents" in ability.reason:
            undefined = ability.keyword.name if ability.keyword else \
                re.sub(r"[\s\d]+$", "", ability.unread.strip("<>《》【】[]")).lower().replace(" ", "_")
        if ability.body is None:
            out.append(EffectReport(ability.text, False, reason=ability.reason or "not understood",
                                    unread=ability.unread, keyword=undefined))
            continue
        # Automated = read completely AND run by the game's engine as printed (issue 29 phase 2):
        # a game with `run_reason` says why a reading it cannot run exactly is by hand.
        not_run = reasons[index] if reasons is not None else runs(ability) if runs is not None else None
        reading = explain_ability(ability, words)
        if not_run:
            out.append(EffectReport(ability.text, False, reading=reading, reason=f"read, resolved by "
                                    f"hand: {not_run}", unread=f"(not run) {not_run}", read=True))
        else:
            out.append(EffectReport(ability.text, True, reading=reading, read=True))
    return out


def _load_error(game: GameModule, row: CardRow, source: str) -> str | None:
    """Why the game's loader (the one `/cards import` and a match use) refuses the card, or None."""
    try:
        game.load_cards([row.data], source)
    except CardFileError as exc:
        return str(exc)
    except ValueError as exc:  # a game schema refusing the card
        return f"{source}: {row.label}: {exc}"
    return None


def _scripted(game: GameModule, row: CardRow, source: str, name: str) -> CardReport:
    refused = _load_error(game, row, source)
    if refused is not None:
        return CardReport(row.number, name, False, refused)
    report = CardReport(row.number, name, True)
    loaded = game.load_cards([row.data], source)
    report.effects.extend(scripted_effects(row.data, loaded[0] if loaded else None))
    return report


def scripted_effects(data: dict[str, Any], card: Any = None) -> list[EffectReport]:
    """How a scripted card's effects run (CONTRACTS §3): its keywords by the engine's rules,
    an effect with a script automated, one without by hand — and one the game's loaded `card`
    says is by hand (an effect's `by_hand_reason`: a kind or event the engine does not run,
    issue 29) by hand with that reason."""
    loaded = list(getattr(card, "effects", None) or [])
    out = []
    for keyword in data.get("keywords") or []:
        label = keyword if isinstance(keyword, str) else \
            next(iter(keyword), "?") if isinstance(keyword, dict) else str(keyword)
        out.append(EffectReport(str(label), True, reading=f"keyword {label} (the engine's rules)"))
    script = data.get("script")
    if script is not None:  # a card whose one text carries the script (NEX-A commands)
        text = str(data.get("text", ""))
        if script:
            out.append(EffectReport(text, True, reading=f"runs its script ({len(script)} steps)"))
        else:
            out.append(EffectReport(text, False, reason="no script: resolved by hand"))
    for index, effect in enumerate(data.get("effects") or []):
        effect = effect if isinstance(effect, dict) else {}
        text = str(effect.get("text", ""))
        script = effect.get("script")
        reason = getattr(loaded[index], "by_hand_reason", None) if index < len(loaded) else None
        if reason:
            out.append(EffectReport(text, False, reason=reason))
        elif script:
            out.append(EffectReport(text, True, reading=f"runs its script ({len(script)} steps)"))
        else:
            out.append(EffectReport(text, False, reason="no script: resolved by hand"))
    return out


def printed_effects(game: GameModule, data: dict[str, Any], lang: str | None = None) -> list[EffectReport]:
    """How each printed text of a card is read (the printing in `lang` where the card gives
    several): what `check` reports for it, for one card (the bot's `/card`)."""
    out = []
    for printed in (data.get(f) for f in game.card_fields.texts):
        if printed in (None, "", {}):
            continue
        chosen, readings = _printings(game, printed, data.get("lang"), lang, _card_type(data))
        out.extend(effect_reports(readings[chosen], game))
    return out


def _name(value: Any, lang: str | None) -> str:
    if isinstance(value, dict):
        for key in (lang, "en", *LANGUAGES):
            if key in value and isinstance(value[key], str):
                return value[key]
        return str(next(iter(value.values()), ""))
    return "" if value is None else str(value)


# --- the summary -------------------------------------------------------------------------------

_DIGITS = re.compile(r"\d+")
_TRAIT = re.compile(r"\((?:[^()]|\([^()]*\))+\)|〔[^〕]*〕|〈[^〉]*〉")
_NAME = re.compile(r"\[[^\[\]]*\]|「[^」]*」|『[^』]*』|\"[^\"]*\"")


def phrase_key(phrase: str) -> str:
    """An unread phrase with its values blanked, so the same template counts once:
    `Choose 2 (Zeon) Units` -> `Choose N (X) Units`."""
    text = _NAME.sub("[NAME]", phrase)
    text = _TRAIT.sub("(X)", text)
    return _DIGITS.sub("N", text)


def summary(reports: list[CardReport], top: int = 0) -> dict[str, Any]:
    effects = [e for r in reports if r.loaded for e in r.effects]
    out: dict[str, Any] = {
        "cards": len(reports), "loaded": sum(r.loaded for r in reports), "effects": len(effects),
        "automated": sum(e.automated for e in effects),
    }
    if top and any(e.read for e in effects):  # read completely (automated, or read but not run)
        out["read"] = sum(e.read or e.automated for e in effects)
    if top:
        out["automated_share"] = round(out["automated"] / len(effects), 4) if effects else 1.0
        phrases = Counter(phrase_key(e.unread or e.text) for e in effects
                          if not e.automated and not e.keyword)
        out["unread"] = [{"phrase": p, "count": n} for p, n in phrases.most_common(top)]
        undefined = Counter(e.keyword for e in effects if e.keyword)
        out["undefined_keywords"] = dict(sorted(undefined.items()))
    return out
