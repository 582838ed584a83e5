"""What must always hold in an ALTCG match (checked by the playout fuzzer after every action),
and which cards each viewer may not see (400.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import uids_in
from ...core.zones import JUDGE
from .decks import CUBE_DECK_SIZE, DECK_SIZE
from .flow import target_problem
from .state import SLOTS, AltState

if TYPE_CHECKING:
    from ...core.match import Match

HIDDEN_FROM_ALL = ("deck", "durability")


def hidden_from(state: AltState, viewer: str | None) -> set[int]:
    if viewer == JUDGE:
        return set()
    hidden = {u for p in state.players for z in HIDDEN_FROM_ALL for u in state.zones[p][z]}
    for player in state.players:
        if player != viewer:
            hidden |= set(state.zones[player]["hand"])
    prompt = state.prompt
    if prompt is not None and prompt.player == viewer and "looked" in prompt.data:
        hidden -= set(prompt.data["looked"])  # 313.7a: the cards its player is looking at
    return hidden


def invariants(match: Match) -> list[str]:
    state: AltState = match.state
    declared = bool(match.actions) and match.actions[-1].kind == "attack"  # this action declared it
    out = [*_conservation(state, match.config.decks), *_field(state), *_battle(state, declared),
           *_leaks(match)]
    if state.over != (state.winner is not None):
        out.append("`winner` is set exactly when the game is over")
    if state.over and match.legal_actions(state.players[0]):
        out.append("a finished game offers actions")
    return out


def _conservation(state: AltState, decks: dict) -> list[str]:
    out = []
    for player in state.players:
        placed = [u for zone in state.zones[player].values() for u in zone]
        under = [b for u in state.zone(player, "field") for b in state.cards[u].under]
        everything = placed + under
        if len(everything) != len(set(everything)):
            out.append(f"{player}: a card is in two places")
        owned = {u for u, c in state.cards.items() if c.owner == player}
        if set(everything) != owned:
            out.append(f"{player}: cards lost or duplicated ({len(everything)} placed, {len(owned)} owned)")
        if decks and len(owned) != DECK_SIZE + 1:
            out.append(f"{player}: {len(owned)} cards, not {DECK_SIZE} + the flagship")
        cubes = state.cubes[player]
        if decks and cubes.deck + cubes.area != CUBE_DECK_SIZE:
            out.append(f"{player}: {cubes.deck + cubes.area} cubes, not {CUBE_DECK_SIZE}")
        if min(cubes.deck, cubes.up, cubes.rested, cubes.down) < 0:
            out.append(f"{player}: a negative cube count")
        for uid in placed:
            zone = state.cards[uid].zone
            if zone not in state.zones[player] or uid not in state.zones[player][zone]:
                out.append(f"{player}: card {uid} is listed in a zone it does not record")
                break
    return out


def _field(state: AltState) -> list[str]:
    out = []
    for player in state.players:
        field = state.zone(player, "field")
        flag = state.flagship.get(player)
        if flag not in field:
            out.append(f"{player} has no flagship on the field")
        if len(field) > 6 or len(state.ships(player)) > 5:
            out.append(f"{player} has {len(field)} cards on the field (403.2)")
        slots = [state.cards[u].slot for u in field]
        if len(set(slots)) != len(slots) or any(s not in SLOTS for s in slots):
            out.append(f"{player}: two cards share a slot, or a card has no slot (403.3a)")
    return out


def _battle(state: AltState, declared: bool) -> list[str]:
    battle = state.battle
    if battle is None or battle.resolved:
        return []
    out = []
    if state.turn == 1 and state.active == state.first:
        out.append("an attack in the start player's first turn (505.1a)")
    if state.on_field(battle.attacker, battle.attacker_inc) and \
            state.cards[battle.attacker].owner != state.active:
        out.append("the attacker is not the turn player's card")
    if declared and state.on_field(battle.attacker, battle.attacker_inc) and \
            state.on_field(battle.target, battle.target_inc):
        # 505.2: legal when declared; an ability may later set the target active (307.1a) or move
        # it, and the battle goes on (the printed cards of issue 29 do).
        problem = target_problem(state, battle.attacker, battle.target)
        if problem:
            out.append(f"an illegal attack is under way: {problem[0]} ({problem[1]})")
    return out


def _leaks(match: Match) -> list[str]:
    state: AltState = match.state
    out = []
    # The public view after every action; each player's view every other action, in turn (a
    # hand shows only in its owner's view, so a leak there persists until the next check).
    for viewer in (None, state.players[match.number % 2]):
        leaked = uids_in(match.view(viewer)) & hidden_from(state, viewer)
        if leaked:
            who = "public" if viewer is None else f"{viewer}'s"
            out.append(f"the {who} view shows hidden cards {sorted(leaked)[:5]}")
    # The judge's view is the largest to walk; every 8th action is enough to catch a gap.
    if match.number % 8 == 0 and not hidden_from(state, None) <= uids_in(match.view(JUDGE)):
        out.append("the judge view is missing hidden cards")
    return out
