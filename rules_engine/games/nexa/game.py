"""Gundam War NEX-A as a game module (the `GameModule` protocol of the core)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.corpus import TemplateCorpus
from ...core.game import ActionText, Event, MatchConfig, OptionError, OptionSpec, RulesRef, playout_seats
from ...core.printed.fields import CardFields
from ...core.rng import generator, shuffled
from . import actions, checks, flow, present, view
from .cards import CardPool, demo_pool, load_card_file, parse_cards
from .decks import Deck, parse_deck, violations
from .decks import demo_decks as load_demo_decks
from .fixes import FIXES
from .printed import read_text as printed_reading
from .reader import WORDS as READER_WORDS
from .reader import version as reader_version
from .scenario import NexaScenario
from .state import OPENING_HAND, ZONES, NexaState, PlayerFlags

if TYPE_CHECKING:
    from ...core.match import Match
    from ...core.table import Face, Table

SEATS = ("A", "B")
DECK_SETS = ("demo", "corpus")  # playouts: the demo decks, or the printed template corpus decks


class DeckRejected(ValueError):
    def __init__(self, player: str, problems: list) -> None:
        super().__init__(f"{player}'s deck breaks the construction rules: " + "; ".join(map(str, problems)))
        self.problems = problems


def pool_for(options: Mapping[str, Any]) -> CardPool:
    pool = options.get("pool")
    if isinstance(pool, CardPool):
        return pool
    base = CORPUS.pool if options.get("decks") == "corpus" else demo_pool()
    extra = options.get("cards")
    return base.with_cards(parse_cards(extra, "match cards")) if extra else base


def empty_state(pool: CardPool, players: tuple[str, str], seed: str) -> NexaState:
    state = NexaState(pool=pool, players=players, seed=seed)
    state.zones = {p: {name: [] for name in ZONES} for p in players}
    state.flags = {p: PlayerFlags() for p in players}
    return state


@cache
def _demo_decks() -> dict[str, Deck]:
    return load_demo_decks()


# the printed template corpus and its decks (issue 29), read on first use
CORPUS: TemplateCorpus[CardPool, Deck] = TemplateCorpus(
    "nexa", "nexa/corpus", demo_pool=demo_pool, load_cards=load_card_file,
    load_deck=lambda path: parse_deck(path.read_text(encoding="utf-8"), path.stem))


class NexaGame:
    code = "nexa"
    title = "Gundam War NEX-A"
    rules = RulesRef("nexa", "ja")
    zones = ZONES
    action_groups = present.GROUPS
    stops = present.STOPS
    fixes = FIXES
    scenario = NexaScenario()
    options = (OptionSpec("first_player", "who goes first (otherwise a seeded coin, B5-2 ②)", SEATS, None),)

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

    printed_languages = ("ja",)
    card_fields = CardFields(
        known=("number", "name", "type", "unique", "traits", "aliases", "cost.total", "cost.roll",
               "g_sign.color", "g_sign.attribute", "melee", "ranged", "defense", "terrain", "set_on",
               "timing", "guard", "gain_level", "text", "lang"),
        ints=frozenset({"cost.total", "melee", "ranged", "defense", "guard", "gain_level"}),
        lists=frozenset({"traits", "aliases", "terrain"}), maps=frozenset({"cost.roll"}),
        # B7-4 「ロールコストの色」: a printed roll cost is always one of the seven colours
        choices={"cost.roll": ("blue", "green", "black", "red", "brown", "white", "purple")},
        bools=frozenset({"unique"}))
    explain_words: Mapping[str, str] = READER_WORDS

    def read_text(self, text: str, lang: str | None = None, card_type: str | None = None) -> Any:
        """The reading, with what the engine cannot run exactly by hand (printed.py); the card type
        decides what the engine loads (a keyword a type does not hold is by hand, as the loader
        keeps it, cards._fits), as a match reads it (printed.to_card)."""
        return printed_reading(text, lang, card_type)

    def reader_version(self) -> str:
        return reader_version()

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        if players != 2:
            raise OptionError(f"a NEX-A match has 2 players, not {players}", "B5")
        unknown = set(options) - {"first_player", "cards", "pool", "skip_deck_check", "decks"}
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for a NEX-A match")
        if options.get("decks") not in (None, *DECK_SETS):
            raise OptionError(f"decks is one of {', '.join(DECK_SETS)}")
        if options.get("first_player") not in (None, *SEATS):
            raise OptionError("first_player is A or B")
        return dict(options)

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        self.validate_options(players, options)
        return SEATS

    def setup(self, config: MatchConfig) -> NexaState:
        """B5-2: shuffle each deck into the 本国, decide the first player, draw 6."""
        players = tuple(config.players)
        if len(players) != 2 or players[0] == players[1]:
            raise ValueError("a NEX-A match has two players (B5)")
        pool = pool_for(config.options)
        state = empty_state(pool, players, config.seed)  # type: ignore[arg-type]
        for player in players:
            deck: Deck = config.decks[player]
            if not config.options.get("skip_deck_check"):
                problems = violations(deck, pool)
                if problems:
                    raise DeckRejected(player, problems)
            state.rng_counter += 1
            for number in shuffled(deck.main_list(), config.seed, state.rng_counter):
                state.new_card(number, player, "deck")
        first = config.options.get("first_player")
        if first not in players:
            state.rng_counter += 1
            first = players[generator(config.seed, state.rng_counter).randrange(2)]
        state.first = state.active = first
        for player in players:
            flow.draw(state, player, OPENING_HAND)
        flow.advance(state)
        state.events.clear()
        return state

    def legal_actions(self, state: NexaState, player: str) -> list[Action]:
        return actions.legal_actions(state, player)

    def nothing_playable_in_public(self, state: NexaState, player: str) -> bool:
        return actions.nothing_playable_in_public(state, player)

    def check(self, state: NexaState, action: Action) -> None:
        actions.check(state, action)

    def apply(self, state: NexaState, action: Action) -> list[Event]:
        state.events = []
        actions.apply(state, action)
        events, state.events = state.events, []
        return events

    def deciding(self, state: NexaState) -> tuple[str, ...]:
        if state.over or state.prompt is None:
            return ()
        return (state.prompt.player,)

    def finished(self, state: NexaState) -> bool:
        return state.over

    def winner(self, state: NexaState) -> str | None:
        return state.winner

    def view(self, state: NexaState, viewer: str | None) -> dict:
        return view.view(state, viewer)

    def snapshot(self, state: NexaState) -> dict:
        return view.snapshot(state)

    def table(self, view_data: dict) -> Table:
        return present.table(view_data)

    def pool_faces(self, pool: CardPool, numbers: Iterable[str]) -> list[Face]:
        """Cards on the field standing, then rolled (`view.fresh_on_field`), then as in a
        hand (their printed information): the tiles a match's pool can show."""
        cards = [(n, d) for n in sorted(set(numbers)) if (d := pool.get(n)) is not None]
        return [*(present.face_of(view.fresh_on_field(n, d, rolled=False)) for n, d in cards),
                *(present.face_of(view.fresh_on_field(n, d, rolled=True)) for n, d in cards),
                *(present.face_of({"uid": 0, "number": n, "name": d.name, "type": d.type,
                                   **view.printed_info(pool, n)}) for n, d in cards)]

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        return present.describe(action, names)

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        corpus = options.get("decks") == "corpus"  # the template corpus decks (issue 29)
        decks = list((CORPUS.decks if corpus else self.demo_decks()).values())
        return MatchConfig(game="nexa", players=SEATS, decks=playout_seats(seed, decks), seed=seed,
                           options=self.validate_options(2, options))

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        """A random player biased to play cards, attack with everything and block now and
        then, so games end by deck-out (B5-1)."""
        if rng.random() < 0.0005:
            return next(a for a in legal if a.kind == "concede")
        by_kind: dict[str, list[Action]] = {}  # plays and texts together, in the listed order
        for a in legal:
            by_kind.setdefault("play" if a.kind == "activate" else a.kind, []).append(a)
        plays = by_kind.get("play")
        if plays and rng.random() < 0.6:
            return rng.choice(plays)
        sorties = by_kind.get("sortie")
        if sorties and rng.random() < 0.8:
            return max(sorties, key=lambda a: len(a.args.get("space", [])) + len(a.args.get("earth", [])))
        finish = by_kind.get("resolve")  # a text applied by hand: a few actions
        if finish and rng.random() < 0.5:
            return finish[0]
        passes = by_kind.get("pass")
        if passes and rng.random() < 0.9:
            return passes[0]
        return rng.choice([a for a in legal if a.kind != "concede"] or legal)

    def invariants(self, match: Match) -> list[str]:
        return checks.invariants(match)

    def hidden_from(self, state: NexaState, viewer: str | None) -> set[int]:
        return checks.hidden_from(state, viewer)


GAME = NexaGame()
