"""What must always hold in a UCG match (the playout fuzzer checks it after every action),
and which cards each viewer may not see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import uids_in
from ...core.zones import JUDGE
from .state import MAX_STACK, PILES, UcgState

if TYPE_CHECKING:
    from ...core.match import Match


def hidden_from(state: UcgState, viewer: str | None) -> set[int]:
    """Decks from everyone; a hand from all but its owner; a face-down card on the field
    (a set or level-up card, a charge card) from all but its owner (3.6.3, 11.17.1)."""
    if viewer == JUDGE:
        return set()
    hidden = {u for p in state.players for u in state.zones[p]["deck"]} - set(state.revealed)  # 11.11.1
    for uid, card in state.cards.items():
        if card.owner == viewer:
            continue
        if card.zone == "hand" or (card.zone == "battle" and card.face_down):
            hidden.add(uid)
    return hidden


def invariants(match: Match) -> list[str]:
    state: UcgState = match.state
    return [*_conservation(state), *_shape(state), *_hidden_leaks(match)]


def _conservation(state: UcgState) -> list[str]:
    """Every card is in exactly one place, and the place it records."""
    out = []
    placed: list[tuple[int, str]] = []
    for player in state.players:
        for zone in PILES:
            placed += [(u, zone) for u in state.zones[player][zone]]
    for _, _side, char in state.characters():
        placed += [(u, "battle") for u in char.stack + char.charge]
    if state.scene is not None:
        placed.append((state.scene, "scene"))
    placed += [(u, "detached") for u in state.detached]
    uids = [u for u, _ in placed]
    if len(uids) != len(set(uids)):
        out.append("a card is in two places")
    if set(uids) != set(state.cards):
        out.append(f"cards lost or duplicated ({len(set(uids))} placed, {len(state.cards)} exist)")
    for uid, zone in placed:
        card = state.cards.get(uid)
        if card is None or card.zone != zone:
            out.append(f"card {uid} is in {zone} but records {card.zone if card else 'nothing'}")
            break
    return out


def _shape(state: UcgState) -> list[str]:
    out = []
    for index, side, char in state.characters():
        if not char.stack or len(char.stack) > MAX_STACK:
            out.append(f"area {index + 1}: {side}'s stack has {len(char.stack)} cards (8.1.1)")
        if any(state.cards[u].owner != side for u in char.stack + char.charge):
            out.append(f"area {index + 1}: another player's card in {side}'s character")
        if state.phase not in ("set", "level_up") and any(state.cards[u].face_down for u in char.stack[1:]):
            out.append(f"area {index + 1}: a face-down card under the top")
        if state.phase in ("activate", "judgment") and state.cards[char.top].face_down:
            out.append(f"area {index + 1}: still face down after the open phase (5.7.1)")
    if state.scene is not None and state.definition(state.scene).type != "scene":
        out.append("a non-scene card in the scene area (3.5.1)")
    if state.turn >= 1 and state.phase not in ("start", "draw", "scene") and len(state.areas) != state.turn \
            and not state.over:
        out.append(f"turn {state.turn} has {len(state.areas)} battle areas (5.5.7)")
    return out


def _hidden_leaks(match: Match) -> list[str]:
    state: UcgState = match.state
    out = []
    for viewer in (None, *state.players):
        leaked = uids_in(match.view(viewer)) & hidden_from(state, viewer)
        if leaked:
            who = "public" if viewer is None else f"{viewer}'s"
            out.append(f"the {who} view shows hidden cards {sorted(leaked)[:5]}")
    if not set(state.cards) - set(state.detached) <= uids_in(match.view(JUDGE)):
        out.append("the judge view is missing cards")
    return out
