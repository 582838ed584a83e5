"""Judge fixes: corrections as actions of actor `judge` in the log (replayable). Public log
lines never name a card that is hidden before or after the fix."""

from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction, MalformedAction
from ...core.game import FixField, FixSpec
from ...core.rng import shuffled
from .battle import label, roll, say
from .state import AREAS, ZONES, NexaState

JUDGE_ACTOR = "judge"
MOVABLE_TO = ("hand", "deck_top", "deck_bottom", "pile", "junkyard", "removed", "deploy")
SHUFFLED = ("deck",)
_CARD = FixField("card", "card", "the card (any zone)")
FIXES = {spec.kind: spec for spec in (
    FixSpec("fix_move", "Move a card to another zone", (_CARD, FixField("to", "zone", "where it goes",
                                                                        MOVABLE_TO))),
    FixSpec("fix_rest", "Set a card on the 場 rolled or standing", (_CARD, FixField("rested", "bool",
                                                                                     "true: rolled"))),
    FixSpec("fix_damage", "Set the damage on a unit", (_CARD, FixField("n", "int", "the damage"))),
    FixSpec("fix_shuffle", "Shuffle a player's 本国 (seeded)",
            (FixField("player", "player"), FixField("zone", "zone", "which zone", SHUFFLED),
             FixField("salt", "str", "optional: a fresh salt"))),
)}


def _card(state: NexaState, action: Action) -> int:
    uid = action.get("card")
    if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards:
        raise MalformedAction("`card` must be the id of a card in this match",
                              key="nexa.refusal.card_in_match")
    return uid


def check(state: NexaState, action: Action) -> None:
    kind = action.kind
    if kind not in FIXES:
        raise IllegalAction(f"`{kind}` is not a judge fix; fixes are {', '.join(sorted(FIXES))}",
                            code="wrong_time",
                            key="nexa.refusal.not_a_fix", params={"kind": kind, "fixes": sorted(FIXES)})
    if kind == "fix_move":
        uid = _card(state, action)
        if action.get("to") not in MOVABLE_TO:
            raise MalformedAction(f"`to` must be one of {', '.join(MOVABLE_TO)}",
                                  key="nexa.refusal.fix_to_one_of", params={"options": list(MOVABLE_TO)})
        if action.get("to") == "deploy" and not state.definition(uid).is_unit:
            raise IllegalAction("only a unit or ACE goes to the deploy area this way (B7-10)", "B7-10",
                                key="nexa.refusal.fix_deploy_unit")
        if state.cards[uid].zone == "played":
            raise IllegalAction("a card waiting in a cut cannot be moved by a fix", "B10-11",
                                key="nexa.refusal.fix_cut")
    elif kind == "fix_rest":
        uid = _card(state, action)
        if not isinstance(action.get("rested"), bool):
            raise MalformedAction("`rested` must be true or false", key="nexa.refusal.rested_bool")
        if state.cards[uid].zone not in ("deploy", "g", *AREAS):
            raise IllegalAction("only cards on the 場 are rolled or standing (B7-2)", "B7-2",
                                key="nexa.refusal.fix_rest_field")
    elif kind == "fix_damage":
        uid = _card(state, action)
        n = action.get("n")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 99:
            raise MalformedAction("`n` is the damage to set, 0 to 99", key="nexa.refusal.damage_range")
        if state.cards[uid].zone not in ("deploy", *AREAS):
            raise IllegalAction("damage is kept only on units on the 場 (B9-10)", "B9-10",
                                key="nexa.refusal.fix_damage_field")
    elif kind == "fix_shuffle":
        if action.get("player") not in state.players or action.get("zone") not in SHUFFLED:
            raise MalformedAction("`player` is A or B and `zone` is deck", key="nexa.refusal.shuffle_args")
        salt = action.get("salt", "")
        if not isinstance(salt, str) or len(salt) > 32 or (salt and not (salt.isascii() and salt.isalnum())):
            raise MalformedAction("`salt` is up to 32 letters and digits", key="nexa.refusal.salt")


def apply(state: NexaState, action: Action) -> None:
    kind = action.kind
    if kind == "fix_move":
        uid, to = action.get("card"), action.get("to")
        card = state.cards[uid]
        source = card.zone
        hidden = ZONES.get(source, ZONES["deploy"]).visibility != "public" or \
            to in ("hand", "deck_top", "deck_bottom", "pile")
        name = "a card" if hidden else label(state, uid)
        if to in ("deck_top", "deck_bottom"):
            state.move(uid, "deck", top=to == "deck_top")
        else:
            state.move(uid, to)
        say(state, f"judge fix: {name} of {card.owner} moves from {source} to {to}",
            **{JUDGE_ACTOR: f"judge moves {label(state, uid)} from {source} to {to}"},
            key="nexa.event.fix_move",
            params={"hidden": hidden, "card": name, "owner": card.owner, "from": source, "to": to},
            private_params={JUDGE_ACTOR: {"card": label(state, uid)}})
    elif kind == "fix_rest":
        uid = action.get("card")
        roll(state, uid, bool(action.get("rested")))
        now = "rolled" if action.get("rested") else "standing"
        say(state, f"judge fix: {label(state, uid)} is now {now}",
            key="nexa.event.fix_rest", params={"card": label(state, uid), "now": now})
    elif kind == "fix_damage":
        uid = action.get("card")
        state.cards[uid].damage = action.get("n")
        say(state, f"judge fix: {label(state, uid)} now has {action.get('n')} damage",
            key="nexa.event.fix_damage", params={"card": label(state, uid), "damage": action.get('n')})
    elif kind == "fix_shuffle":
        player = action.get("player")
        state.rng_counter += 1
        salt = action.get("salt", "")
        seed = f"{state.seed}:{salt}" if salt else state.seed
        state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), seed, state.rng_counter)
        say(state, f"judge fix: {player}'s 本国 is shuffled (seeded)",
            key="nexa.event.fix_shuffle", params={"player": player})
