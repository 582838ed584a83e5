"""The Ultraman Card Game as a game module (the `GameModule` protocol of the core)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.corpus import TemplateCorpus
from ...core.game import (
    ActionText,
    Event,
    MatchConfig,
    OptionError,
    OptionSpec,
    RulesRef,
    playout_seats,
    random_choice,
)
from ...core.printed.fields import CardFields
from ...core.rng import generator, shuffled
from . import actions, checks, flow, present, view
from .cards import CardPool, demo_pool, load_card_file, parse_cards
from .decks import Deck, load_deck, parse_deck, violations
from .decks import demo_decks as load_demo_decks
from .fixes import FIXES
from .printed import read_text as printed_reading
from .reader import WORDS as READER_WORDS
from .reader import version as reader_version
from .scenario import UcgScenario
from .state import PILES, ZONES, UcgState

if TYPE_CHECKING:
    from ...core.match import Match
    from ...core.table import Face, Table

SEATS = ("A", "B")


class DeckRejected(ValueError):
    def __init__(self, player: str, problems: list) -> None:
        super().__init__(f"{player}'s deck breaks the construction rules: "
                         + "; ".join(str(p) for p in problems))
        self.player = player
        self.problems = problems


DECK_SETS = ("demo", "corpus")  # playouts: the demo decks, or the printed template corpus decks (issue 29)


def pool_for(options: Mapping[str, Any]) -> CardPool:
    pool = options.get("pool")
    if isinstance(pool, CardPool):
        return pool
    base = CORPUS.pool if options.get("decks") == "corpus" else demo_pool()
    extra = options.get("cards")
    return base.with_cards(parse_cards(extra, "match cards")) if extra else base


# the printed template corpus and its decks (issue 29), read on first use
CORPUS: TemplateCorpus[CardPool, Deck] = TemplateCorpus(
    "ucg", "ucg/corpus", demo_pool=demo_pool, load_cards=load_card_file,
    load_deck=load_deck)


def empty_state(pool: CardPool, players: tuple[str, str], seed: str) -> UcgState:
    state = UcgState(pool=pool, players=players, seed=seed)
    state.zones = {p: {name: [] for name in PILES} for p in players}
    return state


@cache
def _demo_decks() -> dict[str, Deck]:
    return load_demo_decks()


class UcgGame:
    code = "ucg"
    title = "Ultraman Card Game"
    rules = RulesRef("ucg", "zh-Hant")
    zones = ZONES
    action_groups = present.GROUPS
    stops = present.STOPS
    fixes = FIXES
    scenario = UcgScenario()
    options = (
        OptionSpec("first_player", "who goes first in turn 1 (otherwise the seeded coin picks who "
                                   "chooses, 4.2.2)", SEATS, None),
    )

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

    # --- printed cards (CONTRACTS §3b): the reader (reader/) and the executor table (printed.py)

    printed_languages = ("zh-Hant", "en", "ja")
    card_fields = CardFields(
        known=("number", "name", "type", "character", "level", "attribute", "bp.single", "bp.double",
               "bp.triple", "bp.quad", "bp.extra", "team", "round", "text", "lang"),
        ints=frozenset({"level", "round", "bp.single", "bp.double", "bp.triple", "bp.quad", "bp.extra"}),
        lists=frozenset({"team"}), per_language=("character",))  # 2.3.2: 『X』 as printed in each language
    explain_words: Mapping[str, str] = READER_WORDS

    def read_text(self, text: str, lang: str | None = None, card_type: str | None = None) -> Any:
        """The reading, with what the engine cannot run exactly by hand (printed.py); the card type
        is not used (its reader reads every type's text alike)."""
        return printed_reading(text, lang)

    def reader_version(self) -> str:
        return reader_version()

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        if players != 2:
            raise OptionError(f"a UCG match has 2 players, not {players}", "1.1.1")
        known = {"cards", "pool", "skip_deck_check", "decks"}
        unknown = set(options) - {s.name for s in self.options} - known
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for a UCG match")
        first = options.get("first_player")
        if first is not None and first not in SEATS:
            raise OptionError("first_player is A or B")
        if options.get("decks", "demo") not in DECK_SETS:
            raise OptionError(f"decks is one of {', '.join(DECK_SETS)}")
        return dict(options)

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        self.validate_options(players, options)
        return SEATS

    def setup(self, config: MatchConfig) -> UcgState:
        players = tuple(config.players)
        if len(players) != 2 or players[0] == players[1]:
            raise ValueError("a UCG match has two players (1.1.1)")
        pool = pool_for(config.options)
        state = empty_state(pool, (players[0], players[1]), config.seed)
        for player in players:
            deck: Deck = config.decks[player]
            if not config.options.get("skip_deck_check"):
                problems = violations(deck, pool)
                if problems:
                    raise DeckRejected(player, problems)
            state.rng_counter += 1
            for number in shuffled(deck.main_list(), config.seed, state.rng_counter):  # 4.2.1
                state.new_card(number, player, "deck")
        first = config.options.get("first_player")
        if first in players:
            state.first = first
        else:  # 4.2.2: the seeded coin stands in for rock-paper-scissors
            state.rng_counter += 1
            state.order_chooser = players[generator(config.seed, state.rng_counter).randrange(2)]
        flow.deal_opening_hands(state)
        flow.advance(state)
        state.events.clear()
        return state

    def legal_actions(self, state: UcgState, player: str) -> list[Action]:
        return actions.legal_actions(state, player)

    def nothing_playable_in_public(self, state: UcgState, player: str) -> bool:
        return actions.nothing_playable_in_public(state, player)

    def check(self, state: UcgState, action: Action) -> None:
        actions.check(state, action)

    def apply(self, state: UcgState, action: Action) -> list[Event]:
        state.events = []
        actions.apply(state, action)
        events, state.events = state.events, []
        return events

    def deciding(self, state: UcgState) -> tuple[str, ...]:
        if state.over or state.prompt is None:
            return ()
        return (state.prompt.player,)

    def finished(self, state: UcgState) -> bool:
        return state.over

    def winner(self, state: UcgState) -> str | None:
        return state.winner

    def view(self, state: UcgState, viewer: str | None) -> dict:
        return view.view(state, viewer)

    def snapshot(self, state: UcgState) -> dict:
        return view.snapshot(state)

    def table(self, view_data: dict) -> Table:
        return present.table(view_data)

    def pool_faces(self, pool: CardPool, numbers: Iterable[str]) -> list[Face]:
        """Characters entering an area, vertical, then horizontal (`view.fresh_character`),
        then every card as in a hand: the tiles a match's pool can show."""
        cards = [(n, d) for n in sorted(set(numbers)) if (d := pool.get(n)) is not None]
        characters = [n for n, d in cards if d.bp is not None]
        return [*(present.character_face(view.fresh_character(pool, n, horizontal=False), None)
                  for n in characters),
                *(present.character_face(view.fresh_character(pool, n, horizontal=True), None)
                  for n in characters),
                *(present.printed_face({"uid": 0, **view.printed_info(pool, n)}) for n, _ in cards)]

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        return present.describe(action, names)

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        corpus = options.get("decks") == "corpus"  # the template corpus decks (issue 29)
        decks = list((CORPUS.decks if corpus else self.demo_decks()).values())
        return MatchConfig(game="ucg", players=SEATS, decks=playout_seats(seed, decks), seed=seed,
                           options=self.validate_options(2, options))

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        return random_choice(rng, legal)

    def invariants(self, match: Match) -> list[str]:
        return checks.invariants(match)

    def hidden_from(self, state: UcgState, viewer: str | None) -> set[int]:
        return checks.hidden_from(state, viewer)


GAME = UcgGame()
