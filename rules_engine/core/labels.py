"""How a log line names a card in play when another card in play shares its name (#30 §4):
by its player and its place in its pile as the board lists it, "Ironbark Colossus (A2)" —
what the bot's buttons say too (bot/render/cards.py `card_labels`); never the engine's
card id. One rule for every game: each game's label calls `place`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence


def place(uid: int, name_of: Callable[[int], str], piles: Iterable[tuple[str, Sequence[int]]],
          shown: Callable[[int], bool] = lambda uid: True) -> str | None:
    """"A2" when another card in `piles` that everyone can see (`shown`: not face down) has
    `uid`'s name, else None. `piles`: (player, the cards of one pile in play in the
    board's order); a card's place counts every card of its pile, face down or not, as the
    board does. A face-down card never makes a mirror: its name is hidden."""
    piles = [(player, list(uids)) for player, uids in piles]
    name = name_of(uid)
    if not any(u != uid and shown(u) and name_of(u) == name for _, uids in piles for u in uids):
        return None
    return next((f"{player}{uids.index(uid) + 1}" for player, uids in piles if uid in uids), None)
