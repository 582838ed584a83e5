"""What must always hold in a GCG match (checked by the playout fuzzer after every action),
and which cards each viewer may not see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import uids_in
from ...core.zones import JUDGE
from .state import GcgState

if TYPE_CHECKING:
    from ...core.match import Match

HIDDEN_FROM_ALL = ("deck", "shields", "resource_deck")


def hidden_from(state: GcgState, viewer: str | None) -> set[int]:
    """Decks, shields and resource decks from everyone; hands from all but their owner;
    nothing from the judge."""
    if viewer == JUDGE:
        return set()
    hidden = {u for p in (*state.players, *state.teams) for z in HIDDEN_FROM_ALL
              for u in state.zones[p].get(z, ())}
    for player in state.players:
        if player != viewer:
            hidden |= set(state.zones[player]["hand"])
    prompt = state.prompt
    if prompt is not None and prompt.kind == "look" and viewer == prompt.player:
        hidden -= set(prompt.data.get("looked", ()))  # 10-3-5: what the looker looks at, while deciding
    return hidden


def invariants(match: Match) -> list[str]:
    state: GcgState = match.state
    return [*_conservation(state), *_limits(state), *_hidden_leaks(match), *_multiplayer(state)]


def _multiplayer(state: GcgState) -> list[str]:
    """Chapter 12: an eliminated player owns nothing in the game (12-2-5); a team has
    at most one base (12-3-7); nobody's effect outlives them."""
    out = []
    for player in state.eliminated:
        left = [u for u, c in state.cards.items() if c.owner == player and c.zone != "gone"]
        if left:
            out.append(f"eliminated {player} still has cards in the game: {left[:5]}")
        if any(m.source == player for c in state.cards.values() for m in c.modifiers):
            out.append(f"an effect of eliminated {player} still applies")
        if any(p.owner == player for p in state.queue) or (state.prompt and state.prompt.player == player):
            out.append(f"eliminated {player} still has effects or decisions pending")
    for team in state.teams:
        if len(state.zones[team]["base"]) > 1:
            out.append(f"team {team} has {len(state.zones[team]['base'])} bases (12-3-7)")
        for player in state.teams[team]:
            if state.zones[player]["shields"] or state.zones[player]["base"]:
                out.append(f"{player} has a shield or base outside the team's shared area (12-3-3)")
    return out


def _conservation(state: GcgState) -> list[str]:
    """Each player's deck cards are all somewhere, each exactly once."""
    out = []
    placed_by: dict[str, list[int]] = {player: [] for player in state.players}
    for team in state.teams:
        for zone in state.zones[team].values():
            for uid in zone:
                placed_by.setdefault(state.cards[uid].owner, []).append(uid)
    owned: dict[str, set[int]] = {player: set() for player in state.players}
    pilots: dict[str, list[int]] = {player: [] for player in state.players}
    for uid, card in state.cards.items():
        if card.paired_to is not None:
            pilots.setdefault(card.owner, []).append(uid)
        if not state.pool[card.number].token:
            owned.setdefault(card.owner, set()).add(uid)
    for player in state.players:
        own_zones = [u for zone in state.zones[player].values() for u in zone]
        placed = own_zones + placed_by[player]
        if len(placed) != len(set(placed)):
            out.append(f"{player}: a card is in two zones")
        counted = {u for u in placed + pilots[player] if not state.pool[state.cards[u].number].token}
        if counted != owned[player]:
            out.append(f"{player}: cards lost or duplicated ({len(counted)} placed, "
                       f"{len(owned[player])} owned)")
        for uid in placed:
            holder = state.holder(player, state.cards[uid].zone)
            if state.cards[uid].zone not in state.zones[holder] or uid not in \
                    state.zones[holder][state.cards[uid].zone]:
                out.append(f"{player}: card {uid} is listed in a zone it does not record")
                break
    return out


def _limits(state: GcgState) -> list[str]:
    out = []
    for player in state.players:
        zones = state.zones[player]
        if len(zones["battle"]) > 6:
            out.append(f"{player} has {len(zones['battle'])} units (4-5-4)")
        if len(zones["base"]) > 1:
            out.append(f"{player} has {len(zones['base'])} bases (4-6-3)")
        if len(zones["resources"]) > 15:
            out.append(f"{player} has {len(zones['resources'])} resources (4-4-2)")
        ex = sum(1 for u in zones["resources"] if state.pool[state.cards[u].number].token)
        if ex > 5:
            out.append(f"{player} has {ex} EX Resources (4-4-2-1)")
        for uid in zones["battle"]:
            card = state.cards[uid]
            if card.pilot is not None and state.cards[card.pilot].paired_to != uid:
                out.append(f"unit {uid} and its pilot disagree")
        # The hand step (7-6-5, 4-8-4) is checked where it happens: a discard prompt asks
        # for exactly the excess. A hand over 10 at other times is legal — a card returned
        # to a waiting player's hand, a 【Destroyed】 draw in the cleanup step (7-6-6-1) — and
        # is discarded at that player's own next hand step (scenarios hand-limit-*).
        prompt = state.prompt
        if prompt and prompt.kind == "discard" and prompt.player == player and state.step == "hand" \
                and not prompt.data.get("text") \
                and prompt.data.get("count") != len(zones["hand"]) - 10:  # (not an effect's "Discard N")
            out.append(f"{player} is asked to discard {prompt.data.get('count')} with "
                       f"{len(zones['hand'])} cards in hand (4-8-4)")
    return out


def _hidden_leaks(match: Match) -> list[str]:
    """No hidden card's identity in the public view or in another player's view.

    The public view and the deciding players' views (where prompts reveal most) after
    every action; every other player's view in turn, one per action (a hand or a
    face-down card stays where it is, so a leak there persists until its turn comes);
    the judge's, the largest, every 8th action. With 4 players this is 3 views an
    action instead of 6, as ALTCG does for two."""
    state: GcgState = match.state
    out = []
    players = state.players
    viewers = {None, players[match.number % len(players)], *match.deciding()}
    for viewer in sorted(viewers, key=lambda v: (v is not None, v or "")):
        leaked = uids_in(match.view(viewer)) & hidden_from(state, viewer)
        if leaked:
            who = "public" if viewer is None else f"{viewer}'s"
            out.append(f"the {who} view shows hidden cards {sorted(leaked)[:5]}")
    if match.number % 8 == 0 and not hidden_from(state, None) <= uids_in(match.view(JUDGE)):
        out.append("the judge view is missing hidden cards")
    return out
