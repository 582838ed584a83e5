"""s11-gcg-read (issue 29): an enemy player discards for one of your effects —

  "Choose 1 enemy player with 4 or more cards in their hand. They discard 1."
  "Your opponent discards 1."  /  "… they may discard 1."

Reading (reader/player_steps.py) → script (`script_steps`): one `discard` step with
`player: opponent` (and `discard_may` for "may"); for the chosen player, `chosen_player` holds the
printed bounds ("with 4 or more cards in their hand"), judged player by player as it resolves
(10-3-3-1: no enemy player passes them, nothing is chosen and nothing is done).

Running (`enemy_discards`): in a duel the enemy player is the opponent. With several enemy players
(s12-gcg-exec) the effect's owner chooses one of those passing the bounds (10-3-3) with the `player`
prompt (its options are seats: who the players are is public); "Your opponent discards N" as the
effect's last step makes every enemy player discard in turn (12-2-6, 12-2-4); before other steps it
is resolved by hand. The discarding player chooses which cards of their own hand to discard (5-11-1)
with the `discard` prompt, which only they see (4-8-2); with N or fewer cards, all of them go
(1-3-2), with "may", none may.

Round 2 — the chosen enemy player draws: "Choose 1 enemy player. They may draw 1. If they draw with
this effect, draw 1." → a `draw` step with `player: chosen_enemy` (`draw_may` for "may"), then the
steps after it under `they_did` (10-2-1). With "may" the decision is theirs (10-1-3): the `may`
prompt goes to them (`they_draw` in its data); the card drawn goes to their hand unseen by anyone
else (4-14-1). Several enemy players: chosen as for the discard.

s15-opt round 3: "They may discard 1. If they don't discard with this effect, …" — the owner's later steps
under `they_did_not_discard` / `they_discarded`, the record (`DISCARDED` in the pending effect's extra) of
what the chosen player did (10-1-3, 10-2-1); "Each player discards N" — every player, the turn player first
(1-3-4), through the same queue as "Your opponent discards N" (`every_player_discards`).
"""

from __future__ import annotations

from typing import Any

from ...core.effects.model import Condition, Selector, Step
from .cards import Step as ScriptStep
from .cards import StepCondition
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
            # the bounds are judged player by player as the step resolves (`choosable`), not as
            # the step's "If" (which would count every enemy player's cards together)
            conditions = [step.condition] if step.condition is not None else []
        except ValueError as exc:
            raise by_hand("a choice of a player by these bounds: made by hand") from exc
        if i != 0:  # 10-3-3-1: no player to choose, nothing of the effect is done
            raise by_hand("steps beside the chosen player's: resolved by hand")
        bounds = {"chosen_player": [condition_of(c) for c in chosen]}
        if then.verb == "draw":  # round 2: "They (may) draw N. If they draw with this effect, …"
            steps, after = _draw_then(body, conditions, condition_of, by_hand)
            return [{**steps[0], **bounds}, *steps[1:]], after
        # round 3: "They discard N. Then, draw 1." — the steps after it are the caller's to translate,
        # plain steps of the effect's owner (no "If you do" / "If they do": whose discard, and whether
        # one with fewer cards counts, are not said); with no player to choose none is done (10-3-3-1)
        for later in body[2:]:
            if later.if_done or later.player not in (None, "self") \
                    or (later.condition is not None and later.condition.kind == "effect_result"
                        and not _their_discard_result(later.condition, then)):
                raise by_hand("steps beside the chosen player's: resolved by hand")
        return [{**_discard(then, conditions, condition_of, by_hand), **bounds}], i + 2
    if step.verb == "discard" and step.player == CHOSEN and i == 0:
        # s15-opt round 3: "When this Unit destroys an enemy shield area card with battle damage, that enemy
        # player may discard 1. If they don't …": no player chosen, the trigger's (destroys_event), whose
        # shield area card it was (round 4: `event_player`, the event's card's owner, in every format)
        for later in body[1:]:
            if later.if_done or later.player not in (None, "self") \
                    or (later.condition is not None and later.condition.kind == "effect_result"
                        and not _their_discard_result(later.condition, step)):
                raise by_hand("steps beside the enemy player's: resolved by hand")
        conditions = [step.condition] if step.condition is not None else []
        return [{**_discard(step, conditions, condition_of, by_hand), "event_player": True}], i + 1
    if step.verb == "draw" and step.player == CHOSEN and i == 0:
        # s15-opt round 5: "…, that enemy player (may) draw(s) N. [If they draw with this effect, …]" — the
        # draw beside the discard above: the player whose shield area card the event destroyed (3-6-2) draws
        # (4-14-1), none chosen (`event_player`); the later steps each say "If they draw …" (_draw_then)
        steps, _ = _draw_then((step, *body), [], condition_of, by_hand)
        if step.condition is not None:
            raise by_hand("this draw: resolved by hand")
        return [{**steps[0], "event_player": True}], i + 1
    if step.verb == "discard" and step.player == OPPONENT:
        conditions = [step.condition] if step.condition is not None else []
        out = _discard(step, conditions, condition_of, by_hand)
        # s12-gcg-exec: no player is chosen — every enemy player discards (12-2-6); only as the last
        # step, so no later "If they do" has several players' discards to judge
        return [{**out, "every_enemy": True} if i == len(body) - 1 else out], i + 1
    return None


# the reader's effect_result for "If they (don't) discard with this effect," (and the record in pending.extra)
DISCARDED = "they_discarded"


def _their_discard_result(condition: Condition, then: Step) -> bool:
    """s15-opt round 3: "They may discard 1. If they don't discard with this effect, …" — the consequence
    of the chosen player's own optional discard (10-1-3, 10-2-1), taken when they discard 1: with "discard 2"
    and one card in hand, whether discarding it is "discarding with this effect" is not settled (1-3-2)."""
    if condition.get("what") != DISCARDED:
        return False
    amount = then.amount
    return amount is not None and amount.n == 1 and amount.count_of is None and amount.per == 1


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


# s12-gcg-exec: "Choose 1 enemy player (with …). They discard N / (may) draw N." with several enemy
# players — the effect's owner chooses (10-3-3), among those passing the printed bounds (10-3-3-1),
# with the `player` prompt (its options are seats: players are public); the chosen player then
# discards behind their own prompt (4-8-2) or draws.


def choosable(state: GcgState, owner: str, bounds: list[StepCondition] | None) -> list[str]:
    """The enemy players the effect's owner may choose, from the turn player on in turn order
    (12-2-4, so the options read in table order), each passing every printed bound: the number of
    cards in their hand (4-8: public), in their trash (4-9), of their side's shields (4-6; a team
    shares one shield area, 12-3)."""
    enemies = set(state.opponents(owner))
    seats = [p for p in state.seating_from(state.active_players()[0]) if p in enemies]
    return [p for p in seats if all(_passes(state, p, b) for b in bounds or ())]


def _passes(state: GcgState, player: str, bound: StepCondition) -> bool:
    from .conditions import _OPS, _shields_of

    if bound.kind == "shields":
        count = len(_shields_of(state, player))
    else:
        count = len(state.zone(player, "hand" if bound.kind == "hand_size" else "trash"))
    return _OPS[bound.op](count, bound.n)


def _chosen_enemy(state: GcgState, pending: PendingEffect, step: ScriptStep,
                  then: dict[str, Any]) -> str | None:
    """The enemy player the effect means: in a duel the opponent; with several, the one its owner
    chooses — asked now (None: `then` is done once chosen, choose_player), or the only one
    that can be chosen."""
    effect = effect_of(state, pending)
    text = effect.text if effect else ""
    options = choosable(state, pending.owner, step.chosen_player)
    if not options:  # 10-3-3-1: no player can be chosen, nothing of the effect is done
        say(state, f"{text} — no enemy player can be chosen: nothing is done (10-3-3-1)",
            key="gcg.event.no_player_to_choose", params={"text": text})
        if effect is not None and effect.script:  # round 3: nor the steps after ("Then, draw 1")
            pending.step = len(effect.script) - 1  # the last: the resolution loop's next step ends it
        return None
    if len(options) == 1:  # a duel's opponent, or the only one passing the bounds: no decision
        if state.format != "duel":
            _say_chosen(state, pending.owner, options[0])
        return options[0]
    state.prompt = Prompt("player", pending.owner, options=options, data={"text": text, "then": then})
    return None


def _say_chosen(state: GcgState, owner: str, player: str) -> None:
    say(state, f"{owner} chooses {player} (10-3-3)", key="gcg.event.chooses_player",
        params={"player": owner, "chosen": player})


def choose_player(state: GcgState, player: str) -> None:
    """The effect's owner chose `player` (checked by actions._check_choose): they discard or
    draw as the step says."""
    prompt = state.prompt
    state.prompt = None
    pending = state.resolving
    _say_chosen(state, pending.owner, player)
    then = prompt.data["then"]
    if then["verb"] == "discard":
        _one_discards(state, pending, player, then["n"], then["may"], prompt.data["text"])
    else:
        _they_draw(state, pending, player, then["n"], then["may"], prompt.data["text"])


def enemy_draws(state: GcgState, pending: PendingEffect, step: ScriptStep) -> None:
    """The chosen enemy player draws N (4-14-1), or with `may` decides whether to (10-1-3); with
    `event_player` the one whose destroyed shield area card the trigger meant (round 5, `_event_player`)."""
    then = {"verb": "draw", "n": step.draw, "may": step.draw_may}
    enemy = _event_player(state, pending) if step.event_player else _chosen_enemy(state, pending, step, then)
    if enemy is None:
        return
    effect = effect_of(state, pending)
    _they_draw(state, pending, enemy, step.draw, step.draw_may, effect.text if effect else "")


def _they_draw(state: GcgState, pending: PendingEffect, enemy: str, n: int, may: bool, text: str) -> None:
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


def enemy_discards(state: GcgState, pending: PendingEffect, step: ScriptStep) -> None:
    """The enemy player discards N cards of their choice (5-11-1), or with `may` up to N. `every`
    ("Your opponent discards N"): with several enemy players each of them does (12-2-6), from the
    turn player on in turn order (12-2-4), each choosing from their own hand behind the same prompt.
    Otherwise the chosen enemy player (`_chosen_enemy`)."""
    n, may, every = step.discard, step.discard_may, step.every_enemy
    effect = effect_of(state, pending)
    text = effect.text if effect else ""
    if every and state.format != "duel":
        pending.extra[QUEUE] = {"players": choosable(state, pending.owner, None), "n": n, "may": may,
                                "text": text}
        next_enemy_discards(state)
        return
    if step.event_player:
        enemy = _event_player(state, pending)
        if enemy is not None:
            _one_discards(state, pending, enemy, n, may, text)
        return
    if step.chosen_player is None and state.format != "duel":
        # "Your opponent discards N" before other steps: every enemy player would discard (12-2-6),
        # and whether a later "If they do" means each or all is not settled — by hand
        say(state, f"{text} — which enemy player it means is for the players to settle: resolved by "
                   "hand (12-2-6)", key="gcg.event.enemy_player_by_hand", params={"text": text})
        optional = effect.optional if effect else False
        state.prompt = Prompt("effect", pending.owner, data={"text": text, "optional": optional})
        return
    enemy = _chosen_enemy(state, pending, step, {"verb": "discard", "n": n, "may": may})
    if enemy is not None:
        _one_discards(state, pending, enemy, n, may, text)


def _event_player(state: GcgState, pending: PendingEffect) -> str | None:
    """s15-opt round 4: "that enemy player" of "When this Unit destroys an enemy shield area card …" — the
    player whose shield area card the event destroyed (3-6-2): the card's owner, kept on the fired trigger
    (`event_object`, effects._as_of). In free-for-all the one attacked, never another enemy player (12-2-6
    speaks of "your opponent", not of "that player"); in a team game the shared shield area's card belongs to
    one of the two (12-3-3, 12-3-8: it goes to its owner's trash) and its owner is asked. One no longer in the
    game (12-2-5) does nothing; nor do they discard: the record stays "did not" (10-2-1)."""
    obj = pending.extra.get("event_object")
    card = state.cards.get(obj[0]) if obj else None
    if card is None or card.owner not in state.opponents(pending.owner):
        pending.extra[DISCARDED] = False
        return None
    return card.owner


def every_player_discards(state: GcgState, pending: PendingEffect, n: int) -> None:
    """s15-opt round 3: "Each player discards N" / "All players each discard N" — every player in the game
    chooses N cards of their own hand (5-11-1) behind their own `discard` prompt (4-8-2: the options are
    their hand cards, offered to them only; the others see "X discards Y" once the cards are in the trash,
    4-9-2). Simultaneous choices are made by the turn player first (1-3-4), then in turn order (12-2-4);
    one with N or fewer cards discards them all, at once (1-3-2)."""
    effect = effect_of(state, pending)
    players = state.seating_from(state.active_players()[0])  # every player still in the game
    pending.extra[QUEUE] = {"players": players, "n": n, "may": False, "text": effect.text if effect else ""}
    next_enemy_discards(state)


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
    # s15-opt round 3: the record of what the chosen player did ("If they don't discard with this effect,")
    # (10-2-1): none in hand — they could not (1-3-2), so they did not; otherwise set by their answer
    pending.extra[DISCARDED] = len(hand) >= n
    if len(hand) <= n and not (may and hand):
        discard(state, enemy, hand, by=pending.owner)
        return
    data: dict[str, Any] = {"count": n, "text": text}
    if may:
        data |= {"only": hand, "may": True}
    state.prompt = Prompt("discard", enemy, data=data)
