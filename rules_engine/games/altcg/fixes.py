"""Judge fixes: corrections as actions of actor `judge` in the match log (replayable). Public
log lines never name a card that is hidden before or after the fix."""

from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction, MalformedAction
from ...core.game import FixField, FixSpec
from ...core.rng import shuffled
from .effects import label, say
from .state import AltState

JUDGE_ACTOR = "judge"
MOVABLE_TO = ("hand", "deck_top", "deck_bottom", "trash", "durability")
SHUFFLED = ("deck",)
_CARD = FixField("card", "card", "the card (any zone but the field's flagship)")
FIXES = {spec.kind: spec for spec in (
    FixSpec("fix_move", "Move a card to another zone (not onto the field)",
            (_CARD, FixField("to", "zone", "where it goes", MOVABLE_TO))),
    FixSpec("fix_rest", "Set a card on the field rested or active",
            (_CARD, FixField("rested", "bool", "true: rested"))),
    FixSpec("fix_shuffle", "Shuffle a player's deck (seeded)",
            (FixField("player", "player"), FixField("zone", "zone", "which zone", SHUFFLED),
             FixField("salt", "str", "optional: a fresh salt (a rewind's reshuffle sets one)"))),
)}


def _card(state: AltState, action: Action) -> int:
    uid = action.get("card")
    if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards:
        raise MalformedAction("`card` must be the id of a card in this match", key="altcg.refusal.fix_card")
    return uid


def check(state: AltState, action: Action) -> None:
    kind = action.kind
    if kind not in FIXES:
        raise IllegalAction(f"`{kind}` is not a judge fix; fixes are {', '.join(sorted(FIXES))}",
                            code="wrong_time", key="altcg.refusal.not_a_fix",
                            params={"kind": str(kind), "fixes": sorted(FIXES)})
    if kind == "fix_move":
        uid = _card(state, action)
        if action.get("to") not in MOVABLE_TO:
            raise MalformedAction(f"`to` must be one of {', '.join(MOVABLE_TO)}", key="altcg.refusal.fix_to",
                                  params={"zones": list(MOVABLE_TO)})
        if state.is_flagship(uid):
            raise IllegalAction("the flagship stays on the field (204.3)", "204.3",
                                key="altcg.refusal.fix_flagship")
        card = state.cards[uid]
        if card.zone == "field" and uid not in state.zone(card.owner, "field"):
            raise IllegalAction("move the top card of the stack; the cards under it follow (408.5)", "408.5",
                                key="altcg.refusal.fix_stack")
    elif kind == "fix_rest":
        uid = _card(state, action)
        if not isinstance(action.get("rested"), bool):
            raise MalformedAction("`rested` must be true or false", key="altcg.refusal.fix_rested")
        if not state.on_field(uid):
            raise IllegalAction("only cards on the field are rested or active (307.1)", "307.1",
                                key="altcg.refusal.fix_rest_field")
    elif kind == "fix_shuffle":
        if action.get("player") not in state.players or action.get("zone") not in SHUFFLED:
            raise MalformedAction("`player` is A or B and `zone` is deck", key="altcg.refusal.fix_shuffle")
        salt = action.get("salt", "")
        if not isinstance(salt, str) or len(salt) > 32 or not salt.isascii() or (salt and not salt.isalnum()):
            raise MalformedAction("`salt` is up to 32 letters and digits", key="altcg.refusal.fix_salt")


def apply(state: AltState, action: Action) -> None:
    kind = action.kind
    if kind == "fix_move":
        uid, to = action.get("card"), action.get("to")
        card = state.cards[uid]
        source = card.zone
        hidden = source in ("deck", "hand", "durability") or to != "trash"
        name = "a card" if hidden else label(state, uid)
        private = {JUDGE_ACTOR: f"judge moves {label(state, uid)} from {card.owner}'s {source} to {to}"}
        state.move(uid, "deck" if to.startswith("deck") else to, top=to in ("deck_top", "durability"))
        # the card is named in the public line's arguments only when the line names it
        say(state, f"judge fix: {name} of {card.owner} moves from {source} to {to.replace('_', ' ')}",
            key="altcg.event.fix_move",
            params={"hidden": hidden, "card": "" if hidden else name, "owner": card.owner, "from": source,
                    "to": to},
            private_params={JUDGE_ACTOR: {"card": label(state, uid)}}, **private)
    elif kind == "fix_rest":
        uid = action.get("card")
        state.cards[uid].rested = action.get("rested")
        say(state, f"judge fix: {label(state, uid)} is now {'rested' if action.get('rested') else 'active'}",
            key="altcg.event.fix_rest", params={"card": label(state, uid), "rested": action.get("rested")})
    elif kind == "fix_shuffle":
        player = action.get("player")
        state.rng_counter += 1
        salt = action.get("salt", "")
        seed = f"{state.seed}:{salt}" if salt else state.seed
        state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), seed, state.rng_counter)
        say(state, f"judge fix: {player}'s deck is shuffled (seeded" + (", new salt)" if salt else ")"),
            key="altcg.event.fix_shuffle", params={"player": player, "salt": bool(salt)})
    if state.prompt is not None and state.prompt.kind in ("main", "attack", "support", "defense"):
        state.prompt = None  # re-derived by advance: the fix may have changed what is legal
