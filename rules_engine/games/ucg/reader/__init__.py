"""The UCG reader: printed text (zh-Hant, English, Japanese) -> the shared effect model
(core/effects). `read(text, lang)` is what the game module exposes (through printed.py,
which moves what the engine cannot run exactly to by hand).

UCG's text conventions (CR chapters 9–11; docs/cards/ucg-templates.md): one ability a line;
a state prefix [SIN][DBL][TRP][QUAD] limits it to those stack states (2.3.5.2); a trigger
marker 《…》 (9.2.1: 《When this character enters play》, 《When this scene enters play》,
6.2.3); [發動]/[Activate]/[起動] with its uses per turn (9.4.2) and its cost left of → (9.4.3);
an unmarked line is continuous (9.3.1: underlined in print); "A deck may include any number
of this card." is a deck-building effect (9.1.1). Reminders "(*BP will not be less than 0)"
(11.7.2) are not effects. A line no template reads is by hand, its header still kept."""

from __future__ import annotations

import re
from functools import lru_cache
from types import ModuleType

from ....core.effects.model import Ability, Condition, Reading
from ....core.effects.reader import normalise
from ....core.effects.typography import Typography, ability_lines, retypeset
from ....core.printed.cache import source_version
from ....core.printed.language import resolve
from . import en, en_parts, ja, ja_parts, zh_hant
from .build import Body, Unread, prefix_states

LANGUAGES = ("zh-Hant", "en", "ja")
GRAMMARS: dict[str, ModuleType] = {"en": en, "ja": ja, "zh-Hant": zh_hant}

# Words the explanation uses for UCG's own timings, verbs and conditions (core/effects/explain.py).
WORDS = {
    # s16-games round 2: an optional ability (「できる」, 「可」, "may", 11.3.1) says so
    "ability.optional": "you may", "ability.optional_cost": "you may pay",
    "on_enter": "When this character enters play", "on_scene_enter": "When this scene enters play",
    "on_any_scene_enter": "Whenever a scene enters play",
    "activate": "[Activate] (your activate step)", "continuous": "Continuous",
    "deckbuilding": "Deck building", "trigger": "Triggered",
    "2_per_turn": "twice per turn", "3_per_turn": "three times per turn",
    "who.battling": "this character's battle opponent", "stat.grade": "BP grade ",
    "until.permanent": "while this text applies",
    "verb.reveal": "reveal the top {n} cards of your deck", "filter.character": "named 『{value}』",
    "filter.type": "with TYPE {value}", "filter.or_kind": "(or any {value} card)",
    "filter.adjacent": "adjacent to this character", "verb.swap": "swap this character's place with {target}", "filter.round": "with round {value} {bound}",
    "condition.opponent_kind": "while the battle opponent is a {noun}",
    "discard.from_hand": "discard {cards} of your hand",
    "draw.that_many": "draw that many cards",  # s18-games: as many as the cards it acted on (was "as much as the number of it")
    "count_of.enemy.hand": "cards in your opponent's hand",  # s17-games round 2: 「對手的手牌每有兩張」 (9.3.1)
    "deck.yours": "your deck",  # s17-games round 2: a card of your hand to your own deck (was "its owner's deck")
    "filter.or_named": "or a card with 「{value}」 in its name",  # 2.3.1.2 (was "with or named == X")  # s16-games round 3: was "discard 2" (11.4, 11.20)
    "cost.none": "none", "verb.to_trash": "put {target} into its owner's discard area",
    "verb.extra_bp": "this character's BP is its EXTRA BP", "verb.deck_limit": "any number in a deck",
    "kind.ultraman": "Ultra Hero", "kind.kaiju": "Kaiju", "kind.scene": "scene",
    # s16-games round 4: "1 of your scenes" (was "1 of your scene"); a name in 『』 ("if you have 『X』");
    # the (A) of "(A), to (B)" of N >= 2 is all or nothing (11.4.4: was "you may discard 2 cards …")
    "kind.scene.plural": "scenes", "kind.ultraman.plural": "Ultra Heroes", "quote.character": "『{}』",
    "whole": " (all {n}, or none)",
    "condition.stack_state": "in state {states}", "condition.opponent_type": "while the battle opponent has TYPE {types}",
    "condition.opponent_state": "while the battle opponent is {states}", "condition.own_scene": "while you have a scene", "condition.lead_player":
    "if you are the Lead player", "condition.present": "if you have {character}",
    "condition.present_any": "if you have any of {character}",
    "condition.adjacent": "while {character} is adjacent", "condition.count": "you have {n} or more {noun} characters",
    # chapter 11's own verbs (the demo set)
    "verb.charge": "charge up to {n} cards under {target}", "filter.character_contains":
    "with 【{value}】 in its character name", "condition.charge_count": "while this character has {n} or more charge cards",
    "cost.detach": "put {value} of this character's charge cards into the discard area",
    "cost.trash_this": "send this scene to your discard area",
    "verb.battle_result": "set the battle result of {target} to {result}",
    "verb.return_top": "return the top card of {target} to its owner's hand",
    "verb.deck_copies": "up to {n} copies in a deck", "condition.in_play": "this character stays in play",
}


def version() -> str:
    """The reader's code version (the per-file cache key includes it)."""
    return source_version("rules_engine.core.effects", "rules_engine.games.ucg.reader")


# s17-fmt (#29): UCG's brackets (2.3.4, 9.2.1): a TYPE in 【】 (【POWER】), a trigger in 《》 (《When this
# character enters play》); other lists print them [POWER] / ［剛力］ and <…> / 〈…〉. Only the game's TYPE
# words and trigger phrases are rewritten: [SIN] [DBL] (2.3.5.2) and [Activate] (9.4.2) are UCG's own [ ]
# One ability a line; a state prefix after a sentence end starts another (one English card prints a
# deck-building sentence and its ability on one line): `ability_lines`
TYPOGRAPHY = Typography(marker=("【", "】"), keyword=("《", "》"), marker_forms=(("[", "]"), ("［", "］")),
                        keyword_forms=(("<", ">"), ("＜", "＞"), ("〈", "〉")), recover_layout=False,
                        line_prefixes=r"\[(?:SIN|DBL|TRP|QUAD)\]")
_TYPE_WORDS = frozenset({*en_parts.TYPE_WORDS, *ja_parts.TYPE_WORDS, *zh_hant.TYPES})
_TRIGGER_PHRASES = frozenset({*en._TRIGGERS, *ja._TRIGGERS, *zh_hant._TRIGGERS})


def _is_type(words: str) -> bool:
    return normalise(words).upper() in _TYPE_WORDS or normalise(words) in _TYPE_WORDS


def _is_trigger(words: str) -> bool:
    return normalise(words) in _TRIGGER_PHRASES or re.sub(r"\s+", "", normalise(words)) in _TRIGGER_PHRASES


def _lines(text: str, lang: str) -> list[str]:
    return ability_lines(normalise(text, cjk=lang != "en"), TYPOGRAPHY)


@lru_cache(maxsize=8192)
def read(text: str, lang: str | None = None) -> Reading:
    """The printed text as read (identical texts are read once)."""
    chosen, _ = resolve(text, lang)
    grammar = GRAMMARS.get(chosen, en)
    text = retypeset(text, TYPOGRAPHY, _is_type, _is_trigger)
    return Reading(chosen, tuple(read_line(line, grammar, n) for n, line in enumerate(_lines(text, chosen))))


def read_line(line: str, grammar: ModuleType, index: int) -> Ability:
    states, rest = prefix_states(line)
    conditions: list[Condition] = [Condition.of("stack_state", states=states)] if states else []
    rest = grammar.REMINDER.sub("", rest).strip()
    header = dict(timing=None, limit=None, cost=None)
    try:
        timing, limit, cost, body_text = grammar.header(rest)
        header = dict(timing=timing, limit=limit, cost=cost)
        if timing == "deckbuilding":
            body = Body(list(grammar.deckbuilding(body_text)))
        else:
            body = grammar.body(body_text, timing)
    except Unread as problem:
        return Ability(text=line, index=index, conditions=tuple(conditions), body=None,
                       reason=f"not read: {problem.phrase}", unread=problem.phrase, **header)
    return Ability(text=line, index=index, conditions=tuple(conditions + body.conditions),
                   optional=body.optional, static=header["timing"] == "continuous", body=tuple(body.steps),
                   **header)


__all__ = ["LANGUAGES", "WORDS", "read", "version"]
