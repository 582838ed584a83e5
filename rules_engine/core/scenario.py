"""What every game's scenario adapter shares (CONTRACTS.md §2, contracts/<game>.md).

A scenario step is written in a contract's words; the runner turns it into engine actions
in four moves, each a method a game may override:

1. `fields(kind, given)`: the step's fields under the engine's names. A contract's
   spelling and the project's own variant are both accepted (synonyms); two spellings of
   one field at once are an error.
2. The runner checks the result against `action_fields[kind]`, the fields the game's
   actions take: any other field is an error (exit 2), never silently ignored.
3. `resolve(state, action)`: what a field names on the board *now* (UCG: any card of a
   stack names its character; an answer to a prompt in the form the prompt takes).
4. `expand(action, now)`: the actions the step stands for — usually just itself; a
   contract may let one step say more (ALTCG `play` with `targets`: the choices that
   follow). `shorthand(name, value, now)` does the same for a step that is not an action
   (NEX-A `advance`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from .actions import Action
from .game import MatchConfig, ScenarioError

Now = Callable[[], Any]  # the match's state at the moment it is called


class ScenarioFailed(Exception):
    """A well-formed step that cannot be carried out on this board (the file FAILs, exit 1):
    a shorthand that meets a decision it may not make, a field the game never asked for."""


def rename(given: dict, written: str, engine: str,
           convert: Callable[[Any], Any] | None = None) -> dict:
    """`written` (a contract's spelling or a project variant) read as `engine`."""
    if written not in given:
        return given
    if engine in given:
        raise ScenarioError(f"`{written}` and `{engine}` are the same field: give one")
    out = {k: v for k, v in given.items() if k != written}
    out[engine] = convert(given[written]) if convert else given[written]
    return out


def as_list(value: Any) -> list:
    return value if isinstance(value, list) else [value]


class ScenarioAdapterBase:
    """Defaults for a game's scenario adapter; a game sets `action_fields` and overrides
    what its contract adds."""

    id_fields: frozenset[str] = frozenset()  # fields whose string values may be card ids
    top_keys: frozenset[str] = frozenset()  # top-level keys read as part of `state:`
    shorthands: frozenset[str] = frozenset()  # step keys standing for a run of actions
    # Every action kind and the fields its actions take (the engine's names).
    action_fields: Mapping[str, frozenset[str]] = {}

    def players(self, description: dict) -> tuple[str, ...]:
        return ("A", "B")

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, Any, dict[str, int]]:
        raise NotImplementedError

    def expectation(self, state: Any, key: str, ids: dict[str, int]) -> Any:
        raise NotImplementedError

    def rule_id(self, value: Any) -> str:
        raise NotImplementedError

    def fields(self, kind: str, given: dict) -> dict:
        """CONTRACTS.md §3b: a printed effect is named by its index as `ability` or `effect`,
        whichever the game's action calls it."""
        accepted = self.action_fields.get(kind, frozenset())
        if "ability" in accepted and "effect" not in accepted:
            given = rename(given, "effect", "ability")
        elif "effect" in accepted and "ability" not in accepted:
            given = rename(given, "ability", "effect")
        return given

    def resolve(self, state: Any, action: Action) -> Action:
        return action

    def expand(self, action: Action, now: Now) -> Iterator[Action]:
        yield action

    def shorthand(self, name: str, value: Any, now: Now) -> Iterator[Action]:
        raise ScenarioError(f"`{name}` is not a step of this game")


def with_args(action: Action, args: dict) -> Action:
    return Action(action.actor, action.kind, args, action.at)
