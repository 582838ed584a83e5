"""s8-gcg-d (issue 29): chosen cards put on their owners' decks — "Return it to the bottom of its
owner's deck" / "Place them at the top of their owners' decks" / "Return all enemy Units …".

A unit's paired pilot goes where the unit goes (3-3-6). Cards moved together from a public area
to a hidden one are ordered by the player who holds them, and no one else learns that order
(4-1-6, 4-1-7; the deck is hidden, 4-2-2): every owner putting two or more cards on their deck at
once is asked in turn (a `look` prompt with `order`, seen by them alone), one card at a time,
the card nearest the top first. One card alone asks nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Prompt

if TYPE_CHECKING:
    from .state import GcgState, PendingEffect


def put_on_deck(state: GcgState, pending: PendingEffect, uids: list[int], where: str) -> None:
    """`uids` (cards in play, chosen together) and their paired pilots to the `where` ("top" /
    "bottom") of their owners' decks. All are public while they leave (4-5-5), so they are named."""
    from .effects import card_label, say  # effects imports this module

    groups: dict[str, list[int]] = {}
    for uid in uids:
        card = state.cards.get(uid)
        if card is not None and card.zone == "trash" and len(uids) == 1:
            # s12-gcg-exec: "Choose 1 card from your trash. Return it to the bottom of its owner's deck":
            # a public card, one alone — no order to choose (4-1-7)
            say(state, f"{card_label(state, uid)} goes to the {where} of {card.owner}'s deck",
                key="gcg.event.to_deck", params={"card": card_label(state, uid), "owner": card.owner,
                                                 "where": where})
            state.move(uid, "deck", top=where == "top")
            return
        if card is None or card.zone not in ("battle", "base"):
            continue  # 1-3-2: it has left play; nothing to do
        owner = card.owner
        label = card_label(state, uid)
        pilot = card.pilot if card.pilot in state.cards else None
        if pilot is None:
            say(state, f"{label} goes to the {where} of {owner}'s deck",
                key="gcg.event.to_deck", params={"card": label, "owner": owner, "where": where})
        else:
            pilot_label = card_label(state, pilot)
            say(state, f"{label} and its pilot {pilot_label} go to the {where} of {owner}'s deck, in an "
                       f"order {owner} chooses", key="gcg.event.to_deck_with_pilot",
                params={"card": label, "pilot": pilot_label, "owner": owner, "where": where})
        if state.pool[card.number].token:  # 5-17-2-5: a token leaving play is removed, not ordered
            card.pilot = None
            if pilot is not None:
                state.cards[pilot].paired_to = None
            state.move(uid, "deck")
            groups.setdefault(owner, []).extend([pilot] if pilot is not None else [])
            continue
        groups.setdefault(owner, []).extend([uid] + ([pilot] if pilot is not None else []))
    queue = []
    for owner, cards in groups.items():
        if not cards:
            continue
        if len(cards) == 1:
            state.move(cards[0], "deck", top=where == "top")
        else:
            queue.append({"owner": owner, "cards": cards, "placed": []})
    if queue:
        pending.extra["deck_order"] = {"where": where, "queue": queue}
        ask(state, pending)


def ask(state: GcgState, pending: PendingEffect) -> None:
    from .effects import describe  # effects imports this module

    order = pending.extra["deck_order"]
    group = order["queue"][0]
    rest = [u for u in group["cards"] if u not in group["placed"]]
    state.prompt = Prompt("look", group["owner"], options=rest,
                          data={"text": describe(state, pending), "looked": rest, "order": True,
                                "must_take": True, "deck_order": order["where"]})


def ordering(pending: PendingEffect) -> bool:
    return pending.extra.get("deck_order") is not None


def order_next(state: GcgState, pending: PendingEffect, taken: int | None) -> None:
    """The owner named the next card, nearest the top first (4-1-7). Once one card is left, their
    cards go to the deck in that order (the log says only that an order was chosen); then the
    next owner is asked."""
    from .effects import say  # effects imports this module

    order = pending.extra["deck_order"]
    group = order["queue"][0]
    if taken in group["cards"] and taken not in group["placed"]:
        group["placed"].append(taken)
    rest = [u for u in group["cards"] if u not in group["placed"]]
    if len(rest) > 1:
        ask(state, pending)
        return
    present = [u for u in group["placed"] + rest if u in state.cards]
    for uid in present:  # placed one by one (4-2-3): a unit no longer carries its pilot along
        unit = state.cards[uid]
        if unit.pilot in present:
            state.cards[unit.pilot].paired_to, unit.pilot = None, None
    if order["where"] == "top":
        for uid in reversed(present):  # the first named ends on top
            state.move(uid, "deck", top=True)
    else:
        for uid in present:  # the first named is the highest of them
            state.move(uid, "deck")
    say(state, f"{group['owner']} puts {len(present)} card(s) on the {order['where']} of their deck in an "
               "order they chose", key="gcg.event.deck_ordered",
        params={"player": group["owner"], "n": len(present), "where": order["where"]})
    order["queue"].pop(0)
    if order["queue"]:
        ask(state, pending)
    else:
        pending.extra.pop("deck_order")
