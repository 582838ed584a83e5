"""The Gundam Card Game: the comprehensive rules (zh-Hant v1.1.0, chapters 1–11 and 13,
cross-checked with the Japanese document) as a game module of the core engine."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.game import Event, MatchConfig
from ...core.rng import generator, shuffled
from . import actions, flow, view
from .cards import CardPool, demo_pool, parse_cards
from .decks import Deck, violations
from .state import ZONES, GcgState


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


class GcgGame:
    code = "gcg"
    zones = ZONES

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

    def view(self, state: GcgState, viewer: str | None) -> dict:
        return view.view(state, viewer)

    def snapshot(self, state: GcgState) -> dict:
        return view.snapshot(state)

    def finished(self, state: GcgState) -> bool:
        return state.over


GAME = GcgGame()
