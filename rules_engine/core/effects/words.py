"""Internal names in a by-hand reason -> plain words, for every game (s16-games, issue #29).

A reason why an effect is by hand is shown to players (`check`, `explain`, `/card`, the by-hand
menu). The executors build some of their reasons from the reading's internal names (a step's verb,
a filter's attribute, a condition's kind, a zone); `name_words` says one such name in words and
`plain_words` puts every name left in a reason in words, so no snake_case name, dict or Python repr
ever reaches a player. A game passes its own table for the names only it has; a name no table has
reads with its underscores as spaces; a game may add `rewrites` for phrasings of its own (GCG's
`games/gcg/by_hand_words.py`: its condition kinds and filter operators).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

# The effect model's names (core/effects/model.py) as a player reads them, in the checker's language.
MODEL_NAMES: dict[str, str] = {
    # step verbs, as "<verb words>: …"
    "add_to_hand": "adding a card to the hand",
    "arrange": "putting cards in an order",
    "awaken": "awakening",
    "battle_result": "setting a battle result",
    "charge": "charging cards",
    "damage": "dealing damage",
    "deck_copies": "the copies a deck may hold",
    "deck_limit": "a deck-building limit",
    "deploy": "putting a card into play",
    "destroy": "destroying a card",
    "discard": "discarding cards",
    "draw": "drawing cards",
    "exile": "removing a card from the game",
    "extra_bp": "extra BP",
    "grant": "giving a keyword",
    "grant_terrain": "giving a terrain",
    "mill": "putting the top cards of a deck into the trash",
    "modify": "changing a stat",
    "name_alias": "a card treated as another name",
    "negate_destroy": "cancelling a destruction",
    "recover": "recovering",
    "reroll": "standing a card up",
    "rest": "resting a card",
    "retrofit": "retrofitting",
    "return_to_hand": "returning a card to its owner's hand",
    "return_top": "returning a card to the top of the deck",
    "reveal": "revealing cards",
    "reveal_both": "revealing the top cards of both decks",
    "roll": "rolling a card",
    "scrap": "discarding this card",
    "search": "searching the deck",
    "swap": "swapping characters",
    "to_deck": "putting a card into the deck",
    "to_trash": "putting a card into the trash",
    # filter attributes, as "a target filter … (<words>)"
    "adjacent": "next to a character",
    "allegiance": "allegiance",
    "attribute": "attribute",
    "character_contains": "a character name containing",
    "class": "ship class",
    "colour": "colour",
    "defense": "defense",
    "faction": "faction",
    "name_contains": "a name containing",
    "name_is": "a name",
    "name_not": "a name other than",
    "or_kind": "one of several kinds",
    "or_named": "one of several names",
    "other": "another card",
    "owner": "owner",
    "row": "row",
    "state": "state",
    "trait": "trait",
    "vanilla": "having no skill",
    # stats
    "bp": "BP",
    "combat": "M/R/D",
    "force_power": "force power",
    "power": "power",
    "support": "support",
    # zones
    "deck_bottom": "the bottom of the deck",
    "deck_top": "the top of the deck",
    "deck_top_or_bottom": "the top or bottom of the deck",
    # condition kinds
    "charge_count": "the number of charge cards",
    "count": "how many cards there are",
    "in_play": "being in play",
    "lead_player": "who played first",
    "opponent_kind": "the battle opponent's kind",
    "opponent_state": "the battle opponent's state",
    "opponent_type": "the battle opponent's type",
    "own_scene": "your scene",
    "phase_start": "the start of a phase",
    "present": "a character in play",
    "present_any": "one of several characters in play",
    "revealed_cost": "the costs of the revealed cards",
    "self_state": "this card's state",
    "stack_state": "the state of this character's stack",
    "window": "the timing window",
    # timings
    "on_enter": "when it enters play",
    "on_scene_enter": "when a scene enters play",
    "on_any_scene_enter": "when any scene enters play",
    "activate": "an activated effect",
    "continuous": "a continuous effect",
    "deckbuilding": "a deck-building text",
    "trigger": "an automatic effect",
}

_REPR = re.compile(r"(?<![A-Za-z])'([^']*)'")  # a Python repr's quotes, never an apostrophe (owner's)
_CODE = re.compile(r"`([^`]*)`")  # a name in backquotes, as the code's comments write them
_NAME = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")

# What a test looks for in a reason a player reads: a snake_case name, a dict, a repr's opening
# quote (an apostrophe follows a letter: "this card's" is words) or a backquoted name.
IDENTIFIER = re.compile(r"[a-z0-9]_[a-z0-9]|[{}`]|(?<![A-Za-z])'")


def name_words(name: object, names: Mapping[str, str] | None = None) -> str:
    """One internal name in words: the game's table, then the model's, then its underscores as spaces."""
    key = str(name)
    if names and key in names:
        return names[key]
    return MODEL_NAMES.get(key, key.replace("_", " "))


# A game's own phrasing of some of its reasons: a pattern and what replaces it (as `re.sub` takes it)
Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]


def plain_words(reason: str, names: Mapping[str, str] | None = None, rewrites: Sequence[Rewrite] = ()) -> str:
    """`reason` with every internal name in words (a dict's braces as brackets, no repr quotes); a game's
    `rewrites` (s16-filt: GCG's "condition KIND:", its filter operators) apply once the repr quotes are gone,
    before the names."""
    reason = _CODE.sub(lambda m: name_words(m.group(1), names), reason)
    reason = _REPR.sub(r"\1", reason)
    for pattern, replacement in rewrites:
        reason = pattern.sub(replacement, reason)
    reason = _NAME.sub(lambda m: name_words(m.group(0), names), reason)
    return reason.replace("{", "(").replace("}", ")")
