"""s8-gcg-d (issue 29): a chosen card put on its owner's deck — "Return it to the bottom of its
owner's deck" / "Place it at the top of its owner's deck".

A unit's paired pilot goes where the unit goes (3-3-6), so a unit with a pilot puts two cards on
the deck at once. Cards moved together from a public area to a hidden one are ordered by the
player who holds them, and no one else learns that order (4-1-6, 4-1-7; the deck is hidden,
4-2-2): the owner of the cards is asked (a `look` prompt with `order`, seen by them alone), one
card at a time, nearest the top first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Prompt

if TYPE_CHECKING:
    from .state import GcgState, PendingEffect


def put_on_deck(state: GcgState, pending: PendingEffect, uid: int, where: str) -> None:
    """`uid` (a card in play) and its paired pilot to the `where` ("top" / "bottom") of its
    owner's deck. Both are public while they leave (4-5-5), so they are named."""
    from .effects import card_label, say  # effects imports this module
    card = state.cards[uid]
    owner = card.owner
    pilot = card.pilot if card.pilot in state.cards else None
    label = card_label(state, uid)
    if pilot is None:
        say(state, f"{label} goes to the {where} of {owner}'s deck",
            key="gcg.event.to_deck", params={"card": label, "owner": owner, "where": where})
        state.move(uid, "deck", top=where == "top")
        return
    pilot_label = card_label(state, pilot)
    say(state, f"{label} and its pilot {pilot_label} go to the {where} of {owner}'s deck, in an order "
               f"{owner} chooses", key="gcg.event.to_deck_with_pilot",
        params={"card": label, "pilot": pilot_label, "owner": owner, "where": where})
    pending.extra["deck_order"] = {"cards": [uid, pilot], "where": where, "owner": owner, "placed": []}
    _ask(state, pending)


def _ask(state: GcgState, pending: PendingEffect) -> None:
    order = pending.extra["deck_order"]
    rest = [u for u in order["cards"] if u not in order["placed"]]
    state.prompt = Prompt("look", order["owner"], options=rest,
                          data={"text": f"the card nearer the {order['where']} of your deck",
                                "looked": rest, "order": True, "must_take": True})


def ordering(pending: PendingEffect) -> bool:
    return pending.extra.get("deck_order") is not None


def order_next(state: GcgState, pending: PendingEffect, taken: int | None) -> None:
    """The owner named the next card, nearest the top first (4-1-7). Once one card is left,
    every card goes to the deck in that order; the log says only that an order was chosen."""
    from .effects import say  # effects imports this module
    order = pending.extra["deck_order"]
    if taken in order["cards"] and taken not in order["placed"]:
        order["placed"].append(taken)
    rest = [u for u in order["cards"] if u not in order["placed"]]
    if len(rest) > 1:
        _ask(state, pending)
        return
    ranked = order["placed"] + rest
    pending.extra.pop("deck_order")
    present = [u for u in ranked if u in state.cards]
    for uid in present:  # placed one by one (4-2-3): the unit no longer carries its pilot along
        unit = state.cards[uid]
        if unit.pilot in present:
            state.cards[unit.pilot].paired_to, unit.pilot = None, None
    if order["where"] == "top":
        for uid in reversed(present):  # the first named ends on top
            state.move(uid, "deck", top=True)
    else:
        for uid in present:  # the first named is the highest of them
            state.move(uid, "deck")
    say(state, f"{order['owner']} puts {len(present)} card(s) on the {order['where']} of their deck in an "
               "order they chose", key="gcg.event.deck_ordered",
        params={"player": order["owner"], "n": len(present), "where": order["where"]})
