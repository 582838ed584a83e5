"""s17-gcg (issue 29): the durations that end in a later turn.

"During this turn" ends in the end phase's cleanup step (7-6-6-1), the moment the rules end a turn's
effects. A step printed "until the end of your (opponent's) next turn" is applied now and lasts through
that turn: it survives this turn's cleanup and, once the named turn has begun, it is an effect of that
turn, ended by that turn's cleanup (7-6-6-1). A step printed "during your (opponent's) next turn" is
applied when the named turn begins (7-1: a turn begins with its start phase, 7-2) and ends in the same
cleanup; until then it waits on the unit it named (a unit that leaves play meanwhile is a new card,
4-1-5: the step does nothing).

"Your next turn" is the next turn of the effect's owner (their team's, 12-3); "your opponent's next turn"
the next turn of the other player (a team: the other team's, 12-3). In a free-for-all with several
opponents 對方 is every other player (12-2-6) and whose next turn is meant is not said: the effect is
resolved by hand there (`unsettled`). The current turn is never the "next" one: only turns that begin
after the effect count.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .state import GcgState, PendingEffect

# the script's `until` values (cards.Until) and whose next turn each names
LATER = {"your_next_turn": "yours", "opponents_next_turn": "opponents"}  # starts with the named turn
TO_THE_END = {"end_of_your_next_turn": "yours", "end_of_opponents_next_turn": "opponents"}  # starts now
UNTILS = {**LATER, **TO_THE_END}
Apply = Callable[[GcgState, PendingEffect, Any, "int | None"], None]


def is_named_turn(state: GcgState, owner: str, side: str) -> bool:
    """Whether the turn that has just begun is the one `side` names for `owner` (yours / an opponent's)."""
    players = state.friends(owner) if side == "yours" else state.opponents(owner)
    return any(p in players for p in state.active_players())


def unsettled(state: GcgState, owner: str, until: str) -> bool:
    """"Your opponent's next turn" in a free-for-all with several opponents: 對方 is every other player
    (12-2-6), and whose next turn (the first of theirs, each of theirs, the last) is not said: the
    players settle it (by hand), as for "your opponent's deck" (effects.mill). A team's opponent is one
    team (12-3)."""
    return UNTILS[until] == "opponents" and state.format == "free_for_all" and len(state.opponents(owner)) > 1


def _whose(side: str) -> str:
    return "'s" if side == "yours" else "'s opponent's"


def run(state: GcgState, pending: PendingEffect, step: Any, target: int | None, apply: Apply,
        say: Callable[..., None], label: Callable[[GcgState, int], str]) -> None:
    """Do `step` (its `until` one of UNTILS) on `target`: a "during … next turn" step waits for that
    turn; an "until the end of … next turn" one is done now (`apply`: the executor's step) and the
    modifiers it made are marked with the player whose (opponent's) next turn they last through."""
    owner, side = pending.owner, UNTILS[step.until]
    if step.until in LATER and target is not None and target in state.cards:
        state.waiting.append([pending, step, target, state.cards[target].incarnation])
        say(state, f"{label(state, target)}: the effect of {label(state, pending.source)} waits for "
                   f"{owner}{_whose(side)} next turn", key="gcg.event.waits_next_turn",
            params={"card": label(state, target), "source": label(state, pending.source),
                    "player": owner, "side": side})
        return
    # every modifier the step makes (on any card, a step without a target too) is marked with its owner, so
    # begin_turn finds the turn it lasts into: none is left to last for ever. (A "during" step that names no
    # unit cannot wait on one: applied now, it ends as "until the end of"; no printed step does so.)
    before = {uid: len(card.modifiers) for uid, card in state.cards.items()}
    state.busy.add((target, "next_turn"))  # the executor's nested steps (effects.run_step) belong to it
    try:
        apply(state, pending, step, target)
    finally:
        state.busy.discard((target, "next_turn"))
    for uid, card in state.cards.items():
        made = before.get(uid, 0)
        if not any(m.until in UNTILS for m in card.modifiers[made:]):
            continue
        card.modifiers = [*card.modifiers[:made], *(replace(m, of=owner) if m.until in UNTILS else m
                                                    for m in card.modifiers[made:])]
        say(state, f"{label(state, uid)}: it lasts until the end of {owner}{_whose(side)} next turn",
            key="gcg.event.lasts_next_turn",
            params={"card": label(state, uid), "player": owner, "side": side})


def begin_turn(state: GcgState, apply: Apply) -> None:
    """A turn has begun (7-1): what lasts to the end of this turn becomes this turn's effect (its cleanup
    ends it, 7-6-6-1); the steps waiting for this turn are done now, lasting "during this turn"."""
    for card in state.cards.values():  # (a "during" one is on a card only when its step named none: run)
        if any(m.until in UNTILS for m in card.modifiers):
            card.modifiers = [replace(m, until="turn") if m.until in UNTILS and is_named_turn(
                state, m.of, UNTILS[m.until]) else m for m in card.modifiers]
    if not state.waiting:
        return
    due, later = [], []
    for entry in state.waiting:
        if entry[0].owner in state.eliminated:
            continue  # 12-2-5: their effects leave the game with them
        (due if is_named_turn(state, entry[0].owner, LATER[entry[1].until]) else later).append(entry)
    state.waiting = later
    for pending, step, target, incarnation in due:
        card = state.cards.get(target)
        if card is None or card.incarnation != incarnation or card.zone not in ("battle", "base"):
            continue  # 4-1-5: it left play, a new card
        apply(state, pending, step.model_copy(update={"until": "turn"}), target)
