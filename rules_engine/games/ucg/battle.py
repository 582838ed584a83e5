"""BP (chapter 8, 11.6, 11.7, 11.15) and the battle-judgment phase (5.9, 11.16, 12.4.2,
1.3.2–1.3.3.1): one rule in one place."""

from __future__ import annotations

from ...core.effects.model import per_every
from .cards import BP, STATES, Card, Condition, Effect
from .log import say
from .state import WINS_NEEDED, Character, UcgState


def active_effects(state: UcgState, char: Character, timing: str) -> list[tuple[int, Effect]]:
    """The top card's effects that apply now: face up (10.1.1), the top card only
    (10.1.3.1), the state prefix matching the stack size (2.3.5.2, 11.6.2), not
    nullified (11.13), the condition holding."""
    uid = char.top
    card = state.cards[uid]
    if card.face_down:
        return []
    out = []
    for index, effect in state.definition(uid).effects_at(timing):
        if effect.states and char.state_name not in effect.states:
            continue
        if (uid, card.inc, index) in state.nullified:
            continue
        if not condition_holds(state, card.owner, char, effect):
            continue
        out.append((index, effect))
    return out


def condition_holds(state: UcgState, owner: str, char: Character | None, effect: Effect) -> bool:
    cond = effect.condition
    if cond is None:
        return True
    if not _printed_condition(state, owner, char, cond):
        return False
    if cond.own_scene and (state.scene is None or state.cards[state.scene].owner != owner):
        return False
    if cond.present and not any(
            not state.cards[c.top].face_down and cond.present in state.definition(c.top).name
            for _, _, c in state.characters(owner)):
        return False
    return not (cond.charge_at_least and (char is None or len(char.charge) < cond.charge_at_least))


def _face_up(state: UcgState, char: Character) -> bool:
    return not state.cards[char.top].face_down


def _printed_condition(state: UcgState, owner: str, char: Character | None, cond: Condition) -> bool:
    """The conditions printed cards give (issue 29, printed.py). A face-down card shows
    nothing (10.1.1, 3.6.3): a condition on it does not hold (and so leaks nothing)."""
    if cond.first_player and state.first != owner:  # 5.2.1
        return False
    if cond.present_character and not any(  # 11.5.1
            _face_up(state, c) and state.definition(c.top).has_character(cond.present_character)
            for _, _, c in state.characters(owner)):
        return False
    if cond.present_any and not any(  # 11.5.1: "If you have 『A』 or 『B』"
            _face_up(state, c) and any(state.definition(c.top).has_character(n) for n in cond.present_any)
            for _, _, c in state.characters(owner)):
        return False
    if cond.opponent_type or cond.opponent_state or cond.opponent_kind:  # 7.1.1; asked anew each time (9.3.2)
        opponent = state.opposing(char.top) if char is not None else None
        if opponent is None or not _face_up(state, opponent):
            return False
        if cond.opponent_type and state.definition(opponent.top).attribute not in cond.opponent_type:
            return False
        if cond.opponent_state and opponent.state_name not in cond.opponent_state:
            return False
        if cond.opponent_kind and state.definition(opponent.top).type != cond.opponent_kind:
            return False
    if cond.adjacent_character:  # 5.5.7: the areas left and right of this character's
        found = state.locate(char.top) if char is not None else None
        if found is None:
            return False
        area, side = found
        neighbours = [state.areas[i].get(side) if 0 <= i < len(state.areas) else None
                      for i in (area - 1, area + 1)]
        named = [n is not None and _face_up(state, n) and state.definition(n.top).has_character(
            cond.adjacent_character) for n in neighbours]
        if not (all(named) if cond.adjacent_both else any(named)):
            return False
    if cond.count_kind:  # "While you have n or more DOUBLE Ultra Heroes" (9.3.1)
        count = sum(1 for _, _, c in state.characters(owner) if _face_up(state, c)
                    and noun_matches(state.definition(c.top), cond.count_kind)
                    and (not cond.count_states or c.state_name in cond.count_states))
        if count < cond.count_at_least:
            return False
    return True


def noun_matches(card: Card, noun: str | None) -> bool:
    """2.2.1, 2.3.6: character (any), ultraman (Ultra Hero), kaiju, scene, card."""
    if noun in (None, "card"):
        return True
    if noun == "character":
        return card.is_character
    return card.type == noun


def _continuous(state: UcgState, char: Character) -> tuple[int, int, bool, list[str]]:
    """(level shift, BP change, EXTRA on, results) from the top card's continuous texts (9.3)."""
    shift = bp = 0
    extra = False
    results: list[str] = []
    for _, effect in active_effects(state, char, "continuous"):
        for step in effect.script or []:
            if step.verb == "level":
                shift += step.level or 0
            elif step.verb == "bp" and step.per_opponent_hand:  # 「對手的手牌每有兩張」 (9.3.1, 11.7.1)
                owner = state.cards[char.top].owner
                hand = len(state.zone(state.opponent(owner), "hand"))
                bp += per_every(step.bp or 0, hand, step.per_opponent_hand)
            elif step.verb == "bp":
                bp += step.bp or 0
            elif step.verb == "extra":
                extra = True
            elif step.verb == "result" and step.result:
                results.append(step.result)
    return shift, bp, extra, results


def bp_of(state: UcgState, char: Character) -> tuple[int, bool]:
    """(BP, shifted). 8.1.1: the top card's column for the stack size (charge cards do
    not count, 11.17.2); 8.1.2: EXTRA when its condition holds; 11.6: level shifts move
    the column only; 11.7.3: then BP+/-; 11.7.2: never below 0."""
    top = state.cards[char.top]
    if top.face_down:
        return 0, False
    printed = state.definition(char.top).bp
    assert printed is not None
    shift, plus, extra, _ = _continuous(state, char)
    levels = [m for m in char.mods if m.kind == "level"]
    shift += sum(int(m.value) for m in levels)
    shifted = bool(levels) or shift != 0
    plus += sum(int(m.value) for m in char.mods if m.kind == "bp")
    size = len(char.stack)
    # 11.6.4: EXTRA has no column to shift to
    base = printed.extra if extra and printed.extra is not None else _graded_column(printed, size - 1, shift)
    return max(0, base + plus), shifted


def _graded_column(printed: BP, column: int, shift: int) -> int:
    """The BP a net grade shift of `shift` gives from the state column `column` (11.6):
    each grade moves one column (11.6.1: SINGLE<->DOUBLE<->TRIPLE<->QUAD), the state
    itself never changes (11.6.2), the shifts add up (11.6.5: one up and one down give
    the printed BP back). Where the next column has no BP, or there is none (below
    SINGLE, above QUAD, a card with no SINGLE BP 11.15.1), the shift still applies but
    the BP moves no further (11.6.3): a decrease of 2 from DOUBLE gives the SINGLE BP,
    never more than a decrease of 1 does."""
    base = printed.column(STATES[column]) or 0
    step = 1 if shift > 0 else -1
    for _ in range(abs(shift)):
        moved = printed.column(STATES[column + step]) if 0 <= column + step < len(STATES) else None
        if moved is None:  # 11.6.3
            break
        column += step
        base = moved
    return base


def forced_result(state: UcgState, char: Character) -> str | None:
    """11.16: a 'win' or 'draw' an effect gives this character's battle."""
    results = [str(m.value) for m in char.mods if m.kind == "result"]
    results += _continuous(state, char)[3]
    if "win" in results:
        return "win"
    return "draw" if "draw" in results else None


def judge_area(state: UcgState, index: int) -> str | None:
    """One area's result: a player, "draw", or None (12.4.2.2)."""
    a, b = state.players
    left, right = state.areas[index].get(a), state.areas[index].get(b)
    if left is None and right is None:
        return None  # 12.4.2.2
    if right is None:
        return a  # 12.4.2.1
    if left is None:
        return b
    fa, fb = forced_result(state, left), forced_result(state, right)
    if fa == "win" and fb == "win":
        return "draw"  # 11.16.2
    if fa == "win":
        return a  # 11.16.1, 11.16.3
    if fb == "win":
        return b
    if fa == "draw" or fb == "draw":
        return "draw"  # 11.16.1
    pa, pb = bp_of(state, left)[0], bp_of(state, right)[0]
    if pa == pb:
        return "draw"  # 5.9.5.1
    return a if pa > pb else b  # 5.9.4.1


def judgment(state: UcgState) -> None:
    """5.9: every area battles, old ones included (5.9.3.1, 5.9.3.2); orientation is set
    anew (5.9.4.2, 5.9.5.2); then the game check (1.3.2–1.3.3.1) and the next first
    player (5.9.6, 12.4.2.3)."""
    state.results = [judge_area(state, i) for i in range(len(state.areas))]
    state.judged = True
    for index, result in enumerate(state.results):
        for player in state.players:
            char = state.areas[index].get(player)
            if char is not None:
                char.horizontal = result != player
    wins = {p: state.results.count(p) for p in state.players}
    # one line an area, then the tally: each names its players as the engine's seats (the
    # bot says display names), and no line carries English words in a parameter
    for i, result in enumerate(state.results):
        # 5.9.5 a draw; 12.4.2.2 no result (an empty area)
        said = "a draw" if result == "draw" else f"{result} wins" if result else "no result"
        say(state, f"judgment, area {i + 1}: {said}",
            key="ucg.event.area_judged", params={"area": i + 1, "winner": result or "none"})
    a, b = state.players
    say(state, f"judgment: {a} {wins[a]}, {b} {wins[b]} areas won", key="ucg.event.judgment",
        params={"player": a, "wins": wins[a], "opponent": b, "opponent_wins": wins[b]})
    if max(wins.values()) >= WINS_NEEDED and wins[a] != wins[b]:  # 1.3.2, 1.3.3, 1.3.3.1
        winner = a if wins[a] > wins[b] else b
        state.winner, state.over = winner, True
        say(state, f"{winner} wins {wins[winner]} battles in one judgment and wins the game (1.3.2)",
            key="ucg.event.wins_game", params={"player": winner, "wins": wins[winner]})
        return
    newest = state.results[-1] if state.results else None
    if newest in state.players:  # 5.9.6.1; a draw or no result keeps the first player (5.9.6.2, 12.4.2.3)
        state.first = newest


def wins(state: UcgState, player: str) -> int:
    return state.results.count(player) if state.judged else 0
