"""What must always hold in a NEX-A match (checked by the playout fuzzer after every action,
contracts/nexa.md "Playout"), and which cards each viewer may not see."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...core.zones import JUDGE
from .state import AREAS, HAND_LIMIT, NexaState

if TYPE_CHECKING:
    from ...core.match import Match

DECK_SIZE = 50  # B2-1


def hidden_from(state: NexaState, viewer: str | None) -> set[int]:
    """本国 and 捨て山 from everyone, a hand from all but its owner, nothing from the judge."""
    if viewer == JUDGE:
        return set()
    hidden = {u for p in state.players for z in ("deck", "pile") for u in state.zones[p][z]}
    for player in state.players:
        if player != viewer:
            hidden |= set(state.zones[player]["hand"])
    return hidden


def invariants(match: Match) -> list[str]:
    state: NexaState = match.state
    out = [*_conservation(state, match), *_board(state), *_hand_limit(match), *_leaks(match)]
    return out


def _conservation(state: NexaState, match: Match) -> list[str]:
    out = []
    placed: list[int] = []
    cards = state.cards
    for player in state.players:
        for zone, uids in state.zones[player].items():
            for uid in uids:
                card = cards[uid]
                if card.zone != zone or card.holder != player:
                    out.append(f"card {uid} is listed in {player}.{zone}, records {card.holder}.{card.zone}")
                placed.append(uid)
                if card.sets:
                    placed += state.group(uid)
    if len(placed) != len(cards) or set(placed) != cards.keys():
        out.append(f"cards lost or in two places: {len(placed)} placed, {len(cards)} cards")
    if match.config.decks:  # a real match: 50 cards per owner (B2-1)
        owned = Counter(c.owner for c in cards.values())
        for player in state.players:
            if owned[player] != DECK_SIZE:
                out.append(f"{player} owns {owned[player]} cards, not {DECK_SIZE}")
    return out


def _board(state: NexaState) -> list[str]:
    out = []
    for player in state.players:
        for area in AREAS:
            for uid in state.zone(player, area):
                if area not in state.terrain(uid):
                    out.append(f"{uid} is in {area} without the terrain (D-87)")
        for uid in state.zone(player, "deploy") + [u for a in AREAS for u in state.zone(player, a)]:
            chars = [s for s in state.cards[uid].sets if state.definition(s).type == "character"]
            if len(chars) > 1:
                out.append(f"{uid} has {len(chars)} characters (B7-10)")
        for uid in state.zone(player, "g"):
            if not state.cards[uid].is_g or state.cards[uid].sets:
                out.append(f"G {uid} is not a plain G (B7-3, D-78)")
    prompt = state.prompt
    if prompt is not None and prompt.kind == "discard":  # B10-2: the attacker, down to exactly 6
        excess = len(state.zone(prompt.player, "hand")) - HAND_LIMIT
        if prompt.player != state.active or state.phase != "end" or prompt.data.get("count") != excess:
            out.append(f"a hand-limit discard of {prompt.data.get('count')} for {prompt.player} "
                       f"(hand {excess + HAND_LIMIT}, attacker {state.active}) (B10-2)")
    if state.over != (state.winner is not None):
        out.append("over and winner disagree")
    if not state.over and state.phase != "mulligan" and any(not state.zone(p, "deck") for p in state.players):
        out.append("a 本国 is empty but the game goes on (B5-1)")
    if not state.over and state.prompt is None:
        out.append("nobody decides")
    return out


def _hand_limit(match: Match) -> list[str]:
    """B10-2: the attacker ends their turn with at most 6 cards. Checked right after a turn
    end, on the cards the last attacker held before the action that ended it: a PS装甲 unit
    and the cards set on it come back to the hand at the next turn's start (D-115, D-75)."""
    state: NexaState = match.state
    if not (state.phase == "reroll" and state.window == "after" and not state.cut and state.passes == 0):
        return []
    hand = state.zone(state.defender, "hand")
    if len(hand) <= HAND_LIMIT:
        return []
    before = match.replay(match.number - 1).state  # rare: only a hand over the limit now
    if before.turn == state.turn:
        return []  # the turn did not end with the last action (a cut resolved in the window)
    kept = set(hand) & set(before.zone(state.defender, "hand"))
    if len(kept) > HAND_LIMIT:
        return [f"{state.defender} ended their turn with {len(kept)} cards, more than {HAND_LIMIT} (B10-2)"]
    return []


def _leaks(match: Match) -> list[str]:
    """No hidden card's identity in the public view or in another player's view; the judge
    view shows every hidden zone. One viewer per action, in turn (public, each player, the
    judge): a leak lasts for several actions, and checking the four views after every
    action would be most of a playout's time."""
    state: NexaState = match.state
    viewer = (None, *state.players, JUDGE)[match.number % (len(state.players) + 2)]
    view = match.game.view(state, viewer)
    if viewer == JUDGE:
        return [f"the judge view does not show {player}'s {zone}"
                for player in state.players for zone in ("deck", "pile", "hand")
                if not isinstance(view["players"][player][zone], list)
                or [c["uid"] for c in view["players"][player][zone]] != state.zone(player, zone)]
    leaked = view_uids(view) & hidden_from(state, viewer)
    return [f"the {viewer or 'public'} view shows hidden cards {sorted(leaked)[:5]}"] if leaked else []


def view_uids(view: dict) -> set[int]:
    """`core.game.uids_in` without recursion, not entering the printed-information values
    that hold no card (the playout checks a view after every action)."""
    out: set[int] = set()
    stack: list = [view]
    while stack:
        item = stack.pop()
        if type(item) is dict:
            uid = item.get("uid")
            if type(uid) is int:
                out.add(uid)
            stack.extend(v for k, v in item.items()
                         if k not in _PRINTED and (type(v) is dict or type(v) is list))
        else:
            stack.extend(v for v in item if type(v) is dict or type(v) is list)
    return out


# keys of `view.detail` / `view.on_field` whose values are printed facts, never cards
_PRINTED = frozenset({"cost", "g_sign", "combat", "terrain", "keywords", "traits", "effects"})
