"""s6-gcg-b (issue 29), s7-gcg: choices made by other players — "All enemy players each choose 1 of their
active Units. Rest them." Each enemy player (every other player, 12-2-6; in a team battle both
players of the enemy team, 12-3) chooses the printed number of their OWN units passing the
printed filters, one player after another in turn order from the turn player (1-3-4, 12-2-4);
a player with no more such units than the number chooses them all, one with none chooses
nothing (1-3-2). The effect's verb is then done to every chosen unit. Units in play are public:
the choice shows nothing hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Prompt

if TYPE_CHECKING:
    from .cards import Effect, Step
    from .state import GcgState, PendingEffect

TARGET = "each_enemy_chooses"
# s7-gcg: "All players each choose 1 of their Resources / rested Units. …": every player, the
# effect's owner too, chooses their own, from the turn player on (1-3-4, 12-2-4).
EVERY_PLAYER = "each_player_chooses"
EVERY_PLAYER_RESOURCE = "each_player_chooses_resource"
TARGETS = (TARGET, EVERY_PLAYER, EVERY_PLAYER_RESOURCE)


def choosers(state: GcgState, owner: str, target: str = TARGET) -> list[str]:
    """The players in the order they choose: from the turn player on (1-3-4, 12-2-4); only the
    enemy players for "All enemy players each choose", every player for "All players each choose"."""
    seats = state.seating_from(state.active_players()[0])
    if target != TARGET:
        return list(seats)
    enemies = set(state.opponents(owner))
    return [p for p in seats if p in enemies]


def pool(state: GcgState, owner: str, target: str) -> list[int]:
    """The cards the choosers choose among, before the printed filters: their units, or their
    resources (4-4; resources are public)."""
    players = choosers(state, owner, target)
    if target == EVERY_PLAYER_RESOURCE:
        return [r for p in players for r in state.zone(p, "resources")]
    return [u for p in players for u in state.units(p)]


def choose(state: GcgState, pending: PendingEffect, effect: Effect, step: Step, legal: list[int]) -> bool:
    """Ask the next enemy player who still has a choice to make; False while a prompt is up,
    True once every enemy player has chosen (the chosen units are then in `pending.targets`)."""
    for player in choosers(state, pending.owner, step.target):
        mine = [u for u in legal if state.cards[u].owner == player and u not in pending.targets]
        have = sum(1 for u in pending.targets if state.cards[u].owner == player)
        need = step.count - have
        if need <= 0 or not mine:
            continue
        if len(mine) <= need:  # no choice left to make: all of them (1-3-2)
            pending.targets.extend(mine)
            continue
        state.prompt = Prompt("target", player, options=mine,
                              data={"text": effect.text, "verb": step.verb, "can_stop": False,
                                    "chosen": [u for u in pending.targets if state.cards[u].owner == player],
                                    "count": step.count})
        return False
    return True
