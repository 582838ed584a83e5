"""Legal actions, checks (refusals cite their clause) and applying them (contracts/nexa.md
"Actions")."""

from __future__ import annotations

import itertools
from typing import Any

from ...core.actions import Action
from ...core.errors import IllegalAction, MalformedAction
from . import battle, by_hand, fixes, flow, triggers
from .battle import label, say
from .cards import Card, Need
from .costs import auto_pay, check_pay, roll_g
from .effects import (
    acts_on_nothing,
    aimed,
    already_has,
    condition_holds,
    finish_hand_discard,
    place_looked,
    refit_ok,
    share_options,
    split_targets,
    step_candidates,
    step_fits,
    take_looked,
    target_choices,
    text_need,
    timing_fits,
    unique_blocked,
    untargetable,
)
from .state import AREAS, HAND_LIMIT, CutItem, NexaState, off_turn_numbers, text_numbers

PLAYER_KINDS = {"mulligan", "play", "activate", "sortie", "pass", "discard", "choose", "concede"}
MAX_ORDER_OPTIONS = 24
MAX_DISCARD_OPTIONS = 40
# Effect actions, `resolve` and `decline` answer an effect applied by hand (by_hand.py).
PLAYER_KINDS |= set(by_hand.KINDS)
# The actions that answer each prompt.
ANSWERS = {"redraw": {"mulligan"}, "free": {"pass", "play", "activate"},
           "cut_in": {"pass", "play", "activate"}, "sortie": {"sortie"}, "discard": {"discard"},
           "hand_discard": {"discard"}, "order": {"choose"}, "target": {"choose"}, "search": {"choose"},
           "look_place": {"choose"}, "look_take": {"choose"}, "effect": set(by_hand.KINDS)}
LOOK_PLACES = ("top", "bottom")  # 「自軍本国の上か下に移す」 (D-2)


def _uid(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"`{name}` must be a card id",
                              key="nexa.refusal.card_id_expected", params={"arg": name})
    return value


# --- legal actions ---------------------------------------------------------------------


def legal_actions(state: NexaState, player: str) -> list[Action]:
    if state.over:
        return []
    out: list[Action] = []
    prompt = state.prompt
    if prompt is not None and prompt.player == player:
        if prompt.kind == "redraw":
            out += [Action(player, "mulligan", {"redraw": again}) for again in (False, True)]
        elif prompt.kind in ("free", "cut_in"):
            out.append(Action(player, "pass"))
            out += _plays(state, player)
        elif prompt.kind == "sortie":
            out += _sorties(state, player)
        elif prompt.kind in ("discard", "hand_discard"):
            hand = sorted(state.zone(player, "hand"))
            for combo in itertools.islice(itertools.combinations(hand, prompt.data["count"]),
                                          MAX_DISCARD_OPTIONS):
                out.append(Action(player, "discard", {"cards": list(combo)}))
        elif prompt.kind == "effect":
            out += by_hand.candidates(state, player)
        elif prompt.kind == "search":  # D-112: a card number with the trait, or none
            out += [Action(player, "choose", {"number": number})
                    for number in [*share_options(state, player, prompt.data["trait"]), None]]
        elif prompt.kind == "look_place":  # D-2: the card looked at back on top or to the bottom
            out += [Action(player, "choose", {"place": place}) for place in LOOK_PLACES]
        elif prompt.kind == "look_take":  # D-2: one of the looked cards, by its position from the top
            out += [Action(player, "choose", {"position": position})
                    for position in range(1, len(prompt.data["looked_cards"]) + 1)]
        elif prompt.kind == "target":  # D-30: the targets of an automatic text
            out += [Action(player, "choose", {"cards": cards}) for cards in triggers.target_options(state)]
        elif prompt.kind == "order":  # D-40: every order of the waiting automatic texts
            orders = dict.fromkeys(itertools.islice(itertools.permutations(prompt.data["items"]),
                                                    MAX_ORDER_OPTIONS * 4))
            out += [Action(player, "choose", {"order": list(o)})
                    for o in itertools.islice(orders, MAX_ORDER_OPTIONS)]
    out.append(Action(player, "concede"))
    return out


def _plays(state: NexaState, player: str) -> list[Action]:
    out: list[Action] = []
    numbers: set[str] = set()
    own_deploy = state.phase == "deploy" and state.active == player and not state.cut
    may_play_g = own_deploy and not state.flags[player].g_played
    definitions = state.pool.cards
    cards = state.cards
    # Out of the own deploy phase most hand cards cannot be played at all (D-48): only the
    # pool's commands, ACE and クイック cards are looked at (`_may_play` decides them).
    only = None if own_deploy else off_turn_numbers(state.pool)
    power = -1  # counted once, when a card needs it (the same for every card)
    zones = state.zones[player]
    for uid in zones["hand"] + zones["hangar"]:
        number = cards[uid].number
        if number in numbers or (only is not None and number not in only):
            continue  # identical copies are listed once; any copy is accepted
        numbers.add(number)
        d = definitions[number]
        if power < 0:
            power = state.power(player)
        as_g = may_play_g and d.g_sign is not None
        as_card = _may_play(state, player, d, power, own_deploy)
        if as_g or as_card:
            out += [Action(player, "play", a) for a in _play_options(state, player, uid, as_g, as_card)]
    if state.phase == "battle" and state.step == "damage" and (-1, -1) not in state.flags[player].used:
        for uid in zones["g"]:  # B7-11: the guard system, once per turn per player
            if state.definition(uid).guard:
                for area in AREAS:
                    for side in ("own", "enemy"):
                        args = {"card": uid, "effect": "guard", "area": area, "side": side}
                        if _ok(lambda a=args: check_guard(state, player, a)):
                            out.append(Action(player, "activate", args))
    used = state.flags[player].used
    with_texts = text_numbers(state.pool)
    for uid in state.on_field(player, g=False):  # a G's texts are not played (B7-3)
        if not cards[uid].gained and cards[uid].number not in with_texts:
            continue
        texts = state.effects(uid)  # printed and gained (D-114)
        for index, effect in enumerate(texts):
            # cheap filters first, as for plays: a text that is never played, not at this
            # timing, or already played this turn (B10-7) has no action (`check_activate`
            # still decides every one that passes)
            if effect.timing in ("continuous", "static", "trigger") or \
                    (not effect.repeat and (uid, index) in used) or \
                    not timing_fits(state, player, effect.timing) or \
                    not condition_holds(state, effect, uid):
                continue
            base = {"card": uid, "effect": index}
            # B10-7: an A / B cost is one action per way to pay (a way nobody can pay is
            # dropped before its targets are enumerated)
            ways = [way for way in ([{"cost": 0}, {"cost": 1}] if is_either(effect.cost) else [{}])
                    if _payable(state, player, text_need(effect, way.get("cost"))[0])]
            if not ways:
                continue
            if texts[index].keyword == "refit":  # D-111: one action per unit to reveal
                trait = texts[index].script[0].refit or ""
                ways = [{"reveal": u} for u in state.zone(player, "hand") + state.zone(player, "hangar")
                        if refit_ok(state, player, trait, u)]
            if texts[index].keyword == "cross_weapon":  # D-114: one action per text to copy
                ways = [{"copy": n} for n in range(len(state.definition(uid).copyable))]
            for targets in _target_sets(state, player, texts[index].script, uid):
                for way in ways:
                    args = dict(base, **way, **({"targets": targets} if targets else {}))
                    if _ok(lambda a=args: check_activate(state, player, a)):
                        out.append(Action(player, "activate", args))
    return out


def nothing_playable_in_public(state: NexaState, player: str) -> bool:
    """Whether the public table alone proves that `player`, at their free timing or cut-in,
    could play no card from a hand and activate no text: then passing for them reveals
    nothing about their hand (the bot's auto-pass, docs/play.md). Never reads the hand or
    the deck: every card of the match's pool counts as possibly in hand, judged by the
    same public filters as `_plays` — D-48-1 (a G in the own deploy phase), D-48 (the
    timing), B7-4 ① (合計国力 ≤ the 国力 of the standing G) and B7-4 ② / B7-5 / B7-6 (the
    roll cost, from the public G zone). Cards in play and in the hangar are public: their
    plays and texts are in the legal actions already; a text that passes the cheap filters
    counts as playable (its targets may be a hand card, D-111). Conservative: True only
    when none of the pool's cards passes."""
    prompt = state.prompt
    if state.over or prompt is None or prompt.player != player or prompt.kind not in ("free", "cut_in"):
        return False
    own_deploy = state.phase == "deploy" and state.active == player and not state.cut
    definitions = state.pool.cards
    if own_deploy and not state.flags[player].g_played and \
            any(d.g_sign is not None for d in definitions.values()):
        return False  # D-48-1: a hand card may be played as a G
    power = state.power(player)
    for d in definitions.values():
        if _may_play(state, player, d, power, own_deploy) and d.cost is not None \
                and _payable(state, player, d.cost.need):
            return False
    used = state.flags[player].used
    for uid in state.on_field(player, g=False):
        for index, effect in enumerate(state.effects(uid)):
            if effect.timing in ("continuous", "static", "trigger") or \
                    (not effect.repeat and (uid, index) in used) or \
                    not timing_fits(state, player, effect.timing) or \
                    not condition_holds(state, effect, uid):
                continue
            ways = [0, 1] if is_either(effect.cost) else [None]
            if any(_payable(state, player, text_need(effect, way)[0]) for way in ways):
                return False
    return True


def _ok(fn: Any) -> bool:
    try:
        fn()
    except IllegalAction:
        return False
    return True


def _payable(state: NexaState, player: str, need: Need) -> bool:
    """Whether `check_pay` accepts `need` with no `pay` named (as every listed action): the
    same test, made once per card or text before its targets are enumerated (B7-4, B10-7)."""
    return auto_pay(state, player, need) is not None


def _target_sets(state: NexaState, player: str, script: list, source: int | None = None) -> list[list[int]]:
    steps = aimed(script)
    if not steps:
        return [[]]
    return target_choices(state, player, steps, source)  # 「１～２枚」: each set of a printed size (D-30)


def _may_play(state: NexaState, player: str, d: Card, power: int, own_deploy: bool) -> bool:
    """The cheap filters of a play (not as a G): the 合計国力 of `B7-4` and the timing of
    `D-48`; `check_play` decides every play that passes them."""
    if d.type == "graphic" or d.cost is None or d.cost.total > power:
        return False
    if d.has("quick"):
        return True
    if d.type == "command":
        return timing_fits(state, player, d.timing or "always")
    if d.type == "ace":
        return state.phase == "deploy" and not state.cut and not state.flags[player].ace_played
    return own_deploy or d.type not in ("unit", "character", "operation")


def _play_options(state: NexaState, player: str, uid: int, as_g: bool, as_card: bool) -> list[dict]:
    """The plays of one hand card that passed the cheap filters (`as_g`: it may be played as
    a G now, D-48-1; `as_card`: `_may_play`), each decided by `check_play`."""
    d = state.definition(uid)
    out: list[dict] = []
    if as_g and _ok(lambda: check_play(state, player, {"card": uid, "as": "g"})):
        out.append({"card": uid, "as": "g"})
    if not as_card:
        return out
    assert d.cost is not None  # `_may_play`
    if not _payable(state, player, d.cost.need):
        return out  # no target makes an unpayable card playable: none are enumerated
    if d.type == "character":
        options = [[u] for u in state.units_of(player)]
        if d.has("stay"):  # D-118: or set in the own deploy area itself
            options.append([])
    elif d.type == "operation" and d.set_on is not None:
        options = [[u] for u in flow.set_hosts(state, d)]
        if d.has("stay"):  # D-118: or set in the own deploy area itself
            options.append([])
    elif d.type == "command":
        options = _target_sets(state, player, d.script)
    else:
        options = [[]]
    for targets in options:
        args = {"card": uid, **({"targets": targets} if targets else {})}
        if _ok(lambda a=args: check_play(state, player, a)):
            out.append(args)
    return out


def _sorties(state: NexaState, player: str) -> list[Action]:
    units = battle.eligible(state, player)
    plans: list[dict[str, list[int]]] = [{}]
    for area in AREAS:
        fit = [u for u in units if battle.may_sortie(state, u, area)]
        if fit:
            plans.append({area: fit})
        for uid in fit:
            plans.append({area: [uid]})
    split: dict[str, list[int]] = {}
    for uid in units:
        area = next(a for a in AREAS if battle.may_sortie(state, uid, a))
        split.setdefault(area, []).append(uid)
    plans.append(split)
    out, seen = [], set()
    for plan in plans:
        key = tuple((a, tuple(plan.get(a, []))) for a in AREAS)
        if key not in seen:
            seen.add(key)
            out.append(Action(player, "sortie", {a: plan[a] for a in AREAS if plan.get(a)}))
    return out


# --- checks ----------------------------------------------------------------------------


def check(state: NexaState, action: Action) -> None:
    kind = action.kind
    if action.actor == fixes.JUDGE_ACTOR:
        fixes.check(state, action)
        return
    if action.actor not in state.players:
        raise MalformedAction(f"unknown player {action.actor!r}",
                              key="nexa.refusal.unknown_player", params={"player": repr(action.actor)})
    if kind in by_hand.KINDS:
        owner = state.prompt.player if state.prompt and state.prompt.kind == "effect" else action.actor
        if owner != action.actor:
            raise IllegalAction(f"the effect is {owner}'s to apply, not {action.actor}'s (B10-3)", "B10-3",
                                code="not_your_turn",
                                key="nexa.refusal.not_your_effect",
                                params={"player": owner, "actor": action.actor})
        by_hand.check(state, action)
        return
    if kind not in PLAYER_KINDS:
        raise IllegalAction(f"`{kind}` is not a NEX-A action", code="wrong_time",
                            key="nexa.refusal.not_an_action", params={"kind": kind})
    if kind == "concede":
        return
    prompt = state.prompt
    if prompt is None or prompt.player != action.actor:
        who = prompt.player if prompt else "nobody"
        rule = {"mulligan": "B5-2", "sortie": "D-87", "discard": "B10-2",
                "choose": {"target": "D-30", "search": "D-112", "look_place": "D-2", "look_take": "D-2"}.get(
                    prompt.kind if prompt else "", "D-40"),
                }.get(kind, "D-47")
        raise IllegalAction(f"it is {who}'s decision now, not {action.actor}'s ({rule})", rule,
                            code="not_your_turn",
                            key="nexa.refusal.not_your_decision",
                            params={"player": who, "actor": action.actor, "rule": rule})
    if kind not in ANSWERS[prompt.kind]:
        rule = {"redraw": "B5-2", "sortie": "D-87", "discard": "B10-2", "hand_discard": "D-96",
                "order": "D-40", "target": "D-30", "search": "D-112", "look_place": "D-2", "look_take": "D-2",
                "effect": "B10-3"}.get(prompt.kind, "D-47")
        raise IllegalAction(f"`{kind}` does not answer the {prompt.kind} prompt", rule, code="wrong_time",
                            key="nexa.refusal.wrong_prompt", params={"kind": kind, "prompt": prompt.kind})
    a = action.args
    if kind == "mulligan":
        if not isinstance(a.get("redraw"), bool):
            raise MalformedAction("`redraw` is true or false", key="nexa.refusal.redraw_bool")
    elif kind == "play":
        check_play(state, action.actor, a)
    elif kind == "activate" and a.get("effect") == "guard":
        check_guard(state, action.actor, a)
    elif kind == "activate":
        check_activate(state, action.actor, a)
    elif kind == "sortie":
        battle.check_sortie(state, action.actor, a.get("space"), a.get("earth"))
    elif kind == "choose" and prompt.kind == "target":
        triggers.check_targets(state, a.get("cards"))
    elif kind == "choose" and prompt.kind == "search":
        if a.get("number") is not None and a.get("number") not in share_options(state, action.actor,
                                                                                    prompt.data["trait"]):
            raise IllegalAction(f"共有 moves a card with trait {prompt.data['trait']} from your 本国, "
                                "named by its `number`, or none (`number: null`) (D-112)", "D-112",
                                key="nexa.refusal.share_choice", params={"trait": prompt.data['trait']})
    elif kind == "choose" and prompt.kind == "look_place":
        if a.get("place") not in LOOK_PLACES or set(a) != {"place"}:
            raise IllegalAction("the card you looked at goes back on `place: top` or to `place: bottom` of "
                                "your 本国 (D-2)", "D-2", key="nexa.refusal.look_place")
    elif kind == "choose" and prompt.kind == "look_take":
        count = len(prompt.data["looked_cards"])
        position = a.get("position")
        if set(a) != {"position"} or not isinstance(position, int) or isinstance(position, bool) or \
                not 1 <= position <= count:
            raise IllegalAction(f"name the card you move to your hand by its `position` among the {count} "
                                "you looked at, 1 being the top (D-2)", "D-2",
                                key="nexa.refusal.look_take", params={"count": count})
    elif kind == "choose" and prompt.data.get("discard"):
        _check_discard_order(state, a.get("order"))
    elif kind == "choose":
        triggers.check_order(state, a.get("order"))
    elif kind == "discard":
        cards = a.get("cards")
        if not isinstance(cards, list) or len(set(map(str, cards))) != len(cards or []):
            raise MalformedAction("`cards` is a list of cards in your hand", key="nexa.refusal.cards_in_hand")
        hand = state.zone(action.actor, "hand")
        if any(c not in hand for c in cards) and prompt.kind == "hand_discard":
            raise IllegalAction("the effect discards cards of your own hand (D-96)", "D-96",
                                key="nexa.refusal.hand_discard_from_hand")
        if any(c not in hand for c in cards):
            raise IllegalAction("you can only discard cards from your hand (B10-2)", "B10-2",
                                key="nexa.refusal.discard_from_hand")
        if len(cards) != prompt.data["count"] and prompt.kind == "hand_discard":
            raise IllegalAction(f"the effect discards exactly {prompt.data['count']} card(s) of your hand "
                                "(D-96)", "D-96", key="nexa.refusal.hand_discard_exactly",
                                params={"count": prompt.data['count']})
        if len(cards) != prompt.data["count"]:
            raise IllegalAction(f"discard exactly {prompt.data['count']} to bring your hand to "
                                f"{HAND_LIMIT} (B10-2)", "B10-2",
                                key="nexa.refusal.discard_exactly",
                                params={"count": prompt.data['count'], "limit": HAND_LIMIT})


def check_play(state: NexaState, player: str, a: dict) -> tuple[Card, list[int], list[int]]:
    """(definition, targets, G to roll) of a legal play (B7-3, B7-4, B7-10, D-48)."""
    uid = _uid(a.get("card"), "card")
    if uid not in state.zones[player]["hand"] and uid not in state.zones[player]["hangar"]:
        raise IllegalAction("you can only play cards from your hand or hangar (B7-3)", "B7-3",
                            key="nexa.refusal.play_from_hand_or_hangar")
    d = state.definition(uid)
    as_g = a.get("as") == "g"
    if a.get("as") not in (None, "g"):
        raise MalformedAction("`as` is g or omitted", key="nexa.refusal.as_is_g")
    own_deploy = state.phase == "deploy" and state.active == player
    if as_g:
        if not own_deploy or state.cut:
            raise IllegalAction("a G is played only in your own deploy phase with no cut (D-48-1)", "D-48-1",
                                key="nexa.refusal.g_in_own_deploy")
        if d.g_sign is None:
            raise IllegalAction(f"{d.name} has no G sign and cannot be played as a G (B7-3)", "B7-3",
                                key="nexa.refusal.no_g_sign", params={"card": d.name})
        if state.flags[player].g_played:
            raise IllegalAction("only one G per deploy phase (B7-3)", "B7-3", key="nexa.refusal.one_g")
        return d, [], []
    if d.type == "graphic":
        raise IllegalAction("a graphic can only be played as a G (B7-10)", "B7-10",
                            key="nexa.refusal.graphic_as_g")
    quick = d.has("quick")  # D-116: every free timing
    if d.type == "command":
        if not timing_fits(state, player, d.timing or "always") and not quick:
            raise IllegalAction(f"{d.name} is played at {d.timing} timing (D-48-3)", "D-48-3",
                                key="nexa.refusal.command_timing",
                                params={"card": d.name, **_timing_words(str(d.timing))})
    elif d.type == "ace":
        if not quick and (state.phase != "deploy" or state.cut):
            raise IllegalAction("an ACE is played only in a deploy phase with no cut (D-48-2)", "D-48-2",
                                key="nexa.refusal.ace_in_deploy")
        if state.flags[player].ace_played:
            raise IllegalAction("only one ACE per turn (B7-10)", "B7-10", key="nexa.refusal.one_ace")
    elif not quick and (not own_deploy or state.cut):
        raise IllegalAction(f"a {d.type} is played only in your own deploy phase with no cut (D-48-1)",
                            "D-48-1", key="nexa.refusal.in_own_deploy", params={"type": d.type})
    if d.unique and state.name_on_field(player, d.name):
        raise IllegalAction(f"★: you already have {d.name} on the 場 (D-120)", "D-120",
                            key="nexa.refusal.unique_on_field", params={"card": d.name})
    targets = a.get("targets", [])
    if not isinstance(targets, list) or not all(type(t) is int for t in targets):
        raise MalformedAction("`targets` is a list of card ids", key="nexa.refusal.targets_list")
    if d.type == "character" and not targets and d.has("stay"):
        # D-118: a ステイ character may be set in the own deploy area itself, on no unit
        if state.name_on_field(player, d.name):
            raise IllegalAction(f"a character named {d.name} is already on your 場 (B7-10)", "B7-10",
                                key="nexa.refusal.character_on_field", params={"card": d.name})
    elif d.type == "character":
        if len(targets) != 1:
            raise IllegalAction("name the unit to set the character on (B7-10)", "B7-10",
                                key="nexa.refusal.name_host")
        host = targets[0]
        if host not in state.cards or state.controller(host) != player or \
                state.cards[host].zone not in ("deploy", *AREAS):
            raise IllegalAction("a character is set on your own unit on the 場 (B7-10)", "B7-10",
                                key="nexa.refusal.character_own_unit")
        if state.definition(host).type == "ace":
            raise IllegalAction("an ACE counts as a unit with a character set (B7-10)", "B7-10",
                                key="nexa.refusal.ace_has_character")
        if not flow.character_host_ok(state, player, host):
            raise IllegalAction("one character per unit (B7-10)", "B7-10", key="nexa.refusal.one_character")
        if state.name_on_field(player, d.name):
            raise IllegalAction(f"a character named {d.name} is already on your 場 (B7-10)", "B7-10",
                                key="nexa.refusal.character_on_field", params={"card": d.name})
    elif d.type == "command":
        _check_targets(state, player, d.script, targets)
        _check_hand_discard(state, player, d.script, leaving=uid)
        _check_resolves(state, player, d.script, uid)
    elif d.type == "operation" and d.set_on is not None and (targets or not d.has("stay")):
        if len(targets) != 1 or not flow.set_host_ok(state, d, targets[0]):
            raise IllegalAction(f"name a card in a deploy area (yours or the enemy's) to set {d.name} on: "
                                f"{'any card' if d.set_on == 'any' else 'a ' + d.set_on} that is not a G "
                                "(B7-10, D-72, D-78)", "D-72",
                                key="nexa.refusal.set_operation_target",
                                params={"card": d.name, "set_on": d.set_on})
    elif targets:
        raise MalformedAction(f"a {d.type} takes no targets",
                              key="nexa.refusal.no_targets", params={"type": d.type})
    assert d.cost is not None
    pay = check_pay(state, player, d.cost.need, a.get("pay"))
    return d, list(targets), pay


def _check_targets(state: NexaState, player: str, script: list, targets: list[int],
                   source: int | None = None) -> None:
    steps = aimed(script)
    groups = split_targets(steps, targets)
    if groups is None:
        if not all(step_candidates(state, player, s, source) for s in steps):
            raise IllegalAction("there is no legal target: it cannot be played (D-31, D-128)", "D-31",
                                key="nexa.refusal.no_legal_target")
        if any(s.several for s in steps):  # 「ユニット１～２枚」: the printed number (D-30)
            low, high = next(s.several for s in steps if s.several)
            raise IllegalAction(f"name {low} to {high} units, the number the text prints (D-30, D-31)",
                                "D-30", key="nexa.refusal.name_several_targets",
                                params={"low": low, "high": high})
        raise IllegalAction(f"name {len(steps)} target(s) (D-31)", "D-31",
                            key="nexa.refusal.name_targets", params={"count": len(steps)})
    if any(len(set(group)) != len(group) for group in groups):
        raise IllegalAction("name each unit once: the targets are different units (D-30)", "D-30",
                            key="nexa.refusal.same_target_twice")
    for step, uid in ((step, uid) for step, group in zip(steps, groups, strict=True) for uid in group):
        if untargetable(state, player, step, uid):
            raise IllegalAction("that unit cannot be the target of enemy effects (D-35)", "D-35",
                                key="nexa.refusal.untargetable")
        if not step_fits(state, player, step, uid, source):
            raise IllegalAction(f"that card is not a legal {step.aim} target (D-31)", "D-31",
                                key="nexa.refusal.not_legal_target", params={"aim": step.aim})


def _check_hand_discard(state: NexaState, player: str, script: list, leaving: int | None = None) -> None:
    """D-128 空撃ち禁止: 「自軍手札N枚を廃棄する」 with fewer than N other cards in the own hand (which
    its player sees) is known not to resolve, so it cannot be played (`leaving`: the card played
    from the hand). A cut-in that empties the hand later makes it fail as it resolves (D-127)."""
    need = script[0].discard_hand if script and script[0].verb == "discard_hand" else None
    if need and len([u for u in state.zone(player, "hand") if u != leaving]) < need:
        raise IllegalAction(f"the text discards {need} card(s) of your hand and you have fewer (D-128)",
                            "D-128", key="nexa.refusal.hand_discard_short", params={"count": need})


def _check_resolves(state: NexaState, player: str, script: list, source: int) -> None:
    """D-128 空撃ち禁止: a text or command known, as it is played, to have nothing to act on on the 場
    cannot be played (`effects.acts_on_nothing`; chosen targets are D-31's, a hand discard D-128's above)."""
    if script and acts_on_nothing(state, player, script, source):
        raise IllegalAction("it would do nothing: what it acts on is not on the field (D-128)", "D-128",
                            key="nexa.refusal.nothing_to_resolve")


def _timing_words(timing: str) -> dict[str, str]:
    """A timing (D-48-3) as its turn side (`own`, `enemy` or none) and its phase or step, so
    that a refusal can name it in the reader's language."""
    side, _, name = timing.rpartition(".")
    return {"side": side, "phase": name}


def check_activate(state: NexaState, player: str, a: dict) -> list[int]:
    """B10-5 … B10-7: a text of a card you control on the 場, at its timing, once per turn
    per player (repeatable ones: once per cut), its cost paid."""
    uid = _uid(a.get("card"), "card")
    if uid not in state.cards or state.cards[uid].zone not in ("deploy", "g", *AREAS, "set") or \
            state.controller(uid) != player:
        raise IllegalAction("you can only play texts of your own cards on the 場 (B10-5)", "B10-5",
                            key="nexa.refusal.own_texts_only")
    d = state.definition(uid)
    texts = state.effects(uid)  # printed, then gained from クロスウェポン (D-114)
    index = a.get("effect")
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(texts):
        raise MalformedAction("`effect` is the index of one of the card's texts",
                              key="nexa.refusal.effect_index")
    effect = texts[index]
    if effect.timing in ("continuous", "static", "trigger") or state.cards[uid].is_g:
        raise IllegalAction("that text is not played (B10-3)", "B10-3", key="nexa.refusal.text_not_played")
    if not timing_fits(state, player, effect.timing):
        raise IllegalAction(f"that text is played at {effect.timing} timing (B10-6)", "B10-6",
                            key="nexa.refusal.text_timing", params=_timing_words(effect.timing))
    if not condition_holds(state, effect, uid):
        raise IllegalAction(f"that text is played only if {effect.condition} holds (D-42)", "D-42",
                            key="nexa.refusal.text_condition", params={"condition": effect.condition or ""})
    if effect.repeat:
        if any(c.kind == "text" and c.source == uid and c.effect == index for c in state.cut):
            raise IllegalAction("a ①/⓪ text once per cut (B10-7)", "B10-7",
                                key="nexa.refusal.repeat_once_per_cut")
    elif (uid, index) in state.flags[player].used:
        raise IllegalAction("that text was already played this turn (B10-7)", "B10-7",
                            key="nexa.refusal.text_used")
    targets = a.get("targets", [])
    if not isinstance(targets, list):
        raise MalformedAction("`targets` is a list of card ids", key="nexa.refusal.targets_list")
    _check_keyword(state, uid, effect.keyword)
    trait = effect.script[0].refit if effect.keyword == "refit" else None
    if trait is not None and not refit_ok(state, player, trait, a.get("reveal")):
        raise IllegalAction(f"改装 reveals (`reveal`) a unit with trait {trait} from your hand or hangar "
                            "whose 合計国力 is at most your number of G (D-111)", "D-111",
                            key="nexa.refusal.refit_reveal", params={"trait": trait})
    if trait is not None and unique_blocked(state, player, a.get("reveal"), uid):
        name = state.definition(a.get("reveal")).name
        raise IllegalAction(f"★: you already have {name} on the 場 (D-120)", "D-120",
                            key="nexa.refusal.unique_on_field", params={"card": name})
    if effect.keyword != "refit" and a.get("reveal") is not None:
        raise MalformedAction("`reveal` is for 改装 (D-111)", key="nexa.refusal.reveal_for_refit")
    if effect.keyword == "cross_weapon":
        _check_cross_weapon(state, d, a.get("copy"), targets)
    elif a.get("copy") is not None:
        raise MalformedAction("`copy` is for クロスウェポン (D-114)",
                              key="nexa.refusal.copy_for_cross_weapon")
    if effect.keyword == "gain" and (-2, -2) in state.flags[player].used:
        raise IllegalAction("ゲイン once per turn per player (D-110)", "D-110", key="nexa.refusal.gain_once")
    _check_targets(state, player, effect.script, targets, uid)
    _check_hand_discard(state, player, effect.script)
    _check_resolves(state, player, effect.script, uid)
    need, roll_self = text_need(effect, cost_choice(effect.cost, a))
    if roll_self and state.cards[uid].rolled:
        raise IllegalAction("the R cost rolls this card, which is already rolled (B10-7)", "B10-7",
                            key="nexa.refusal.roll_cost_rolled")
    if need.roll or need.any:
        if a.get("pay") is None and auto_pay(state, player, need) is None:
            raise IllegalAction("not enough standing G for the text's cost (B10-7)", "B10-7",
                                key="nexa.refusal.text_cost_g")
        pay = check_pay(state, player, need, a.get("pay"))
        if roll_self and uid in pay:
            raise IllegalAction("this card pays its own R cost already (B10-7)", "B10-7",
                                key="nexa.refusal.pays_own_roll_cost")
        return pay
    return []


def _check_discard_order(state: NexaState, order: object) -> None:
    """D-40, D-93: the attacker orders the 廃棄 effects of units destroyed at once."""
    assert state.prompt is not None
    if not isinstance(order, list) or not all(type(u) is int for u in order):
        raise MalformedAction("`order` is a list of card ids", key="nexa.refusal.order_list")
    if sorted(order) != sorted(state.prompt.data["items"]):
        raise IllegalAction("name every destroyed unit once, in the order their 廃棄 effects resolve (D-40)",
                            "D-40", key="nexa.refusal.scrap_order")


def is_either(cost: object) -> bool:
    return isinstance(cost, dict) and "either" in cost


def cost_choice(cost: object, a: dict) -> int | None:
    """B10-7 "R / R": which of an A / B cost is paid (`cost`: 0 = A, 1 = B)."""
    if not is_either(cost):
        if a.get("cost") is not None:
            raise MalformedAction("`cost` names the way to pay an A / B cost; this text has one cost",
                                  key="nexa.refusal.single_cost")
        return None
    choice = a.get("cost")
    if choice not in (0, 1) or isinstance(choice, bool):
        raise MalformedAction("this text costs A / B: name `cost`: 0 (A) or 1 (B) (B10-7)",
                              key="nexa.refusal.cost_choice")
    return choice


def _check_cross_weapon(state: NexaState, d: Card, copy: object, targets: list) -> None:
    """D-114: `copy` names one of this card's original texts other than クロスウェポン (its
    index in the card's `copyable`); the unit must not already have a text of that wording."""
    texts = d.copyable
    if isinstance(copy, bool) or not isinstance(copy, int) or not 0 <= copy < len(texts):
        raise IllegalAction(f"クロスウェポン copies one of {d.name}'s original texts other than "
                            f"クロスウェポン: name `copy` from 0 to {len(texts) - 1} (D-114)" if texts else
                            f"{d.name} has no original text other than クロスウェポン to copy (D-114)",
                            "D-114",
                            key="nexa.refusal.cross_weapon_copy",
                            params={"card": d.name, "has_texts": bool(texts), "last": len(texts) - 1})
    if targets and type(targets[0]) is int and targets[0] in state.cards and \
            already_has(state, targets[0], texts[copy]):
        raise IllegalAction("that unit already has a text of the same wording; it cannot gain it (D-114)",
                            "D-114", key="nexa.refusal.same_text")


def _check_keyword(state: NexaState, uid: int, keyword: str | None) -> None:
    """The conditions a keyword's text adds (D-108 … D-113)."""
    zone = state.cards[uid].zone
    if keyword == "psycommu":  # D-108: an own NT character in this card's area
        area = zone
        if area not in AREAS or not any(
                "NT" in state.definition(c).traits and state.definition(c).type == "character"
                for u in state.zone(state.controller(uid), area) for c in state.cards[u].sets):
            raise IllegalAction("サイコミュ needs an own character with trait NT in this card's battle area "
                                "(D-108)", "D-108", key="nexa.refusal.psycommu_nt")
    elif keyword == "share" and state.cards[uid].played_turn != state.turn:
        raise IllegalAction("共有 is used only in the turn its card was played and entered the 場 (D-112)",
                            "D-112", key="nexa.refusal.share_turn")
    elif keyword in ("area_weapon", "gain") and zone not in AREAS:
        clause = {"area_weapon": "D-109", "gain": "D-110"}[keyword]
        raise IllegalAction(f"that text is used by a card in a battle area ({clause})", clause,
                            key="nexa.refusal.battle_area_text", params={"rule": clause})


def check_guard(state: NexaState, player: str, a: dict) -> list[int]:
    """B7-11: a G with a guard level has "ダメージ判定ステップ ①: roll this card; if so, an
    engaged own force +X or a non-engaged enemy force -X until the force disbands", once
    per turn per player. ① is read as a roll cost 1 of any colour (contract choice), paid
    with another G: this card must stay standing to be rolled by the effect (D-127)."""
    uid = _uid(a.get("card"), "card")
    if uid not in state.zone(player, "g") or not state.definition(uid).guard:
        raise IllegalAction("only your own G with a guard level has the guard system (B7-11)", "B7-11",
                            key="nexa.refusal.guard_own_g")
    if not (state.phase == "battle" and state.step == "damage"):
        raise IllegalAction("the guard system is played in the damage step (B7-11)", "B7-11",
                            key="nexa.refusal.guard_damage_step")
    if (-1, -1) in state.flags[player].used:
        raise IllegalAction("the guard system once per turn per player (B7-11)", "B7-11",
                            key="nexa.refusal.guard_once")
    if state.cards[uid].rolled:
        raise IllegalAction("a rolled G cannot roll for its guard system (B7-11, D-128)", "B7-11",
                            key="nexa.refusal.guard_rolled")
    if not flow.guard_fits(state, player, a.get("area", ""), a.get("side", "")):
        raise IllegalAction("name `area` and `side`: own = an engaged own force, enemy = a non-engaged "
                            "enemy force (B7-11)", "D-31", key="nexa.refusal.guard_area_side")
    need = Need(any=1)
    if a.get("pay") is None and auto_pay(state, player, need, exclude=uid) is None:
        raise IllegalAction("the guard system's ① needs another standing G (B7-11)", "B7-11",
                            key="nexa.refusal.guard_needs_g")
    return check_pay(state, player, need, a.get("pay"), exclude=uid)


# --- apply -----------------------------------------------------------------------------


def apply(state: NexaState, action: Action) -> None:
    kind, player, a = action.kind, action.actor, action.args
    if player == fixes.JUDGE_ACTOR:
        fixes.apply(state, action)
        flow.advance(state)
        return
    if kind == "concede":
        state.over = True
        state.prompt = None
        state.winner = state.opponent(player)
        say(state, f"{player} concedes; {state.winner} wins",
            key="nexa.event.concedes", params={"player": player, "winner": state.winner})
        return
    if kind == "mulligan":
        flow.redraw(state, player, bool(a["redraw"]))
    elif kind == "pass":
        flow.pass_right(state, player)
    elif kind == "play":
        d, targets, pay = check_play(state, player, a)
        uid = a["card"]
        roll_g(state, pay)
        as_g = a.get("as") == "g"
        if as_g:
            state.flags[player].g_played = True
        if d.type == "ace" and not as_g:
            state.flags[player].ace_played = True
        state.move(uid, "played", player)
        say(state, f"{player} plays {label(state, uid)}" + (" as a G" if as_g else ""),
            key="nexa.event.plays", params={"player": player, "card": label(state, uid), "as_g": as_g})
        flow.add_to_cut(state, CutItem("card", player, uid, targets=targets, as_g=as_g))
    elif kind == "activate" and a.get("effect") == "guard":
        pay = check_guard(state, player, a)
        roll_g(state, pay)
        state.flags[player].used.append((-1, -1))  # B7-11: once per turn per player, whichever G
        say(state, f"{player} plays the guard system of {label(state, a['card'])}",
            key="nexa.event.plays_guard", params={"player": player, "card": label(state, a['card'])})
        flow.add_to_cut(state, CutItem("guard", player, a["card"], area=a["area"], side=a["side"]))
    elif kind == "activate":
        pay = check_activate(state, player, a)
        uid, index = a["card"], a["effect"]
        effect = state.effects(uid)[index]
        roll_g(state, pay)
        if text_need(effect, cost_choice(effect.cost, a))[1]:
            battle.roll(state, uid, True)
        if not effect.repeat:
            state.flags[player].used.append((uid, index))
        if effect.keyword == "gain":
            state.flags[player].used.append((-2, -2))  # D-110: once per turn per player
        say(state, f"{player} plays a text of {label(state, uid)}",
            key="nexa.event.plays_text", params={"player": player, "card": label(state, uid)})
        reveal = a.get("reveal") if effect.keyword == "refit" else None
        if reveal is not None:
            say(state, f"{player} reveals {state.definition(reveal).name} for 改装 (D-111)",
                key="nexa.event.reveals_for_refit",
                params={"player": player, "card": state.definition(reveal).name})
        flow.add_to_cut(state, CutItem("text", player, uid, effect=index, targets=list(a.get("targets", [])),
                                       reveal=reveal, copy=a.get("copy") if effect.keyword == "cross_weapon"
                                       else None, origin=state.origin(uid, index)))
    elif kind == "sortie":
        plan = battle.check_sortie(state, player, a.get("space"), a.get("earth"))
        battle.sortie(state, player, plan)
        flow.after_sortie(state)
        triggers.fire(state, "sortie", [u for area in AREAS for u in plan.get(area, [])
                                        if state.cards[u].zone == area])  # 高機動 failures stay out
    elif kind == "discard" and state.prompt is not None and state.prompt.kind == "hand_discard":
        finish_hand_discard(state, player, list(a["cards"]))
        flow.after_by_hand(state)
    elif kind == "discard":
        flow.discard(state, player, list(a["cards"]))
    elif kind == "choose" and state.prompt is not None and state.prompt.kind == "search":
        flow.apply_share(state, a.get("number"))
    elif kind == "choose" and state.prompt is not None and state.prompt.kind == "look_place":
        place_looked(state, a["place"])
        flow.after_by_hand(state)
    elif kind == "choose" and state.prompt is not None and state.prompt.kind == "look_take":
        take_looked(state, a["position"])
        flow.after_by_hand(state)
    elif kind == "choose" and state.prompt is not None and state.prompt.kind == "target":
        flow.apply_targets(state, triggers.check_targets(state, a["cards"]))
    elif kind == "choose" and state.prompt is not None and state.prompt.data.get("discard"):
        flow.add_discards(state, list(a["order"]))
    elif kind == "choose":
        flow.apply_order(state, triggers.check_order(state, a["order"]))
    elif kind in by_hand.KINDS:
        by_hand.apply(state, action)
        if state.by_hand is None:
            flow.after_by_hand(state)
    flow.check_loss(state)
    flow.advance(state)
