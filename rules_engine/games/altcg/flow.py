"""Setup (101), the turn (500–509), battle (505–508) and rules processing (312). `advance` runs
everything automatic until a player must decide, and leaves that decision in `state.prompt`."""

from __future__ import annotations

from ...core.rng import shuffled
from . import effects as fx
from .effects import Problem, label, say
from .state import ADJACENT, FRONT, STARTING_HAND, AltState, Battle, Prompt

MAX_AUTOMATIC_STEPS = 100_000


def advance(state: AltState) -> None:
    for _ in range(MAX_AUTOMATIC_STEPS):
        if state.over:
            state.prompt = None
            return
        if state.prompt is not None:
            return
        if state.resolving is not None:
            fx.continue_resolution(state)
            continue
        # 312.2: rules processing between abilities and turn actions, never inside one.
        rules_processing(state)
        if state.over:
            continue
        if state.waiting:
            fx.start_next(state)
            continue
        _step(state)
    raise RuntimeError("the game did not reach a decision")  # a bug, never a user's fault


def rules_processing(state: AltState) -> None:
    """312.3a: every player meeting a loss condition now loses, together (102.4a: a draw)."""
    if state.phase == "setup" or state.over:
        return
    fx.state_triggers(state)  # 602.2: a printed 【覺醒】 watches the durability
    losers = [p for p in state.players if p in state.damaged_empty  # 312.3b, 102.3b
              or not state.zone(p, "deck")]  # 312.3c, 102.3c
    if losers:
        for p in losers:
            why = "its flagship was damaged with no durability left (312.3b)" if p in state.damaged_empty \
                else "its deck is empty (312.3c)"
            say(state, f"{p} loses: {why}", key="altcg.event.loses",
                params={"player": p, "damaged": p in state.damaged_empty})
        end_game(state, losers)


def end_game(state: AltState, losers: list[str]) -> None:
    state.winner = "draw" if set(losers) >= set(state.players) else \
        next(p for p in state.players if p not in losers)
    state.over = True
    state.phase, state.step = "over", ""
    state.prompt = None
    state.battle = None
    state.waiting.clear()
    state.resolving = None
    result = "a draw (102.4a)" if state.winner == "draw" else f"{state.winner} wins"
    say(state, f"the game is over: {result}", key="altcg.event.game_over", params={"winner": state.winner})


def _step(state: AltState) -> None:
    {"setup": _setup, "reset": _reset, "prepare": _prepare, "main": _main, "battle": _battle,
     "end": _end}[state.phase](state)


def _go(state: AltState, phase: str, step: str = "") -> None:
    state.phase, state.step = phase, step


# --- setup (101) ----------------------------------------------------------------------------


def _setup(state: AltState) -> None:
    if state.step == "first_player":
        state.prompt = Prompt("first_player", state.order_chooser)
        return
    waiting = [p for p in (state.first, state.opponent(state.first)) if p not in state.mulligans_done]
    if waiting:  # 101.6; the start player first (contract choice, 103.4 by analogy)
        state.prompt = Prompt("mulligan", waiting[0])
        return
    second = state.opponent(state.first)
    for player in (state.first, second):
        flag = state.flagship[player]
        for _ in range(state.definition(flag).durability):  # 101.7: one at a time, face down
            deck = state.zone(player, "deck")
            if deck:
                state.move(deck[0], "durability", top=True)
    if state.cubes[second].deck:  # 101.8, 406.1
        state.cubes[second].deck -= 1
        state.cubes[second].down += 1
    say(state, "durability dealt (101.7); the second player's face-down cube (101.8)",
        key="altcg.event.setup_done")
    begin_turn(state, state.first, 1)  # 101.9


def choose_first(state: AltState, player: str, first: bool) -> None:
    state.first = player if first else state.opponent(player)
    say(state, f"{player} chooses to go {'first' if first else 'second'}: {state.first} starts (101.5)",
        key="altcg.event.chooses_order", params={"player": player, "first": first, "starter": state.first})
    deal_opening_hands(state)


def deal_opening_hands(state: AltState) -> None:
    for player in (state.first, state.opponent(state.first)):
        fx.draw(state, player, STARTING_HAND)  # 101.6
    _go(state, "setup", "mulligan")


def mulligan(state: AltState, player: str, redraw: bool) -> None:
    """101.6: the whole hand is shuffled into the deck and 5 new cards are drawn."""
    state.mulligans_done.append(player)
    if not redraw:
        say(state, f"{player} keeps their hand", key="altcg.event.keeps_hand", params={"player": player})
        return
    for uid in list(state.zone(player, "hand")):
        state.move(uid, "deck")
    shuffle_deck(state, player)
    fx.draw(state, player, STARTING_HAND)
    say(state, f"{player} redraws their hand (101.6)", key="altcg.event.redraws", params={"player": player})


def shuffle_deck(state: AltState, player: str) -> None:
    state.rng_counter += 1
    state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), state.seed, state.rng_counter)


# --- the turn (500) ---------------------------------------------------------------------------


def begin_turn(state: AltState, player: str, number: int) -> None:
    state.active, state.turn = player, number
    state.battles = 0
    for card in state.cards.values():
        if card.used:
            card.used = ()  # 602.5: once per turn
    _go(state, "reset")
    say(state, f"turn {number}: {player}", key="altcg.event.turn",
        params={"number": number, "player": player})


def _reset(state: AltState) -> None:
    """501.1: the turn player's rested cards (field and cost area) become active, at once."""
    player = state.active
    for uid in state.zone(player, "field"):
        state.cards[uid].rested = False
    cubes = state.cubes[player]
    cubes.up += cubes.rested
    cubes.rested = 0
    _go(state, "prepare")


def _prepare(state: AltState) -> None:
    player = state.active
    if not (state.turn == 1 and player == state.first):  # 502.1
        fx.draw(state, player, 1)
    cubes = state.cubes[player]
    if cubes.deck:  # 502.2, 406.3; skipped when impossible (103.3)
        cubes.deck -= 1
        cubes.up += 1
    _go(state, "main")


def _main(state: AltState) -> None:
    state.prompt = Prompt("main", state.active)  # 503.1


def end_main(state: AltState) -> None:
    _go(state, "battle", "attack")  # 504


def _end(state: AltState) -> None:
    if state.step == "":
        # 509.1: 【己方回合結束時】 / 【對方回合結束時】, 【潛水】 (601.7) — all wait together
        for uid in list(state.zone(state.active, "field")):
            fx.fire(state, uid, "own_turn_end")
            if state.has_keyword(uid, "dive") and not state.is_flagship(uid):
                fx.fire_dive(state, uid)
        for uid in list(state.zone(state.non_active, "field")):
            fx.fire(state, uid, "opponent_turn_end")
        state.step = "cleanup"
        return
    # 509.2 ("進入 508.2" read as 509.2): "this turn" effects end
    for player in state.players:
        for uid in state.zone(player, "field"):
            card = state.cards[uid]
            card.mods = [m for m in card.mods if m.until == "permanent"]
    begin_turn(state, state.non_active, state.turn + 1)


# --- battle (504–508) ----------------------------------------------------------------------


def can_attack(state: AltState, uid: int) -> bool:
    """505.1, 505.1a, 601.4."""
    card = state.cards[uid]
    if state.turn == 1 and state.active == state.first:
        return False
    if card.zone != "field" or card.owner != state.active or card.rested:
        return False
    return state.is_flagship(uid) or card.entered < state.turn or state.has_keyword(uid, "rush")


def target_problem(state: AltState, attacker: int, target: int) -> Problem | None:
    """Why `target` may not be attacked by `attacker` (505.2a, 505.2b, 601.5), or None."""
    card = state.cards[target]
    if card.zone != "field" or card.owner != state.non_active:
        return Problem("the target is a flagship or ship on the opponent's field", "505.2",
                       key="altcg.refusal.target_enemy", params={})
    target_is_flag = state.is_flagship(target)
    if not target_is_flag and not card.rested:
        return Problem("a ship can be attacked only while it is rested", "505.2a",
                       key="altcg.refusal.target_rested", params={})
    slot = state.cards[attacker].slot or ""
    if slot in FRONT or card.slot in FRONT:
        return None
    if state.has_keyword(attacker, "long_range"):
        return None  # 601.5: a back-row card with 【遠程】 reaches the back row
    if state.is_flagship(attacker) and target_is_flag:
        return None  # 505.2b: a back-row flagship may attack a back-row flagship
    flagship = state.is_flagship(attacker)
    return Problem("a card in the back row reaches only the front row"
                   + (" or the flagship" if flagship else "") + " (【遠程】 reaches further)", "505.2b",
                   key="altcg.refusal.back_row", params={"flagship": flagship})


def attacks(state: AltState) -> list[tuple[int, int]]:
    out = []
    opponent = state.non_active
    for uid in state.zone(state.active, "field"):
        if not can_attack(state, uid):
            continue
        for target in state.zone(opponent, "field"):
            if target_problem(state, uid, target) is None:
                out.append((uid, target))
    return out


def declare_attack(state: AltState, unit: int, target: int) -> None:
    """505.1–505.3 (turn actions), then 505.4 【攻擊時】/【被攻擊時】."""
    state.battle = Battle(unit, state.cards[unit].inc, target, state.cards[target].inc)
    state.battles += 1
    say(state, f"{label(state, unit)} attacks {label(state, target)}", key="altcg.event.attacks",
        params={"unit": label(state, unit), "target": label(state, target)})
    fx.set_rested(state, unit, True)  # 505.3
    fx.fire(state, unit, "on_attack")
    fx.fire(state, target, "on_attacked")


def battle_goes_on(state: AltState) -> bool:
    """505: the battle lasts while the attacker stays on the field (and, the engine's reading,
    while the attacked card does)."""
    battle = state.battle
    return battle is not None and state.on_field(battle.attacker, battle.attacker_inc) and \
        state.on_field(battle.target, battle.target_inc)


def _battle(state: AltState) -> None:
    battle = state.battle
    if battle is None:
        if state.step == "attack" and attacks(state):
            state.prompt = Prompt("attack", state.active)  # 505.1, 508.4
        else:
            _go(state, "end")  # 504.2, 505.1a: no attack possible
        return
    if state.step == "resolution" or not battle_goes_on(state):
        end_battle(state)
        return
    if state.step == "attack":
        state.prompt = Prompt("support", state.active)  # 505.5
    elif state.step == "defense":
        state.prompt = Prompt("defense", state.non_active)  # 506.1, 500.2
    elif state.step == "battle":
        compare(state)


def compare(state: AltState) -> None:
    """507.1, then 508.1/508.2."""
    battle = state.battle
    assert battle is not None
    attack, defend = state.power(battle.attacker), state.power(battle.target)
    _go(state, "battle", "resolution")
    battle.resolved = True
    if attack < defend:
        say(state, f"power {attack} against {defend}: the attack fails, nothing happens (507.1)",
            key="altcg.event.attack_fails", params={"attack": attack, "defend": defend})
        return
    say(state, f"power {attack} against {defend}: the attacker wins (507.1)", key="altcg.event.attacker_wins",
        params={"attack": attack, "defend": defend})
    if state.is_flagship(battle.target):
        damage(state, state.cards[battle.target].owner, battle.attacker)
    else:
        fx.destroy(state, battle.target)  # 508.2
        fx.fire(state, battle.attacker, "on_destroy")  # 602.15


def damage(state: AltState, player: str, source: int) -> None:
    """508.1, 313.9a: the top durability card to hand (or 【絕地反擊】, 508.1a); none left: the
    player meets 312.3b (508.1b)."""
    flag = state.flagship[player]
    fx.fire(state, source, "on_damage_dealt")  # 508.1, 508.1c
    fx.fire(state, flag, "on_damaged")
    pile = state.zone(player, "durability")
    if not pile:
        say(state, f"{player}'s flagship is damaged with no durability left (508.1b)",
            key="altcg.event.damaged_empty", params={"player": player})
        if player not in state.damaged_empty:
            state.damaged_empty.append(player)
        return
    uid = pile[0]
    comeback = state.has_keyword(uid, "comeback")  # 601.2: as a durability card (「作為旗艦耐久的此卡」)
    state.move(uid, "hand")
    say(state, f"{player}'s flagship is damaged: a durability card goes to hand (508.1a)",
        key="altcg.event.damaged", params={"player": player},
        private_params={player: {"card": label(state, uid)}},
        **{player: f"{player}'s flagship is damaged: {label(state, uid)} goes to hand (508.1a)"})
    if comeback:
        state.prompt = Prompt("comeback", player, options=[uid])  # 601.2


def end_battle(state: AltState) -> None:
    """508.3: support bonuses and "this battle" effects end; 508.4: attack again or end. An
    attacker still on the field triggers 「此卡發起攻擊的戰鬥結束時」 (304.2a)."""
    battle = state.battle
    if battle is not None and state.on_field(battle.attacker, battle.attacker_inc):
        fx.fire(state, battle.attacker, "attack_end")
    for uid, inc in battle.supporters if battle is not None else ():
        if state.on_field(uid, inc):  # 「此卡發起支援的戰鬥結束時」: it supported from the field
            fx.fire(state, uid, "support_end")
    for player in state.players:
        for uid in state.zone(player, "field"):
            card = state.cards[uid]
            if card.mods:
                card.mods = [m for m in card.mods if m.until != "battle"]
    state.battle = None
    _go(state, "battle", "attack")


def support_slots(slot: str) -> tuple[str, ...]:
    return ADJACENT.get(slot, ())
