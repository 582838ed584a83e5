"""The words a player reads for why an effect is by hand (`check`, `/card`, the by-hand menu).

The executor's reasons are built from the reading's internal names (step verbs, condition kinds,
selector fields, filter reprs); `plain_words` turns every such name into plain words, in one place,
so no snake_case name, dict or Python repr ever reaches a player.
"""

from __future__ import annotations

import re

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

# Every other internal name: step verbs, players, selector fields, durations, filter operators.
NAME_WORDS: dict[str, str] = {
    "add_to_hand": "adding a card to the hand",
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
    "name_contains": "a name containing",
    "name_is": "a name",
    "no_set_active": "not setting active",
    "other_player": "the other player's",
    "pilot_level": "pilot level",
    "pilot_trait": "pilot trait",
    "place_resource": "placing a Resource",
    "prevent_damage": "preventing damage",
    "reduce_damage": "reducing damage",
    "start_of_turn": "the start of the turn",
    "to_deck": "returning a card to the deck",
    "to_trash": "putting a card into the trash",
    "you_and_destroyer": "you and the player who destroyed it",
    # filter operators ("a target level <= it")
    "<=": "at most",
    ">=": "at least",
    "==": "equal to",
    "!=": "other than",
    "<": "less than",
    ">": "more than",
}

_CONDITION = re.compile(r"\bcondition ([a-z]+(?:_[a-z0-9]+)*)(?=:)")
_REPR = re.compile(r"(?<![A-Za-z])'([^']*)'")  # a Python repr's quotes, never an apostrophe (owner's)
_OPERATOR = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
_NAME = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def _condition(match: re.Match[str]) -> str:
    kind = match.group(1)
    return "a condition on " + CONDITION_WORDS.get(kind, kind.replace("_", " "))


def _name(match: re.Match[str]) -> str:
    name = match.group(0)
    return NAME_WORDS.get(name, name.replace("_", " "))


def filter_words(attr: str, op: str, value: object) -> str:
    """A target filter the executor cannot choose by, as a player reads it ("a target with
    <Suppression>", "a target with any keyword effect", "a target level at most that card's")."""
    if attr == "keyword":
        return "a target with any keyword effect" if value == "any" \
            else f"a target with <{str(value).title()}>"
    shown = {"it": "that card's", "this": "this card's", "event": "that card's"}.get(str(value), str(value))
    if isinstance(value, (list, tuple)):
        shown = " or ".join(str(v) for v in value)
    return f"a target {attr.replace('_', ' ')} {NAME_WORDS.get(op, op)} {shown}"


def plain_words(reason: str) -> str:
    """`reason` with every internal name in words (a name the tables miss: its underscores as spaces)."""
    reason = _CONDITION.sub(_condition, reason)
    reason = _REPR.sub(r"\1", reason)
    reason = _OPERATOR.sub(lambda m: NAME_WORDS[m.group(1)], reason)
    reason = _NAME.sub(_name, reason)
    return reason.replace("{", "(").replace("}", ")")
