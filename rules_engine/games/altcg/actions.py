"""What a player may do now: `legal_actions` lists it, `check` refuses anything else with the
clause that forbids it, `apply` carries a checked action out (contracts/altcg.md, Actions).
Card fields hold card uids."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...core.actions import Action
from ...core.effects import by_hand as shared
from ...core.errors import IllegalAction, MalformedAction
from . import effects as fx
from . import fixes, flow
from .cards import Card, Effect
from .effects import Problem, label, say
from .state import SLOTS, AltState, Mod, Pending, Prompt

MANUAL = ("draw", "discard", "power", "rest", "set_active", "destroy", "move", "awaken", "look", "reveal",
          "search")
ALLOWED = {
    "first_player": {"choose_order"},
    "mulligan": {"mulligan"},
    "main": {"play", "retrofit", "activate", "end_main"},
    "attack": {"attack", "end_battle"},
    "support": {"support", "play", "pass"},
    "defense": {"support", "play", "pass"},
    "comeback": {"comeback"},
    "deploy": {"deploy"},
    "trigger_order": {"choose"},
    "choose": {"choose"},
    "place": {"choose"},  # s17-games: 「…置於卡組最上方或最下方」 (401)
    "effect": {"resolve", "decline", *MANUAL},
}
PLACES = ("top", "bottom")
WHOSE = {"first_player": "101.5", "mulligan": "101.6", "main": "503.1", "attack": "505.1",
         "support": "505.5", "defense": "506.1", "comeback": "508.1a", "trigger_order": "304.2b",
         "choose": "103.4c", "effect": "306.1", "deploy": "302.1a", "place": "401"}
WORDS = {"first_player": "choose to go first or second", "mulligan": "decide on a redraw",
         "main": "act in the main phase", "attack": "attack or end the battle phase",
         "support": "support or pass in the attack step", "defense": "support or pass in the defense step",
         "comeback": "decide on 【絕地反擊】", "trigger_order": "choose which ability resolves next",
         "choose": "choose for an ability", "effect": "resolve an ability",
         "deploy": "choose a ship of your hand and its slot",
         "place": "put the card on the top or the bottom of your deck"}
MOVE_TO = ("hand", "deck_top", "deck_bottom", "trash")
MAX_CHOICES = 40


def refuse(message: str, rule: str = "", code: str = "illegal", *, key: str = "",
           params: dict[str, Any] | None = None) -> IllegalAction:
    """`key` (`altcg.refusal.<name>`) and `params` let the bot say it in the user's language."""
    return IllegalAction(message, rule, code, key=key, params=params)


def refuse_problem(problem: Problem) -> IllegalAction:
    return refuse(problem.message, problem.rule, key=problem.key, params=problem.params)


def _uid(state: AltState, action: Action, name: str = "card") -> int:
    value = action.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"`{name}` must be a card id", key="altcg.refusal.card_id",
                              params={"name": name})
    if value not in state.cards:
        raise refuse(f"there is no card {value}", code="no_such_card", key="altcg.refusal.no_such_card",
                     params={"card": str(value)})  # an id, not a quantity: never "1,003"
    return value


def _uids(state: AltState, action: Action, name: str) -> list[int]:
    value = action.get(name, [])
    if not isinstance(value, list) or len(value) > 60:
        raise MalformedAction(f"`{name}` must be a list of card ids", key="altcg.refusal.card_ids",
                              params={"name": name})
    for uid in value:
        if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards:
            raise MalformedAction(f"`{name}` must be a list of card ids", key="altcg.refusal.card_ids",
                                  params={"name": name})
    return list(value)


def _bool(action: Action, name: str) -> bool:
    value = action.get(name)
    if not isinstance(value, bool):
        raise MalformedAction(f"`{name}` must be true or false", key="altcg.refusal.bool",
                              params={"name": name})
    return value


def _hand_card(state: AltState, action: Action) -> int:
    uid = _uid(state, action)
    card = state.cards[uid]
    if card.owner != action.actor or card.zone != "hand":
        raise refuse("that card is not in your hand", "402.1", key="altcg.refusal.not_in_hand")
    return uid


def _slot(state: AltState, action: Action, player: str, default: str | None = None) -> str:
    slot = action.get("slot", default)  # `at` in the contract; a scenario step's `at` is the action number
    if slot not in SLOTS:
        raise MalformedAction("`slot` is one of FL, FC, FR, BL, BC or BR", key="altcg.refusal.slot")
    if state.cards[state.flagship[player]].slot == slot:
        raise refuse("no ship may be played into the flagship's slot", "403.3c",
                     key="altcg.refusal.flagship_slot")
    return slot


# --- check ---------------------------------------------------------------------------------


def check(state: AltState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:
        if state.over:
            raise refuse("the match is over", code="match_over", key="altcg.refusal.match_over")
        fixes.check(state, action)
        return
    if action.actor not in state.players:
        raise refuse(f"{action.actor} is not a player in this match", code="not_a_player",
                     key="altcg.refusal.not_a_player", params={"actor": action.actor})
    if state.over:
        raise refuse("the match is over", code="match_over", key="altcg.refusal.match_over")
    if action.kind == "concede":  # 102.3a, 103.1: at any time
        return
    if action.kind not in CHECKS:
        raise refuse(f"`{action.kind}` is not an ALTCG action", code="unknown_action",
                     key="altcg.refusal.unknown_action", params={"kind": action.kind})
    prompt = state.prompt
    if prompt is None:
        raise refuse("nothing is waiting for a decision", code="no_prompt", key="altcg.refusal.no_prompt")
    if action.kind == "mulligan" and action.actor in state.mulligans_done:
        raise refuse("each player redraws at most once, before the game", "101.6",
                     key="altcg.refusal.one_mulligan")
    if action.actor != prompt.player:
        rule = _wrong_time_rule(state, action) if action.kind in TIMED else WHOSE[prompt.kind]
        # `waiting`: the prompt's kind, which the catalogue says in words (WORDS)
        raise refuse(f"it is {prompt.player}'s turn to {WORDS[prompt.kind]}", rule, "not_your_turn",
                     key="altcg.refusal.not_your_turn",
                     params={"player": prompt.player, "waiting": prompt.kind})
    if action.kind not in ALLOWED[prompt.kind] or \
            (prompt.kind == "effect" and action.kind in MANUAL and not prompt.data.get("manual")):
        raise refuse(f"`{action.kind}` is not possible now: the game is waiting for you to "
                     f"{WORDS[prompt.kind]}", _wrong_time_rule(state, action), "wrong_time",
                     key="altcg.refusal.wrong_time", params={"kind": action.kind, "waiting": prompt.kind})
    CHECKS[action.kind](state, action)


TIMED = {"play", "support", "retrofit", "activate", "end_main", "attack", "end_battle", "mulligan",
         "comeback"}


def _wrong_time_rule(state: AltState, action: Action) -> str:
    kind = action.kind
    if kind == "attack" and state.turn == 1 and state.active == state.first:
        return "505.1a"
    if kind == "play":
        return "506.1b" if state.step == "defense" else "503.1"
    if kind == "support":
        return "505.5" if action.actor == state.active else "506.1a"
    return {"retrofit": "503.1", "activate": "304.3", "end_main": "503", "attack": "505.1",
            "end_battle": "508.4", "pass": "500.2", "mulligan": "101.6", "comeback": "508.1a",
            "choose": "304.2b", "choose_order": "101.5"}.get(kind, "306.1")


def _check_choose_order(state: AltState, action: Action) -> None:
    _bool(action, "first")


def _check_mulligan(state: AltState, action: Action) -> None:
    _bool(action, "redraw")


def play_effect(card: Card, use: str) -> tuple[int, Effect] | None:
    """The effect a play uses: `event` (302.1c), `counter` (601.3) or `pursuit` (601.9)."""
    found = card.effects_at(use) or (card.effects_at("event") if card.type == "event" else [])
    return found[0] if found else None


def _play_use(card: Card, kind: str) -> str:
    """How the card is used in the window `kind` (the prompt), or the refusal."""
    if kind == "defense":
        if not card.has("counter"):
            raise refuse("in the defense step only a 【反制】 card may be used", "506.1b",
                         key="altcg.refusal.only_counter")
        return "counter"
    if kind == "support":
        if not card.has("pursuit"):
            raise refuse("after an attack only a 【追擊】 card may be used; ships and events are "
                         "played in the main phase", "503.1", key="altcg.refusal.only_pursuit")
        return "pursuit"
    if card.type == "event" and not card.effects_at("event"):
        rule = "601.3" if card.has("counter") else "601.9"
        raise refuse("this event is used only in a battle (【反制】/【追擊】)", rule,
                     key="altcg.refusal.battle_event")
    return "ship" if card.type == "ship" else "event"


def play_cost(card: Card, effect: Effect | None, use: str) -> int:
    cost = card.cost or 0
    if effect is not None and use in ("counter", "pursuit", "event"):
        # 601.3b: the card's cost and the activation cost
        cost += sum(s.cubes or 0 for s in effect.cost or ())
    return cost


def _check_play(state: AltState, action: Action) -> None:
    uid = _hand_card(state, action)
    card = state.definition(uid)
    if card.filler:
        raise refuse("a filler card cannot be played", "302.1", key="altcg.refusal.filler")
    if action.get("targets") is not None:
        raise MalformedAction("targets are chosen when the ability asks (`choose`), not with `play`",
                              key="altcg.refusal.targets_later")
    use = _play_use(card, state.prompt.kind)
    found = play_effect(card, use) if use != "ship" else None
    if use == "ship" or (found is not None and enters_itself(found[1])):
        _slot(state, action, action.actor)
    elif found is None:
        raise refuse("this card has no effect to use here", "302.1c", key="altcg.refusal.no_effect_here")
    cost = play_cost(card, found[1] if found else None, use)
    _check_down(state, action, cost)
    if found is not None:
        problem = fx.cost_problem(state, action.actor, uid, found[1].model_copy(
            update={"cost": [s for s in found[1].cost or () if s.verb != "cubes"]}),
            _uids(state, action, "pay") if "pay" in action.args else None)
        if problem:
            raise refuse_problem(problem)


def enters_itself(effect: Effect) -> bool:
    """A 【反制】/【追擊】 ship's 「將手牌中的此卡登場」 (601.3a): its use names the slot."""
    return any(step.verb == "enter_self" for step in effect.script or ())


def _check_down(state: AltState, action: Action, cost: int) -> None:
    cubes = state.cubes[action.actor]
    if cost > cubes.up + cubes.down:
        raise refuse(f"this costs {cost}: only {cubes.up + cubes.down} active cubes", "303.2",
                     key="altcg.refusal.cost", params={"cost": cost, "active": cubes.up + cubes.down})
    down = action.get("down")
    if down is not None and (isinstance(down, bool) or not isinstance(down, int)
                             or not 0 <= down <= min(cost, cubes.down) or cost - down > cubes.up):
            raise refuse("`down` is how many of your face-down cubes pay; the rest must be face-up "
                         "active cubes, exactly the cost", "302.1b", key="altcg.refusal.down")


def _check_retrofit(state: AltState, action: Action) -> None:
    uid = _hand_card(state, action)
    card = state.definition(uid)
    retrofit = card.retrofit
    if retrofit is None:
        raise refuse("this card has no 【改造】", "601.8", key="altcg.refusal.no_retrofit")
    onto = _uid(state, action, "onto")
    target = state.cards[onto]
    if target.owner != action.actor or not state.on_field(onto) or state.is_flagship(onto) or \
            retrofit["onto"] not in state.definition(onto).names_counted:
        raise refuse(f"【改造】 goes onto your ship named 「{retrofit['onto']}」", "601.8",
                     key="altcg.refusal.retrofit_onto", params={"name": retrofit["onto"]})
    _slot(state, action, action.actor, target.slot)
    _check_down(state, action, retrofit["cost"])


def activatable(state: AltState, player: str, uid: int) -> list[int]:
    card = state.cards[uid]
    return [i for i, e in state.definition(uid).effects_at("activate_main")
            if state.while_holds(player, e.while_) and not (e.once_per_turn and i in card.used)]


def _check_activate(state: AltState, action: Action) -> None:
    uid = _uid(state, action)
    if state.cards[uid].owner != action.actor or not state.on_field(uid):
        raise refuse("activate an ability of a card on your field", "304.3", key="altcg.refusal.activate_own")
    effects = state.definition(uid).effects_at("activate_main")
    if not effects:
        raise refuse("this card has no 【主階段啟動】 ability", "304.3a", key="altcg.refusal.no_activate")
    index = action.get("ability", effects[0][0])
    effect = dict(effects).get(index)
    if effect is None:
        raise MalformedAction("`ability` is the index of a 【主階段啟動】 ability of the card",
                              key="altcg.refusal.ability_index")
    if effect.once_per_turn and index in state.cards[uid].used:
        raise refuse("this ability was already used this turn", "602.5", key="altcg.refusal.once_per_turn")
    if not state.while_holds(action.actor, effect.while_):
        raise refuse("this ability works only " + str(effect.while_).replace("_", " "), "304.4b",
                     key="altcg.refusal.only_while", params={"while": str(effect.while_)})
    problem = fx.cost_problem(state, action.actor, uid, effect,
                              _uids(state, action, "pay") if "pay" in action.args else None)
    if problem:
        raise refuse_problem(problem)


def _check_attack(state: AltState, action: Action) -> None:
    unit, target = _uid(state, action, "unit"), _uid(state, action, "target")
    card = state.cards[unit]
    if state.turn == 1 and state.active == state.first:
        raise refuse("the start player cannot attack in their first turn", "505.1a",
                     key="altcg.refusal.first_turn_attack")
    if card.owner != action.actor or not state.on_field(unit):
        raise refuse("attack with your flagship or a ship on your field", "505.1",
                     key="altcg.refusal.attack_own")
    if card.rested:
        raise refuse("a rested card cannot attack", "505.1", key="altcg.refusal.rested_attacker")
    if not flow.can_attack(state, unit):
        raise refuse("a ship attacks only if it was on your field since the turn began, or has "
                     "【速攻】", "505.1", key="altcg.refusal.new_ship_attack")
    problem = flow.target_problem(state, unit, target)
    if problem:
        raise refuse_problem(problem)


def supported(state: AltState) -> int:
    battle = state.battle
    assert battle is not None
    return battle.attacker if state.step == "attack" else battle.target


def support_problem(state: AltState, player: str, uid: int) -> Problem | None:
    card = state.cards[uid]
    definition = state.definition(uid)
    window = "505.5" if player == state.active else "506.1a"
    target = supported(state)
    if card.owner != player:
        return Problem("support with your own card", window, key="altcg.refusal.support_own", params={})
    if card.zone == "hand":
        if definition.type != "ship" or definition.filler or definition.support is None \
                or not definition.support.reaches("hand"):
            return Problem("from the hand only a ship with support range 「手牌」 supports", "505.5b",
                           key="altcg.refusal.support_hand_range", params={})
        return None
    if not state.on_field(uid) or uid == target:
        return Problem("support from your hand or from another card on your field", window,
                       key="altcg.refusal.support_from", params={})
    if definition.support is None or not definition.support.reaches("field"):
        return Problem("from the field only a card with support range 「戰場」 supports", "505.5a",
                       key="altcg.refusal.support_field_range", params={})
    if card.rested:
        return Problem("a field supporter rests to support: it must be active", "505.5a",
                       key="altcg.refusal.support_rested", params={})
    if state.cards[target].slot not in flow.support_slots(card.slot or ""):
        return Problem("a field supporter must be next to the supported card (up, down, left, right)",
                       "505.5a", key="altcg.refusal.support_adjacent", params={})
    return None


def _check_support(state: AltState, action: Action) -> None:
    uid = _uid(state, action)
    problem = support_problem(state, action.actor, uid)
    if problem:
        raise refuse_problem(problem)


def _check_nothing(state: AltState, action: Action) -> None:
    return


def _check_deploy(state: AltState, action: Action) -> None:
    """An ability's 「將手牌的1張…艦船卡登場」 (302.1a): one of the offered ships, at an offered slot."""
    if action.get("card") not in state.prompt.options:
        raise refuse("that is not one of the legal choices", "103.4c", key="altcg.refusal.not_a_choice")
    slot = _slot(state, action, action.actor)
    if slot not in state.prompt.data["slots"]:  # 「登場於未被放置卡牌的己方戰場」: a slot with no card
        raise refuse(f"the ability puts the ship on a slot with no card; {slot} has one", "403.3",
                     key="altcg.refusal.slot_taken", params={"slot": slot})


def _check_comeback(state: AltState, action: Action) -> None:
    if not _bool(action, "use"):
        return
    uid = state.prompt.options[0]
    card = state.definition(uid)
    if card.type == "ship":
        _slot(state, action, action.actor)
    elif not card.effects_at("event"):
        raise refuse("this card has no effect to use", "601.2", key="altcg.refusal.no_effect")


def _check_choose(state: AltState, action: Action) -> None:
    prompt = state.prompt
    if prompt.kind == "place":  # 401: the top or the bottom of the deck, nothing else
        if action.get("place") not in PLACES:
            raise refuse("the card goes on the top or the bottom of your deck (`place: top` or `bottom`)",
                         "401", key="altcg.refusal.place")
        return
    if prompt.kind == "trigger_order":
        uid = _uid(state, action)
        if _order_pick(state, uid, action.get("ability")) is None:
            raise refuse("choose one of your waiting abilities", "304.2b", key="altcg.refusal.choose_waiting")
        return
    if "n" in prompt.data:
        cards = _uids(state, action, "cards")
        n = prompt.data["n"]
        wrong_size = len(cards) > n if prompt.data.get("up_to") else len(cards) != n  # 「最多」: up to n
        if wrong_size or len(set(cards)) != len(cards) or any(u not in prompt.options for u in cards):
            if prompt.data.get("up_to"):  # 「最多N張」 (a search)
                raise refuse(f"choose at most {n} of the cards offered", "103.4c",
                             key="altcg.refusal.choose_up_to", params={"n": n})
            raise refuse(f"choose exactly {prompt.data['n']} card(s) of your hand", "103.4c",
                         key="altcg.refusal.choose_n", params={"n": prompt.data["n"]})
        return
    uid = _uid(state, action)
    if uid not in prompt.options:
        raise refuse("that is not one of the legal choices", "103.4c", key="altcg.refusal.not_a_choice")


def _order_pick(state: AltState, uid: int, ability: Any) -> Pending | None:
    for pending in state.waiting:
        if pending.seq in state.prompt.options and pending.source == uid and \
                (ability is None or ability == pending.effect):
            return pending
    return None


def _check_decline(state: AltState, action: Action) -> None:
    if not state.prompt.data.get("may"):
        raise refuse("only a 「可以…」 ability may be declined", "303.3a", key="altcg.refusal.decline_may")


def _field_target(state: AltState, action: Action, name: str = "target") -> int:
    uid = _uid(state, action, name)
    if not state.on_field(uid):
        raise refuse("an ability affects only cards on the field unless it says otherwise", "403.4",
                     key="altcg.refusal.field_only")
    return uid


def _check_manual(state: AltState, action: Action) -> None:
    kind = action.kind
    if kind == "draw":
        n = action.get("n", 1)
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 10:
            raise MalformedAction("`n` is 1 to 10", key="altcg.refusal.draw_n")
    elif kind == "discard":
        cards = _uids(state, action, "cards")
        if not cards or any(state.cards[u].zone != "hand" or state.cards[u].owner != action.actor
                            for u in cards):
            raise refuse("discard cards of your own hand", "313.3a", key="altcg.refusal.discard_own")
    elif kind == "power":
        _field_target(state, action)
        n = action.get("n")
        if isinstance(n, bool) or not isinstance(n, int) or not n or abs(n) > 99999:
            raise MalformedAction("`n` is the power change, e.g. 1000 or -2000", key="altcg.refusal.power_n")
        if action.get("until", "turn") not in ("battle", "turn", "permanent"):
            raise MalformedAction("`until` is battle, turn or permanent", key="altcg.refusal.until")
    elif kind in ("rest", "set_active"):
        _field_target(state, action)
    elif kind == "destroy":
        uid = _field_target(state, action)
        if state.is_flagship(uid):
            raise refuse("only ships are destroyed", "313.6a", key="altcg.refusal.destroy_ship")
    elif kind == "move":
        uid = _uid(state, action)
        card = state.cards[uid]
        if action.get("to") not in MOVE_TO:
            raise MalformedAction("`to` is hand, deck_top, deck_bottom or trash", key="altcg.refusal.move_to")
        if card.zone == "field" and (state.is_flagship(uid) or not state.on_field(uid)):
            raise refuse("a flagship never leaves the field", "204.3", key="altcg.refusal.flagship_stays")
        if card.zone != "field" and not (card.owner == action.actor and card.zone in ("hand", "trash")):
            raise refuse("move a card on the field, or of your own hand or trash", "403.4",
                         key="altcg.refusal.move_whose")
    elif kind == "look":  # 313.7a: only its player sees them
        n = action.get("n")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 10:
            raise MalformedAction("`n` is 1 to 10", key="altcg.refusal.draw_n")
    elif kind in ("reveal", "search"):  # 313.8a reveal a card of your hand; search your deck, then 313.4a
        card = state.cards[_uid(state, action)]
        if kind == "reveal" and (card.zone != "hand" or card.owner != action.actor):
            raise refuse("reveal a card of your own hand", "313.8a", key="altcg.refusal.reveal_own")
        if kind == "search" and (card.zone != "deck" or card.owner != action.actor):
            raise refuse("search takes a card of your own deck", "313.4a", key="altcg.refusal.search_own")
    elif kind == "awaken":
        flag = state.flagship[action.actor]
        if state.cards[flag].awakened or state.cards[flag].number not in state.pool.backs:
            raise refuse("your flagship has no back side left to turn", "602.2", key="altcg.refusal.no_back")


CHECKS = {
    "choose_order": _check_choose_order, "mulligan": _check_mulligan, "play": _check_play,
    "retrofit": _check_retrofit, "activate": _check_activate, "end_main": _check_nothing,
    "attack": _check_attack, "end_battle": _check_nothing, "support": _check_support,
    "pass": _check_nothing, "comeback": _check_comeback, "choose": _check_choose, "deploy": _check_deploy,
    "resolve": _check_nothing, "decline": _check_decline, **dict.fromkeys(MANUAL, _check_manual),
}


# --- apply -----------------------------------------------------------------------------------


def apply(state: AltState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:
        fixes.apply(state, action)
        flow.advance(state)
        return
    if action.kind == "concede":
        say(state, f"{action.actor} concedes (102.3a)", key="altcg.event.concedes",
            params={"player": action.actor})
        flow.end_game(state, [action.actor])
        return
    prompt = state.prompt
    assert prompt is not None
    state.prompt = None  # answered; advance asks again while an ability is still resolving
    if prompt.kind == "effect" and prompt.data.get("manual") and action.kind in ALLOWED["effect"]:
        _log_by_hand(state, action)
    APPLY[action.kind](state, action, prompt)
    flow.advance(state)


def _apply_choose_order(state: AltState, action: Action, prompt: Prompt) -> None:
    flow.choose_first(state, action.actor, action.get("first"))


def _apply_mulligan(state: AltState, action: Action, prompt: Prompt) -> None:
    flow.mulligan(state, action.actor, action.get("redraw"))


enter = fx.enter


def _apply_play(state: AltState, action: Action, prompt: Prompt) -> None:
    uid, player = action.get("card"), action.actor
    card = state.definition(uid)
    use = _play_use(card, prompt.kind)
    found = play_effect(card, use) if use != "ship" else None
    fx.pay_cubes(state, player, play_cost(card, found[1] if found else None, use), action.get("down"))
    if use == "ship":
        enter(state, uid, player, action.get("slot"))
        return
    assert found is not None
    index, effect = found
    pay = action.get("pay")
    say(state, f"{player} uses {label(state, uid)} ({use})", key="altcg.event.uses",
        params={"player": player, "card": label(state, uid), "use": use})
    if card.type == "event":
        state.move(uid, "trash")  # 302.1c
    fx.pay_cost(state, player, uid, effect.model_copy(
        update={"cost": [s for s in effect.cost or () if s.verb != "cubes"]}), pay)
    start(state, player, uid, index, effect.timing, action.get("slot", "") if enters_itself(effect) else "")


def start(state: AltState, player: str, uid: int, index: int, kind: str, slot: str = "") -> None:
    card = state.cards[uid]
    state.seq += 1
    state.resolving = Pending(player, uid, card.inc, card.number, index, kind, back=card.awakened,
                              started=True, seq=state.seq, slot=slot)


def _apply_retrofit(state: AltState, action: Action, prompt: Prompt) -> None:
    """601.8, 601.8a, 408.4: the new ship goes on top of the named ship, its stack under it."""
    uid, onto, player = action.get("card"), action.get("onto"), action.actor
    target = state.cards[onto]
    slot = action.get("slot", target.slot)
    fx.pay_cubes(state, player, state.definition(uid).retrofit["cost"], action.get("down"))
    stack = [onto, *target.under]
    state.remove(onto)
    target.inc, target.slot, target.rested, target.mods, target.used, target.under = \
        target.inc + 1, None, False, (), (), ()
    occupant = state.at(player, slot)
    if occupant is not None:
        state.move(occupant, "trash")
    state.place(uid, player, slot)
    state.cards[uid].under = stack
    say(state, f"{player} retrofits {label(state, onto)} into {label(state, uid)} at {slot} (601.8)",
        key="altcg.event.retrofits",
        params={"player": player, "onto": label(state, onto), "card": label(state, uid), "slot": slot})
    fx.fire(state, uid, "on_enter", via="retrofit")


def _apply_activate(state: AltState, action: Action, prompt: Prompt) -> None:
    uid = action.get("card")
    effects = state.definition(uid).effects_at("activate_main")
    index = action.get("ability", effects[0][0])
    effect = dict(effects)[index]
    if effect.once_per_turn:
        state.cards[uid].mark_used(index)
    say(state, f"{action.actor} activates {label(state, uid)}", key="altcg.event.activates",
        params={"player": action.actor, "card": label(state, uid)})
    fx.pay_cost(state, action.actor, uid, effect, action.get("pay"))
    start(state, action.actor, uid, index, "activate_main")


def _apply_end_main(state: AltState, action: Action, prompt: Prompt) -> None:
    flow.end_main(state)


def _apply_attack(state: AltState, action: Action, prompt: Prompt) -> None:
    flow.declare_attack(state, action.get("unit"), action.get("target"))


def _apply_end_battle(state: AltState, action: Action, prompt: Prompt) -> None:
    say(state, f"{action.actor} ends the battle phase (508.4)", key="altcg.event.ends_battle",
        params={"player": action.actor})
    flow._go(state, "end")


def _apply_support(state: AltState, action: Action, prompt: Prompt) -> None:
    """505.5a/505.5b: rest the field supporter or discard the hand one; the supported card
    gets the support value until 508.3; 【支援時】/【被支援時】 (505.6)."""
    uid = action.get("card")
    target = supported(state)
    value = state.support_value(uid)  # 208.3, where it supports from (「戰場上的此卡支援+N」)
    from_field = state.cards[uid].zone != "hand"
    if not from_field:
        state.move(uid, "trash")
    else:
        fx.set_rested(state, uid, True)
        assert state.battle is not None
        state.battle.supporters.append((uid, state.cards[uid].inc))
    state.cards[target].add_mod(Mod(value, "battle"))
    say(state, f"{label(state, uid)} supports {label(state, target)}: power +{value}",
        key="altcg.event.supports",
        params={"card": label(state, uid), "target": label(state, target), "value": value})
    fx.fire(state, uid, "on_support")
    if from_field:
        fx.fire(state, uid, "on_field_support")  # 「戰場上的此卡發起支援時」
    fx.fire(state, target, "on_supported")


def _apply_pass(state: AltState, action: Action, prompt: Prompt) -> None:
    state.step = "defense" if state.step == "attack" else "battle"


def _apply_deploy(state: AltState, action: Action, prompt: Prompt) -> None:
    state.prompt = prompt
    fx.deploy(state, action.get("card"), action.get("slot"))


def _apply_comeback(state: AltState, action: Action, prompt: Prompt) -> None:
    """601.2, 508.1a, 302.1d: the durability card is used free instead of kept in hand."""
    uid = prompt.options[0]
    if not action.get("use"):
        say(state, f"{action.actor} keeps the card in hand", key="altcg.event.keeps_card",
            params={"player": action.actor})
        return
    card = state.definition(uid)
    say(state, f"{action.actor} reveals {label(state, uid)}: 【絕地反擊】 (601.2)",
        key="altcg.event.comeback", params={"player": action.actor, "card": label(state, uid)})
    if card.type == "ship":
        enter(state, uid, action.actor, action.get("slot"))
    else:
        state.move(uid, "trash")
        index, _ = card.effects_at("event")[0]
        start(state, action.actor, uid, index, "event")


def _apply_choose(state: AltState, action: Action, prompt: Prompt) -> None:
    if prompt.kind == "trigger_order":
        state.prompt = prompt  # _order_pick reads the options
        pending = _order_pick(state, action.get("card"), action.get("ability"))
        assert pending is not None
        fx.choose_order(state, pending.seq)
        return
    state.prompt = prompt
    if prompt.kind == "place":  # 401: where the chosen hand card goes
        fx.put_on_deck(state, action.get("place"))
        return
    fx.choose(state, action.get("cards") if "n" in prompt.data else [action.get("card")])


def _apply_resolve(state: AltState, action: Action, prompt: Prompt) -> None:
    if prompt.data.get("may"):
        fx.accept(state, True)
    else:
        fx.finish(state)  # a hand-resolved ability is done


def _apply_decline(state: AltState, action: Action, prompt: Prompt) -> None:
    fx.accept(state, False)


# ALTCG's own by-hand actions (besides the shared ones of core/effects/by_hand.py), for the log.
OWN = {
    "discard": shared.ByHandAction("discard", "discard cards (313.3a)", words="discard {n} cards"),
    "awaken": shared.ByHandAction("awaken", "awaken your flagship (602.2)",
                                  words="{player}'s flagship awakens"),
}


def _log_by_hand(state: AltState, action: Action) -> None:
    """Issue 29 §3: "<player> resolves <card>'s effect by hand: <what>", for everyone; a card
    moved out of a hand or into a hand or deck is named to its player only."""
    kind, a, player = action.kind, action.args, action.actor
    params: dict[str, Any] = {}
    secret: dict[str, Any] | None = None
    if kind == "draw":
        params = {"n": a.get("n", 1)}
    elif kind == "discard":
        params = {"n": len(a["cards"])}
    elif kind == "power":
        kind, params = "modify", {"target": label(state, a["target"]), "stat": "power", "n": a["n"],
                                  "until": a.get("until", "turn")}
    elif kind in ("rest", "set_active", "destroy"):
        params = {"target": label(state, a["target"])}
    elif kind == "look":
        top = state.zone(player, "deck")[:a["n"]]
        params, secret = {"n": len(top)}, {"cards": [label(state, u) for u in top]}
    elif kind == "reveal":
        params = {"card": label(state, a["card"])}
    elif kind == "search":
        secret = {"card": label(state, a["card"])}
    elif kind == "move":
        card = state.cards[a["card"]]
        params = {"to": a["to"]}
        if card.zone != "field" and (a["to"] != "trash" or card.zone == "hand"):
            secret = {"card": label(state, a["card"])}
        else:
            params["card"] = label(state, a["card"])
    pending = state.resolving
    source = label(state, pending.source) if pending is not None else "?"
    spec = OWN.get(kind)
    state.events.append(shared.event(player, source, kind, params, secret=secret, spec=spec,
                                     key=f"altcg.event.by_hand_{kind}" if spec else ""))


def _apply_manual(state: AltState, action: Action, prompt: Prompt) -> None:
    kind, player = action.kind, action.actor
    if kind == "draw":
        fx.draw(state, player, action.get("n", 1))
    elif kind == "discard":
        for uid in action.get("cards"):
            state.move(uid, "trash")
        say(state, f"{player} discards {len(action.get('cards'))} card(s)", key="altcg.event.discards",
            params={"player": player, "n": len(action.get("cards"))})
    elif kind == "power":
        state.cards[action.get("target")].add_mod(Mod(action.get("n"), action.get("until", "turn")))
        say(state, f"{label(state, action.get('target'))} power {action.get('n'):+d}",
            key="altcg.event.power",
            params={"target": label(state, action.get("target")), "n": action.get("n")})
    elif kind == "rest":
        fx.set_rested(state, action.get("target"), True)
    elif kind == "set_active":
        fx.set_rested(state, action.get("target"), False)
    elif kind == "destroy":
        fx.destroy(state, action.get("target"))
    elif kind == "move":
        uid, to = action.get("card"), action.get("to")
        hidden = to != "trash" or state.cards[uid].zone == "hand"
        name = "a card" if hidden and state.cards[uid].zone != "field" else label(state, uid)
        state.move(uid, "deck" if to.startswith("deck") else to, top=to == "deck_top")
        # a hidden card is not named in the line's arguments either
        say(state, f"{player} moves {name} to {to.replace('_', ' ')}", key="altcg.event.moves",
            params={"player": player, "hidden": name == "a card", "card": "" if name == "a card" else name,
                    "to": to})
    elif kind == "search":  # into the hand, then the deck is shuffled (313.4a); the log says which
        state.move(action.get("card"), "hand")
        flow.shuffle_deck(state, player)
    elif kind == "awaken":
        flag = state.flagship[player]
        state.cards[flag].awakened = True
        say(state, f"{player}'s flagship awakens (602.2)", key="altcg.event.awakens",
            params={"player": player})


APPLY = {
    "choose_order": _apply_choose_order, "mulligan": _apply_mulligan, "play": _apply_play,
    "retrofit": _apply_retrofit, "activate": _apply_activate, "end_main": _apply_end_main,
    "attack": _apply_attack, "end_battle": _apply_end_battle, "support": _apply_support,
    "pass": _apply_pass, "comeback": _apply_comeback, "choose": _apply_choose,
    "deploy": _apply_deploy,
    "resolve": _apply_resolve, "decline": _apply_decline, **dict.fromkeys(MANUAL, _apply_manual),
}


# --- legal actions ---------------------------------------------------------------------------


def legal_actions(state: AltState, player: str) -> list[Action]:
    if state.over:
        return []
    out: list[Action] = []
    prompt = state.prompt
    if prompt is not None and prompt.player == player:
        for kind, args in _candidates(state, player):
            action = Action(player, kind, args)
            try:
                check(state, action)
            except IllegalAction:
                continue
            out.append(action)
    out.append(Action(player, "concede", {}))
    return out


def nothing_playable_in_public(state: AltState, player: str) -> bool:
    """Whether the public table alone proves that `player`, in a support or defense window,
    could use no card from a hand: then passing for them reveals nothing about their hand
    (the bot's auto-pass, docs/play.md). Never reads the hand: every card of the match's
    pool counts as possibly in hand. A ship with support range 「手牌」 supports from the
    hand at no cost (505.5b): a pool holding one is never proof. A 【反制】 (defense step,
    506.1b) or 【追擊】 (after an attack, 503.1) card counts when its cost (601.3b) is within
    the active cubes (303.2). Field supporters are public: in the legal actions already."""
    prompt = state.prompt
    if state.over or prompt is None or prompt.player != player or prompt.kind not in ("support", "defense"):
        return False
    word = "counter" if prompt.kind == "defense" else "pursuit"
    cubes = state.cubes[player]
    for card in state.pool.cards.values():
        if card.filler:
            continue
        if card.type == "ship" and card.support is not None and card.support.reaches("hand"):
            return False
        if card.has(word):
            found = play_effect(card, word)
            if play_cost(card, found[1] if found else None, word) <= cubes.up + cubes.down:
                return False
    return True


def _distinct(state: AltState, uids: list[int]) -> list[int]:
    seen: set[str] = set()
    out = []
    for uid in uids:
        number = state.cards[uid].number
        if number not in seen:
            seen.add(number)
            out.append(uid)
    return out


def _candidates(state: AltState, player: str):
    prompt = state.prompt
    kind = prompt.kind
    if kind == "first_player":
        yield "choose_order", {"first": True}
        yield "choose_order", {"first": False}
    elif kind == "mulligan":
        yield "mulligan", {"redraw": False}
        yield "mulligan", {"redraw": True}
    elif kind == "main":
        yield from _main_candidates(state, player)
        yield "end_main", {}
    elif kind == "attack":
        for unit, target in flow.attacks(state):
            yield "attack", {"unit": unit, "target": target}
        yield "end_battle", {}
    elif kind in ("support", "defense"):
        for uid in [*state.zone(player, "field"), *_distinct(state, state.zone(player, "hand"))]:
            if support_problem(state, player, uid) is None:
                yield "support", {"card": uid}
        word = "counter" if kind == "defense" else "pursuit"
        for uid in _distinct(state, state.zone(player, "hand")):
            if state.definition(uid).has(word):
                found = play_effect(state.definition(uid), word)
                if found is not None and enters_itself(found[1]):
                    flag = state.cards[state.flagship[player]].slot
                    for slot in SLOTS:
                        if slot != flag:
                            yield "play", {"card": uid, "slot": slot}
                else:
                    yield "play", {"card": uid}
        yield "pass", {}
    elif kind == "comeback":
        uid = prompt.options[0]
        if state.definition(uid).type == "ship":
            for slot in SLOTS:
                yield "comeback", {"use": True, "slot": slot}
        else:
            yield "comeback", {"use": True}
        yield "comeback", {"use": False}
    elif kind == "deploy":
        for uid in prompt.options:
            for slot in prompt.data["slots"]:
                yield "deploy", {"card": uid, "slot": slot}
    elif kind == "trigger_order":
        for pending in state.waiting:
            if pending.seq in prompt.options:
                yield "choose", {"card": pending.source, "ability": pending.effect}
    elif kind == "place":  # 401
        for where in PLACES:
            yield "choose", {"place": where}
    elif kind == "choose":
        if "n" in prompt.data:
            sizes = range(prompt.data["n"], -1, -1) if prompt.data.get("up_to") else (prompt.data["n"],)
            for size in sizes:  # 「最多N張」: any number up to N, none included
                for combo in list(combinations(prompt.options, size))[:MAX_CHOICES]:
                    yield "choose", {"cards": list(combo)}
        else:
            for uid in prompt.options:
                yield "choose", {"card": uid}
    elif kind == "effect":
        yield "resolve", {}
        if prompt.data.get("may"):
            yield "decline", {}
        else:
            yield from _manual_candidates(state, player)


def _main_candidates(state: AltState, player: str):
    hand = _distinct(state, state.zone(player, "hand"))
    flag_slot = state.cards[state.flagship[player]].slot
    cubes = state.cubes[player]
    affordable = cubes.up + cubes.down
    for uid in hand:
        card = state.definition(uid)
        if (card.cost or 0) > affordable and card.retrofit is None:
            continue  # 303.2: check() would refuse every slot; skipping it only saves time
        if card.type == "ship":
            for slot in SLOTS:
                if slot != flag_slot:
                    yield "play", {"card": uid, "slot": slot}
            retrofit = card.retrofit
            if retrofit:
                for onto in state.ships(player):
                    if retrofit["onto"] in state.definition(onto).names_counted:
                        yield "retrofit", {"card": uid, "onto": onto}
        elif card.type == "event":
            found = play_effect(card, "event")
            if found and any(s.verb in ("discard", "bottom") for s in found[1].cost or ()):
                paid = next(s for s in found[1].cost or () if s.verb in ("discard", "bottom"))
                for combo in list(combinations(fx.payable(state, player, uid, paid), paid.discard or 1))[:4]:
                    yield "play", {"card": uid, "pay": list(combo)}
            else:
                yield "play", {"card": uid}
    for uid in state.zone(player, "field"):
        for index in activatable(state, player, uid):
            effect = state.definition(uid).effects[index]
            if any(s.verb in ("discard", "bottom") for s in effect.cost or ()):  # bottom: one ship (401)
                paid = next(s for s in effect.cost or () if s.verb in ("discard", "bottom"))
                for combo in list(combinations(fx.payable(state, player, uid, paid), paid.discard or 1))[:4]:
                    yield "activate", {"card": uid, "ability": index, "pay": list(combo)}
            else:
                yield "activate", {"card": uid, "ability": index}


def _manual_candidates(state: AltState, player: str):
    yield "draw", {"n": 1}
    for uid in state.zone(player, "hand")[:3]:
        yield "discard", {"cards": [uid]}
    for p in state.players:
        for uid in state.zone(p, "field"):
            yield "power", {"target": uid, "n": 1000, "until": "turn"}
            yield "rest", {"target": uid}
            yield "set_active", {"target": uid}
            if not state.is_flagship(uid):
                yield "destroy", {"target": uid}
    yield "awaken", {}
