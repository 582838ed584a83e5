"""GCG's words for why an effect is by hand (`check`, `/card`, the by-hand menu): the shared mechanism
(core/effects/words.py: the effect model's names, repr quotes, dicts) with GCG's own names — its condition
kinds ("condition KIND: …"), the names only GCG's executor uses, its filter operators — so no snake_case
name, dict or Python repr ever reaches a player (s16-filt round 3: one mechanism for every game).
"""

from __future__ import annotations

import re

from ...core.effects.words import Rewrite
from ...core.effects.words import plain_words as shared_plain_words

# Condition kinds, as "a condition on …" (the executor's "condition KIND: checked by hand").
CONDITION_WORDS: dict[str, str] = {
    "all": "several things at once",
    "destroyed_by": "what destroyed this card",
    "destroyed_by_battle": "this card being destroyed by battle damage",
    "destroyed_by_effect": "this card being destroyed by an effect",
    "effect_result": "what this effect did",
    "it_is": "what that card is",
    "played_with_ex": "the EX Resources paid",
    "played_without_ex": "the EX Resources paid",
    "self_has": "what this card has",
    "self_state": "this card's state",
    "this_turn": "what happened this turn",
    "your_turn": "whose turn it is",
    "opponents_turn": "whose turn it is",
    "hand_size": "the number of cards in hand",
    "trash_size": "the number of cards in the trash",
    "player_level": "a player's level",
}

# GCG's other internal names (step verbs, players, selector fields, durations); the effect model's names
# (add_to_hand, name_contains, to_trash …) are core/effects/words.MODEL_NAMES
NAME_WORDS: dict[str, str] = {
    "add_trait": "adding a trait",
    "any_of": "any of them",
    "ap_reduced": "reduced AP",
    "change_attack_target": "changing the attack target",
    "choose_mode": "choosing one of the effects",
    "chosen_player": "the chosen player",
    "cost_modify": "changing a cost",
    "cost_paid": "the cost paid",
    "each_enemy_player": "each enemy player's",
    "each_player_chooses": "each player's own",
    "end_of_battle": "the end of the battle",
    "end_of_turn": "the end of the turn",
    "event_player": "that enemy player",
    "forced_attack_target": "an attack target it must choose",
    "fresh_attack": "another attack",
    "grant_ability": "granting an effect",
    "level_modify": "changing a level",
    "may_attack": "allowing an attack",
    "no_set_active": "not setting active",
    "other_player": "the other player's",
    "pilot_level": "pilot level",
    "pilot_trait": "pilot trait",
    "place_resource": "placing a Resource",
    "prevent_damage": "preventing damage",
    "reduce_damage": "reducing damage",
    "start_of_turn": "the start of the turn",
    "to_deck": "returning a card to the deck",  # GCG's to_deck returns a card to its owner's deck (4-1-7)
    "you_and_destroyer": "you and the player who destroyed it",
}

# Filter operators ("a target level <= it")
OPERATOR_WORDS: dict[str, str] = {
    "<=": "at most",
    ">=": "at least",
    "==": "equal to",
    "!=": "other than",
    "<": "less than",
    ">": "more than",
}

_CONDITION = re.compile(r"\bcondition ([a-z]+(?:_[a-z0-9]+)*)(?=:)")
_OPERATOR = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")


def _condition(match: re.Match[str]) -> str:
    kind = match.group(1)
    return "a condition on " + CONDITION_WORDS.get(kind, kind.replace("_", " "))


def filter_words(attr: str, op: str, value: object) -> str:
    """A target filter the executor cannot choose by, as a player reads it ("a target with
    <Suppression>", "a target with any keyword effect", "a target level at most that card's")."""
    if attr == "keyword":
        return "a target with any keyword effect" if value == "any" \
            else f"a target with <{str(value).title()}>"
    shown = {"it": "that card's", "this": "this card's", "event": "that card's"}.get(str(value), str(value))
    if isinstance(value, (list, tuple)):
        shown = " or ".join(str(v) for v in value)
    return f"a target {attr.replace('_', ' ')} {OPERATOR_WORDS.get(op, op)} {shown}"


_REWRITES: tuple[Rewrite, ...] = ((_CONDITION, _condition),
                                 (_OPERATOR, lambda m: OPERATOR_WORDS[m.group(1)]))


def plain_words(reason: str) -> str:
    """`reason` with every internal name in words (a name no table has: its underscores as spaces)."""
    return shared_plain_words(reason, NAME_WORDS, _REWRITES)
