"""s16-filt round 3: which TargetFilter fields each matcher honours — one table for every place the engine
matches a card against a printed target's filter. The reader builds a filter for one matcher
(`printed._where_of(filters, matcher)`) and refuses, by hand, any field that matcher does not check, at any
depth of `any_of`: a printed bound no matcher checks would otherwise be dropped silently (10-1-5-6: an effect
does only what it prints). `tests/rules_engine/games/gcg/test_s16f_filter_fields.py` checks every function
that takes a TargetFilter is listed here (`MATCHER_FUNCTIONS`) or named as a part of one."""

from __future__ import annotations

from typing import Any

from .cards import TargetFilter

_LEVEL = frozenset({"max_level", "min_level"})
_COST = frozenset({"max_cost", "min_cost"})
_AP = frozenset({"max_ap", "min_ap"})
_HP = frozenset({"max_hp", "min_hp"})

# What a card prints (2-2 name, 2-4 colour, 2-5 traits, 2-9 Lv., 13-1 keywords) — all a card out of play has
_PRINTED = frozenset({"type", "traits", "no_traits", "colors", "no_colors", "name_contains", "name_excludes",
                      "keyword"}) | _LEVEL

# What a recorded card kept (events.record_matches): its traits then, its printed colours / name — and, per
# record, its Lv. / being a token / paired then
_RECORDED = frozenset({"traits", "no_traits", "colors", "no_colors", "name_contains", "name_excludes",
                       "any_of"})

HONOURED: dict[str, frozenset[str]] = {
    # conditions.matches: a unit / base in play as it is now (5-4, 5-5, 13-1, 3-3-9, 8-2), its pilot, "or"
    # alternatives; `lowest` / `highest` over the pool (target_parts.narrow); the "…this / that Unit" bounds
    # made numbers before a card is matched (effects.legal_targets), "…that number, plus this Unit" by the
    # continuous effect that names it (conditions.with_counted_bounds: `level_count_plus` beside the count).
    # Not the trash-only mill record (`placed_by_this_effect`, effects.legal_targets)
    "in_play": frozenset(TargetFilter.model_fields) - {"placed_by_this_effect"},
    # conditions.matches on a Pilot in play — paired, under its unit (3-3-1, 3-3-3; "Choose 1 enemy Pilot",
    # "the (X) Pilot paired with this Unit"): what it prints and its printed cost (2-10-1). Not AP / HP (a
    # Pilot prints modifiers added to its unit, 2-7-3, 2-8-4: which value is meant is unclear), a state or a
    # keyword (the rules give a paired Pilot neither of its own: unclear), nor a pilot of its own: by hand
    "pilot": _PRINTED - {"keyword"} | _COST,
    # conditions.in_trash: a card out of play (trash, hand, deck, a pilot counted): what it prints, no more
    "printed": _PRINTED,
    # … a Unit / Base card in the trash: also its printed cost, AP, HP (2-10-1, 2-7, 2-8: no modifier there)
    "printed_unit": _PRINTED | _COST | _AP | _HP,
    # … any other card in the trash: also its printed cost (2-10-1; a resource has none, 2-10-2); a Pilot
    # prints AP / HP modifiers (2-7-3, 2-8-4), not values
    "printed_card": _PRINTED | _COST,
    # … a Unit / Base card in the hand: printed AP / HP; not its cost ("gets cost -1" in the hand: by hand)
    "hand_unit": _PRINTED | _AP | _HP,
    # conditions.in_trash for "If there are N or more (X) cards in your trash" (r2-look; s11-gcg-exec;
    # s12-gcg-gen): the bounds that count has been read and pinned with
    "trash_count": frozenset({"traits", "colors", "no_colors", "name_contains", "name_excludes"}) | _LEVEL,
    # conditions.condition_met, zone "resources": an EX Resource (a token, 5-17-3), rested / active (4-4)
    "resources": frozenset({"token", "state"}),
    # events.record_matches, per record of the turn (events.py):
    # "If you have activated a (X) Command card's 【Main】…": the command as printed (it has resolved)
    "record_command": _RECORDED | _LEVEL,
    # the effect's card that destroyed a unit (5-10-1): its traits then, printed colours / name / Lv.
    "record_destruction_source": _RECORDED | _LEVEL,
    "record_destroyed_by_effect": _RECORDED,  # the unit destroyed: traits then, printed colours / name
    "record_deployed_or_destroyed": _RECORDED | {"token"},  # the unit deployed / destroyed (5-8, 5-10-1)
    "record_battle_kill": _RECORDED | {"paired"},  # the killer as it dealt the damage (8-5-3)
    "record_paid": _RECORDED,  # the unit whose effect was paid for (10-1-7)
}

# The function that does the matching for each entry above (the test checks each reads its fields)
MATCHER_FUNCTIONS: dict[str, str] = {
    "in_play": "conditions.matches",
    "pilot": "conditions.matches",
    "printed": "conditions.in_trash",
    "printed_unit": "conditions.in_trash",
    "printed_card": "conditions.in_trash",
    "hand_unit": "conditions.in_trash",
    "trash_count": "conditions.in_trash",
    "resources": "conditions.resource_matches",
    **{name: "events.record_matches" for name in HONOURED if name.startswith("record_")},
}


def unhonoured(where: dict[str, Any], matcher: str) -> set[str]:
    """The fields of `where` (a TargetFilter as a dict), and of each `any_of` alternative, that `matcher`
    does not check (HONOURED); empty when it checks the whole filter."""
    fields = HONOURED[matcher]
    missing = set(where) - fields
    for either in where.get("any_of") or ():
        missing |= unhonoured(either, matcher)
    return missing
