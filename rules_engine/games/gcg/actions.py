"""What a player may do now: `legal_actions` lists it, `check` refuses anything else
with the clause that forbids it, `apply` carries a checked action out.

Action kinds and fields are those of CONTRACTS.md §2; card fields hold card uids.
"""

from __future__ import annotations

from itertools import combinations
from math import comb
from typing import Any

from ...core.actions import Action
from ...core.effects import by_hand
from ...core.errors import IllegalAction, MalformedAction
from ...core.game import Event
from . import effects as fx
from . import enemy_discard, fixes, flow, modal, protections
from .cards import KEYWORD_PATTERN, Card, PlayOption
from .conditions import in_trash, matches
from .continuous import (
    cant,
    forced_targets,
    fresh_attack_grants,
    lowest_cost,
    play_cost,
    play_level,
    play_option,
)
from .effects import card_label, say
from .state import MAX_EX_RESOURCES, GcgState, PendingEffect, Prompt

# Which prompt allows which actions (besides `concede`, always allowed).
ALLOWED = {
    "first_player": {"choose_order"},
    "mulligan": {"mulligan"},
    "main": {"deploy", "deploy_base", "pair", "command", "activate", "attack", "end_main"},
    "block": {"block", "no_block"},
    "action_step": {"command", "activate", "pass"},
    "burst": {"burst"},
    "overflow": {"choose"},
    "target": {"choose", "resolve"},  # resolve: stop choosing, when the text allows fewer (10-3-3)
    "order": {"choose"},
    "mode": {"choose"},  # s9-gcg-c: one of the ■ effects (modal.py)
    "player": {"choose"},  # s12-gcg-exec: "Choose 1 enemy player" (enemy_discard.py)
    "discard": {"discard"},
    "may": {"resolve", "decline"},
    "effect": {"resolve", "decline", "draw", "damage", "recover", "rest", "set_active", "destroy",
               "move", "modify", "grant", "look", "reveal", "search", "token"},
    "look": {"take", "decline"},  # the cards its owner looks at: take one, or none (10-3-5)
}
# The clause that says whose decision a prompt is.
WHOSE = {
    "first_player": "6-2-1-4", "mulligan": "6-2-1-6", "main": "7-5-1", "block": "8-3-1",
    "action_step": "9-2", "burst": "13-2-5-1", "overflow": "11-4-2", "target": "10-3-3",
    "order": "10-1-6-5", "discard": "7-6-5-1", "may": "10-1-3", "effect": "10-3-1",
    "look": "10-3-5", "mode": "10-3-3", "player": "10-3-3",
}
PROMPT_WORDS = {
    "first_player": "choose to go first or second", "mulligan": "decide on a redraw",
    "main": "act in the main phase", "block": "decide on a block", "action_step": "act or pass "
    "in the action step", "burst": "decide on a Burst", "overflow": "choose a unit to trash",
    "target": "choose a target", "order": "order their effects", "discard": "discard down to 10",
    "may": "decide whether to use an effect", "effect": "resolve an effect",
    "look": "choose among the cards they look at", "mode": "choose one of the effects",
    "player": "choose a player",
}
MAX_DISCARD_CHOICES = 300
EFFECT_ZONES_TO = {"hand", "trash", "removal", "deck_top", "deck_bottom", "battle", "base"}


def refuse(message: str, rule: str = "", code: str = "illegal", *, key: str = "",
           params: dict[str, Any] | None = None) -> IllegalAction:
    """A refusal with its clause and its translation key `gcg.refusal.<name>`."""
    return IllegalAction(message, rule, code, key=key, params=params)


# --- reading action fields -------------------------------------------------------------


def _uid(state: GcgState, action: Action, name: str) -> int:
    value = action.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"`{name}` must be a card id", key="gcg.refusal.field_card_id",
                              params={"name": name})
    if value not in state.cards:
        raise refuse(f"there is no card {value}", code="no_such_card", key="gcg.refusal.no_such_card",
                     params={"id": value})
    return value


def _own_hand_card(state: GcgState, action: Action, name: str = "card") -> int:
    uid = _uid(state, action, name)
    card = state.cards[uid]
    if card.owner != action.actor or card.zone != "hand":
        raise refuse("that card is not in your hand", "5-7-1", key="gcg.refusal.not_in_hand")
    return uid


def _bool(action: Action, name: str) -> bool:
    value = action.get(name)
    if not isinstance(value, bool):
        raise MalformedAction(f"`{name}` must be true or false", key="gcg.refusal.field_bool",
                              params={"name": name})
    return value


def _int(action: Action, name: str, low: int, high: int, default: int | None = None) -> int:
    value = action.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise MalformedAction(f"`{name}` must be a whole number from {low} to {high}",
                              key="gcg.refusal.field_int", params={"name": name, "low": low, "high": high})
    return value


# --- check ----------------------------------------------------------------------------


def check(state: GcgState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:  # a judge's correction, at any time
        if state.over:
            raise refuse("the match is over", code="match_over", key="gcg.refusal.match_over")
        fixes.check(state, action)
        return
    if action.actor not in state.players:
        raise refuse(f"{action.actor} is not a player in this match", code="not_a_player",
                     key="gcg.refusal.not_a_player", params={"player": action.actor})
    if state.over:
        raise refuse("the match is over", code="match_over", key="gcg.refusal.match_over")
    if action.actor in state.eliminated:
        raise refuse(f"{action.actor} has been eliminated and is no longer in the game",
                     "12-2-5-1" if state.victory == "first_hit" else "12-2-5-2", "eliminated",
                     key="gcg.refusal.eliminated", params={"player": action.actor})
    if action.kind == "concede":  # 1-2-4: at any time
        return
    prompt = state.prompt
    if prompt is None:
        raise refuse("nothing is waiting for a decision", code="no_prompt", key="gcg.refusal.no_prompt")
    blocked = state.battle is not None and state.battle.blocked
    if action.kind == "block" and blocked and prompt.kind != "block":  # 8-3-2, whoever holds priority
        raise refuse("《Blocker》 can be used once per attack", "8-3-2", "wrong_time",
                     key="gcg.refusal.blocked_once")
    if action.actor != prompt.player:
        if action.actor in prompt.data.get("also", ()):
            if action.kind in ("end_main", "pass", "no_block"):  # 12-3-4
                raise refuse(f"your captain {prompt.player} decides this for the team", "12-3-4",
                             "captain", key="gcg.refusal.captain", params={"player": prompt.player})
        elif state.format == "free_for_all" and prompt.kind == "action_step":
            raise refuse(f"the action step goes round the table: it is {prompt.player}'s turn "
                         "to act or pass", "12-2-8", "not_your_turn",
                         key="gcg.refusal.action_step_turn", params={"player": prompt.player})
        else:
            task = _task(state, prompt)
            raise refuse(f"it is {prompt.player}'s turn to {task}", _whose(state, prompt.kind),
                         "not_your_turn", key="gcg.refusal.not_your_turn",
                         params={"player": prompt.player, "task": task})
    if action.kind not in ALLOWED[prompt.kind]:
        task = _task(state, prompt)
        raise refuse(f"`{action.kind}` is not possible now: the game is waiting for you to {task}",
                     _wrong_time_rule(state, action.kind, prompt), "wrong_time", key="gcg.refusal.wrong_time",
                     params={"kind": action.kind, "task": task})
    CHECKS[action.kind](state, action)


def _task(state: GcgState, prompt: Prompt) -> str:
    """What the prompt asks of its player: with three or four players the coin's winner
    chooses the direction of play (12-2-1), not first or second."""
    if prompt.kind == "first_player" and state.format == "free_for_all":
        return "choose the direction of play"
    if prompt.kind == "discard" and prompt.data.get("text"):  # an effect's "Discard N" (5-11-1)
        return "discard for an effect"
    return PROMPT_WORDS[prompt.kind]


# Chapter 12's clause where it governs whose decision a prompt is (contract
# gcg-multiplayer §7: refusals cite the most specific clause).
MULTI_WHOSE = {("free_for_all", "first_player"): "12-2-1", ("free_for_all", "mulligan"): "12-2-3",
               ("team", "first_player"): "12-3-2", ("team", "main"): "12-3-1", ("team", "block"): "12-3-13"}


def _whose(state: GcgState, prompt_kind: str) -> str:
    return MULTI_WHOSE.get((state.format, prompt_kind), WHOSE[prompt_kind])


def _wrong_time_rule(state: GcgState, kind: str, prompt: Prompt) -> str:
    if kind == "pair" and prompt.kind == "action_step":
        return "13-2-4-2"
    if kind in ("deploy", "deploy_base", "pair", "attack", "end_main"):
        return "7-5-1"
    if kind == "command" and prompt.kind != "main":
        return "13-2-4-1"
    if kind in ("pass",):
        return "9-3-3"
    return _whose(state, prompt.kind)


def _check_choose_order(state: GcgState, action: Action) -> None:
    if state.format == "free_for_all":  # 12-2-1: the first player picks the direction
        if action.get("direction") not in ("clockwise", "counterclockwise"):
            raise MalformedAction("`direction` must be clockwise or counterclockwise",
                                  key="gcg.refusal.field_direction")
        if action.get("first", True) is not True:
            raise refuse("the first player was decided; they choose the direction of play",
                         "12-2-1", key="gcg.refusal.first_player_decided")
        return
    _bool(action, "first")


def _check_mulligan(state: GcgState, action: Action) -> None:
    _bool(action, "redraw")


def _playable(state: GcgState, player: str, card: Card, extra_cost: int = 0,
              cost: int | None = None, level: int | None = None) -> None:
    """7-5-2-2 b, c: the level check (2-9-1) and the cost (2-10-1; `cost`, `level`: as reduced, 10-1-5)."""
    if cost is not None:  # "this card in your hand gets cost -1" (s4-gcg-trig)
        card = card.model_copy(update={"cost": cost})
    if level is not None:  # "… gets Lv. -3 and cost -3" (s5-gcg-a)
        card = card.model_copy(update={"level": level})
    team = state.format == "team"  # 12-3-3: never a teammate's Lv. or resources
    if state.level(player) < card.level:
        raise refuse(f"{card.name} is Lv.{card.level} but you have only {state.level(player)} "
                     "resources" + (" (a teammate's Lv. does not count)" if team else ""),
                     "12-3-3" if team else "2-9-1", "level", key="gcg.refusal.level",
                     params={"card": card.name, "level": card.level, "have": state.level(player),
                             "team": team})
    normal, ex = state.active_resources(player)
    if normal + ex < card.cost + extra_cost:
        raise refuse(f"{card.name} costs {card.cost} but you have only {normal + ex} active "
                     "resources" + (" (a teammate cannot pay for you)" if team else ""),
                     "12-3-3" if team else "2-10-1", "cost", key="gcg.refusal.cost",
                     params={"card": card.name, "cost": card.cost, "have": normal + ex, "team": team})


def _check_deploy(state: GcgState, action: Action) -> None:
    uid = _own_hand_card(state, action)
    card = state.definition(uid)
    if card.type != "unit":
        raise refuse(f"{card.name} is not a unit; only units are deployed to the battle area",
                     "3-2-1", key="gcg.refusal.deploy_not_unit", params={"card": card.name})
    paid = _check_play_option(state, action, uid)
    _playable(state, action.actor, card, cost=play_cost(state, uid, option=paid),
              level=play_level(state, uid, paid))
    _check_ex(state, action, play_cost(state, uid, option=paid))


def _check_deploy_base(state: GcgState, action: Action) -> None:
    uid = _own_hand_card(state, action)
    card = state.definition(uid)
    if card.type != "base":
        raise refuse(f"{card.name} is not a base", "3-5-1", key="gcg.refusal.not_a_base",
                     params={"card": card.name})
    paid = _check_play_option(state, action, uid)
    _playable(state, action.actor, card, cost=play_cost(state, uid, option=paid),
              level=play_level(state, uid, paid))
    _check_ex(state, action, play_cost(state, uid, option=paid))


def _check_play_option(state: GcgState, action: Action, uid: int) -> bool:
    """s15-opt: "When playing this card from your hand, you may destroy 1 of your … / discard 1 (X) Unit
    card. If you do, play this card as if it has N Lv. and cost." — the play action's `pay` names the
    cards the optional payment is made with (`pay_by`, when given, its verb as printed); without `pay` the
    card is played as printed. Each card must be the player's, in the printed bounds, in the battle area
    (a hand card for a discard; never the card being played) and able to be so paid (7-5-2-2: the payment
    comes before the Lv. check and the cost). Returns whether the payment is made."""
    if action.get("pay") is None:
        return False
    definition = state.definition(uid)
    option = play_option(definition)
    if option is None:
        raise refuse(f"{definition.name} has no optional payment to make as it is played", "7-5-2-2",
                     key="gcg.refusal.no_play_option", params={"card": definition.name})
    pay = action.get("pay")
    if not isinstance(pay, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in pay):
        raise MalformedAction("`pay` must be a list of card ids", key="gcg.refusal.field_pay")
    if action.get("pay_by", option.verb) != option.verb or len(set(pay)) != option.n or len(pay) != option.n:
        raise refuse(f"{definition.name}'s optional payment is: {_OPTION_WORDS[option.verb]} {option.n}",
                     "7-5-2-2", key="gcg.refusal.play_option_count",
                     params={"card": definition.name, "verb": option.verb, "n": option.n})
    for paid in pay:
        if paid not in _option_cards(state, action.actor, uid, option):
            raise refuse(f"{definition.name}'s optional payment cannot be made with that card: it must be "
                         f"one of your {'hand cards' if option.verb == 'discard' else 'Units'} as printed",
                         "7-5-2-2", key="gcg.refusal.play_option_card",
                         params={"card": definition.name, "verb": option.verb})
    return True


_OPTION_WORDS = {"destroy": "destroy", "discard": "discard", "rest": "rest",
                 "return_to_hand": "return to hand"}


def _option_cards(state: GcgState, player: str, uid: int, option: PlayOption) -> list[int]:
    """s15-opt: the cards `player` may make `option` with as they play `uid`: their hand cards (a discard,
    5-11-1) or their units in the battle area (destroy 5-10-1, rest — an active one —, return to hand) in
    its bounds; a unit that can't be destroyed by effects is not destroyed by this one (10-1-5-6)."""
    if option.verb == "discard":  # a hand card by what it prints (filter_fields.HONOURED["printed"])
        return [u for u in state.zone(player, "hand") if u != uid and in_trash(state, u, option.where)]
    pool = list(state.units(player))
    return [u for u in pool if matches(state, u, option.where)
            and not (option.verb == "rest" and state.cards[u].rested)
            and not (option.verb == "destroy" and cant(state, u, "destroyed_by_effect"))]


def _pay_play_option(state: GcgState, action: Action, uid: int) -> bool:
    """s15-opt: make the optional payment the action names (checked), before the cost is paid (7-5-2-2)."""
    pay = action.get("pay")
    if pay is None:
        return False
    option = play_option(state.definition(uid))
    player = action.actor
    say(state, f"{player} plays {card_label(state, uid)} making its optional payment",
        key="gcg.event.play_option",
        params={"player": player, "card": card_label(state, uid), "verb": option.verb})
    if option.verb == "discard":
        flow.discard(state, player, list(pay), by=player)  # clears the prompt: the play clears it anyway
    elif option.verb == "destroy":
        fx.destroy(state, list(pay), cause=player, source=uid)  # this card's printed effect destroys (5-10-1)
    elif option.verb == "rest":
        for paid in pay:
            fx.rest_by_effect(state, paid, True, player)
    else:
        for paid in pay:
            if state.definition(paid).type == "unit":
                fx.notify(state, "returned_to_hand", paid, by=player)  # s13-gcg-exec, judged on the field
            say(state, f"{card_label(state, paid)} returns to {player}'s hand",
                key="gcg.event.returns_to_hand", params={"card": card_label(state, paid), "owner": player})
            state.move(paid, "hand")
    return True


def _check_ex(state: GcgState, action: Action, cost: int) -> None:
    if "ex" not in action.args:
        return
    normal, ex = state.active_resources(action.actor)
    use = _int(action, "ex", 0, MAX_EX_RESOURCES)
    if use > ex or use > cost or cost - use > normal:
        raise refuse("those resources cannot pay this cost", "7-5-2-2", key="gcg.refusal.ex_cannot_pay")


def _check_pair(state: GcgState, action: Action) -> None:
    uid = _own_hand_card(state, action)
    card = state.definition(uid)
    if card.type != "pilot" and card.pilot is None:
        raise refuse(f"{card.name} cannot be paired: it is neither a pilot nor a command with a "
                     "【Pilot】 effect", "3-4-6-2", key="gcg.refusal.cannot_pair", params={"card": card.name})
    unit = _uid(state, action, "unit")
    target = state.cards[unit]
    if target.owner != action.actor or target.zone != "battle" or target.paired_to is not None:
        raise refuse("a pilot is paired with one of your units in your battle area", "3-3-1",
                     key="gcg.refusal.pair_target")
    if target.pilot is not None:
        raise refuse(f"{card_label(state, unit)} already has a pilot: one pilot per unit", "3-3-4",
                     key="gcg.refusal.has_pilot", params={"unit": card_label(state, unit)})
    if cant(state, unit, "be_paired"):  # "This Unit can't be paired with a Pilot" (s4-gcg-trig)
        raise refuse(f"{card_label(state, unit)} can't be paired with a pilot (its effect)", "10-1-5-6",
                     key="gcg.refusal.cant_be_paired", params={"unit": card_label(state, unit)})
    paid = _check_play_option(state, action, uid)
    # s14-cont round 2: "… and pairing it with …" (3-3-1)
    cost = play_cost(state, uid, pairing_with=unit, option=paid)
    _playable(state, action.actor, card, cost=cost, level=play_level(state, uid, paid))
    _check_ex(state, action, cost)


def _timing_effect(card: Card, timing: str) -> int | None:
    found = card.effects_at(timing)
    return found[0][0] if found else None


def _check_command(state: GcgState, action: Action) -> None:
    uid = _own_hand_card(state, action)
    card = state.definition(uid)
    if card.type != "command":
        raise refuse(f"{card.name} is not a command", "3-4-1", key="gcg.refusal.not_a_command",
                     params={"card": card.name})
    timing = "main" if state.prompt.kind == "main" else "action"
    index = _timing_effect(card, timing)
    if index is None:
        rule = "13-2-3-1" if timing == "main" else "13-2-4-1"
        when = "【Main】 in your main phase" if timing == "main" else "【Action】 in an action step"
        raise refuse(f"{card.name} cannot be used now: a command needs {when}", rule, "timing",
                     key="gcg.refusal.command_timing", params={"card": card.name, "timing": timing})
    paid = _check_play_option(state, action, uid)
    _playable(state, action.actor, card, cost=play_cost(state, uid, option=paid),
              level=play_level(state, uid, paid))
    _check_ex(state, action, play_cost(state, uid, option=paid))
    effect = card.effects[index]
    if not fx.can_start(state, action.actor, effect, uid):
        raise refuse(f"{card.name} needs a target and there is none", "10-1-8-1-1", "no_target",
                     key="gcg.refusal.command_no_target", params={"card": card.name})
    _check_preset_targets(state, action, effect, uid)


def _check_preset_targets(state: GcgState, action: Action, effect: Any, uid: int) -> None:
    targets = action.get("targets")
    if targets is None:
        return
    if not isinstance(targets, list) or not all(isinstance(t, int) and not isinstance(t, bool)
                                                for t in targets):
        raise MalformedAction("`targets` must be a list of card ids", key="gcg.refusal.field_targets")
    # s18-cover: a target named up front is one the effect may choose (10-3-3), as the `choose`
    # prompt requires; never silently replaced by the only legal one
    bad = fx.illegal_preset(state, action.actor, effect, uid, list(targets))
    if bad is not None:
        shown = bad in state.cards and state.cards[bad].zone in ("battle", "base")
        raise refuse(f"{card_label(state, bad) if shown else 'that card'} is not a target "
                     f"{state.definition(uid).name}'s effect can choose: {effect.text}", "10-3-3",
                     "not_a_choice", key="gcg.refusal.preset_not_a_target",
                     params={"on_field": shown, "card": card_label(state, bad) if shown else "",
                             "text": effect.text})


def abilities(state: GcgState, player: str, uid: int, timing: str) -> list[tuple[Any, str]]:
    """(ability, text) a card on the field can activate at `timing` (`activate_main` or
    `activate_action`): its effects (`ability` = the index), its paired pilot's
    (`"pilot:N"`: the pilot's lower text is the unit's, 3-3-9-2), and 《Support》
    (13-1-3, 【Activate･Main】)."""
    out: list[tuple[Any, str]] = []
    definition = state.definition(uid)
    for index, effect in definition.effects_at(timing):
        out.append((index, effect.text))
    pilot = state.cards[uid].pilot
    if pilot is not None and state.cards[uid].zone == "battle":
        for index, effect in state.definition(pilot).effects_at(timing):
            out.append((f"pilot:{index}", effect.text))
    if timing == "activate_main" and state.cards[uid].zone == "battle" and state.keyword(uid, "support"):
        out.append(("support", fx.KEYWORD_TEXT["support"].format(n=state.keyword(uid, "support"))))
    return out


def ability_source(state: GcgState, uid: int, ability: Any) -> tuple[int, int]:
    """(card, effect index) of an ability listed by `abilities`."""
    if isinstance(ability, str) and ability.startswith("pilot:"):
        return state.cards[uid].pilot, int(ability.removeprefix("pilot:"))
    return uid, ability


def _check_activate(state: GcgState, action: Action) -> None:
    uid = _uid(state, action, "card")
    card = state.cards[uid]
    if card.owner != action.actor or card.zone not in ("battle", "base") or card.paired_to is not None:
        raise refuse("you can activate effects of your own units and base only", "10-1-2",
                     key="gcg.refusal.activate_own")
    timing = "activate_main" if state.prompt.kind == "main" else "activate_action"
    available = abilities(state, action.actor, uid, timing)
    ability = action.get("ability", available[0][0] if len(available) == 1 else None)
    if not available or ability not in [a for a, _ in available]:
        rule = "13-2-1-1" if timing == "activate_main" else "13-2-2-1"
        raise refuse(f"{card_label(state, uid)} has no such effect to activate now", rule, "timing",
                     key="gcg.refusal.no_such_effect", params={"card": card_label(state, uid)})
    if ability == "support":
        if card.rested:
            raise refuse("《Support》 rests the unit as its cost; this unit is already rested",
                         "13-1-3-1", "cost", key="gcg.refusal.support_rested")
        return
    source, index = ability_source(state, uid, ability)
    effect = state.definition(source).effects[index]
    if effect.once_per_turn and index in state.cards[source].used:
        raise refuse("this effect was already used this turn (【Once per Turn】)", "13-2-13-1",
                     "once_per_turn", key="gcg.refusal.once_per_turn")
    cost = effect.cost
    if cost and cost.rest_self and card.rested:
        raise refuse("this effect's cost rests the card, and it is already rested", "10-1-7-2",
                     "cost", key="gcg.refusal.cost_rested")
    if cost and cost.pay:
        normal, ex = state.active_resources(action.actor)
        if normal + ex < cost.pay:
            raise refuse(f"this effect costs {cost.pay}; you have {normal + ex} active resources",
                         "10-1-7-3", "cost", key="gcg.refusal.effect_cost",
                         params={"cost": cost.pay, "have": normal + ex})
    unpaid = fx.cost_unpaid(state, action.actor, effect, source)  # s4-gcg-verbs
    if unpaid == "10-1-7-2":
        raise refuse("this effect's cost cannot be paid in full", "10-1-7-2", "cost",
                     key="gcg.refusal.cost_cannot_be_paid")
    if unpaid:
        raise refuse("this effect needs a target and there is none", unpaid, "no_target",
                     key="gcg.refusal.effect_no_target")
    if not fx.can_start(state, action.actor, effect, source):
        raise refuse("this effect needs a target and there is none", "10-2-2", "no_target",
                     key="gcg.refusal.effect_no_target")


def _check_attack(state: GcgState, action: Action) -> None:
    unit = _uid(state, action, "unit")
    card = state.cards[unit]
    if card.owner != action.actor or card.zone != "battle" or card.paired_to is not None:
        raise refuse("only your units in your battle area can attack", "3-2-3",
                     key="gcg.refusal.attack_own")
    if card.rested:
        raise refuse(f"{card_label(state, unit)} is rested; an attacking unit must be active", "8-2-1",
                     key="gcg.refusal.attacker_rested", params={"unit": card_label(state, unit)})
    if state.cant_attack(unit):  # 10-1-5-6: "can't" wins
        if not any(m.cant_attack for m in card.modifiers):  # s8-gcg-b: a continuous "can't attack"
            raise refuse(f"{card_label(state, unit)} can't attack: an effect says so", "10-1-5-6",
                         key="gcg.refusal.cant_attack_effect", params={"unit": card_label(state, unit)})
        raise refuse(f"{card_label(state, unit)} can't attack during this turn (its effect)", "10-1-5-6",
                     key="gcg.refusal.cant_attack", params={"unit": card_label(state, unit)})
    target = action.get("target")
    if card.deployed_turn == state.turn and not state.linked(unit) \
            and not any(m.fresh_attack for m in card.modifiers):  # r2-chosen: "It may attack on the turn …"
        _check_fresh_attack(state, unit, target)
    _check_attackable(state, target)  # s8-gcg-b
    _check_forced_target(state, unit, target)  # s4-gcg-trig
    if state.format != "duel":
        _check_multi_target(state, action, target)
        return
    enemy = state.opponent(action.actor)
    if isinstance(target, str):
        if target != enemy:
            raise refuse("a unit attacks the opponent or one of the opponent's rested units",
                         "8-2-1", key="gcg.refusal.attack_target")
        _check_may_attack_player(state, unit)
        return
    if isinstance(target, bool) or not isinstance(target, int):
        raise MalformedAction("`target` must be the opponent's name or a card id",
                              key="gcg.refusal.field_target")
    if target not in state.cards:
        raise refuse(f"there is no card {target}", code="no_such_card", key="gcg.refusal.no_such_card",
                     params={"id": target})
    victim = state.cards[target]
    if victim.owner != enemy or victim.zone != "battle" or victim.paired_to is not None:
        raise refuse("a unit attacks the opponent or one of the opponent's rested units", "8-2-1",
                     key="gcg.refusal.attack_target")
    if not victim.rested and not may_attack_active(state, unit, target):
        raise refuse(f"{card_label(state, target)} is active; only rested units can be attacked",
                     "8-2-1", key="gcg.refusal.target_active", params={"unit": card_label(state, target)})


def _check_attackable(state: GcgState, target: object) -> None:
    """s8-gcg-b: "Enemy Units can't choose this Unit as their attack target" (10-1-5-6 wins over 8-2-1)."""
    if isinstance(target, int) and not isinstance(target, bool) and target in state.cards \
            and cant(state, target, "be_attacked"):
        label = card_label(state, target)
        raise refuse(f"{label} can't be chosen as an attack target: an effect says so", "10-1-5-6",
                     key="gcg.refusal.cant_be_attacked", params={"unit": label})


def _check_fresh_attack(state: GcgState, unit: int, target: object) -> None:
    """A unit deployed this turn cannot attack "unless specified" (3-2-4); s7-gcg: its own text "On
    the turn this Unit is deployed, it may choose a rested enemy Unit as its attack target and
    attack it" specifies it for those units only (never a player)."""
    limits = fresh_attack_grants(state, unit)
    if not limits:
        raise refuse(f"{card_label(state, unit)} was deployed this turn and cannot attack until "
                     "your next turn (a link unit can)", "3-2-4", key="gcg.refusal.deployed_this_turn",
                     params={"unit": card_label(state, unit)})
    if isinstance(target, bool) or not isinstance(target, int) or target not in state.cards \
            or not any(fx.matches(state, target, where) for where in limits):
        raise refuse(f"{card_label(state, unit)} was deployed this turn: its effect lets it attack only "
                     "the enemy units it names, not this target", "3-2-4", code="fresh_attack_target",
                     key="gcg.refusal.deployed_attack_units_only", params={"unit": card_label(state, unit)})


def may_attack_active(state: GcgState, unit: int, target: int) -> bool:
    """An effect lets `unit` choose this active enemy unit as its attack target (8-2-1: the
    text says which ones)."""
    return any(where is None or fx.matches(state, target, fx.against_attacker(state, unit, where))
               for where in state.attack_grants(unit))


def _check_may_attack_player(state: GcgState, unit: int) -> None:
    if state.cant_attack_player(unit):  # 10-1-5-6: "can't" wins
        raise refuse(f"{card_label(state, unit)} can't choose the enemy player as its attack target "
                     "(its effect)", "10-1-5-6", key="gcg.refusal.cant_attack_player",
                     params={"unit": card_label(state, unit)})


def _check_multi_target(state: GcgState, action: Action, target: object) -> None:
    """12-2-7: any other player or a rested unit of theirs; 12-3-12: the opposing team
    or a rested unit of either opponent — never a teammate."""
    rule = "12-3-12" if state.format == "team" else "12-2-7"
    enemies = state.opponents(action.actor)
    if isinstance(target, str):
        if state.format == "team":
            mine = state.team_of[action.actor]
            if target == mine or target in state.teams[mine]:
                raise refuse("a unit never attacks its own team", rule, key="gcg.refusal.attack_own_team")
            if target != state.team_of[enemies[0]]:
                raise refuse("a unit attacks the opposing team (by its name) or a rested unit "
                             "of one of its players", rule, key="gcg.refusal.attack_team_target")
            _check_may_attack_player(state, action.get("unit"))
            return
        if target in state.eliminated:  # 12-2-7: other players still in the game (12-2-5)
            raise refuse(f"{target} has been eliminated", rule, key="gcg.refusal.target_eliminated",
                         params={"player": target})
        if target not in enemies:
            raise refuse("a unit attacks another player still in the game or a rested unit of "
                         "theirs", rule, key="gcg.refusal.attack_player_target")
        _check_may_attack_player(state, action.get("unit"))
        return
    if isinstance(target, bool) or not isinstance(target, int):
        raise MalformedAction("`target` must be a player's (team: the team's) name or a card id",
                              key="gcg.refusal.field_target_multi")
    if target not in state.cards:
        raise refuse(f"there is no card {target}", code="no_such_card", key="gcg.refusal.no_such_card",
                     params={"id": target})
    victim = state.cards[target]
    if victim.owner not in enemies or victim.zone != "battle" or victim.paired_to is not None:
        raise refuse("a unit attacks a rested unit of another player"
                     + (" of the opposing team" if state.format == "team" else ""), rule,
                     key="gcg.refusal.attack_unit_target", params={"team": state.format == "team"})
    if not victim.rested and not may_attack_active(state, action.get("unit"), target):
        raise refuse(f"{card_label(state, target)} is active; only rested units can be attacked",
                     rule, key="gcg.refusal.target_active", params={"unit": card_label(state, target)})


def _check_block(state: GcgState, action: Action) -> None:
    unit = _uid(state, action, "unit")
    card = state.cards[unit]
    battle = state.battle
    if card.owner != action.actor or card.zone != "battle" or card.paired_to is not None:
        raise refuse("only your own units in your battle area can block", "8-3-1",
                     key="gcg.refusal.block_own")
    if not state.keyword(unit, "blocker"):
        raise refuse(f"{card_label(state, unit)} does not have 《Blocker》", "13-1-4-1",
                     key="gcg.refusal.no_blocker", params={"unit": card_label(state, unit)})
    if cant(state, unit, "block"):  # s5-gcg-b: "It can't activate <Blocker> during this turn"
        raise refuse(f"{card_label(state, unit)} can't activate 《Blocker》: an effect says so", "10-1-5-6",
                     key="gcg.refusal.cant_block", params={"unit": card_label(state, unit)})
    if unit == battle.original_target:
        raise refuse(f"{card_label(state, unit)} is the unit being attacked; it cannot block",
                     "8-3-3", key="gcg.refusal.block_attacked", params={"unit": card_label(state, unit)})
    if card.rested:
        raise refuse(f"{card_label(state, unit)} is rested; a blocker must be active", "8-3-1",
                     key="gcg.refusal.blocker_rested", params={"unit": card_label(state, unit)})
    if state.keyword(battle.attacker, "high_maneuver"):
        raise refuse("the attacker has 《High-Maneuver》: no 《Blocker》 can be used", "13-1-6-1",
                     key="gcg.refusal.high_maneuver")
    if cant(state, battle.attacker, "be_blocked"):  # s8-gcg-b: "This Unit can't be blocked" (10-1-5-6)
        raise refuse(f"{card_label(state, battle.attacker)} can't be blocked: an effect says so", "10-1-5-6",
                     key="gcg.refusal.cant_be_blocked", params={"unit": card_label(state, battle.attacker)})
    if battle.blocked:
        raise refuse("《Blocker》 can be used once per attack", "8-3-2", key="gcg.refusal.blocked_once")


def _check_nothing(state: GcgState, action: Action) -> None:
    return None


def _check_burst(state: GcgState, action: Action) -> None:
    _bool(action, "use")


def _check_choose(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    if prompt.kind == "order":
        _int(action, "index", 0, len(prompt.options) - 1)
        return
    if prompt.kind == "mode":  # s9-gcg-c: a ■ effect by its printed place (0 = the first)
        mode = _int(action, "mode", 0, 99)
        if mode not in prompt.options:
            raise refuse("that effect cannot be carried out now: it is not one of the choices",
                         modal.NOT_OFFERED_RULE, "not_a_choice", key="gcg.refusal.mode_not_offered",
                         params={"n": mode + 1})
        return
    if prompt.kind == "player":  # s12-gcg-exec: a seat among those offered (10-3-3)
        chosen = action.get("player")
        if not isinstance(chosen, str):
            raise MalformedAction("`player` must be a player's seat", key="gcg.refusal.field_player")
        if chosen not in prompt.options:
            raise refuse(f"{chosen} is not one of the players the effect lets you choose", "10-3-3",
                         "not_a_choice", key="gcg.refusal.player_not_offered", params={"player": chosen})
        return
    uid = _uid(state, action, "card")
    if uid not in prompt.options and prompt.kind == "target" and state.resolving is not None \
            and protections.stops_enemy(state, uid, state.resolving.owner, protections.CHOSEN):  # s14-cont
        raise refuse(f"{card_label(state, uid)} can't be chosen by your effects: an effect says so",
                     "10-1-5-6", "not_a_choice", key="gcg.refusal.cant_be_chosen",
                     params={"card": card_label(state, uid)})
    if uid not in prompt.options:
        rule = "11-4-2" if prompt.kind == "overflow" else "10-3-3"
        on_field = state.cards[uid].zone == "battle"
        raise refuse(f"{card_label(state, uid) if on_field else 'that card'}"
                     " is not one of the choices", rule, "not_a_choice", key="gcg.refusal.not_a_choice",
                     params={"on_field": on_field, "card": card_label(state, uid) if on_field else ""})


def _check_discard(state: GcgState, action: Action) -> None:
    cards = action.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool) for c in cards):
        raise MalformedAction("`cards` must be a list of card ids", key="gcg.refusal.field_cards")
    need = state.prompt.data["count"]
    if len(set(cards)) != len(cards):
        raise refuse("a card is listed twice", "7-6-5-1", key="gcg.refusal.listed_twice")
    if state.prompt.data.get("may") and not cards:
        return  # s5-gcg-b: "you may discard …": none (10-1-3)
    only = state.prompt.data.get("only")
    if only is not None and len(only) < need:
        need = len(only)  # 1-3-2: as many as there are
    if len(cards) != need and state.prompt.data.get("text"):  # an effect's "Discard N" (s4-gcg-verbs)
        raise refuse(f"discard exactly {need} card(s), as the effect says", "5-11-1",
                     key="gcg.refusal.effect_discard_count", params={"n": need})
    if len(cards) != need:
        raise refuse(f"discard exactly {need} card(s), down to 10", "7-6-5-1",
                     key="gcg.refusal.discard_count", params={"n": need})
    for uid in cards:
        card = state.cards.get(uid)
        if card is None or card.owner != action.actor or card.zone != "hand":
            raise refuse("you can only discard cards from your hand", "5-11-1",
                         key="gcg.refusal.discard_from_hand")
        if only is not None and uid not in only:  # s5-gcg-b: "discard 1 green (X) Unit card"
            raise refuse("that card is not one the effect lets you discard", "5-11-1",
                         key="gcg.refusal.discard_not_as_printed")


def _check_resolve(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    if prompt.kind == "target" and not prompt.data.get("can_stop"):
        raise refuse("choose the targets the effect names before it goes on", "10-3-3",
                     key="gcg.refusal.choose_more")


def _check_take(state: GcgState, action: Action) -> None:
    """A card among those its owner looks at, that the text lets them take (10-3-5); never
    named in the refusal (the deck is hidden)."""
    uid = _uid(state, action, "card")
    if uid not in state.prompt.options:
        raise refuse("that card is not one of the choices", "10-3-5", "not_a_choice",
                     key="gcg.refusal.not_a_choice", params={"on_field": False, "card": ""})


def _check_decline(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    if prompt.kind == "look" and prompt.data.get("deck_order"):  # s8-gcg-d: cards put on a deck together
        raise refuse(f"choose the order in which these cards go to the {prompt.data['deck_order']} of your "
                     "deck: the next card, nearest the top first", "4-1-7", key="gcg.refusal.deck_order",
                     params={"where": prompt.data["deck_order"]})
    if prompt.kind == "look" and prompt.data.get("order"):  # s5-gcg-b
        raise refuse("choose the order in which the cards go to the bottom of your deck: the next "
                     "card to put there", "4-1-6", key="gcg.refusal.look_order")
    if prompt.kind == "look" and prompt.data.get("must_take"):  # r2-look (issue 29)
        raise refuse("the text returns 1 of the cards to the top of your deck: choose which "
                     "(10-1-3: it is carried out as far as possible)", "10-1-3",
                     key="gcg.refusal.look_must_return")
    if prompt.kind == "effect" and not prompt.data.get("optional"):
        raise refuse("this effect is not a \"may\" effect: it must be carried out as far as "
                     "possible", "10-1-3", key="gcg.refusal.not_optional")


# Effect actions: what a player may do by hand while resolving an effect without a
# script. Each touches only zones the effect may touch.


def _effect_target(state: GcgState, action: Action, name: str = "target") -> int:
    uid = _uid(state, action, name)
    card = state.cards[uid]
    if card.zone not in ("battle", "base") or card.paired_to is not None:
        raise refuse("an effect can only do that to a unit or base on the field", "10-1-2",
                     key="gcg.refusal.effect_target_field")
    return uid


def _check_effect_draw(state: GcgState, action: Action) -> None:
    _int(action, "n", 1, 10, 1)


def _effect_target_or_shield(state: GcgState, action: Action) -> int:
    """A unit or base on the field, or a shield (11-3-1-1: a shield has HP 1, so damage
    destroys it; 13-2-5-1: a shield destroyed by an effect)."""
    uid = _uid(state, action, "target")
    if state.cards[uid].zone == "shields":
        return uid
    return _effect_target(state, action)


def _check_effect_damage(state: GcgState, action: Action) -> None:
    _effect_target_or_shield(state, action)
    _int(action, "n", 1, 20)


def _check_effect_destroy(state: GcgState, action: Action) -> None:
    _effect_target_or_shield(state, action)


def _check_effect_recover(state: GcgState, action: Action) -> None:
    uid = _effect_target(state, action)
    _int(action, "n", 1, 20)
    if state.cards[uid].damage == 0:
        raise refuse(f"{card_label(state, uid)} has no damage to recover", "5-6-3",
                     key="gcg.refusal.no_damage", params={"card": card_label(state, uid)})


def _check_effect_rest(state: GcgState, action: Action) -> None:
    _effect_target(state, action)


def _check_effect_modify(state: GcgState, action: Action) -> None:
    _effect_target(state, action)
    ap, hp = action.get("ap", 0), action.get("hp", 0)
    if not all(isinstance(v, int) and not isinstance(v, bool) and -20 <= v <= 20 for v in (ap, hp)):
        raise MalformedAction("`ap` and `hp` must be whole numbers from -20 to 20",
                              key="gcg.refusal.field_ap_hp")
    if not ap and not hp:
        raise MalformedAction("give `ap` or `hp`", key="gcg.refusal.field_ap_or_hp")
    if action.get("until", "turn") not in ("turn", "battle", "permanent"):
        raise MalformedAction("`until` must be turn, battle or permanent", key="gcg.refusal.field_until")
    if action.get("until") == "battle" and state.battle is None:
        raise refuse("there is no battle for \"during this battle\" to last", "8-2-3",
                     key="gcg.refusal.no_battle")


def _check_effect_grant(state: GcgState, action: Action) -> None:
    _effect_target(state, action)
    keyword = action.get("keyword")
    if not isinstance(keyword, str) or not KEYWORD_PATTERN.match(_keyword(keyword)):
        raise MalformedAction("`keyword` is one of blocker, first_strike, high_maneuver, "
                              "repair N, breach N, support N", key="gcg.refusal.field_keyword")
    if action.get("until", "turn") not in ("turn", "battle", "permanent"):
        raise MalformedAction("`until` must be turn, battle or permanent", key="gcg.refusal.field_until")
    if action.get("until") == "battle" and state.battle is None:
        raise refuse("there is no battle for \"during this battle\" to last", "8-2-3",
                     key="gcg.refusal.no_battle")


def _keyword(text: str) -> str:
    return " ".join(text.lower().replace("-", "_").split())


def _check_effect_move(state: GcgState, action: Action) -> None:
    uid = _uid(state, action, "card")
    to = action.get("to")
    if to not in EFFECT_ZONES_TO:
        raise MalformedAction(f"`to` must be one of {', '.join(sorted(EFFECT_ZONES_TO))}",
                              key="gcg.refusal.field_to", params={"zones": sorted(EFFECT_ZONES_TO)})
    card = state.cards[uid]
    actor = action.actor
    pending = state.resolving
    visible = card.zone in ("battle", "base", "trash", "removal", "limbo") or (
        card.zone == "hand" and card.owner == actor)
    if not visible or card.paired_to is not None:
        raise refuse("an effect moves a card you can see: one on the field, in a trash, in the "
                     "removal area, in your hand, or the card being resolved", "10-3-3",
                     key="gcg.refusal.move_visible")
    if card.zone == "limbo" and uid != pending.source:
        raise refuse("only the card whose effect is resolving can be moved from there", "4-1-2",
                     key="gcg.refusal.move_limbo")
    by = _by_hand_owner(state, action)
    if to == "hand" and protections.stops_enemy(state, uid, by, protections.RETURNED):  # s14-cont
        raise refuse(f"{card_label(state, uid)} can't be returned to its owner's hand by your effects: an "
                     "effect says so", "10-1-5-6", key="gcg.refusal.cant_be_returned",
                     params={"card": card_label(state, uid)})
    definition = state.definition(uid)
    if to == "battle" and definition.type != "unit":
        raise refuse(f"{definition.name} is not a unit", "3-2-1", key="gcg.refusal.not_a_unit",
                     params={"card": definition.name})
    if to == "base" and definition.type != "base":
        raise refuse(f"{definition.name} is not a base", "3-5-1", key="gcg.refusal.not_a_base",
                     params={"card": definition.name})


def _check_effect_look(state: GcgState, action: Action) -> None:
    _int(action, "n", 1, 10)


def _check_effect_reveal(state: GcgState, action: Action) -> None:
    _own_hand_card(state, action)


TOKEN_NAME_MAX = 40


def _check_effect_token(state: GcgState, action: Action) -> None:
    """A unit token (5-17-1): its printed name, AP, HP and traits; into the battle area."""
    name = action.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > TOKEN_NAME_MAX or not name.isprintable():
        raise MalformedAction(f"`name` is the token's printed name, 1 to {TOKEN_NAME_MAX} characters",
                              key="gcg.refusal.token_name", params={"max": TOKEN_NAME_MAX})
    _int(action, "ap", 0, 99)
    _int(action, "hp", 1, 99)
    n = _int(action, "n", 1, 6, 1)
    traits = action.get("traits", [])
    if not isinstance(traits, list) or len(traits) > 5 or \
            not all(isinstance(t, str) and 0 < len(t) <= 30 and t.isprintable() for t in traits):
        raise MalformedAction("`traits` is a list of up to 5 traits", key="gcg.refusal.token_traits")
    if len(state.units(action.actor)) + n > 6:
        raise refuse("your battle area holds 6 units: move one to the trash first", "11-4-2",
                     key="gcg.refusal.token_full")


def _check_effect_search(state: GcgState, action: Action) -> None:
    uid = _uid(state, action, "card")
    card = state.cards[uid]
    if card.owner != action.actor or card.zone != "deck":
        raise refuse("search takes a card from your own deck", "10-3-5", key="gcg.refusal.search_own_deck")


CHECKS = {
    "choose_order": _check_choose_order, "mulligan": _check_mulligan, "deploy": _check_deploy,
    "deploy_base": _check_deploy_base, "pair": _check_pair, "command": _check_command,
    "activate": _check_activate, "attack": _check_attack, "end_main": _check_nothing,
    "block": _check_block, "no_block": _check_nothing, "pass": _check_nothing,
    "burst": _check_burst, "choose": _check_choose, "discard": _check_discard,
    "resolve": _check_resolve, "decline": _check_decline, "draw": _check_effect_draw,
    "damage": _check_effect_damage, "recover": _check_effect_recover, "rest": _check_effect_rest,
    "set_active": _check_effect_rest, "destroy": _check_effect_destroy, "move": _check_effect_move,
    "modify": _check_effect_modify, "grant": _check_effect_grant, "look": _check_effect_look,
    "reveal": _check_effect_reveal,
    "search": _check_effect_search, "token": _check_effect_token,
    "take": _check_take,
}


# --- apply ------------------------------------------------------------------------------


def apply(state: GcgState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:
        fixes.apply(state, action)
        return
    if action.kind in BY_HAND and state.prompt is not None and state.prompt.kind == "effect":
        state.events.extend(_by_hand_events(state, action))
    APPLY[action.kind](state, action)
    flow.advance(state)


BY_HAND = frozenset(ALLOWED["effect"])
# A by-hand `modify` of AP and HP at once: one log line.
MODIFY_BOTH = by_hand.ByHandAction("modify", "change AP and HP",
                                   words="{target} gets AP{ap:+d} HP{hp:+d} {until}")


def _by_hand_events(state: GcgState, action: Action) -> list[Event]:
    """Issue 29 §3: "<player> resolves <card>'s effect by hand: <what>", for everyone; a card
    only its player sees (a hand card moved to a hidden zone, a look, a search) named to
    them alone. A shield is never named: no one sees it (5-10-2)."""
    a, kind = action.args, action.kind

    def name(uid: int) -> str:
        card = state.cards[uid]
        return f"{card.owner}'s shield" if card.zone == "shields" else card_label(state, uid)

    params: dict[str, Any] = {}
    secret: dict[str, Any] | None = None
    if kind == "draw":
        params = {"n": a.get("n", 1)}
    elif kind in ("damage", "recover"):
        params = {"target": name(a["target"]), "n": a["n"]}
    elif kind in ("destroy", "rest", "set_active"):
        params = {"target": name(a["target"])}
    elif kind == "modify":  # one line for one action, AP and HP together (the engine logs no other)
        source = card_label(state, state.resolving.source) if state.resolving else "?"
        changes = [(stat, n) for stat, n in (("AP", a.get("ap", 0)), ("HP", a.get("hp", 0))) if n]
        until = a.get("until", "turn")
        if len(changes) == 1:
            (stat, n), = changes
            return [by_hand.event(action.actor, source, kind, {"target": name(a["target"]), "stat": stat,
                                                               "n": n, "until": until})]
        return [by_hand.event(action.actor, source, kind, {"target": name(a["target"]),
                                                           "ap": a.get("ap", 0), "hp": a.get("hp", 0),
                                                           "until": until},
                              spec=MODIFY_BOTH, key="gcg.event.by_hand_modify_both")]
    elif kind == "grant":
        params = {"target": name(a["target"]), "keyword": _keyword(a["keyword"]),
                  "until": a.get("until", "turn")}
    elif kind == "move":
        card = state.cards[a["card"]]
        params = {"to": a["to"]}
        if card.zone == "hand" and a["to"] in ("hand", "deck_top", "deck_bottom"):
            secret = {"card": name(a["card"])}
        else:
            params["card"] = name(a["card"])
    elif kind == "look":
        top = state.zone(action.actor, "deck")[:a["n"]]
        params, secret = {"n": len(top)}, {"cards": [name(u) for u in top]}
    elif kind == "reveal":
        params = {"card": name(a["card"])}
    elif kind == "search":
        secret = {"card": name(a["card"])}
    elif kind == "token":
        params = {"name": a["name"].strip(), "n": a.get("n", 1), "ap": a["ap"], "hp": a["hp"]}
    source = card_label(state, state.resolving.source) if state.resolving else "?"
    return [by_hand.event(action.actor, source, kind, params, secret=secret)]


def _pay(state: GcgState, player: str, cost: int, ex: int | None = None) -> int:
    """7-5-2-2 c: rest active resources; an EX Resource used leaves the game (5-17-3-2-3).
    Normal resources are used first unless the player says how many EX to use. Returns how
    many EX Resources were used (s6-gcg-a: "… using an EX Resource")."""
    normal = [u for u in state.zone(player, "resources")
              if not state.cards[u].rested and not state.definition(u).token]
    extra = [u for u in state.zone(player, "resources")
             if not state.cards[u].rested and state.definition(u).token]
    use_ex = max(0, cost - len(normal)) if ex is None else ex
    for uid in normal[:cost - use_ex]:
        state.cards[uid].rested = True
    for uid in extra[:use_ex]:
        state.move(uid, "removal")  # a token leaving the field is gone (5-17-2-5)
    return len(extra[:use_ex])


def _apply_concede(state: GcgState, action: Action) -> None:
    say(state, f"{action.actor} concedes (1-2-4)", key="gcg.event.concedes", params={"player": action.actor})
    state.defeated.append(action.actor)
    if state.format == "duel":
        state.prompt = None


def _apply_choose_order(state: GcgState, action: Action) -> None:
    if state.format == "free_for_all":
        flow.choose_direction(state, action.actor, action.get("direction") == "clockwise")
        return
    flow.choose_first(state, action.actor, action.get("first"))


def _apply_mulligan(state: GcgState, action: Action) -> None:
    flow.mulligan(state, action.actor, action.get("redraw"))


def _apply_deploy(state: GcgState, action: Action) -> None:
    uid = action.get("card")
    paid = _pay_play_option(state, action, uid)  # s15-opt: before the cost (7-5-2-2)
    _pay(state, action.actor, play_cost(state, uid, option=paid), action.get("ex"))
    say(state, f"{action.actor} deploys {card_label(state, uid)}", key="gcg.event.deploys",
        params={"player": action.actor, "card": card_label(state, uid)})
    state.prompt = None
    deploy_unit(state, uid)


def deploy_unit(state: GcgState, uid: int, *, rested: bool = False) -> None:
    """Deploy a unit from hand or by an effect (`rested`: "Deploy it rested"); into a full
    battle area only after its owner has chosen a unit to trash (11-4-2)."""
    owner = state.cards[uid].owner
    state.cards[uid].deployed_from = state.cards[uid].zone  # r2-look: kept through limbo
    if len(state.units(owner)) >= 6:
        state.move(uid, "limbo")
        state.prompt = Prompt("overflow", owner, options=list(state.units(owner)),
                              data={"card": uid, "inc": state.cards[uid].incarnation,
                                    **({"rested": True} if rested else {})})
        return
    enter_battle_area(state, uid, rested=rested)


def enter_battle_area(state: GcgState, uid: int, *, rested: bool = False) -> None:
    if state.cards[uid].zone != "limbo":  # r2-look: from limbo, deploy_unit recorded it
        state.cards[uid].deployed_from = state.cards[uid].zone
    state.move(uid, "battle")
    state.cards[uid].deployed_turn = state.turn
    # "deploy 1 rested … token"; s13-gcg-gen: "… is / are deployed rested" applies as it enters (10-1-5-7)
    state.cards[uid].rested = rested or fx.cant(state, uid, "be_deployed_active")
    fx.fire_card(state, uid, "deploy")  # 13-2-6
    fx.notify(state, "deployed", uid)  # "When one of your (X) Units is deployed" (10-1-6-1)


def _apply_deploy_base(state: GcgState, action: Action) -> None:
    uid = action.get("card")
    paid = _pay_play_option(state, action, uid)  # s15-opt: before the cost (7-5-2-2)
    _pay(state, action.actor, play_cost(state, uid, option=paid), action.get("ex"))
    state.prompt = None
    say(state, f"{action.actor} deploys {card_label(state, uid)}", key="gcg.event.deploys",
        params={"player": action.actor, "card": card_label(state, uid)})
    enter_base_section(state, uid)


def enter_base_section(state: GcgState, uid: int, *, rested: bool = False) -> None:
    owner = state.cards[uid].owner
    for old in list(state.zone(owner, "base")):  # 11-5-2: not destroyed (11-5-2-1)
        say(state, f"{card_label(state, old)} is put into the trash to make room (11-5-2)",
            key="gcg.event.base_replaced", params={"card": card_label(state, old)})
        state.move(old, "trash")
    state.move(uid, "base")
    state.cards[uid].deployed_turn = state.turn
    state.cards[uid].rested = rested  # s8-gcg-d: "Deploy it rested"
    fx.fire_card(state, uid, "deploy")
    fx.notify(state, "deployed", uid)  # s14-trig: "When you deploy a Base" (5-8-1, 10-1-6-1)


def _apply_pair(state: GcgState, action: Action) -> None:
    uid, unit = action.get("card"), action.get("unit")
    paid = _pay_play_option(state, action, uid)  # s15-opt: before the cost (7-5-2-2)
    _pay(state, action.actor, play_cost(state, uid, pairing_with=unit, option=paid), action.get("ex"))
    state.prompt = None
    state.pair(uid, unit)
    linked = state.linked(unit)
    say(state, f"{action.actor} pairs {card_label(state, uid)} with {card_label(state, unit)}"
               + (" — linked" if linked else ""), key="gcg.event.pairs",
        params={"player": action.actor, "card": card_label(state, uid), "unit": card_label(state, unit),
                "linked": linked})
    fx.fire_card(state, unit, "when_paired", pilot_check=unit)  # 13-2-9
    if linked:
        fx.fire_card(state, unit, "when_linked")  # 13-2-11
    fx.notify(state, "paired", unit, obj=uid)  # "When you pair a Pilot with …" (10-1-6-1)
    state.turn_record.append(["paired", unit, state.cards[unit].incarnation])  # s6-gcg-a
    if linked:
        fx.notify(state, "linked", unit)  # "When a friendly (X) Unit links"


def _apply_command(state: GcgState, action: Action) -> None:
    uid = action.get("card")
    card = state.definition(uid)
    in_action_step = state.prompt.kind == "action_step"
    index = _timing_effect(card, "action" if in_action_step else "main")
    paid = _pay_play_option(state, action, uid)  # s15-opt: before the cost (7-5-2-2)
    used_ex = _pay(state, action.actor, play_cost(state, uid, option=paid), action.get("ex"))
    state.prompt = None
    say(state, f"{action.actor} uses {card_label(state, uid)}", key="gcg.event.uses_command",
        params={"player": action.actor, "card": card_label(state, uid)})
    # s6-gcg-a: "When you (play and) activate a (X) Command card('s 【Main】/【Action】) [using an
    # EX Resource]," (8-3-1, 10-1-6-1): it triggers as the command is played and activated
    fx.notify(state, "command", None, obj=uid, player=action.actor, by="ex" if used_ex else None)
    state.turn_record.append(["command", action.actor, card.number])  # s6-gcg-a
    state.move(uid, "limbo")  # 3-4-3
    state.resolving = PendingEffect(owner=action.actor, source=uid,
                                    source_inc=state.cards[uid].incarnation, effect=index,
                                    kind=card.effects[index].timing, started=True,
                                    extra={"preset": list(action.get("targets") or []),
                                           "paid_ex": bool(used_ex)})  # s9-gcg-a: "If you use an EX …"
    if in_action_step:
        flow.acted_in_action_step(state, action.actor)


def _apply_activate(state: GcgState, action: Action) -> None:
    uid = action.get("card")
    card = state.cards[uid]
    timing = "activate_main" if state.prompt.kind == "main" else "activate_action"
    available = abilities(state, action.actor, uid, timing)
    ability = action.get("ability", available[0][0] if len(available) == 1 else None)
    in_action_step = state.prompt.kind == "action_step"
    state.prompt = None
    if ability == "support":
        card.rested = True
        value = state.keyword(uid, "support")
        say(state, f"{action.actor} activates 《Support {value}》 of {card_label(state, uid)}",
            key="gcg.event.activates_support",
            params={"player": action.actor, "n": value, "card": card_label(state, uid)})
        state.resolving = PendingEffect(owner=action.actor, source=uid, source_inc=card.incarnation,
                                        effect=-1, kind="support", value=value)
    else:
        source, index = ability_source(state, uid, ability)
        effect = state.definition(source).effects[index]
        if effect.cost and effect.cost.rest_self:
            card.rested = True  # "rest this unit": a pilot's text is the unit's (3-3-9-2)
        if effect.cost and effect.cost.pay:
            _pay(state, action.actor, effect.cost.pay)
            # s6-gcg-a: "When you pay ⟦1⟧ or more for one of your Units' effects," (10-1-7, 10-1-6-1)
            fx.notify(state, "paid", uid, player=action.actor, amount=effect.cost.pay)
        if effect.once_per_turn:
            state.cards[source].mark_used(index)
        if effect.cost and (effect.cost.destroy_self or effect.cost.return_self):
            _pay_with_this_card(state, uid, effect.cost)  # s5-gcg-b
        say(state, f"{action.actor} activates {card_label(state, uid)}: {effect.text}",
            key="gcg.event.activates", params={"player": action.actor, "card": card_label(state, uid),
                                               "text": effect.text})
        state.resolving = PendingEffect(owner=action.actor, source=source,
                                        source_inc=state.cards[source].incarnation,
                                        effect=index, kind=timing, started=True)
    if in_action_step:
        flow.acted_in_action_step(state, action.actor)


def _pay_with_this_card(state: GcgState, uid: int, cost: Any) -> None:
    """s5-gcg-b (issue 29): "Destroy this Unit：" (its 【Destroyed】 triggers, 5-10) / "Return this
    Unit to the bottom of its owner's deck：" / "… to its owner's hand：" — the cost is paid as
    the effect is activated (10-1-7), before it resolves; the card that leaves is public."""
    owner = state.cards[uid].owner
    if cost.destroy_self:
        fx.destroy(state, [uid])
        return
    if cost.return_self == "hand":
        if state.cards[uid].zone == "battle" and state.definition(uid).type == "unit":
            fx.notify(state, "returned_to_hand", uid, by=owner)  # s13-gcg-exec (10-1-6-1)
        say(state, f"{card_label(state, uid)} returns to {owner}'s hand", key="gcg.event.returns_to_hand",
            params={"card": card_label(state, uid), "owner": owner})
        state.move(uid, "hand")
        return
    say(state, f"{card_label(state, uid)} goes to the bottom of {owner}'s deck (a cost)",
        key="gcg.event.to_deck_bottom", params={"card": card_label(state, uid), "owner": owner})
    state.move(uid, "deck")  # to the bottom (4-2-2)


def _apply_attack(state: GcgState, action: Action) -> None:
    flow.declare_attack(state, action.get("unit"), action.get("target"))


def _apply_end_main(state: GcgState, action: Action) -> None:
    flow.end_main(state)


def _apply_block(state: GcgState, action: Action) -> None:
    flow.block(state, action.get("unit"))


def _apply_no_block(state: GcgState, action: Action) -> None:
    flow.block(state, None)


def _apply_pass(state: GcgState, action: Action) -> None:
    flow.pass_priority(state, action.actor)


def _apply_burst(state: GcgState, action: Action) -> None:
    fx.use_burst(state, action.get("use"))


def _apply_choose(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    if prompt.kind == "order":
        fx.choose_order(state, action.get("index"))
    elif prompt.kind == "mode":
        fx.choose_mode(state, action.get("mode"))
    elif prompt.kind == "player":  # s12-gcg-exec
        enemy_discard.choose_player(state, action.get("player"))
    elif prompt.kind == "overflow":
        chosen = action.get("card")
        say(state, f"{card_label(state, chosen)} is put into the trash: the battle area holds 6 "
                   "units (11-4-2; not destroyed, 11-4-2-1)", key="gcg.event.overflow_trashed",
            params={"card": card_label(state, chosen)})
        state.move(chosen, "trash")
        state.prompt = None
        new = prompt.data["card"]
        if new in state.cards and state.cards[new].incarnation == prompt.data["inc"]:
            enter_battle_area(state, new, rested=prompt.data.get("rested", False))
    elif prompt.kind == "target":
        pending = state.resolving
        if pending.effect < 0:  # 《Support》
            pending.targets = [action.get("card")]
            state.prompt = None
        else:
            fx.choose_target(state, action.get("card"))


def _apply_discard(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    if prompt.data.get("only") is not None and state.resolving is not None:
        # s5-gcg-b: "If you do," after "(you may) discard 1 (X) card" — done when it was (10-2-1)
        state.resolving.extra["discarded"] = len(action.get("cards")) >= prompt.data["count"]
    if state.resolving is not None and prompt.player != state.resolving.owner and "text" in prompt.data:
        # s15-opt round 3: another player's discard for this effect ("If they don't discard with this effect")
        state.resolving.extra[enemy_discard.DISCARDED] = len(action.get("cards")) >= prompt.data["count"]
    by = state.resolving.owner if state.resolving is not None and "text" in prompt.data else None
    flow.discard(state, action.actor, action.get("cards"), by=by)  # an effect's discard, or the hand limit's
    if state.resolving is not None and enemy_discard.QUEUE in state.resolving.extra:
        enemy_discard.next_enemy_discards(state)  # s12-gcg-exec: the next enemy player (12-2-4)


def _apply_resolve(state: GcgState, action: Action) -> None:
    prompt = state.prompt
    state.prompt = None
    if prompt.kind == "target":
        say(state, f"{action.actor} chooses no more targets", key="gcg.event.stops_choosing",
            params={"player": action.actor})
        fx.stop_choosing(state)
    elif prompt.kind == "may" and "they_draw" in prompt.data:  # s11-gcg-read: the enemy draws (10-1-3)
        state.prompt = prompt
        enemy_discard.answer_they_may(state, action.actor, accept=True)
    elif prompt.kind == "may" and prompt.data.get("step") is not None:  # s11-gcg-exec: a later step's "may"
        state.resolving.extra["may_step"] = prompt.data["step"]
    elif prompt.kind == "may":
        state.resolving.started = True
    else:
        say(state, f"{action.actor} finishes resolving the effect", key="gcg.event.finishes_effect",
            params={"player": action.actor})
        fx.finish(state)


def _apply_take(state: GcgState, action: Action) -> None:
    fx.look_done(state, action.get("card"))


def _apply_decline(state: GcgState, action: Action) -> None:
    if state.prompt.kind == "look" and state.prompt.data.get("keep_top"):  # r2-look: not on top
        fx.look_done(state, None)
        return
    if state.prompt.kind == "look":  # "You may reveal …": nothing taken (10-1-3)
        say(state, f"{action.actor} takes none of the cards", key="gcg.event.look_takes_none",
            params={"player": action.actor})
        fx.look_done(state, None)
        return
    if state.prompt.kind == "may" and "they_draw" in state.prompt.data:  # s11-gcg-read: the enemy won't draw
        enemy_discard.answer_they_may(state, action.actor, accept=False)
        return
    if state.prompt.kind == "may" and state.prompt.data.get("step") is not None:  # s11-gcg-exec
        say(state, f"{action.actor} chooses not to do it (10-1-3)", key="gcg.event.declines_step",
            params={"player": action.actor})
        fx.decline_step(state)
        return
    say(state, f"{action.actor} chooses not to use the effect (10-1-3)", key="gcg.event.declines",
        params={"player": action.actor})
    was_may = state.prompt.kind == "may"
    state.prompt = None
    effect = fx.effect_of(state, state.resolving) if was_may and state.resolving is not None else None
    if effect is not None and any(s.after_every_step for s in effect.script or ()):
        # s12-gcg-exec: "You may pay ①. If you do, draw 1. Then, discard 1." declined — whether the
        # step after "Then," is still done is not settled (1-3-7, 10-2-1): by hand from there
        state.resolving.started = True
        fx.hand_over_unsettled_then(state, state.resolving, effect)
        return
    fx.finish(state)


def _apply_effect_draw(state: GcgState, action: Action) -> None:
    fx.draw(state, action.actor, action.get("n", 1))
    fx.notify(state, "drew", None, player=action.actor, by=_by_hand_owner(state, action))


def _apply_effect_damage(state: GcgState, action: Action) -> None:
    target = action.get("target")
    if state.cards[target].zone == "shields":
        fx.destroy_shield(state, state.cards[target].owner, target)
        return
    resolving = state.resolving  # the effect resolved by hand deals it (5-5-4)
    fx.deal_effect_damage(state, target, action.get("n"), resolving.source if resolving else None)


def _apply_effect_recover(state: GcgState, action: Action) -> None:
    fx.recover(state, action.get("target"), action.get("n"))


def _apply_effect_rest(state: GcgState, action: Action) -> None:
    fx.rest_by_effect(state, action.get("target"), True, _by_hand_owner(state, action))


def _apply_effect_set_active(state: GcgState, action: Action) -> None:
    fx.rest_by_effect(state, action.get("target"), False, _by_hand_owner(state, action))


def _apply_effect_destroy(state: GcgState, action: Action) -> None:
    target = action.get("target")
    if state.cards[target].zone == "shields":
        fx.destroy_shield(state, state.cards[target].owner, target)
        return
    fx.destroy(state, [target], cause=_by_hand_owner(state, action))  # s14-trig: by that effect (5-10-1)


def _apply_effect_modify(state: GcgState, action: Action) -> None:
    from .state import Modifier

    target = action.get("target")
    modifier = Modifier(action.get("ap", 0), action.get("hp", 0), action.get("until", "turn"),
                        source=fx._src(state, action.actor))
    state.cards[target].add_modifier(modifier)  # the by-hand line says it (_by_hand_events)


def _apply_effect_grant(state: GcgState, action: Action) -> None:
    from .state import Modifier

    target, keyword = action.get("target"), _keyword(action.get("keyword"))
    until = action.get("until", "turn")
    state.cards[target].add_modifier(Modifier(until=until, grant=keyword,  # logged by _by_hand_events
                                                  source=fx._src(state, action.actor)))


def _apply_effect_move(state: GcgState, action: Action) -> None:
    uid, to = action.get("card"), action.get("to")
    say(state, f"{card_label(state, uid)} is moved to {to.replace('_', ' ')}", key="gcg.event.moved",
        params={"card": card_label(state, uid), "to": to})
    if to == "battle":
        deploy_unit(state, uid)  # 11-4-2 applies to a deploy by an effect too
    elif to == "base":
        enter_base_section(state, uid)
    elif to in ("deck_top", "deck_bottom"):
        state.move(uid, "deck", top=to == "deck_top")
    else:
        state.move(uid, to)


def _apply_effect_look(state: GcgState, action: Action) -> None:
    n = action.get("n")
    top = state.zone(action.actor, "deck")[:n]
    names = ", ".join(card_label(state, u) for u in top)
    say(state, f"{action.actor} looks at the top {len(top)} card(s) of their deck",
        **{action.actor: f"{action.actor} looks at the top of their deck: {names}"},
        key="gcg.event.looks", params={"player": action.actor, "n": len(top)},
        private_params={action.actor: {"cards": [card_label(state, u) for u in top]}})


def _apply_effect_reveal(state: GcgState, action: Action) -> None:
    say(state, f"{action.actor} reveals {card_label(state, action.get('card'))}", key="gcg.event.reveals",
        params={"player": action.actor, "card": card_label(state, action.get("card"))})


def _apply_effect_search(state: GcgState, action: Action) -> None:
    uid = action.get("card")
    state.move(uid, "hand")
    flow.shuffle_deck(state, action.actor)  # the searched deck is shuffled (4-2-4)
    say(state, f"{action.actor} searches their deck for a card and shuffles it",
        **{action.actor: f"{action.actor} takes {card_label(state, uid)} from their deck"},
        key="gcg.event.searches", params={"player": action.actor},
        private_params={action.actor: {"card": card_label(state, uid)}})


def _apply_effect_token(state: GcgState, action: Action) -> None:
    """5-17-1: a token placed from outside the game; no colour, Lv. and cost 0 (5-17-2-3,
    5-17-2-4); it is deployed, so its 【Deploy】 effects and "when deployed" trigger (13-2-6)."""
    number = fx.token_number(state, action.get("name"), action.get("ap"), action.get("hp"),
                             list(action.get("traits", [])))
    for _ in range(action.get("n", 1)):
        enter_battle_area(state, state.new_card(number, action.actor, "limbo"))


APPLY = {
    "concede": _apply_concede, "choose_order": _apply_choose_order, "mulligan": _apply_mulligan,
    "deploy": _apply_deploy, "deploy_base": _apply_deploy_base, "pair": _apply_pair,
    "command": _apply_command, "activate": _apply_activate, "attack": _apply_attack,
    "end_main": _apply_end_main, "block": _apply_block, "no_block": _apply_no_block,
    "pass": _apply_pass, "burst": _apply_burst, "choose": _apply_choose,
    "discard": _apply_discard, "resolve": _apply_resolve, "decline": _apply_decline,
    "draw": _apply_effect_draw, "damage": _apply_effect_damage, "recover": _apply_effect_recover,
    "rest": _apply_effect_rest, "set_active": _apply_effect_set_active,
    "destroy": _apply_effect_destroy, "modify": _apply_effect_modify, "grant": _apply_effect_grant,
    "move": _apply_effect_move,
    "look": _apply_effect_look, "reveal": _apply_effect_reveal, "search": _apply_effect_search,
    "token": _apply_effect_token,
    "take": _apply_take,
}


# --- legal actions -------------------------------------------------------------------------


def legal_actions(state: GcgState, player: str) -> list[Action]:
    if state.over or player not in state.players:
        return []
    out: list[Action] = []
    prompt = state.prompt
    if player in state.eliminated:
        return []
    if prompt is not None and (prompt.player == player or player in prompt.data.get("also", ())):
        for candidate in _candidates(state, player, prompt):
            if player != prompt.player and candidate.kind in ("end_main", "pass", "no_block"):
                continue
            try:
                CHECKS[candidate.kind](state, candidate)
            except IllegalAction:
                continue
            out.append(candidate)
    out.append(Action(player, "concede"))
    return out


def _candidates(state: GcgState, player: str, prompt: Prompt):
    A = Action
    kind = prompt.kind
    if kind == "first_player" and state.format == "free_for_all":
        yield A(player, "choose_order", {"direction": "clockwise"})
        yield A(player, "choose_order", {"direction": "counterclockwise"})
    elif kind == "first_player":
        yield A(player, "choose_order", {"first": True})
        yield A(player, "choose_order", {"first": False})
    elif kind == "mulligan":
        yield A(player, "mulligan", {"redraw": False})
        yield A(player, "mulligan", {"redraw": True})
    elif kind == "main":
        yield from _main_candidates(state, player)
        yield A(player, "end_main")
    elif kind == "block":
        for unit in flow.blockers(state):
            yield A(player, "block", {"unit": unit})
        yield A(player, "no_block")
    elif kind == "action_step":
        for uid in _distinct(state, state.zone(player, "hand")):
            if state.definition(uid).type == "command":
                yield A(player, "command", {"card": uid})
        for uid in (*state.units(player), *state.zone(player, "base")):
            for ability, _ in abilities(state, player, uid, "activate_action"):
                yield A(player, "activate", {"card": uid, "ability": ability})
        yield A(player, "pass")
    elif kind == "burst":
        yield A(player, "burst", {"use": True})
        yield A(player, "burst", {"use": False})
    elif kind in ("overflow", "target"):
        for uid in prompt.options:
            yield A(player, "choose", {"card": uid})
        if kind == "target" and prompt.data.get("can_stop"):
            yield A(player, "resolve")
    elif kind == "order":
        for index in range(len(prompt.options)):
            yield A(player, "choose", {"index": index})
    elif kind == "mode":  # s9-gcg-c: each ■ effect offered, labelled as printed
        for mode, label in zip(prompt.options, prompt.data["labels"], strict=True):
            yield A(player, "choose", {"mode": mode, "effect": label})
    elif kind == "player":  # s12-gcg-exec: each enemy player offered, by seat (public)
        for seat in prompt.options:
            yield A(player, "choose", {"player": seat})
    elif kind == "discard":
        cards = prompt.data.get("only", state.zone(player, "hand"))  # s5-gcg-b: as printed
        hand = _distinct(state, cards) + [u for u in cards if u not in _distinct(state, cards)]
        count = min(prompt.data["count"], len(hand))
        if prompt.data.get("may"):
            yield A(player, "discard", {"cards": []})
        if comb(len(hand), count) <= MAX_DISCARD_CHOICES:
            for cards in combinations(hand, count):
                yield A(player, "discard", {"cards": list(cards)})
        else:  # too many to list: a representative few (any `count` hand cards are legal)
            for start in range(0, len(hand) - count + 1):
                yield A(player, "discard", {"cards": hand[start:start + count]})
    elif kind == "may":
        yield A(player, "resolve")
        yield A(player, "decline")
    elif kind == "look":
        for uid in prompt.options:
            yield A(player, "take", {"card": uid})
        if not prompt.data.get("must_take"):  # r2-look: "return 1 to the top" is no "may"
            yield A(player, "decline")
    elif kind == "effect":
        yield from _effect_candidates(state, player)


def nothing_playable_in_public(state: GcgState, player: str) -> bool:
    """Whether the public table alone proves that `player`, in their action step, could use
    no card from a hand and activate nothing: then passing for them reveals nothing about
    their hand (the bot's auto-pass, docs/play.md). Never reads the hand: every command of
    the match's pool with 【Action】 (13-2-4-1: only those are used in an action step)
    counts as possibly in hand, against the public Lv. (2-9-1: the resources) and active
    resources (2-10-1) — `_playable`, the same check as a real play. A card in play with an
    【Activate･Action】 text counts as usable (its cost may involve a hand card).
    Conservative: False for a teammate asked beside the player (12-3-3) and whenever any
    of those might be usable."""
    prompt = state.prompt
    if state.over or prompt is None or prompt.kind != "action_step" or prompt.player != player:
        return False
    if any(abilities(state, player, uid, "activate_action") for uid in (*state.units(player),
                                                                        *state.zone(player, "base"))):
        return False
    for card in state.pool.cards.values():
        if card.type == "command" and _timing_effect(card, "action") is not None:
            try:
                _playable(state, player, card, cost=lowest_cost(card), level=lowest_cost(card, "level"))
            except IllegalAction:
                continue
            return False
    return True


def _distinct(state: GcgState, uids: list[int]) -> list[int]:
    """One card per card number: copies in a hand are the same choice."""
    seen: set[str] = set()
    out = []
    for uid in uids:
        number = state.cards[uid].number
        if number not in seen:
            seen.add(number)
            out.append(uid)
    return out


def _option_ways(state: GcgState, player: str, uid: int) -> list[dict[str, Any]]:
    """s15-opt: each way to make a card's optional payment as it is played (`pay`, `pay_by`); hand cards of
    one card number are the same choice (`_distinct`)."""
    option = play_option(state.definition(uid))
    if option is None:
        return []
    cards = _option_cards(state, player, uid, option)
    if option.verb == "discard":
        cards = _distinct(state, cards)
    # s15-opt round 2: the Lv. and cost printed "as if" (the printed one where the sentence names one only),
    # for the label; never checked (the play is: play_level / play_cost)
    definition = state.definition(uid)
    as_if = {"as_level": definition.level, "as_cost": definition.cost}
    for effect in definition.effects:
        for step in effect.script or () if effect.timing == "continuous" else ():
            if step.as_if_option is not None and step.level_modify is not None:
                as_if["as_level"] = step.level_modify
            if step.as_if_option is not None and step.cost_modify is not None:
                as_if["as_cost"] = step.cost_modify
    return [{"pay": list(chosen), "pay_by": option.verb, **as_if} for chosen in combinations(cards, option.n)]


def _main_candidates(state: GcgState, player: str):
    A = Action
    hand = _distinct(state, state.zone(player, "hand"))
    units = state.units(player)
    for uid in hand:
        definition = state.definition(uid)
        ways = [{}, *_option_ways(state, player, uid)]  # s15-opt: the plain play, then each optional payment
        for way in ways:
            if definition.type == "unit":
                yield A(player, "deploy", {"card": uid, **way})
            elif definition.type == "base":
                yield A(player, "deploy_base", {"card": uid, **way})
            elif definition.type == "command":
                yield A(player, "command", {"card": uid, **way})
            if definition.type == "pilot" or definition.pilot is not None:
                for unit in units:
                    if state.cards[unit].pilot is None:
                        yield A(player, "pair", {"card": uid, "unit": unit, **way})
    for uid in (*units, *state.zone(player, "base")):
        for ability, _ in abilities(state, player, uid, "activate_main"):
            yield A(player, "activate", {"card": uid, "ability": ability})
    if state.format == "duel":
        enemy = state.opponent(player)
        enemy_units = list(state.units(enemy))
        names = [enemy]
    else:
        enemies = state.opponents(player)
        enemy_units = [u for p in enemies for u in state.units(p)]
        names = [state.team_of[enemies[0]]] if state.format == "team" else enemies
    enemy_units = [u for u in enemy_units if not cant(state, u, "be_attacked")]  # s8-gcg-b (10-1-5-6)
    rested = [u for u in enemy_units if state.cards[u].rested]
    for unit in units:
        card = state.cards[unit]
        if card.rested or state.cant_attack(unit):
            continue
        if not state.cant_attack_player(unit):
            for name in names:
                yield A(player, "attack", {"unit": unit, "target": name})
        for target in rested:
            yield A(player, "attack", {"unit": unit, "target": target})
        if state.attack_grants(unit):  # effects: some active enemy units too (8-2-1)
            for target in enemy_units:
                if not state.cards[target].rested and may_attack_active(state, unit, target):
                    yield A(player, "attack", {"unit": unit, "target": target})


def _effect_candidates(state: GcgState, player: str):
    A = Action
    yield A(player, "resolve")
    yield A(player, "decline")
    yield A(player, "draw", {"n": 1})
    # each card once: in a team battle both members see the shared base (12-3-7), and a
    # menu option (a Discord select value) must be unique
    field = list(dict.fromkeys(u for p in state.players for u in (*state.units(p), *state.zone(p, "base"))))
    for uid in field:
        yield A(player, "damage", {"target": uid, "n": 1})
        yield A(player, "recover", {"target": uid, "n": 1})
        yield A(player, "rest", {"target": uid})
        yield A(player, "set_active", {"target": uid})
        yield A(player, "modify", {"target": uid, "ap": 1, "until": "turn"})
        yield A(player, "move", {"card": uid, "to": "hand"})
    if len(state.units(player)) < 6:
        yield A(player, "token", {"name": "Token", "ap": 1, "hp": 1, "n": 1})
    source = state.resolving.source if state.resolving else None
    if source in state.cards and state.cards[source].zone == "limbo":
        for to in ("hand", "trash", "battle", "base"):
            yield A(player, "move", {"card": source, "to": to})


def _by_hand_owner(state: GcgState, action: Action) -> str:
    """Whose effect an effect action resolves by hand: the resolving effect's owner (s4-gcg-trig)."""
    return state.resolving.owner if state.resolving is not None else action.actor


def _check_forced_target(state: GcgState, unit: int, target: object) -> None:
    """"Enemy Units choose this rested Unit as their attack target if possible" (10-1-5, 8-2-1):
    while such a unit can be attacked by this one (rested, or active and allowed by an effect),
    the attack target is one of them."""
    forced = [u for u in forced_targets(state, unit)
              if (state.cards[u].rested or may_attack_active(state, unit, u))
              and not cant(state, u, "be_attacked")]  # s8-gcg-b: "if possible" (10-1-5-6)
    if forced and target not in forced:
        names = ", ".join(card_label(state, u) for u in forced)
        raise refuse(f"{card_label(state, unit)} must choose {names} as its attack target (its effect)",
                     "10-1-5", key="gcg.refusal.forced_attack_target",
                     params={"unit": card_label(state, unit), "targets": names})
