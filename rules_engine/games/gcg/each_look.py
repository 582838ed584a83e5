"""s11-gcg-read (issue 29, round 2): "All players each look at the top card of their deck. If it is a
Unit card, they may reveal it and add it to their hand. They return any remaining card to the top or
bottom of their deck." (and the one-player "Look at the top card of your deck. If it is …, you may
reveal it and add it to your hand. Return any remaining card to the top or bottom of your deck.")

One executor step, `look_each` ("each" or "self"). The players look one after the other, from the
turn player on (1-3-4: choices asked of several players at once are made turn player first; 12-2-4
with more players, from the active player in seating order). Each player alone sees their card
(10-3-5, 3-2-2); a card that passes the printed bounds they may reveal and add to their hand (10-1-3,
the reveal makes it public); otherwise they choose the top or the bottom of their deck for it (the
`look` prompt with `keep_top`: take = keep it on top, decline = the bottom), unnamed to the others.
A player with an empty deck looks at nothing (1-3-2)."""

from __future__ import annotations

from typing import Any

from .conditions import in_trash
from .effects import card_label, describe, effect_of, say
from .state import GcgState, PendingEffect, Prompt

KEY = "each_look"  # the look in progress, in the effect's `extra`


def script_of(body: tuple[Any, ...], i: int, takeable: Any) -> tuple[dict[str, Any], int] | None:
    """The `look_each` step for the printed steps at body[i] (look the top card, reveal "it" under
    "If it is …" and add it to the hand, the remaining card to the top or bottom), and the index
    after them; None for any other look. `takeable` reads what may be taken (printed._takeable)."""
    if len(body) - i < 4:
        return None
    look, reveal, add, rest = body[i:i + 4]
    if look.player not in ("each", "self") or look.zone_from != "deck_top" or look.target is not None \
            or look.amount is None or look.amount.n != 1 or look.amount.count_of is not None \
            or look.amount.stat is not None or look.may or look.if_done or look.zone_to or look.extra \
            or look.condition is not None:
        return None
    what = takeable(reveal, 1)
    if what is None or reveal.target.who != "it":
        return None
    if add.verb != "add_to_hand" or add.target is None or add.target.who != "it" or not add.if_done \
            or add.may or add.condition is not None or add.zone_from or add.zone_to or add.extra:
        return None
    if rest.verb != "to_deck" or rest.target is None or rest.target.who != "remaining" \
            or rest.zone_to != "deck_top_or_bottom" or rest.may or rest.if_done \
            or rest.condition is not None or rest.extra:
        return None
    return {"look_each": look.player, **what}, i + 4


def start(state: GcgState, pending: PendingEffect, step: Any) -> None:
    """The first player looks; the others follow as each finishes (`answer`)."""
    if step.look_each == "self":
        players = [pending.owner]
    elif state.format == "duel":
        players = [state.active, state.non_active]  # 1-3-4
    else:
        players = state.seating_from(state.active_players()[0])  # 12-2-4
    pending.extra[KEY] = {"players": list(players), "step": pending.step, "card": None, "stage": ""}
    _next(state, pending)


def _step(state: GcgState, pending: PendingEffect) -> Any:
    effect = effect_of(state, pending)
    return effect.script[pending.extra[KEY]["step"]]


def _next(state: GcgState, pending: PendingEffect) -> None:
    look = pending.extra[KEY]
    while look["players"]:
        player = look["players"].pop(0)
        deck = state.zone(player, "deck")
        if not deck:
            continue  # 1-3-2: nothing to look at
        top = deck[0]
        name = card_label(state, top)
        say(state, f"{player} looks at the top 1 card(s) of their deck",
            **{player: f"{player} looks at the top of their deck: {name}"},
            key="gcg.event.looks", params={"player": player, "n": 1},
            private_params={player: {"cards": [name]}})
        look.update(card=top, player=player)
        step = _step(state, pending)
        if (step.look_types is None or state.definition(top).type in step.look_types) \
                and in_trash(state, top, step.where):
            look["stage"] = "take"
            state.prompt = Prompt("look", player, options=[top], data={"text": describe(state, pending),
                                                                      "looked": [top]})
        else:
            _ask_place(state, pending)
        return
    del pending.extra[KEY]


def _ask_place(state: GcgState, pending: PendingEffect) -> None:
    look = pending.extra[KEY]
    look["stage"] = "place"
    state.prompt = Prompt("look", look["player"], options=[look["card"]],
                          data={"text": describe(state, pending), "looked": [look["card"]], "keep_top": True})


def answer(state: GcgState, pending: PendingEffect, taken: int | None) -> None:
    """The looking player's answer: take (reveal, to the hand) or not; then top (take) or bottom."""
    look = pending.extra[KEY]
    player, card = look["player"], look["card"]
    if look["stage"] == "take":
        if taken == card:
            say(state, f"{player} reveals {card_label(state, card)} and adds it to their hand",
                key="gcg.event.look_takes", params={"player": player, "card": card_label(state, card)})
            state.move(card, "hand")
            _next(state, pending)
            return
        _ask_place(state, pending)
        return
    if taken == card:
        say(state, f"{player} returns a card to the top of their deck", key="gcg.event.look_top",
            params={"player": player})
    else:
        state.move(card, "deck")  # to the bottom (4-2-2)
        say(state, f"{player} puts the card on the bottom of their deck", key="gcg.event.look_to_bottom",
            params={"player": player})
    _next(state, pending)
