"""Judge fixes: corrections as actions of actor `judge` in the match log (replayable).
Public log lines never name a card that is hidden before or after the fix."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.errors import IllegalAction, MalformedAction
from ...core.game import FixField, FixSpec
from ...core.rng import shuffled
from .log import label, say

if TYPE_CHECKING:
    from .state import UcgState

JUDGE_ACTOR = "judge"
MOVABLE_TO = ("hand", "deck_top", "deck_bottom", "trash", "removal")
_CARD = FixField("card", "card", "the card (any zone)")
FIXES = {spec.kind: spec for spec in (
    FixSpec("fix_move", "Move a card to a player's pile (a character moves by its top card, whole)",
            (_CARD, FixField("to", "zone", "where it goes", MOVABLE_TO))),
    FixSpec("fix_rest", "Set a character horizontal (true) or vertical (false) (5.9.4.2)",
            (_CARD, FixField("rested", "bool", "true: horizontal"))),
    FixSpec("fix_shuffle", "Shuffle a player's deck (seeded)",
            (FixField("player", "player"), FixField("zone", "zone", "which zone", ("deck",)),
             FixField("salt", "str", "optional: a fresh salt"))),
    FixSpec("fix_first", "Make a player the first player of this turn (5.2.1)",
            (FixField("player", "player"),)),
)}


def _card(state: UcgState, action: Action) -> int:
    uid = action.get("card")
    if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards:
        raise MalformedAction("`card` must be the id of a card in this match", key="ucg.refusal.fix_card")
    return uid


def check(state: UcgState, action: Action) -> None:
    kind = action.kind
    if kind not in FIXES:
        raise IllegalAction(f"`{kind}` is not a judge fix; fixes are {', '.join(sorted(FIXES))}",
                            code="wrong_time", key="ucg.refusal.not_a_fix",
                            params={"kind": kind, "fixes": sorted(FIXES)})
    if kind == "fix_move":
        uid = _card(state, action)
        if action.get("to") not in MOVABLE_TO:
            raise MalformedAction(f"`to` must be one of {', '.join(MOVABLE_TO)}", key="ucg.refusal.fix_to",
                                  params={"zones": list(MOVABLE_TO)})
        if state.resolving is not None or state.queue:
            raise IllegalAction("wait until the effect being resolved is done", code="wrong_time",
                                key="ucg.refusal.fix_while_resolving")
        card = state.cards[uid]
        if card.zone == "battle":
            char = state.character(uid)
            if char is None or char.top != uid:
                raise IllegalAction("move a character by its top card", code="illegal",
                                    key="ucg.refusal.fix_not_top")
    elif kind == "fix_rest":
        uid = _card(state, action)
        if not isinstance(action.get("rested"), bool):
            raise MalformedAction("`rested` must be true or false", key="ucg.refusal.fix_rested")
        if state.character(uid) is None:
            raise IllegalAction("only characters are vertical or horizontal (5.9.4.2)", "5.9.4.2",
                                key="ucg.refusal.fix_rest_not_character")
    elif kind == "fix_shuffle":
        if action.get("player") not in state.players or action.get("zone", "deck") != "deck":
            raise MalformedAction("`player` is a seat and `zone` is deck", key="ucg.refusal.fix_shuffle")
        salt = action.get("salt", "")
        if not isinstance(salt, str) or len(salt) > 32 or (salt and not (salt.isascii() and salt.isalnum())):
            raise MalformedAction("`salt` is up to 32 letters and digits", key="ucg.refusal.fix_salt")
    elif kind == "fix_first" and action.get("player") not in state.players:
        raise MalformedAction("`player` is the new first player", key="ucg.refusal.fix_first")


def apply(state: UcgState, action: Action) -> None:
    kind = action.kind
    if kind == "fix_move":
        uid, to = action.get("card"), action.get("to")
        card = state.cards[uid]
        source = card.zone
        hidden = source in ("hand", "deck") or card.face_down or (to != "trash" and to != "removal")
        private = {JUDGE_ACTOR: f"judge moves {label(state, uid)} from {card.owner}'s {source} to {to}"}
        if source == "battle":
            found = state.locate(uid)
            assert found is not None
            char = state.areas[found[0]][found[1]]
            assert char is not None
            for other in list(char.stack):
                _to(state, other, to)
            for other in list(char.charge):
                state.put(other, "trash")
            state.areas[found[0]][found[1]] = None
        else:
            _to(state, uid, to)
        # the public line names the card only when it is public before and after the move
        say(state, f"judge fix: {'a card' if hidden else label(state, uid)} of {card.owner} moves from "
                   f"{source} to {to.replace('_', ' ')}", key="ucg.event.fix_move",
            params={"hidden": hidden, "owner": card.owner, "source": source, "to": to,
                    **({} if hidden else {"card": label(state, uid)})},
            private_params={JUDGE_ACTOR: {"card": label(state, uid)}}, **private)
    elif kind == "fix_rest":
        char = state.character(action.get("card"))
        assert char is not None
        char.horizontal = action.get("rested")
        say(state, f"judge fix: {label(state, char.top)} is now "
                   f"{'horizontal' if char.horizontal else 'vertical'}", key="ucg.event.fix_rest",
            params={"card": label(state, char.top), "horizontal": bool(char.horizontal)})
    elif kind == "fix_shuffle":
        player = action.get("player")
        salt = action.get("salt", "")
        state.rng_counter += 1
        seed = f"{state.seed}:{salt}" if salt else state.seed
        state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), seed, state.rng_counter)
        say(state, f"judge fix: {player}'s deck is shuffled (seeded)", key="ucg.event.fix_shuffle",
            params={"player": player})
    elif kind == "fix_first":
        state.first = action.get("player")
        say(state, f"judge fix: {state.first} is the first player", key="ucg.event.fix_first",
            params={"player": state.first})


def _to(state: UcgState, uid: int, to: str) -> None:
    if to in ("deck_top", "deck_bottom"):
        state.put(uid, "deck", top=to == "deck_top")
    else:
        state.put(uid, to)
