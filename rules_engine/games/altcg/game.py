"""The Azur Lane TCG as a game module (the `GameModule` protocol of the core)."""

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
from .decks import Deck, load_deck, parse_deck, violations
from .decks import demo_decks as load_demo_decks
from .fixes import FIXES
from .printed import read_text as printed_reading
from .reader import WORDS as READER_WORDS
from .reader import version as reader_version
from .scenario import AltScenario
from .state import ZONES, AltState, Cubes

if TYPE_CHECKING:
    from ...core.match import Match
    from ...core.table import Face, Table

SEATS = ("A", "B")
DECK_SETS = ("demo", "corpus")  # playouts: the demo decks, or the printed template corpus decks (issue 29)


class DeckRejected(ValueError):
    def __init__(self, player: str, problems: list) -> None:
        super().__init__(f"{player}'s deck breaks the construction rules: "
                         + "; ".join(str(p) for p in problems))
        self.player = player
        self.problems = problems


def pool_for(options: Mapping[str, Any]) -> CardPool:
    pool = options.get("pool")
    if isinstance(pool, CardPool):
        return pool
    base = CORPUS.pool if options.get("decks") == "corpus" else demo_pool()
    extra = options.get("cards")
    return base.with_cards(parse_cards(extra, "match cards")) if extra else base


# the printed template corpus and its decks (issue 29), read on first use
CORPUS: TemplateCorpus[CardPool, Deck] = TemplateCorpus(
    "altcg", "altcg/corpus", demo_pool=demo_pool, load_cards=load_card_file,
    load_deck=load_deck)


def empty_state(pool: CardPool, players: tuple[str, str], seed: str) -> AltState:
    state = AltState(pool=pool, players=players, seed=seed)
    state.zones = {p: {name: [] for name in ZONES} for p in players}
    state.cubes = {p: Cubes() for p in players}
    return state


@cache
def _demo_decks() -> dict[str, Deck]:
    return load_demo_decks()


class AltcgGame:
    code = "altcg"
    title = "Azur Lane TCG"
    rules = RulesRef("altcg", "zh-Hant")
    zones = ZONES
    action_groups = present.GROUPS
    stops = present.STOPS
    fixes = FIXES
    scenario = AltScenario()
    options = (
        OptionSpec("first_player", "who starts (otherwise the seeded coin picks who chooses, 101.5)",
                   SEATS, None),
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

    printed_languages = ("zh-Hant",)
    card_fields = CardFields(
        known=("number", "name", "type", "colors", "cost", "power", "durability", "class", "faction",
               "allegiance", "support.from", "support.value", "text", "back.power", "back.support.from",
               "back.support.value", "back.text", "lang"),
        ints=frozenset({"cost", "power", "durability", "support.value", "back.power", "back.support.value"}),
        lists=frozenset({"colors"}), texts=("text", "back.text"))
    explain_words: Mapping[str, str] = READER_WORDS

    def read_text(self, text: str, lang: str | None = None, card_type: str | None = None) -> Any:
        """The reading, with what the engine cannot run exactly by hand (printed.py); the card type
        is not used (its reader reads every type's text alike)."""
        return printed_reading(text, lang)

    def reader_version(self) -> str:
        return reader_version()

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        if players != 2:
            raise OptionError(f"an ALTCG match has 2 players, not {players}", "100.1")
        unknown = set(options) - {spec.name for spec in self.options} - {"cards", "pool", "skip_deck_check",
                                                                          "decks"}
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for an ALTCG match")
        if options.get("decks") not in (None, *DECK_SETS):
            raise OptionError(f"decks is one of {', '.join(DECK_SETS)}")
        first = options.get("first_player")
        if first is not None and first not in SEATS:
            raise OptionError("first_player is A or B")
        return dict(options)

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        self.validate_options(players, options)
        return SEATS

    # --- the rules ---------------------------------------------------------------------

    def setup(self, config: MatchConfig) -> AltState:
        players = tuple(config.players)
        if len(players) != 2 or players[0] == players[1]:
            raise ValueError("an ALTCG match has two players (100.1)")
        pool = pool_for(config.options)
        state = empty_state(pool, players, config.seed)  # type: ignore[arg-type]
        for player in players:
            deck: Deck = config.decks[player]
            if not config.options.get("skip_deck_check"):
                problems = violations(deck, pool)
                if problems:
                    raise DeckRejected(player, problems)
            state.rng_counter += 1
            for number in shuffled(deck.main_list(), config.seed, state.rng_counter):  # 101.2
                state.new_card(number, player, "deck")
            flag = state.new_card(deck.flagship_number() or "ALTCG-BLANK-FLAGSHIP", player, "field")
            state.cards[flag].slot = "BC"  # 101.4
            state.flagship[player] = flag
            state.cubes[player].deck = sum(deck.cubes.values())  # 101.3, 101.1c
        first = config.options.get("first_player")
        if first in players:
            state.first = first
            flow.deal_opening_hands(state)
        else:  # 101.5: the seeded coin picks the player who chooses
            state.rng_counter += 1
            state.order_chooser = players[generator(config.seed, state.rng_counter).randrange(2)]
            state.phase, state.step = "setup", "first_player"
        flow.advance(state)
        state.events.clear()
        return state

    def legal_actions(self, state: AltState, player: str) -> list[Action]:
        return actions.legal_actions(state, player)

    def nothing_playable_in_public(self, state: AltState, player: str) -> bool:
        return actions.nothing_playable_in_public(state, player)

    def check(self, state: AltState, action: Action) -> None:
        actions.check(state, action)

    def apply(self, state: AltState, action: Action) -> list[Event]:
        state.events = []
        actions.apply(state, action)
        events, state.events = state.events, []
        return events

    def deciding(self, state: AltState) -> tuple[str, ...]:
        if state.over or state.prompt is None:
            return ()
        return (state.prompt.player,)

    def finished(self, state: AltState) -> bool:
        return state.over

    def winner(self, state: AltState) -> str | None:
        return state.winner

    def view(self, state: AltState, viewer: str | None) -> dict:
        return view.view(state, viewer)

    def snapshot(self, state: AltState) -> dict:
        return view.snapshot(state)

    def table(self, view_data: dict) -> Table:
        return present.table(view_data)

    def pool_faces(self, pool: CardPool, numbers: Iterable[str]) -> list[Face]:
        """Ships and flagships in a field slot standing, then rested (`view.fresh_field_card`),
        then every card as in a hand: the tiles a match's pool can show."""
        cards = [(n, d) for n in sorted(set(numbers)) if (d := pool.get(n)) is not None]
        fielded = [(n, d) for n, d in cards if d.type in ("ship", "flagship")]
        return [*(present.field_face(view.fresh_field_card(pool, n, d, rested=False)) for n, d in fielded),
                *(present.field_face(view.fresh_field_card(pool, n, d, rested=True)) for n, d in fielded),
                *(present.printed_face({"uid": 0, "number": n, "name": d.name, "type": d.type,
                                        **view.printed_detail(pool, d)}) for n, d in cards)]

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        return present.describe(action, names)

    # --- tools -------------------------------------------------------------------------

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        corpus = options.get("decks") == "corpus"  # the template corpus decks (issue 29)
        decks = list((CORPUS.decks if corpus else self.demo_decks()).values())
        return MatchConfig(game="altcg", players=SEATS, decks=playout_seats(seed, decks), seed=seed,
                           options=self.validate_options(2, options))

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        """A random player that fights: it attacks more often than it ends the battle phase and
        resolves abilities instead of fiddling with them; it concedes only rarely."""
        pool = [a for a in legal if a.kind != "concede"] or legal
        if rng.random() < 0.0005:
            return next((a for a in legal if a.kind == "concede"), pool[0])
        kinds = {a.kind for a in pool}
        if "resolve" in kinds and rng.random() < 0.6:
            return next(a for a in pool if a.kind == "resolve")
        if "attack" in kinds and rng.random() < 0.8:
            pool = [a for a in pool if a.kind == "attack"]
        elif "end_main" in kinds and rng.random() < 0.25:
            return next(a for a in pool if a.kind == "end_main")
        return rng.choice(pool)

    def invariants(self, match: Match) -> list[str]:
        return checks.invariants(match)

    def hidden_from(self, state: AltState, viewer: str | None) -> set[int]:
        return checks.hidden_from(state, viewer)


GAME = AltcgGame()
