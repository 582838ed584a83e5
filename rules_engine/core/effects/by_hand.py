"""The by-hand actions every game offers for an effect its reader did not automate (issue 29 §3):
the generic actions that can carry out any printed effect, with their fields, how each is
logged, and which of them carry out each verb of the effect model (so a by-hand menu can offer
those first). Each game implements them on its own zones and checks them with its own clauses;
the names and fields are shared, so the bot's menus, the log and the scenarios say the same
thing in every game.

    <player> resolves <card>'s effect by hand: deal 2 damage to Zaku II

`look` is seen by the looker only (hidden information holds exactly as in automated play);
every other action is public. `resolve` ends the effect, `decline` declines an optional one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ..game import Event
from .model import Step

FieldType = Literal["card", "cards", "player", "zone", "int", "keyword", "until", "stat", "str"]

UNTIL = ("turn", "battle", "permanent")  # how long a modify / grant / remove lasts
STATS = ("ap", "hp", "bp", "power", "cost", "level")  # a game offers the ones it has


@dataclass(frozen=True, slots=True)
class ByHandField:
    name: str
    type: FieldType
    description: str
    optional: bool = False


@dataclass(frozen=True, slots=True)
class ByHandAction:
    """One generic action: its name (the action kind), its fields, whether only the acting
    player sees what it shows, and the words of its log line (`{field}` placeholders)."""

    name: str
    description: str
    fields: tuple[ByHandField, ...] = ()
    private: bool = False
    words: str = ""
    hidden_words: str = ""  # the public words when what it names is hidden from the others


_CARD = ByHandField("card", "card", "the card it acts on")
_TARGET = ByHandField("target", "card", "the card (or shield, base, player) it acts on")
_N = ByHandField("n", "int", "how many")
_UNTIL = ByHandField("until", "until", "turn, battle or permanent", optional=True)

ACTIONS: tuple[ByHandAction, ...] = (
    ByHandAction("draw", "draw cards", (_N, ByHandField("player", "player", "who draws", optional=True)),
                 words="{player} draws {n}"),
    ByHandAction("damage", "deal damage", (_TARGET, _N), words="deal {n} damage to {target}"),
    ByHandAction("recover", "recover HP", (_TARGET, _N), words="{target} recovers {n}"),
    ByHandAction("destroy", "destroy a card", (_TARGET,), words="destroy {target}"),
    ByHandAction("rest", "rest a card", (_TARGET,), words="rest {target}"),
    ByHandAction("set_active", "set a card as active", (_TARGET,), words="set {target} as active"),
    ByHandAction("move", "move a card between two zones (hand, deck top or bottom, trash, shields, "
                 "resources, removal …)", (_CARD, ByHandField("to", "zone", "the zone it goes to")),
                 words="move {card} to {to}", hidden_words="move a card to {to}"),
    ByHandAction("modify", "change a stat (AP, HP …) by N",
                 (_TARGET, ByHandField("stat", "stat", "the stat"),
                  ByHandField("n", "int", "the change, + or -"), _UNTIL),
                 words="{target} gets {stat}{n:+d} {until}"),
    ByHandAction("grant", "give a keyword",
                 (_TARGET, ByHandField("keyword", "keyword", "the keyword"), _UNTIL),
                 words="{target} gains {keyword} {until}"),
    ByHandAction("remove", "take a keyword away", (_TARGET, ByHandField("keyword", "keyword", "the keyword"),
                                                   _UNTIL), words="{target} loses {keyword} {until}"),
    ByHandAction("token", "deploy a token", (ByHandField("name", "str", "the token printed on the card"),
                                             ByHandField("n", "int", "how many", optional=True)),
                 words="deploy {n} {name} token"),
    ByHandAction("look", "look at the top N cards of a deck (only you see them)",
                 (_N, ByHandField("player", "player", "whose deck", optional=True)), private=True,
                 words="look at the top {n} cards of {player}'s deck: {cards}",
                 hidden_words="look at the top {n} cards of {player}'s deck"),
    ByHandAction("reveal", "reveal a card to everyone", (_CARD,), words="reveal {card}"),
    ByHandAction("search", "take a card from your deck, then shuffle it", (_CARD,),
                 words="search {player}'s deck for {card} and shuffle it",
                 hidden_words="search {player}'s deck for a card and shuffle it"),
    ByHandAction("resolve", "the effect is done"),
    ByHandAction("decline", "do not apply an optional (\u201cmay\u201d) effect"),
)

BY_NAME: Mapping[str, ByHandAction] = {a.name: a for a in ACTIONS}

# Which by-hand actions carry out each verb of the effect model (core/effects/model.py).
VERB_ACTIONS: Mapping[str, tuple[str, ...]] = {
    "draw": ("draw",), "damage": ("damage",), "recover": ("recover",), "destroy": ("destroy",),
    "rest": ("rest",), "set_active": ("set_active",), "return_to_hand": ("move",), "to_deck": ("move",),
    "to_trash": ("move",), "exile": ("move",), "add_to_hand": ("move",), "discard": ("move",),
    "mill": ("move",), "deploy": ("move",), "move": ("move",), "place_resource": ("move", "token"),
    "modify": ("modify",), "grant": ("grant",), "remove": ("remove",), "token": ("token",),
    "look": ("look",), "reveal": ("reveal",), "search": ("search",), "pair": ("move",),
}


def actions_for(steps: tuple[Step, ...] | None) -> tuple[str, ...]:
    """The by-hand actions that carry out the given steps (all of them when unknown), in the
    order the steps need them; `resolve` and `decline` always come last."""
    wanted: list[str] = []
    for step in steps or ():
        for name in VERB_ACTIONS.get(step.verb, ()):
            if name not in wanted:
                wanted.append(name)
    names = wanted or [a.name for a in ACTIONS if a.name not in ("resolve", "decline")]
    return (*names, "resolve", "decline")


_UNTIL_WORDS = {"turn": "during this turn", "battle": "during this battle", "permanent": "permanently"}


def log_words(action: str, params: Mapping[str, Any], *, hidden: bool = False,
              spec: ByHandAction | None = None) -> str:
    """What an action did, in words (the game fills card names into `params`); `hidden`: the
    public words of an action whose card (or cards) only its player may see."""
    spec = spec or BY_NAME[action]
    words = spec.hidden_words if hidden and spec.hidden_words else spec.words
    if not words:
        return spec.description
    values: dict[str, Any] = {f.name: params.get(f.name, "") for f in spec.fields}
    values.update({k: v for k, v in params.items() if k not in values})
    values.setdefault("player", "you")
    if isinstance(values.get("cards"), list | tuple):
        values["cards"] = ", ".join(map(str, values["cards"]))
    for name in ("to", "keyword"):  # a zone or a keyword as the engine names it: `deck_top`
        if isinstance(values.get(name), str):
            values[name] = values[name].replace("_", " ")
    if "until" in values:
        until = values["until"] or "turn"
        values["until"] = _UNTIL_WORDS.get(until, f"until {str(until).replace('_', ' ')}")
    if "n" in values and not isinstance(values.get("n"), int):
        values["n"] = 0 if action == "modify" else values["n"]
    return words.format(**values).replace("  ", " ").strip()


def log_line(player: str, card: str, action: str, params: Mapping[str, Any], *, hidden: bool = False,
             spec: ByHandAction | None = None) -> str:
    """`<player> resolves <card>'s effect by hand: <what>` — the public line every game logs."""
    return f"{player} resolves {card}'s effect by hand: {log_words(action, params, hidden=hidden, spec=spec)}"


def event(player: str, card: str, action: str, params: Mapping[str, Any], *,
          secret: Mapping[str, Any] | None = None, spec: ByHandAction | None = None,
          key: str = "") -> Event:
    """The log line of one by-hand action, for every game: public to the players and judges,
    with key `core.event.by_hand_<action>` (events.ftl; a game's own action gives its `spec`
    and its `<game>.event.by_hand_<kind>` key). `params` are what everyone may read (card
    names, numbers, zones, `until` as turn/battle/permanent, `player` whose deck or who draws,
    the actor when not given); `secret` what only the actor (and the judge) may read: the
    cards a `look` shows, the card a `search` takes, a card moved out of or into a hidden zone.
    The public line then says "a card" (`<key>_hidden`), the actor's line names it.

    The line's arguments: `player` the actor, `card` the effect's card, `whose` the `player`
    field, `target_card` the `card` field, the other fields by their names."""
    shown = {k: v for k, v in params.items() if v is not None}
    shown.setdefault("player", player)
    spec = spec or BY_NAME[action]
    hidden = secret is not None or spec.private
    text = log_line(player, card, action, shown, hidden=hidden, spec=spec)
    if not key:
        key = f"core.event.by_hand_{action}" + ("_hidden" if secret is not None and spec.hidden_words
                                                   and not spec.private and action != "search" else "")

    def renamed(values: Mapping[str, Any]) -> dict[str, Any]:
        return {{"player": "whose", "card": "target_card"}.get(k, k): v for k, v in values.items()}

    line_params = {**renamed(shown), "player": player, "card": card}
    if not hidden:
        return Event(text, key=key, params=line_params)
    full = {**shown, **(secret or {})}
    fuller = f"{player} resolves {card}'s effect by hand: {log_words(action, full, spec=spec)}"
    return Event(text, {player: fuller},
                 key=key, params=line_params, private_params={player: renamed(secret or {})})
