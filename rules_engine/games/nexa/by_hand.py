"""Effects without a script (issue 15, contracts/nexa.md "Effect actions"): the engine never
guesses an effect from its text, so a command or a text (used-type or 起動) with no `script` stops,
when it resolves, on an `effect` prompt owned by the player who played it. That player
applies the text with effect actions, then `resolve` (done) or `decline` (the effect is not
applied: a "may" text, or nothing fits). The cut it came from then goes on (B10-11 ④)."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.effects import by_hand as shared
from ...core.errors import IllegalAction, MalformedAction
from ...core.rng import shuffled
from .battle import label, say
from .cards import Step
from .effects import apply_step
from .state import AREAS, FIELD, CutItem, NexaState, Prompt

VERBS = ("damage", "deck_damage", "modify", "roll", "reroll", "destroy", "move", "draw")
LOOKS = ("look", "reveal", "search")  # D-2, D-3, a search of the 本国 then D-5
KINDS = (*VERBS, *LOOKS, "resolve", "decline")
MOVE_TO = ("hand", "junkyard", "deck", "removed")
UNTIL = ("turn_end", "force_disband", "permanent")


def wait(state: NexaState, item: CutItem) -> None:
    """The effect of `item` waits for its owner's hand (B10-3: the engine reads no text)."""
    d = state.definition(item.source)
    text = state.item_effect(item).text if item.kind in ("text", "auto") else d.text
    state.by_hand = item
    state.prompt = Prompt("effect", item.owner, {"source": item.source, "text": text})
    say(state, f"{label(state, item.source)}: {item.owner} applies its text by hand: {text}",
        key="nexa.event.by_hand",
        params={"card": label(state, item.source), "player": item.owner, "text": text})


def finish(state: NexaState, applied: bool = True) -> None:
    """The hand-resolved effect is done (`applied`: resolved, not declined); a played command
    goes to the junkyard (D-38)."""
    item = state.by_hand
    state.by_hand = None
    state.prompt = None
    if item is not None and item.kind == "card" and state.cards[item.source].zone == "played":
        state.move(item.source, "junkyard")
        if applied:  # a command's 「このカードの解決直後に」 (D-85); declined: not resolved (D-38)
            from .triggers import fire  # late: triggers resolves texts by hand through this module

            fire(state, "resolved", [item.source])


def _unit_on_field(state: NexaState, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction("`target` must be a card id", key="nexa.refusal.target_card_id")
    if value not in state.cards or state.cards[value].zone not in ("deploy", *AREAS) or \
            not state.definition(value).is_unit:
        raise IllegalAction("an effect acts on a unit on the 場 (D-30)", "D-30",
                            key="nexa.refusal.effect_on_unit")
    return value


def _count(value: Any, name: str = "n") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 20:
        raise MalformedAction(f"`{name}` is a number from 1 to 20",
                              key="nexa.refusal.number_range", params={"arg": name})
    return value


def to_step(state: NexaState, action: Action) -> tuple[Step, int | None]:
    """The script step an effect action stands for, checked (refusals cite their clause)."""
    a, kind = action.args, action.kind
    if kind == "draw":
        return Step(draw=_count(a.get("n", 1)), player="self"), None
    if kind == "deck_damage":
        who = a.get("player")
        if who not in state.players:
            raise MalformedAction(f"`player` is one of {', '.join(state.players)}",
                                  key="nexa.refusal.player_one_of", params={"players": list(state.players)})
        return Step(deck_damage=_count(a.get("n")), player="self" if who == action.actor else "enemy"), None
    if kind == "move":
        uid = a.get("card")
        if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards or \
                state.cards[uid].zone not in FIELD:
            raise IllegalAction("`move` moves a card on the 場 (D-30)", "D-30",
                                key="nexa.refusal.move_on_field")
        if a.get("to") not in MOVE_TO:
            raise MalformedAction(f"`to` is one of {', '.join(MOVE_TO)}",
                                  key="nexa.refusal.to_one_of", params={"options": list(MOVE_TO)})
        return Step(move=a["to"], target="unit"), uid
    uid = _unit_on_field(state, a.get("target"))
    if kind == "damage":
        return Step(damage=_count(a.get("n")), target="unit"), uid
    if kind == "modify":
        values = [a.get(k, 0) for k in ("m", "r", "d")]
        if not all(type(v) is int and -20 <= v <= 20 for v in values) or not any(values):
            raise MalformedAction("`m`, `r`, `d` are numbers from -20 to 20, not all 0",
                                  key="nexa.refusal.mrd_range")
        until = a.get("until", "turn_end")
        if until not in UNTIL:
            raise MalformedAction(f"`until` is one of {', '.join(UNTIL)}",
                                  key="nexa.refusal.until_one_of", params={"options": list(UNTIL)})
        return Step(modify=(values[0], values[1], values[2]), target="unit", until=until), uid
    if kind == "destroy" and state.cards[uid].destroyed:
        raise IllegalAction("that unit is already destroyed (D-94)", "D-94",
                            key="nexa.refusal.already_destroyed")
    return Step(**{kind: True}, target="unit"), uid


def check(state: NexaState, action: Action) -> None:
    if state.by_hand is None or state.prompt is None or state.prompt.kind != "effect":
        raise IllegalAction(f"`{action.kind}` is an effect action: no effect waits to be applied by hand "
                            "(B10-3)", "B10-3", code="wrong_time",
                            key="nexa.refusal.no_effect_waiting", params={"kind": action.kind})
    if action.kind in VERBS:
        to_step(state, action)
    elif action.kind == "look":
        _count(action.args.get("n"))
    elif action.kind in ("reveal", "search"):
        uid, zone = action.args.get("card"), "hand" if action.kind == "reveal" else "deck"
        if isinstance(uid, bool) or not isinstance(uid, int) or uid not in state.cards or \
                state.cards[uid].zone != zone or state.cards[uid].owner != action.actor:
            if action.kind == "reveal":
                raise IllegalAction("reveal a card of your own hand (D-3)", "D-3",
                                    key="nexa.refusal.reveal_own")
            raise IllegalAction("search takes a card of your own 本国 (D-5)", "D-5",
                                key="nexa.refusal.search_own")


# NEX-A's own by-hand actions (besides the shared ones of core/effects/by_hand.py), for the log.
_COUNT = shared.ByHandField("n", "int", "how many")
_UNIT = shared.ByHandField("target", "card", "the unit")
OWN = {
    "deck_damage": shared.ByHandAction("deck_damage", "deal damage to a player's deck (D-60)",
                                       (_COUNT, shared.ByHandField("player", "player", "whose deck")),
                                       words="deal {n} damage to {player}'s deck"),
    "roll": shared.ByHandAction("roll", "roll a unit", (_UNIT,), words="roll {target}"),
    "reroll": shared.ByHandAction("reroll", "reroll a unit", (_UNIT,), words="reroll {target}"),
    "modify": shared.ByHandAction("modify", "M/R/D ±N",
                                  (_UNIT, shared.ByHandField("until", "until", "how long")),
                                  words="{target} gets {m:+d}/{r:+d}/{d:+d} {until}"),
}
_UNTIL = {"turn_end": "turn", "permanent": "permanent", "force_disband": "force_disband"}


def log(state: NexaState, action: Action) -> None:
    """Issue 29 §3: "<player> resolves <card>'s effect by hand: <what>", for everyone (every
    card an effect action names is on the 場, or a count); the cards a look shows and the card a
    search takes are named to their player only."""
    a, kind = action.args, action.kind
    params: dict[str, Any] = {}
    secret: dict[str, Any] | None = None
    if kind == "draw":
        params = {"n": a.get("n", 1)}
    elif kind == "deck_damage":
        params = {"n": a["n"], "player": a["player"]}
    elif kind == "move":
        params = {"card": label(state, a["card"]), "to": a["to"]}
    elif kind == "modify":
        params = {"target": label(state, a["target"]), **{k: a.get(k, 0) for k in ("m", "r", "d")},
                  "until": _UNTIL[a.get("until", "turn_end")]}
    elif kind == "look":
        top = state.zone(action.actor, "deck")[:a["n"]]
        params, secret = {"n": len(top)}, {"cards": [label(state, u) for u in top]}
    elif kind == "reveal":
        params = {"card": label(state, a["card"])}
    elif kind == "search":
        secret = {"card": label(state, a["card"])}
    elif kind in VERBS:
        params = {"target": label(state, a["target"])}
        if kind == "damage":
            params["n"] = a["n"]
    assert state.by_hand is not None
    spec = OWN.get(kind)
    source = label(state, state.by_hand.source)
    state.events.append(shared.event(action.actor, source, kind, params, secret=secret, spec=spec,
                                     key=f"nexa.event.by_hand_{kind}" if spec else ""))


def apply(state: NexaState, action: Action) -> None:
    """An effect action applies at once; `resolve` / `decline` end the effect."""
    log(state, action)
    if action.kind == "resolve":
        say(state, f"{action.actor} finishes applying the text",
            key="nexa.event.finishes_text", params={"player": action.actor})
        finish(state)
    elif action.kind == "decline":
        say(state, f"{action.actor} does not apply the text",
            key="nexa.event.declines_text", params={"player": action.actor})
        finish(state, applied=False)
    elif action.kind == "search":  # into the hand, then the 本国 is shuffled (D-5); the log says which
        state.move(action.args["card"], "hand")
        state.rng_counter += 1
        state.zones[action.actor]["deck"] = shuffled(state.zone(action.actor, "deck"), state.seed,
                                                     state.rng_counter)
    elif action.kind in VERBS:
        step, uid = to_step(state, action)
        assert state.by_hand is not None
        apply_step(state, state.by_hand, step, uid)
    # look, reveal: the log line is the whole action (D-2, D-3)


def candidates(state: NexaState, player: str) -> list[Action]:
    """A bounded menu of effect actions (any other well-formed one is accepted too)."""
    out = [Action(player, "resolve"), Action(player, "decline"), Action(player, "draw", {"n": 1})]
    out += [Action(player, "deck_damage", {"player": p, "n": 1}) for p in state.players]
    for uid in state.all_units():
        if state.cards[uid].destroyed:
            continue
        out += [Action(player, "damage", {"target": uid, "n": 1}),
                Action(player, "modify", {"target": uid, "m": 1, "r": 1, "d": 0}),
                Action(player, "destroy", {"target": uid}),
                Action(player, "roll" if not state.cards[uid].rolled else "reroll", {"target": uid}),
                Action(player, "move", {"card": uid, "to": "hand"})]
    return out
