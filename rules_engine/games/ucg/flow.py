"""The turn (chapter 5): nine phases (5.1.2), each existing even when nothing happens
(5.1.3); the two-step phases go first player, then second (5.5.1, 5.6.1, 5.7.1, 5.8.1).
`advance` runs everything automatic until someone must decide."""

from __future__ import annotations

from . import effects
from .battle import judgment
from .log import label, say
from .state import HAND_SIZE, Character, Prompt, UcgState


def settable(state: UcgState, player: str) -> list[int]:
    """Hand cards that may be set (5.5.3.1): characters with a SINGLE BP (11.15.1)."""
    out = []
    for uid in state.zone(player, "hand"):
        card = state.definition(uid)
        if card.is_character and card.bp is not None and card.bp.single is not None:
            out.append(uid)
    return out


def deal_opening_hands(state: UcgState) -> None:
    for player in state.players:  # 4.2.3
        effects.draw(state, player, HAND_SIZE)
    state.phase, state.step = "mulligan", None


def mulligan(state: UcgState, player: str, redraw: bool) -> None:
    """4.2.3: all six to the bottom, six new ones, then the deck is shuffled again."""
    if redraw:
        hand = list(state.zone(player, "hand"))
        for uid in hand:
            state.put(uid, "deck")
        effects.draw(state, player, HAND_SIZE)
        effects.shuffle_deck(state, player)
        say(state, f"{player} redraws their hand (4.2.3)", key="ucg.event.redraws",
            params={"player": player})
    else:
        say(state, f"{player} keeps their hand (4.2.3)", key="ucg.event.keeps", params={"player": player})
    state.mulligans_done.append(player)
    state.prompt = None


def _next_phase(state: UcgState, phase: str, step: str | None = None) -> None:
    state.phase, state.step, state.step_started = phase, step, False


def _next_step(state: UcgState, then: str) -> None:
    if state.step == "first":
        state.step, state.step_started = "second", False
    else:
        _next_phase(state, then, "first" if then in ("set", "level_up", "open", "activate") else None)


def end_step(state: UcgState) -> None:
    """A `pass` in the scene phase, a level-up or an activate step."""
    state.prompt = None
    if state.phase == "scene":
        state.scene_done = True
    elif state.phase == "level_up":
        _next_step(state, "open")
    elif state.phase == "activate":
        _next_step(state, "judgment")


def advance(state: UcgState) -> None:
    """Carry out everything automatic until a player must decide or the game is over."""
    for _ in range(10_000):
        if state.over or state.prompt is not None:
            return
        if state.resolving is not None:
            effects.continue_resolution(state)
            continue
        if state.queue:
            effects.start_next(state)
            continue
        if state.detached:
            effects.finish(state)
            continue
        _phase(state)
    raise RuntimeError("advance did not settle")


def _phase(state: UcgState) -> None:
    phase = state.phase
    if phase == "mulligan":
        if state.order_chooser and not state.first:
            state.prompt = Prompt("choose_order", state.order_chooser)  # 4.2.2
            return
        for player in (state.first, state.second):  # 4.2.3: the first player first
            if player not in state.mulligans_done:
                state.prompt = Prompt("mulligan", player)
                return
        state.turn = 1
        _next_phase(state, "start")
    elif phase == "start":  # 5.2.1: the first player was settled by the last judgment (5.9.6)
        say(state, f"turn {state.turn} — {state.first} is the first player (5.2.1)",
            key="ucg.event.turn_starts", params={"turn": state.turn, "player": state.first})
        state.scene_done = False
        state.flipped = False
        _next_phase(state, "draw")
    elif phase == "draw":
        if state.turn > 1:  # 5.3.1, 5.3.2
            for player in (state.first, state.second):
                effects.draw(state, player, 1)
        _next_phase(state, "scene")
    elif phase == "scene":
        if state.scene_done:
            _next_phase(state, "set", "first")
        else:
            state.prompt = Prompt("scene", state.first)  # 5.4.1; the hand is hidden: always asks
    elif phase == "set":
        _set_step(state)
    elif phase == "level_up":
        state.prompt = Prompt("level_up", state.step_player or state.first)
    elif phase == "open":
        _open_step(state)
    elif phase == "activate":
        state.prompt = Prompt("activate", state.step_player or state.first)  # 5.8.2.1, 5.8.3.1
    elif phase == "judgment":
        judgment(state)
        if not state.over:
            _next_phase(state, "end")
    elif phase == "end":
        _end(state)


def _set_step(state: UcgState) -> None:
    player = state.step_player
    assert player is not None
    if not state.step_started:
        state.step_started = True
        if state.step == "first":  # 5.5.2.1, 5.5.7: a new area, to the left of the last one
            state.areas.append({p: None for p in state.players})
            state.results.append(None)
        need = len(state.vacant(player))
        if len(settable(state, player)) < need:  # 1.3.4, 12.4.3: lose at once
            state.winner, state.over = state.opponent(player), True
            say(state, f"{player} cannot set a character in every vacant battle area and loses "
                       "(1.3.4, 12.4.3)", key="ucg.event.cannot_set", params={"player": player})
            return
    if state.vacant(player):
        state.prompt = Prompt("set", player, options=state.vacant(player))
        return
    if state.step == "first":
        state.step, state.step_started = "second", False
    else:
        _next_phase(state, "level_up", "first")


def set_character(state: UcgState, player: str, uid: int, area: int) -> None:
    """5.5.3.1, 5.5.4.1: face down, vertical, facing the other player's card."""
    state.take(uid)
    card = state.cards[uid]
    card.zone, card.inc, card.face_down, card.used = "battle", card.inc + 1, True, ()
    state.areas[area][player] = Character(stack=[uid])
    state.prompt = None
    say(state, f"{player} sets a card face down in area {area + 1}",
        key="ucg.event.sets_face_down", params={"player": player, "area": area + 1},
        private_params={player: {"card": label(state, uid)}},
        **{player: f"{player} sets {label(state, uid)} face down in area {area + 1}"})


def level_up(state: UcgState, player: str, uid: int, target: int) -> None:
    """5.6.2.1: on top of the character, face down until the open phase (contract)."""
    char = state.character(target)
    assert char is not None
    state.take(uid)
    card = state.cards[uid]
    card.zone, card.inc, card.face_down, card.used = "battle", card.inc + 1, True, ()
    char.stack.insert(0, uid)
    char.leveled = True
    found = state.locate(uid)
    area = found[0] + 1 if found else 0
    say(state, f"{player} levels up the character in area {area} with a face-down card",
        key="ucg.event.levels_up", params={"player": player, "area": area},
        private_params={player: {"card": label(state, uid)}},
        **{player: f"{player} levels up area {area} with {label(state, uid)}"})


def _open_step(state: UcgState) -> None:
    player = state.step_player
    assert player is not None
    if not state.flipped:  # 5.7.1: every face-down card on the field turns face up
        state.flipped = True
        state.appeared = {p: [] for p in state.players}
        for index, side, char in state.characters():
            top = state.cards[char.top]
            for uid in char.stack[1:]:  # a level-up on a card set this turn: both were down
                state.cards[uid].face_down = False
            if top.face_down:
                top.face_down = False
                state.appeared[side].append(char.top)
                say(state, f"area {index + 1}: {side}'s {label(state, char.top)} is turned face up (5.7.1)",
                    key="ucg.event.turned_face_up",
                    params={"area": index + 1, "player": side, "card": label(state, char.top)})
    if not state.step_started:
        state.step_started = True  # 5.7.2.1, 5.7.3.1: this step's player's 登場時 effects
        for uid in state.appeared.get(player, []):
            found = state.locate(uid)
            effects.trigger_appeared(state, uid, found[0] if found else None)
        if state.queue:
            return
    _next_step(state, "activate")


def _end(state: UcgState) -> None:
    """5.10.2: "this turn" effects end; uses per turn reset (9.4.2)."""
    for _, _, char in state.characters():
        char.mods = [m for m in char.mods if m.until != "turn"]
        char.leveled = False  # 5.6.2.3: once per level-up phase
    for card in state.cards.values():
        card.used = ()
    state.nullified = []
    state.turn += 1
    _next_phase(state, "start")
