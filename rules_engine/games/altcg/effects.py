"""Abilities (304–306): triggering, the order of simultaneous triggers (304.2b, 306.1a), costs
(303.3), script resolution, and the effects' verbs (313). Effects without a script stop on an
`effect` prompt owned by the right player, resolved with the effect actions."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, NamedTuple

from ...core.game import Event
from ...core.labels import place
from .cards import Cond, Effect, Step, Where
from .state import FRONT, SLOTS, AltState, Mod, Pending, Prompt

DIVE_TEXT = ("【潛水】: at the end of your turn, put this card from the field on the bottom of your deck "
             "(601.7).")


def say(state: AltState, text: str, *, key: str = "", params: dict[str, Any] | None = None,
        private_params: dict[str, dict[str, Any]] | None = None, **private: str) -> None:
    """A log line; `key` (`altcg.event.<name>`) and `params` let the bot say it in the
    reader's language (bot/locales/*/games/altcg.ftl), `private_params` the extra arguments
    of a viewer's fuller line."""
    state.events.append(Event(text, private, key=key, params=params, private_params=private_params))


class Problem(NamedTuple):
    """Why an action is refused: the message, its clause, and its catalogue key and arguments
    (`altcg.refusal.<name>`) for the translated refusal."""

    message: str
    rule: str
    key: str
    params: dict[str, Any]


def label(state: AltState, uid: int) -> str:
    card = state.cards.get(uid)
    if card is None:
        return f"#{uid}"
    # one of two ships on the field sharing a name: its player and place (#30 §4)
    where = place(uid, lambda u: state.definition(u).name,
                  ((p, state.zone(p, "field")) for p in state.players))
    return f"{state.definition(uid).name} [{card.number}]" + (f" ({where})" if where else "")


# --- triggering (304.2) ---------------------------------------------------------------


def fire(state: AltState, uid: int, timing: str, via: str = "") -> None:
    """Every ability of `timing` on card `uid` (the top card, 408.2) waits to resolve; `via`:
    how it entered (a 【登場時】 of a card played by 【改造】, 601.8a)."""
    card = state.cards.get(uid)
    if card is None:
        return
    definition = state.definition(uid)
    for index, effect in definition.effects_at(timing):
        if effect.once_per_turn and index in card.used:
            continue  # 602.5
        if not state.while_holds(card.owner, effect.while_):
            continue  # 304.4b, 602.3-602.7
        if effect.once_per_turn:
            card.mark_used(index)
        state.seq += 1
        state.waiting.append(Pending(card.owner, uid, card.inc, card.number, index, timing,
                                     back=card.awakened, seq=state.seq, via=via))


def enter(state: AltState, uid: int, player: str, slot: str) -> None:
    """204.4b, 403.3c: a ship enters a slot; a ship already there goes to the trash."""
    old = state.at(player, slot)
    if old is not None:
        say(state, f"{label(state, old)} goes to the trash to make room (204.4b)",
            key="altcg.event.makes_room",
            params={"card": label(state, old)})
        state.move(old, "trash")
    state.place(uid, player, slot)
    say(state, f"{player} plays {label(state, uid)} at {slot}", key="altcg.event.plays",
        params={"player": player, "card": label(state, uid), "slot": slot})
    fire(state, uid, "on_enter")  # 602.10


def deploy_slots(state: AltState, player: str, empty_only: bool) -> list[str]:
    """Where an effect may put a ship (403.3): any slot but the flagship's (403.3c: a ship there
    goes to the trash), or only those with no card (「登場於未被放置卡牌的己方戰場」)."""
    flag = state.cards[state.flagship[player]].slot
    return [s for s in SLOTS if s != flag and not (empty_only and state.at(player, s) is not None)]


def deploy(state: AltState, uid: int, slot: str) -> None:
    """The answer to a `deploy` prompt: the ship enters free (302.1a) and the ability goes on."""
    pending = state.resolving
    assert pending is not None
    state.prompt = None
    enter(state, uid, pending.owner, slot)
    pending.step += 1


def state_triggers(state: AltState) -> None:
    """304.2a, 602.2: a printed 【覺醒】「己方的旗艦耐久為N或以下時」 triggers once the owner's
    durability is N or less (checked at every rules processing, so however it dropped), while
    the flagship is front side up and has a back side to turn to."""
    for player, flag in state.flagship.items():
        card = state.cards[flag]
        if card.awakened or card.zone != "field" or card.number not in state.pool.backs:
            continue
        if any(p.source == flag and p.kind == "awaken" for p in state.waiting) or \
                (state.resolving is not None and state.resolving.source == flag):
            continue
        for index, effect in state.definition(flag).effects_at("awaken"):
            if len(state.zone(player, "durability")) <= (effect.durability or 0):
                state.seq += 1
                state.waiting.append(Pending(player, flag, card.inc, card.number, index, "awaken",
                                             seq=state.seq))
                break


def fire_dive(state: AltState, uid: int) -> None:
    card = state.cards[uid]
    state.seq += 1
    state.waiting.append(Pending(card.owner, uid, card.inc, card.number, -1, "dive", seq=state.seq))


def effect_of(state: AltState, pending: Pending) -> Effect | None:
    if pending.effect < 0:
        return None
    card = (state.pool.backs.get(pending.number) if pending.back else None) or state.pool[pending.number]
    return card.effects[pending.effect]


def text_of(state: AltState, pending: Pending) -> str:
    effect = effect_of(state, pending)
    return DIVE_TEXT if effect is None else effect.text


def next_candidates(state: AltState) -> list[Pending]:
    """304.2b, 306.1a: the turn player's waiting abilities first, then the other player's."""
    mine = [p for p in state.waiting if p.owner == state.active]
    return mine or list(state.waiting)


def start_next(state: AltState) -> None:
    candidates = next_candidates(state)
    if len(candidates) > 1:  # the owner picks which resolves next; the engine never picks
        state.prompt = Prompt("trigger_order", candidates[0].owner, options=[p.seq for p in candidates])
        return
    state.waiting.remove(candidates[0])
    state.resolving = candidates[0]


def choose_order(state: AltState, seq: int) -> None:
    chosen = next(p for p in state.waiting if p.seq == seq)
    state.waiting.remove(chosen)
    state.prompt = None
    state.resolving = chosen


# --- costs (303.3) -----------------------------------------------------------------------


def cube_total(state: AltState, player: str) -> int:
    cubes = state.cubes[player]
    return cubes.up + cubes.down


def pay_cubes(state: AltState, player: str, n: int, down: int | None = None) -> None:
    """Rest `n` active cubes (204.6a, 303.2): face-up ones first unless `down` says how many
    face-down ones; a face-down cube rested goes back to the cube deck (204.6b)."""
    cubes = state.cubes[player]
    use_down = max(0, n - cubes.up) if down is None else down
    cubes.down -= use_down
    cubes.deck += use_down
    cubes.up -= n - use_down
    cubes.rested += n - use_down


BOTTOM_COST = ("the cost puts one of your ships on the field that fits it on the bottom of your deck: "
               "name it in `pay`")


def cost_problem(state: AltState, owner: str, source: int, effect: Effect, pay: list[int] | None,
                 extra_cubes: int = 0, feasible: bool = False) -> Problem | None:
    """Why the activation cost cannot be paid (a Problem: message, clause, key), or None.
    `feasible`: only whether it could be paid (the cards to discard are chosen later)."""
    cubes = extra_cubes
    for step in effect.cost or ():
        if step.verb == "rest_self":
            card = state.cards[source]
            if card.zone != "field" or card.rested:
                return Problem("the cost rests this card, and it is not active on the field", "303.3",
                               key="altcg.refusal.cost_rest", params={})
        elif step.verb == "cubes":
            cubes += step.cubes or 0
        elif step.verb == "bottom":  # s17-games round 2: one own ship of the field, named in `pay` (401)
            ships = payable(state, owner, source, step)
            if feasible:
                if not ships:
                    return Problem(BOTTOM_COST, "303.3", key="altcg.refusal.cost_bottom", params={})
                continue
            if pay is None or len(pay) != 1 or pay[0] not in ships:
                return Problem(BOTTOM_COST, "303.3", key="altcg.refusal.cost_bottom", params={})
        elif step.verb == "discard":
            chosen = pay or []
            hand = payable(state, owner, source, step)
            if feasible:
                if len(hand) < (step.discard or 0):
                    return Problem(f"the cost discards {step.discard} card(s) of your hand", "303.3",
                                   key="altcg.refusal.cost_discard", params={"n": step.discard})
                continue
            if len(chosen) != step.discard or len(set(chosen)) != len(chosen) or \
                    any(u not in hand for u in chosen):
                return Problem(f"the cost discards {step.discard} other card(s) of your hand: "
                               "list them in `pay`", "303.3", key="altcg.refusal.cost_discard",
                               params={"n": step.discard})
    if cubes > cube_total(state, owner):
        return Problem(f"{cubes} active cubes are needed", "303.2", key="altcg.refusal.cost_cubes",
                       params={"n": cubes})
    return None


def payable(state: AltState, owner: str, source: int, step: Step) -> list[int]:
    """The hand cards a discard cost may use: the others of the hand, passing the printed
    filters (「捨棄手牌的1張《重櫻》事件卡」, 303.3); for a `bottom` cost, the own ships of the field
    passing them (「將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方」; this ship too: no 「其他」
    is printed)."""
    if step.verb == "bottom":
        return [u for u in state.ships(owner) if step.where is None or matches(state, u, step.where)]
    return [u for u in state.zone(owner, "hand")
            if u != source and (step.where is None or matches(state, u, step.where))]


def pay_cost(state: AltState, owner: str, source: int, effect: Effect, pay: list[int] | None) -> None:
    for step in effect.cost or ():
        if step.verb == "rest_self":
            set_rested(state, source, True)
        elif step.verb == "cubes":
            pay_cubes(state, owner, step.cubes or 0)
        elif step.verb == "bottom":  # 401: to the bottom of its owner's deck; a public card, named to all
            for uid in pay or []:
                name = label(state, uid)
                state.move(uid, "deck")
                say(state, f"{owner} puts {name} from the field on the bottom of their deck (cost, 303.3, "
                           "401)", key="altcg.event.bottom_cost", params={"player": owner, "card": name})
        elif step.verb == "discard":
            for uid in pay or []:
                state.move(uid, "trash")  # 313.3a
            say(state, f"{owner} discards " + ", ".join(label(state, u) for u in pay or []),
                key="altcg.event.discards_cost",
                params={"player": owner, "cards": [label(state, u) for u in pay or []]})


# --- resolution (306) ----------------------------------------------------------------------


def continue_resolution(state: AltState) -> None:
    pending = state.resolving
    assert pending is not None
    effect = effect_of(state, pending)
    if effect is None:  # 【潛水】 601.7
        if state.on_field(pending.source, pending.source_inc):
            state.move(pending.source, "deck")
            say(state, f"{label(state, pending.source)} dives to the bottom of {pending.owner}'s deck "
                       "(601.7)", key="altcg.event.dives",
                params={"card": label(state, pending.source), "player": pending.owner})
        finish(state)
        return
    if not pending.started:
        if effect.optional or (effect.cost and pending.kind not in ("activate_main", "counter", "pursuit")):
            if effect.cost and cost_problem(state, pending.owner, pending.source, effect, None,
                                            feasible=True):
                say(state, f"{label(state, pending.source)}: the cost cannot be paid; the ability does not "
                           "activate (303.3a)", key="altcg.event.cost_unpaid",
                    params={"card": label(state, pending.source)})
                finish(state)
                return
            state.prompt = Prompt("effect", pending.owner, data={"may": True, "text": effect.text})
            return
        pending.started = True
    if effect.script is None:  # resolved by hand with the effect actions
        state.prompt = Prompt("effect", pending.owner, data={"manual": True, "text": effect.text})
        return
    while pending.step < len(effect.script):
        step = effect.script[pending.step]
        if not holds_all(state, pending.owner, step.if_, pending.source, pending):  # 304.4b: nothing
            pending.step += 1
            continue
        chooser = pending.owner if step.chooser == "self" else state.opponent(pending.owner)
        if step.chosen:
            options = targets(state, pending, step)
            if len(options) > 1:
                state.prompt = Prompt("choose", chooser, options=options,
                                      data={"text": effect.text, "verb": step.verb})
                return
            if options:
                run_step(state, pending, step, options[0])
        elif step.verb == "search":
            looked = state.zone(pending.owner, "deck")[:step.search or 0]
            options = [u for u in looked if step.where is None or matches(state, u, step.where)]
            look(state, pending.owner, looked, step.reveal)
            if options and step.must and len(options) == 1:  # 「將其加入手牌」: no choice to make
                take(state, pending.owner, options, looked)
            elif options:
                state.prompt = Prompt("choose", pending.owner, options=options,
                                      data={"text": effect.text, "verb": "search", "n": step.take,
                                            "up_to": True, "looked": looked})
                return
            else:
                take(state, pending.owner, [], looked)
        elif step.verb == "deploy":  # 302.1a, 403.3c: a ship of the hand and a slot, the owner's choice
            options = [u for u in state.zone(pending.owner, step.from_) if state.definition(u).type == "ship"
                       and (step.where is None or matches(state, u, step.where))]
            slots = deploy_slots(state, pending.owner, step.empty_slot)
            if options and slots:
                state.prompt = Prompt("deploy", pending.owner, options=options,
                                      data={"text": effect.text, "slots": slots})
                return
        elif step.verb == "recover":  # a card of the trash to the hand, the owner's choice
            options = [u for u in state.zone(pending.owner, "trash")
                       if step.where is None or matches(state, u, step.where)]
            if len(options) > 1:
                state.prompt = Prompt("choose", pending.owner, options=options,
                                      data={"text": effect.text, "verb": "recover", "n": 1})
                return
            if options:
                run_step(state, pending, step, None, options)
        elif step.verb == "arrange":  # 313.7a, 401: the owner orders the looked cards, top first
            looked = state.zone(pending.owner, "deck")[:step.arrange or 0]
            look(state, pending.owner, looked, False)
            if len(looked) > 1:
                state.prompt = arrange_prompt(pending.owner, effect.text, looked, [])
                return
        elif step.verb == "to_deck_top_or_bottom":  # 401: a card of the hand, then its place
            hand = list(state.zone(pending.owner, "hand"))
            if len(hand) > 1:
                state.prompt = Prompt("choose", pending.owner, options=hand,
                                      data={"text": effect.text, "verb": step.verb, "n": 1})
                return
            if hand:  # one card: no choice of card, only of the place
                pending.step += 1
                state.prompt = place_prompt(pending.owner, effect.text, hand[0])
                return
            # no card in hand: nothing to put back (103.3)
        elif step.verb in ("discard", "to_deck_bottom"):
            hand = [u for u in state.zone(chooser, "hand")
                    if step.where is None or matches(state, u, step.where)]  # 「捨棄手牌中的1張事件卡」
            n = min(step.discard or step.to_deck_bottom or 0, len(hand))
            if step.may and n:  # 「對方可以捨棄」: up to n, none too; the chooser's (face down, 103.4a)
                state.prompt = Prompt("choose", chooser, options=list(hand),
                                      data={"text": effect.text, "verb": step.verb, "n": n, "up_to": True})
                return
            if 0 < n < len(hand):
                state.prompt = Prompt("choose", chooser, options=list(hand),
                                      data={"text": effect.text, "verb": step.verb, "n": n})
                return
            if n:
                run_step(state, pending, step, None, list(hand))
        else:
            run_step(state, pending, step, fixed_target(state, pending, step))
        pending.step += 1
    finish(state)


def choose(state: AltState, uids: list[int]) -> None:
    """The owner's answer to a `choose` prompt of the resolving ability."""
    pending = state.resolving
    assert pending is not None and state.prompt is not None
    effect = effect_of(state, pending)
    assert effect is not None
    if state.prompt.data.get("verb") in ("discard_cost", "bottom_cost"):
        state.prompt = None
        pay_cost(state, pending.owner, pending.source, effect, uids)
        pending.started = True
        return
    assert effect.script is not None
    step = effect.script[pending.step]
    looked = state.prompt.data.get("looked")
    placed = [*state.prompt.data.get("placed", ()), *uids]
    state.prompt = None
    if step.verb == "arrange":
        rest = [u for u in looked or [] if u not in placed]
        if len(rest) > 1:  # the next card from the top
            state.prompt = arrange_prompt(pending.owner, effect.text, looked or [], placed)
            return
        arrange(state, pending.owner, placed + rest)
    elif step.verb == "search":
        take(state, pending.owner, uids, looked or [])
    elif step.verb == "to_deck_top_or_bottom":  # the card chosen; now where it goes (401)
        pending.step += 1
        state.prompt = place_prompt(pending.owner, effect.text, uids[0])
        return
    elif step.chosen:
        run_step(state, pending, step, uids[0])
    else:
        run_step(state, pending, step, None, uids)
    pending.step += 1


def place_prompt(player: str, text: str, uid: int) -> Prompt:
    """s17-games: 「…置於卡組最上方或最下方」 — the owner answers `choose` with `place: top` or `bottom`; the
    card (of their hidden hand) is named to them alone (view.py)."""
    return Prompt("place", player, options=[uid], data={"text": text})


def put_on_deck(state: AltState, where: str) -> None:
    """The answer to a `place` prompt: the hand card goes on the top or the bottom of its owner's deck (401);
    everyone sees where, only its owner which card (400.2)."""
    assert state.prompt is not None
    player, uid = state.prompt.player, state.prompt.options[0]
    state.prompt = None
    state.move(uid, "deck", top=where == "top")
    say(state, f"{player} puts a card from their hand on the {where} of their deck (401)",
        key="altcg.event.hand_to_deck_place", params={"player": player, "place": where},
        private_params={player: {"card": label(state, uid)}},
        **{player: f"{player} puts {label(state, uid)} from their hand on the {where} of their deck (401)"})


def accept(state: AltState, use: bool) -> None:
    """An optional ability or one with a 「可以…」 cost (303.3a): used or declined."""
    pending = state.resolving
    assert pending is not None
    state.prompt = None
    effect = effect_of(state, pending)
    if not use and effect is not None and effect.optional_steps:
        # 「可以…。之後，…」: only the first sentence was optional; the rest applies (304.1a)
        card = label(state, pending.source)
        say(state, f"{pending.owner} does not do the optional first part of {card}'s ability; the rest "
                   "of it applies (303.3a, 304.1a)", key="altcg.event.declines_first",
            params={"player": pending.owner, "card": label(state, pending.source)})
        pending.started = True
        pending.step = effect.optional_steps
        return
    if not use:
        say(state, f"{pending.owner} does not use {label(state, pending.source)}'s ability (303.3a)",
            key="altcg.event.declines",
            params={"player": pending.owner, "card": label(state, pending.source)})
        finish(state)
        return
    paid = next((s for s in (effect.cost or ()) if s.verb in ("discard", "bottom")), None) if effect else None
    if paid is not None and paid.discard:  # 303.3: the owner chooses which cards the cost discards
        hand = payable(state, pending.owner, pending.source, paid)
        state.prompt = Prompt("choose", pending.owner, options=hand,
                              data={"text": effect.text, "verb": "discard_cost", "n": paid.discard})
        return
    if paid is not None and paid.bottom:  # s17-games round 2: which own ship goes to the deck (303.3, 401)
        ships = payable(state, pending.owner, pending.source, paid)
        state.prompt = Prompt("choose", pending.owner, options=ships,
                              data={"text": effect.text, "verb": "bottom_cost"})
        return
    if effect is not None and effect.cost:
        pay_cost(state, pending.owner, pending.source, effect, None)
    pending.started = True


def finish(state: AltState) -> None:
    state.resolving = None
    state.prompt = None


def targets(state: AltState, pending: Pending, step: Step) -> list[int]:
    owner = pending.owner
    other = state.opponent(owner)
    found: list[int] | None = None
    if step.target == "own_ship":
        found = list(state.ships(owner))
    elif step.target == "own_card":  # 「己方戰場上的1張卡牌」: a ship or the flagship (403)
        found = list(state.zone(owner, "field"))
    elif step.target == "enemy_ship":
        found = list(state.ships(other))
    elif step.target == "enemy_card":
        found = list(state.zone(other, "field"))
    elif step.target == "enemy_rested_ship":
        found = [u for u in state.ships(other) if state.cards[u].rested]
    if found is not None:
        return [u for u in found if step.where is None or matches(state, u, step.where)]
    target = fixed_target(state, pending, step)
    return [target] if target is not None else []


def matches(state: AltState, uid: int, where: Where) -> bool:
    """The printed filters of a chosen target (cards.Where), on the card's current information."""
    card = state.cards[uid]
    definition = state.definition(uid)
    checks = (
        where.row is None or (card.slot in FRONT) == (where.row == "front"),  # 403.3a
        where.cost_max is None or (definition.cost or 0) <= where.cost_max,  # 202
        where.cost_min is None or (definition.cost or 0) >= where.cost_min,
        where.power_max is None or state.power(uid) <= where.power_max,  # 207
        not where.faction or any(f in where.faction for f in (definition.faction, *definition.factions)),
        where.class_ is None or definition.class_ == where.class_,  # 205.2
        where.colour is None or where.colour in definition.colors,  # 308
        where.rested is None or card.rested == where.rested,  # 307.1a
        not where.vanilla or not (definition.effects or definition.keywords),  # 206
        where.type is None or definition.type == where.type,  # 204.2
        where.name is None or where.name in definition.names_counted,  # 201, 201.4
        where.name_contains is None or any(where.name_contains in n for n in definition.names_counted),
        not where.classes or definition.class_ in where.classes,
        not where.names or bool(set(where.names) & definition.names_counted),
        where.colour_other is None or any(c != where.colour_other for c in definition.colors),
        not where.allegiance or definition.allegiance in where.allegiance,  # 205.4
        not set(where.name_not) & definition.names_counted,  # 201: 「除「X」以外的」
        where.keyword is None or _has_printed_or_given(state, uid, where.keyword),  # 601: 「擁有【X】技能的」
    )
    if (where.cost_max is not None or where.cost_min is not None) and definition.cost is None:
        return False  # 202.1a: a flagship has no cost
    return all(checks)


def _has_printed_or_given(state: AltState, uid: int, keyword: str) -> bool:
    """「擁有【X】技能的」 (601): printed, or given for a while by an effect. Not the card's own
    continuous grants: their conditions may count cards by this very filter (「當己方撤退區存在3張
    或以上擁有【追擊】技能的事件卡時，…此卡獲得…」), which would ask the same question again."""
    definition = state.definition(uid)
    if keyword == "retrofit":
        return definition.retrofit is not None
    return definition.has(keyword) or any(m.keyword and m.keyword.split()[0] == keyword
                                          for m in state.cards[uid].mods)


def holds_all(state: AltState, owner: str, conds: list[Cond], source: int,
              pending: Pending | None = None) -> bool:
    return all(holds(state, owner, c, source, pending) for c in conds)


def holds(state: AltState, owner: str, cond: Cond, source: int, pending: Pending | None = None) -> bool:
    """304.4b: a 「當…時，」 condition of `owner`'s ability on card `source`, now (`pending`:
    the resolving ability)."""
    if cond.kind == "retrofit":  # 「當此卡通過【改造】登場時」 (601.8a)
        return pending is not None and pending.via == "retrofit"
    if cond.kind == "battle":  # 「此卡與對方…的戰鬥中」 (505, 508.3)
        battle = state.battle
        if battle is None or not state.on_field(source) or \
                (cond.row is not None and (state.cards[source].slot in FRONT) != (cond.row == "front")):
            return False
        if battle.attacker == source:
            other = battle.target
        elif battle.target == source and not cond.attacking:
            other = battle.attacker
        else:
            return False
        return state.on_field(other) and (cond.where is None or matches(state, other, cond.where))
    if cond.kind == "done":  # 「若有執行此動作時」
        return pending is not None and pending.done
    if cond.kind == "declined":  # 「若對方未選擇捨棄手牌時」: their 「可以」 discard discarded nothing
        return pending is not None and not pending.done
    if cond.kind == "revealed_cost":  # 「當己方公開的卡牌的費用大於等於對方公開的卡牌的費用時」 (202.1)
        return revealed_costs_compare(state, owner, cond, pending)
    if cond.kind == "this":  # 「當(前排的)此卡處於休息狀態時」: the card itself, on the field (307.1a)
        return state.on_field(source) and (cond.where is None or matches(state, source, cond.where))
    player = owner if cond.of == "self" else state.opponent(owner)
    if cond.kind == "turn":  # 「若此時為對方回合」: whose turn it is
        return state.active == player
    if cond.kind == "flagship":
        flag = state.flagship.get(player)
        return flag is not None and (cond.where is None or matches(state, flag, cond.where))
    if cond.kind in ("field", "trash"):
        count = len([u for u in state.zone(player, cond.kind)
                     if cond.where is None or matches(state, u, cond.where)])
    elif cond.kind == "hand":
        count = len(state.zone(player, "hand"))
    elif cond.kind == "durability":
        count = len(state.zone(player, "durability"))
    else:
        count = state.cubes[player].area  # 406: the cubes one has (the cost area)
    return (cond.at_least is None or count >= cond.at_least) and \
        (cond.at_most is None or count <= cond.at_most)


def fixed_target(state: AltState, pending: Pending, step: Step) -> int | None:
    """A target named by the text; None when it is not on the field (103.3, 403.4)."""
    battle = state.battle
    uid: int | None = None
    if step.target == "self":
        uid = pending.source if state.on_field(pending.source, pending.source_inc) else None
    elif step.target == "attacker" and battle is not None:
        uid = battle.attacker if state.on_field(battle.attacker, battle.attacker_inc) else None
    elif step.target == "attacked" and battle is not None:
        uid = battle.target if state.on_field(battle.target, battle.target_inc) else None
    elif step.target == "own_flagship":
        uid = state.flagship.get(pending.owner)
        if uid is not None and step.where is not None and not matches(state, uid, step.where):
            return None  # 「己方紅色的旗艦卡」: not such a card, nothing happens (103.3)
    if uid is not None and step.verb in ("destroy", "return_to_hand") and state.is_flagship(uid):
        return None  # 313.6a: only ships are destroyed
    return uid


def run_step(state: AltState, pending: Pending, step: Step, target: int | None,
             cards: list[int] | None = None) -> None:
    owner = pending.owner
    verb = step.verb
    if verb == "draw":
        players = {"self": [owner], "opponent": [state.opponent(owner)],
                   "each": [state.active, state.non_active]}[step.player]  # 103.4 APNAP
        for player in players:
            draw(state, player, step.draw or 0)
    elif verb in ("discard", "to_deck_bottom"):
        owner = state.cards[cards[0]].owner if cards else owner  # 「對方捨棄」: the opponent's hand
        pending.done = bool(cards)  # 「若有執行此動作時」 (103.3: none to discard, not done)
        for uid in cards or []:
            state.move(uid, "trash" if verb == "discard" else "deck")
        where = "discards" if verb == "discard" else "puts on the bottom of the deck"
        # one key per sentence: the cards are named only in the owner's line
        say(state, f"{owner} {where} {len(cards or [])} card(s)",
            key="altcg.event.discards" if verb == "discard" else "altcg.event.to_deck_bottom",
            params={"player": owner, "n": len(cards or [])},
            private_params={owner: {"cards": [label(state, u) for u in cards or []]}},
            **{owner: f"{owner} {where} " + ", ".join(label(state, u) for u in cards or [])})
    elif verb == "recover":  # the trash is public: the card is named to everyone (400.2)
        for uid in cards or []:
            state.move(uid, "hand")
            say(state, f"{owner} adds {label(state, uid)} from the trash to the hand",
                key="altcg.event.recovers", params={"player": owner, "card": label(state, uid)})
    elif verb == "awaken":
        flag = state.flagship.get(owner)
        if flag is not None and not state.cards[flag].awakened and \
                state.cards[flag].number in state.pool.backs:
            state.cards[flag].awakened = True  # 204.3d: same card, state and effects kept
            say(state, f"{owner}'s flagship awakens: {label(state, flag)} (602.2)",
                key="altcg.event.awakens_card", params={"player": owner, "card": label(state, flag)})
    elif verb == "enter_self":  # 「將手牌中的此卡登場」 (601.3a): at the slot its play named
        source = state.cards[pending.source]
        if source.zone == "hand" and source.inc == pending.source_inc and pending.slot:
            enter(state, pending.source, owner, pending.slot)
    elif verb == "mill":
        mill(state, owner, step.mill or 0)
    elif verb == "reveal_both":
        reveal_both(state, pending)
    elif verb in ("cube_ramp", "cube_active"):
        cubes(state, owner, verb, step.cube_ramp or step.cube_active or 0)
    elif target is None:
        return  # 103.3: nothing to do
    elif verb == "bottom":
        state.move(target, "deck")  # 401: the bottom of its owner's deck
        say(state, f"{label(state, target)} goes to the bottom of its owner's deck",
            key="altcg.event.to_bottom", params={"card": label(state, target)})
    elif verb == "power":
        state.cards[target].add_mod(Mod(step.power or 0, step.until))
        during = {"battle": "this battle", "permanent": "permanent"}.get(step.until, "this turn")
        say(state, f"{label(state, target)} power {step.power:+d} ({during})",
            key="altcg.event.power_until",
            params={"target": label(state, target), "n": step.power, "until": step.until})
    elif verb in ("grant", "support"):  # 601, 208.3: while the card stays, or this turn/battle
        given = Mod(0, step.until, keyword=step.grant or "", support=step.support or 0)
        state.cards[target].add_mod(given)
        during = {"battle": "this battle", "permanent": "permanent"}.get(step.until, "this turn")
        if step.grant:
            name, _, value = step.grant.partition(" ")
            say(state, f"{label(state, target)} gains {step.grant} ({during})", key="altcg.event.gains",
                params={"target": label(state, target), "keyword": name, "n": int(value or 0),
                        "until": step.until})
        else:
            say(state, f"{label(state, target)} support {step.support:+d} ({during})",
                key="altcg.event.support_until",
                params={"target": label(state, target), "n": step.support, "until": step.until})
    elif verb == "retreat":  # 313.10a: to the trash, not destroyed (no 【被擊破時】)
        state.move(target, "trash")
        say(state, f"{label(state, target)} retreats to the trash (313.10a)", key="altcg.event.retreats",
            params={"card": label(state, target)})
    elif verb == "rest":
        set_rested(state, target, True)
    elif verb == "set_active":
        set_rested(state, target, False)
    elif verb == "destroy":
        destroy(state, target)
    elif verb == "return_to_hand":
        state.move(target, "hand")
        say(state, f"{label(state, target)} returns to its owner's hand", key="altcg.event.returns_to_hand",
            params={"card": label(state, target)})


# --- the verbs (313) ----------------------------------------------------------------------


def look(state: AltState, player: str, looked: list[int], reveal: bool) -> None:
    """313.7a: only the looker sees the cards (named in their line); 313.8a: revealed, everyone."""
    names = [label(state, u) for u in looked]
    if reveal:
        say(state, f"{player} reveals the top {len(looked)} card(s) of the deck: " + ", ".join(names),
            key="altcg.event.reveals_top", params={"player": player, "n": len(looked), "cards": names})
        return
    say(state, f"{player} looks at the top {len(looked)} card(s) of the deck", key="altcg.event.looks_top",
        params={"player": player, "n": len(looked)}, private_params={player: {"cards": names}},
        **{player: f"{player} looks at the top {len(looked)} card(s) of the deck: " + ", ".join(names)})


def arrange_prompt(player: str, text: str, looked: list[int], placed: list[int]) -> Prompt:
    """Choose the next card from the top among the looked cards not placed yet (313.7a: the
    prompt's cards are shown to its player alone, as a search's)."""
    rest = [u for u in looked if u not in placed]
    return Prompt("choose", player, options=rest,
                  data={"text": text, "verb": "arrange", "n": 1, "looked": list(looked), "placed": placed})


def arrange(state: AltState, player: str, order: list[int]) -> None:
    """The looked cards back on top of the deck, `order[0]` on top (401); only the owner's
    line names them."""
    deck = state.zone(player, "deck")
    for uid in order:
        deck.remove(uid)
    deck[:0] = order
    names = [label(state, u) for u in order]
    say(state, f"{player} puts {len(order)} card(s) back on top of the deck in an order of their choice",
        key="altcg.event.arranges", params={"player": player, "n": len(order)},
        private_params={player: {"cards": names}},
        **{player: f"{player} puts back on top of the deck, top first: " + ", ".join(names)})


def take(state: AltState, player: str, chosen: list[int], looked: list[int]) -> None:
    """The search's end: the chosen card revealed and added to the hand (313.8a, 402), the rest
    to the bottom of the deck in random order (401; the seeded shuffle)."""
    from ...core.rng import shuffled

    for uid in chosen:
        state.move(uid, "hand")
        say(state, f"{player} reveals {label(state, uid)} and adds it to the hand", key="altcg.event.takes",
            params={"player": player, "card": label(state, uid)})
    rest = [u for u in looked if u not in chosen and state.cards[u].zone == "deck"]
    state.rng_counter += 1
    for uid in shuffled(rest, state.seed, state.rng_counter):
        state.remove(uid)
        state.zone(player, "deck").append(uid)
    if rest:
        say(state, f"{player} puts {len(rest)} card(s) on the bottom of the deck in random order",
            key="altcg.event.bottom_random", params={"player": player, "n": len(rest)})


def reveal_both(state: AltState, pending: Pending) -> None:
    """「公開雙方卡組最上方的1張卡，而後將其置於卡組最下方」: each player's top card is revealed to
    everyone (313.8a; active player first, 103.4), then put on the bottom of its own deck (401: one
    card each, no order to choose). A deck with no card reveals nothing (103.3)."""
    pending.revealed = {}
    for player in (state.active, state.non_active):
        deck = state.zone(player, "deck")
        if not deck:
            say(state, f"{player} has no card in the deck to reveal (103.3)", key="altcg.event.reveals_none",
                params={"player": player})
            continue
        uid = deck[0]
        pending.revealed[player] = uid
        say(state, f"{player} reveals the top card of the deck: {label(state, uid)}",
            key="altcg.event.reveals_top", params={"player": player, "n": 1, "cards": [label(state, uid)]})
    for uid in pending.revealed.values():
        state.move(uid, "deck")  # 401: the bottom of its owner's deck
        say(state, f"{label(state, uid)} goes to the bottom of its owner's deck", key="altcg.event.to_bottom",
            params={"card": label(state, uid)})


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt, "==": operator.eq}


def revealed_costs_compare(state: AltState, owner: str, cond: Cond, pending: Pending | None) -> bool:
    """The cost (202.1) of the card this effect revealed from `owner`'s deck against the one from the
    opponent's; with either deck having revealed nothing there is no such card: it does not hold."""
    if pending is None or cond.compare is None:
        return False
    mine, theirs = pending.revealed.get(owner), pending.revealed.get(state.opponent(owner))
    if mine is None or theirs is None:
        return False
    mine_cost, their_cost = state.definition(mine).cost, state.definition(theirs).cost
    if mine_cost is None or their_cost is None:
        return False
    return _COMPARE[cond.compare](mine_cost, their_cost)


def mill(state: AltState, player: str, n: int) -> None:
    """「將己方卡組最上方的N張卡送入撤退區」 (404): as many as there are (103.3); public from then on."""
    moved = []
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        moved.append(deck[0])
        state.move(deck[0], "trash")
    if moved:
        say(state, f"{player} puts the top {len(moved)} card(s) of the deck into the trash: "
                   + ", ".join(label(state, u) for u in moved), key="altcg.event.mills",
            params={"player": player, "n": len(moved), "cards": [label(state, u) for u in moved]})


def cubes(state: AltState, player: str, verb: str, n: int) -> None:
    """`cube_ramp`: 「從己方魔方卡組將N張魔方卡以反面置於費用區」 (406, 407: face down, active);
    `cube_active`: 「將己方的N張魔方卡轉為激活狀態」 (307.1a: rested face-up cubes). As many as
    there are (103.3)."""
    pile = state.cubes[player]
    if verb == "cube_ramp":
        done = min(n, pile.deck)
        pile.deck -= done
        pile.down += done
    else:
        done = min(n, pile.rested)
        pile.rested -= done
        pile.up += done
    if done:
        say(state, f"{player}: {done} cube(s) " + ("from the cube deck face down to the cost area"
                                                   if verb == "cube_ramp" else "set active"),
            key=f"altcg.event.{verb}", params={"player": player, "n": done})


def draw(state: AltState, player: str, n: int) -> None:
    """313.1b: one card at a time; an impossible draw is skipped (103.3). An empty deck
    loses at the next rules processing (312.3c), not here."""
    drawn = []
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        uid = deck[0]
        state.move(uid, "hand")
        drawn.append(uid)
    if drawn:
        say(state, f"{player} draws {len(drawn)}", key="altcg.event.draws",
            params={"player": player, "n": len(drawn)},
            private_params={player: {"cards": [label(state, u) for u in drawn]}},
            **{player: f"{player} draws " + ", ".join(label(state, u) for u in drawn)})


def set_rested(state: AltState, uid: int, rested: bool) -> None:
    card = state.cards[uid]
    if card.zone != "field" or card.rested == rested:
        return
    card.rested = rested
    if rested:
        fire(state, uid, "on_rest")  # 602.18


def destroy(state: AltState, uid: int) -> None:
    """313.6a: a ship to its owner's trash; 【被擊破時】 (602.16)."""
    if not state.on_field(uid) or state.is_flagship(uid):
        return
    say(state, f"{label(state, uid)} is destroyed", key="altcg.event.destroyed",
        params={"card": label(state, uid)})
    state.move(uid, "trash")
    fire(state, uid, "on_destroyed")
