"""Checks every game shares about hidden cards, asked by the playout fuzzer after every
action, so a new game gets them without asking.

A *public* action (`ActionText.public`) may be offered on the public board: every seat
reads its label, so it must name no card hidden from any seat but its player's. A label
is built from the action's arguments and the names its player sees
(`GameModule.describe`). Each public action is read with a stand-in name for every card
(`<card 17>`), which shows which cards the label names, and then

* it must name no card its player sees and another seat does not (a card in a hand);
* it must read differently from the player's other public actions: two that read the
  same differ by a card the label does not show (a card revealed from the hand), and
  the board cannot tell them apart anyway;
* no argument may be a hidden card's printed number or name (a search of a hidden
  deck offered by card number, NEX-A 共有 D-112) — naming a card without its id.

Card ids cannot be told from other small integers in an action (`n: 2`), so ids are
judged through the label; numbers and names are strings and are looked for directly.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from .zones import JUDGE

if TYPE_CHECKING:
    from .actions import Action
    from .match import Match

_STAND_IN = re.compile(r"<card (\d+)>")


class StandInNames(Mapping[int, str]):
    """Names for `GameModule.describe` that give every card id its own stand-in,
    `<card 17>`, so a label shows which cards it names."""

    def __getitem__(self, uid: int) -> str:
        if isinstance(uid, int) and not isinstance(uid, bool):
            return f"<card {uid}>"
        raise KeyError(uid)

    def get(self, uid: Any, default: Any = None) -> Any:
        return self[uid] if isinstance(uid, int) and not isinstance(uid, bool) else default

    def __contains__(self, uid: object) -> bool:
        return isinstance(uid, int) and not isinstance(uid, bool)

    def __iter__(self) -> Iterator[int]:
        return iter(())

    def __len__(self) -> int:
        return 0


STAND_INS = StandInNames()


def named_cards(label: str) -> set[int]:
    """The card ids a label read with `STAND_INS` names."""
    return {int(uid) for uid in _STAND_IN.findall(label)}


def public_action_leaks(match: Match, legal: Callable[[str], list[Action]] | None = None) -> list[str]:
    """Every public legal action of a deciding player that names a card hidden from
    another seat or the public, or that reads like another; [] when none does. `legal`
    lists a player's legal actions when the caller has them already (the playout).

    Asked after every playout action, so it builds no view; the printed words of hidden
    cards are looked up only for a public action with a string argument."""
    game, state = match.game, match.state
    out: list[str] = []
    for player in match.deciding():
        secret: set[int] | None = None  # cards the player sees and another seat does not
        hidden: set[int] = set()  # cards some other seat does not see
        words: set[str] | None = None
        labels: dict[str, Any] = {}
        for action in (legal or match.legal_actions)(player):
            text = game.describe(action, STAND_INS)
            if not text.public:
                continue
            what = f"public action {action.describe()} of {player} ({text.label!r})"
            if secret is None:
                others = (None, *(p for p in match.config.players if p != player))
                hidden = set().union(*(game.hidden_from(state, viewer) for viewer in others))
                secret = hidden - game.hidden_from(state, player)
            named = named_cards(text.label) & secret
            if named:
                out.append(f"{what} names cards hidden from another seat {sorted(named)[:3]}")
            twin = labels.setdefault(text.label, action.args)
            if twin is not action.args and twin != action.args:
                out.append(f"{what} reads like its action with {twin}: the label hides what differs")
            strings = set(_strings(action.args))
            if strings:
                words = _hidden_words(match, hidden) if words is None else words
                if words & strings:
                    out.append(f"{what} names hidden cards {sorted(words & strings)[:3]}")
    return out


# match -> uid -> the card's printed number and name (a card keeps them for the match;
# read again when a card appears that was not there, a token)
_PRINTED: WeakKeyDictionary[Match, dict[int, tuple[str, ...]]] = WeakKeyDictionary()


def _hidden_words(match: Match, hidden: set[int]) -> set[str]:
    printed = _PRINTED.get(match)
    if printed is None or not hidden <= printed.keys():
        printed = _PRINTED[match] = _printed(match.view(JUDGE))
    return {word for uid in hidden for word in printed.get(uid, ())}


def _printed(view: Any) -> dict[int, tuple[str, ...]]:
    """uid -> the card's printed number and name, for every card of a (judge's) view."""
    out: dict[int, tuple[str, ...]] = {}
    stack = [view]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            uid = value.get("uid")
            if isinstance(uid, int) and not isinstance(uid, bool):
                out[uid] = tuple(str(value[k]) for k in ("number", "name") if value.get(k))
            stack.extend(v for v in value.values() if isinstance(v, dict | list | tuple))
        elif isinstance(value, list | tuple):
            stack.extend(v for v in value if isinstance(v, dict | list | tuple))
    return out


def _strings(value: Any) -> Iterator[str]:
    """Every string in an action's arguments (nested lists and mappings)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        yield from _strings_of(value.values())
    elif isinstance(value, list | tuple):
        yield from _strings_of(value)


def _strings_of(values: Iterable[Any]) -> Iterator[str]:
    for item in values:
        yield from _strings(item)
