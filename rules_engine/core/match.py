"""A match: creation parameters plus the append-only list of accepted actions.

The state is a fold over the actions, so replaying the list reproduces it exactly,
hidden zones and shuffles included; `state_hash` proves it.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

from .actions import Action
from .errors import IllegalAction, MatchOver, StaleAction
from .game import Event, GameModule, MatchConfig
from .registry import get_game
from .table import Table
from .zones import JUDGE


class Match:
    def __init__(self, config: MatchConfig, actions: list[Action] | tuple[Action, ...] = (),
                 *, state: Any = None, game: GameModule | None = None) -> None:
        self.config = config
        self.game = game or get_game(config.game)
        # A match built on a given state (a scenario's) cannot be rebuilt from `config`: keep
        # a copy of that state to rebuild and replay from (a refused action's rollback).
        self._start = copy.deepcopy(state) if state is not None else None
        self.state = state if state is not None else self.game.setup(config)
        self.actions: list[Action] = []
        # each action's log lines, kept as a tuple (most actions' is the shared empty one)
        self.events: list[tuple[Event, ...]] = []
        for action in actions:
            self.apply(action)

    # --- reading ----------------------------------------------------------------

    @property
    def number(self) -> int:
        """The action number: how many actions have been accepted."""
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.game.finished(self.state)

    @property
    def winner(self) -> str | None:
        """A player, a team, "draw", or None while the match goes on."""
        return self.game.winner(self.state)

    def deciding(self) -> tuple[str, ...]:
        """Who must decide now (several players at once in simultaneous steps)."""
        return () if self.finished else tuple(self.game.deciding(self.state))

    def legal_actions(self, player: str) -> list[Action]:
        if self.finished:
            return []
        number = len(self.actions)
        return [Action(a.actor, a.kind, a.args, number) for a in self.game.legal_actions(self.state, player)]

    def nothing_playable_in_public(self, player: str) -> bool:
        """Public information alone proves `player` could play or activate nothing now
        (`GameModule.nothing_playable_in_public`; never reads a hand or a deck)."""
        return not self.finished and self.game.nothing_playable_in_public(self.state, player)

    def view(self, viewer: str | None = None) -> dict:
        """`None`: the public view; a player: adds that player's own hidden cards."""
        view = self.game.view(self.state, viewer)
        view["action_number"] = self.number
        return view

    def view_judge(self) -> dict:
        return self.view(JUDGE)

    def table(self, viewer: str | None = None) -> Table:
        """The viewer's view in the shape every renderer understands."""
        return self.game.table(self.view(viewer))

    def state_hash(self) -> str:
        data = json.dumps(self.game.snapshot(self.state), sort_keys=True, separators=(",", ":"),
                          ensure_ascii=False)
        return hashlib.sha256(data.encode()).hexdigest()

    # --- acting -----------------------------------------------------------------

    def check(self, action: Action) -> None:
        try:
            if self.finished:
                raise MatchOver()
            if action.at is not None and action.at != self.number:
                raise StaleAction(action.at, self.number)
            self.game.check(self.state, action)
        except IllegalAction as exc:
            exc.game = self.config.game
            raise

    def apply(self, action: Action) -> list[Event]:
        """Accept `action` or raise IllegalAction leaving everything unchanged."""
        self.check(action)
        try:
            events = self.game.apply(self.state, action)
        except IllegalAction as exc:
            # check() passed but apply() disagreed: rebuild the last good state from
            # the log so the refusal leaves nothing changed, then report it.
            exc.game = self.config.game
            self._rebuild()
            raise
        except Exception:
            self._rebuild()
            raise
        self.actions.append(Action(action.actor, action.kind, action.args, self.number))
        self.events.append(tuple(events))
        return events

    def _rebuild(self) -> None:
        replay = self.replay()
        self.state = replay.state
        self.events = replay.events

    def replay(self, upto: int | None = None) -> Match:
        """A fresh match rebuilt from the creation parameters (or the state it was built
        on) and the first `upto` actions (all when None)."""
        start = copy.deepcopy(self._start) if self._start is not None else None
        return Match(self.config, self.actions[:upto], state=start, game=self.game)
