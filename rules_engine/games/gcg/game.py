"""The Gundam Card Game as a game module (the `GameModule` protocol of the core)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.game import ActionText, Event, MatchConfig, OptionError, OptionSpec, RulesRef, random_choice
from ...core.rng import generator, shuffled
from . import actions, checks, flow, present, view
from .cards import CardPool, demo_pool, parse_cards
from .decks import Deck, parse_deck, violations
from .decks import demo_decks as load_demo_decks
from .fixes import FIXES
from .scenario import GcgScenario
from .state import ZONES, GcgState

if TYPE_CHECKING:
    from ...core.match import Match
    from ...core.table import Table

SEATS = ("A", "B")


class DeckRejected(ValueError):
    def __init__(self, player: str, problems: list) -> None:
        super().__init__(f"{player}'s deck breaks the construction rules: "
                         + "; ".join(str(p) for p in problems))
        self.player = player
        self.problems = problems


def pool_for(options: dict[str, Any]) -> CardPool:
    pool = options.get("pool")
    if isinstance(pool, CardPool):
        return pool
    base = demo_pool()
    extra = options.get("cards")
    return base.with_cards(parse_cards(extra, "match cards")) if extra else base


def empty_state(pool: CardPool, players: tuple[str, str], seed: str) -> GcgState:
    state = GcgState(pool=pool, players=players, seed=seed)
    state.zones = {p: {name: [] for name in ZONES} for p in players}
    return state


@cache
def _demo_decks() -> dict[str, Deck]:
    return load_demo_decks()


class GcgGame:
    code = "gcg"
    title = "Gundam Card Game"
    rules = RulesRef("gcg", "zh-Hant")  # refusals cite the zh-Hant numbering
    zones = ZONES
    action_groups = present.GROUPS
    fixes = FIXES
    scenario = GcgScenario()
    options = (
        OptionSpec("first_player", "who goes first (otherwise the seeded coin decides who chooses, 6-2-1-4)",
                   SEATS, None),
    )

    # --- cards and decks ---------------------------------------------------------------

    def load_cards(self, data: Any, source: str) -> list[Any]:
        return parse_cards(data, source)

    def pool(self, extra: list[dict] | None = None) -> CardPool:
        return demo_pool().with_cards(parse_cards(extra, "server cards")) if extra else demo_pool()

    def parse_deck(self, text: str, name: str) -> Deck:
        return parse_deck(text, name)

    def deck_violations(self, deck: Deck, pool: CardPool) -> list[Any]:
        return violations(deck, pool)

    def demo_decks(self) -> Mapping[str, Deck]:
        return _demo_decks()

    # --- match options -----------------------------------------------------------------

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        if players != 2:
            raise OptionError(f"a GCG match has 2 players, not {players}", "1-1-1")
        unknown = set(options) - {spec.name for spec in self.options} - {"cards", "pool",
                                                                          "skip_deck_check"}
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for a GCG match")
        first = options.get("first_player")
        if first is not None and first not in SEATS:
            raise OptionError("first_player is A or B")
        return dict(options)

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        self.validate_options(players, options)
        return SEATS

    # --- the rules -----------------------------------------------------------------------

    def setup(self, config: MatchConfig) -> GcgState:
        players = tuple(config.players)
        if len(players) != 2 or players[0] == players[1]:
            raise ValueError("a GCG match has two players (1-1-1; team play is chapter 12)")
        pool = pool_for(config.options)
        state = empty_state(pool, players, config.seed)
        for player in players:
            deck: Deck = config.decks[player]
            if not config.options.get("skip_deck_check"):
                problems = violations(deck, pool)
                if problems:
                    raise DeckRejected(player, problems)  # 6-2-1-1
            state.rng_counter += 1
            for number in shuffled(deck.main_list(), config.seed, state.rng_counter):  # 6-2-1-2
                state.new_card(number, player, "deck")
            for number in deck.resource_list():  # 6-2-1-3
                state.new_card(number, player, "resource_deck")
        first = config.options.get("first_player")
        if first in players:
            state.first = first
            flow.deal_opening_hands(state)
        else:  # 6-2-1-4: the seeded coin gives one player the choice
            state.rng_counter += 1
            state.order_chooser = players[generator(config.seed, state.rng_counter).randrange(2)]
            state.phase, state.step = "setup", "first_player"
        flow.advance(state)
        state.events.clear()
        return state

    def legal_actions(self, state: GcgState, player: str) -> list[Action]:
        return actions.legal_actions(state, player)

    def check(self, state: GcgState, action: Action) -> None:
        actions.check(state, action)

    def apply(self, state: GcgState, action: Action) -> list[Event]:
        state.events = []
        actions.apply(state, action)
        events, state.events = state.events, []
        return events

    def deciding(self, state: GcgState) -> tuple[str, ...]:
        if state.over or state.prompt is None:
            return ()
        return (state.prompt.player,)

    def finished(self, state: GcgState) -> bool:
        return state.over

    def winner(self, state: GcgState) -> str | None:
        return state.winner

    # --- views -----------------------------------------------------------------------------

    def view(self, state: GcgState, viewer: str | None) -> dict:
        return view.view(state, viewer)

    def snapshot(self, state: GcgState) -> dict:
        return view.snapshot(state)

    def table(self, view_data: dict) -> Table:
        return present.table(view_data)

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        return present.describe(action, names)

    # --- tools -----------------------------------------------------------------------------

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        decks = list(self.demo_decks().values())
        return MatchConfig(game="gcg", players=SEATS, decks={"A": decks[0], "B": decks[1]}, seed=seed,
                           options=self.validate_options(2, options))

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        return random_choice(rng, legal)

    def invariants(self, match: Match) -> list[str]:
        return checks.invariants(match)

    def hidden_from(self, state: GcgState, viewer: str | None) -> set[int]:
        return checks.hidden_from(state, viewer)


GAME = GcgGame()
