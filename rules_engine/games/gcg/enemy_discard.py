"""s11-gcg-read (issue 29): an enemy player discards for one of your effects —

  "Choose 1 enemy player with 4 or more cards in their hand. They discard 1."
  "Your opponent discards 1."  /  "… they may discard 1."

Reading (reader/player_steps.py) → script (`script_steps`): one `discard` step with
`player: opponent` (and `discard_may` for "may"), the chosen player's filter as the step's
condition (10-3-3-1: no enemy player with that many cards, nothing is chosen and nothing is done).

Running (`enemy_discards`): in a duel the enemy player is the opponent (12-2-6 for more players).
They choose which cards of their own hand to discard (5-11-1) with the `discard` prompt, which
only they see (4-8-2); with N or fewer cards, all of them go (1-3-2), with "may", none may. With
several enemy players, which one is chosen (or, for "your opponent", each in turn) is left to the
players: the effect is resolved by hand from there, as the log says.

Round 2 — the chosen enemy player draws: "Choose 1 enemy player. They may draw 1. If they draw with
this effect, draw 1." → a `draw` step with `player: chosen_enemy` (`draw_may` for "may"), then the
steps after it under `they_did` (10-2-1). With "may" the decision is theirs (10-1-3): the `may`
prompt goes to them (`they_draw` in its data); the card drawn goes to their hand unseen by anyone
else (4-14-1). Several enemy players: by hand, as for the discard (12-2-6).
"""

from __future__ import annotations

from typing import Any

from ...core.effects.model import Condition, Selector, Step
from .effects import draw, effect_of, notify, say
from .state import GcgState, PendingEffect, Prompt

PLAYER = "opponent"  # the script's `player` on a discard step


def script_steps(body: tuple[Step, ...], i: int, condition_of: Any,
                 by_hand: Any) -> tuple[list[dict[str, Any]], int] | None:
    """The script of "Choose 1 enemy player (…). They discard N." / "Your opponent discards N"
    at body[i], and the index after it; None when body[i] is neither."""
    from .reader.player_steps import CHOSEN, OPPONENT

    step = body[i]
    if step.verb == "choose" and isinstance(step.target, Selector) and step.target.kind == "player":
        if step.target.who != "enemy" or step.may or step.if_done or i + 1 >= len(body):
            raise by_hand("this choice of a player is made by hand")
        then = body[i + 1]
        if then.verb not in ("discard", "draw") or then.player != CHOSEN:
            raise by_hand("what the chosen player does: resolved by hand")
        try:
            chosen = [_hand(f) for f in step.target.filters]
            conditions = [c for c in (step.condition, *chosen) if c is not None]
        except ValueError as exc:
            raise by_hand("a choice of a player by these bounds: made by hand") from exc
        if i != 0:  # 10-3-3-1: no player to choose, nothing of the effect is done
            raise by_hand("steps beside the chosen player's: resolved by hand")
        if then.verb == "draw":  # round 2: "They (may) draw N. If they draw with this effect, …"
            return _draw_then(body, conditions, condition_of, by_hand)
        if len(body) != 2:
            raise by_hand("steps beside the chosen player's: resolved by hand")
        return [_discard(then, conditions, condition_of, by_hand)], i + 2
    if step.verb == "discard" and step.player == OPPONENT:
        conditions = [step.condition] if step.condition is not None else []
        out = _discard(step, conditions, condition_of, by_hand)
        # s12-gcg-exec: no player is chosen — every enemy player discards (12-2-6); only as the last
        # step, so no later "If they do" has several players' discards to judge
        return [{**out, "every_enemy": True} if i == len(body) - 1 else out], i + 1
    return None


def _hand(f: Any) -> Condition:
    """The chosen player's filter "with N or more cards in their hand / trash", "with N or less
    Shields" as a condition on the enemy player (in a duel, the one)."""
    from .reader import build as b

    if f.op not in (">=", "<=") or not isinstance(f.value, int):
        raise ValueError(f"a player filter {f.attr}")
    if f.attr == "hand_size":
        return b.hand_size("any_enemy", f.op, f.value)
    if f.attr == "trash_size":
        return b.trash_size("any_enemy", f.op, f.value)
    if f.attr == "shields":
        return Condition.of("shields", player="opponent", op=f.op, n=f.value)
    raise ValueError(f"a player filter {f.attr}")


def _discard(step: Step, conditions: list[Condition], condition_of: Any, by_hand: Any) -> dict[str, Any]:
    amount = step.amount
    if step.may or step.if_done or step.target is not None or amount is None or amount.count_of is not None \
            or amount.per != 1 or amount.n < 1 or {k for k, _ in step.extra} - {"they_may"}:
        raise by_hand("this discard: resolved by hand")
    out: dict[str, Any] = {"discard": step.amount.n, "player": PLAYER}
    if step.get("they_may"):
        out["discard_may"] = True
    made = [condition_of(c) for c in conditions]
    if made:
        out["condition"] = made[0] if len(made) == 1 else {"kind": "all", "all_of": made}
    return out


DREW = "they_drew"  # the reader's effect_result for "If they draw with this effect,"


def _draw_then(body: tuple[Step, ...], conditions: list[Condition], condition_of: Any,
               by_hand: Any) -> tuple[list[dict[str, Any]], int]:
    """"Choose 1 enemy player. They (may) draw N. [If they draw with this effect, <steps>.]": their
    draw, and the steps after it — each of which must say "If they draw …" (10-3-3-1: with no such
    player nothing of the effect is done). The later steps are the caller's to translate."""
    then = body[1]
    amount = then.amount
    if then.may or then.if_done or then.target is not None or then.condition is not None or amount is None \
            or amount.count_of is not None or amount.stat is not None or amount.per != 1 or amount.n < 1 \
            or {k for k, _ in then.extra} - {"they_may"}:
        raise by_hand("this draw: resolved by hand")
    for later in body[2:]:
        if later.condition is None or later.condition.kind != "effect_result" \
                or later.condition.get("what") != DREW:
            raise by_hand("steps beside the chosen player's: resolved by hand")
    out: dict[str, Any] = {"draw": amount.n, "player": "chosen_enemy"}
    if then.get("they_may"):
        out["draw_may"] = True
    made = [condition_of(c) for c in conditions]
    if made:
        out["condition"] = made[0] if len(made) == 1 else {"kind": "all", "all_of": made}
    return [out], 2


def _by_hand_with_several_enemies(state: GcgState, pending: PendingEffect) -> str | None:
    """The effect's text; None when there are several enemy players: which one it means is for
    the players to settle, so the effect goes to its owner by hand (12-2-6)."""
    effect = effect_of(state, pending)
    text = effect.text if effect else ""
    if state.format == "duel":
        return text
    say(state, f"{text} — which enemy player it means is for the players to settle: resolved by hand "
               "(12-2-6)", key="gcg.event.enemy_player_by_hand", params={"text": text})
    optional = effect.optional if effect else False
    state.prompt = Prompt("effect", pending.owner, data={"text": text, "optional": optional})
    return None


def enemy_draws(state: GcgState, pending: PendingEffect, n: int, may: bool) -> None:
    """The chosen enemy player draws N (4-14-1), or with `may` decides whether to (10-1-3)."""
    text = _by_hand_with_several_enemies(state, pending)
    if text is None:
        return
    enemy = state.opponent(pending.owner)
    if may:
        state.prompt = Prompt("may", enemy, data={"text": text, "they_draw": n})
        return
    _draw(state, pending, enemy, n)


def _draw(state: GcgState, pending: PendingEffect, player: str, n: int) -> None:
    draw(state, player, n)
    pending.extra[DREW] = True
    notify(state, "drew", None, player=player, by=pending.owner)  # "When you draw with an effect"


def answer_they_may(state: GcgState, player: str, accept: bool) -> None:
    """The chosen enemy player's answer to "They may draw N" (10-1-3); the effect goes on."""
    n = state.prompt.data["they_draw"]
    state.prompt = None
    if accept:
        _draw(state, state.resolving, player, n)
        return
    say(state, f"{player} chooses not to draw (10-1-3)", key="gcg.event.declines_draw",
        params={"player": player})


QUEUE = "enemies_to_discard"  # pending.extra: the enemy players still to discard, in order


def enemy_discards(state: GcgState, pending: PendingEffect, n: int, may: bool, every: bool = False) -> None:
    """The enemy player discards N cards of their choice (5-11-1), or with `may` up to N. `every`
    ("Your opponent discards N"): with several enemy players each of them does (12-2-6), from the
    turn player on in turn order (12-2-4), each choosing from their own hand behind the same prompt."""
    if every and state.format != "duel":
        effect = effect_of(state, pending)
        seats = state.seating_from(state.active_players()[0])
        enemies = set(state.opponents(pending.owner))
        pending.extra[QUEUE] = {"players": [p for p in seats if p in enemies], "n": n, "may": may,
                                "text": effect.text if effect else ""}
        next_enemy_discards(state)
        return
    text = _by_hand_with_several_enemies(state, pending)
    if text is None:
        return
    _one_discards(state, pending, state.opponent(pending.owner), n, may, text)


def next_enemy_discards(state: GcgState) -> None:
    """The next enemy player in the queue discards (after the one before has, actions._apply_discard);
    a player whose discard needs no choice discards at once and the next one follows."""
    pending = state.resolving
    queue = pending.extra.get(QUEUE) if pending is not None else None
    while queue and queue["players"] and state.prompt is None:
        player = queue["players"].pop(0)
        _one_discards(state, pending, player, queue["n"], queue["may"], queue["text"])
    if queue is not None and not queue["players"] and state.prompt is None:
        pending.extra.pop(QUEUE, None)


def _one_discards(state: GcgState, pending: PendingEffect, enemy: str, n: int, may: bool, text: str) -> None:
    from .flow import discard  # flow imports effects, which imports this module lazily

    hand = list(state.zone(enemy, "hand"))
    pending.extra["discarded"] = len(hand) >= n
    if len(hand) <= n and not (may and hand):
        discard(state, enemy, hand)
        return
    data: dict[str, Any] = {"count": n, "text": text}
    if may:
        data |= {"only": hand, "may": True}
    state.prompt = Prompt("discard", enemy, data=data)
