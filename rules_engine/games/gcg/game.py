"""The Gundam Card Game as a game module (the `GameModule` protocol of the core)."""

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
from ...core.rng import generator, shuffled
from . import actions, checks, flow, present, printed, reader, view
from .cards import CardPool, demo_pool, load_card_file, parse_cards
from .decks import Deck, load_deck, parse_deck, resolve_names, violations
from .decks import demo_decks as load_demo_decks
from .fixes import FIXES
from .scenario import GcgScenario
from .state import ZONES, GcgState

if TYPE_CHECKING:
    from ...core.match import Match
    from ...core.table import Face, Table

SEATS = ("A", "B")
ALL_SEATS = ("A", "B", "C", "D")
FORMATS = ("duel", "free_for_all", "team")
VICTORIES = ("first_hit", "last_standing")
DECK_SETS = ("demo", "corpus")  # playouts: the demo decks, or the printed template corpus decks
TEAMS = {"X": ["A", "C"], "Y": ["B", "D"]}  # seats alternate round the table (12-3-2)


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
    base = CORPUS.pool if options.get("decks") == "corpus" else demo_pool()
    extra = options.get("cards")
    return base.with_cards(parse_cards(extra, "match cards")) if extra else base


def empty_state(pool: CardPool, players: tuple[str, ...], seed: str, format: str = "duel",
                victory: str = "", teams: dict[str, list[str]] | None = None) -> GcgState:
    state = GcgState(pool=pool, players=players, seed=seed)
    state.zones = {p: {name: [] for name in ZONES} for p in players}
    if format != "duel":
        state.format = format
        state.victory = victory
        state.order = list(players)
        for p in players:
            state.zones[p]["gone"] = []  # cards of an eliminated player (12-2-5)
    if format == "team":
        state.teams = {t: list(m) for t, m in (teams or TEAMS).items()}
        state.team_of = {p: t for t, members in state.teams.items() for p in members}
        state.order = list(state.teams)
        for team in state.teams:
            state.zones[team] = {"shields": [], "base": []}  # 12-3-3, 12-3-7
    return state


@cache
def _demo_decks() -> dict[str, Deck]:
    return load_demo_decks()


# the printed template corpus and its decks (issue 29), read on first use
CORPUS: TemplateCorpus[CardPool, Deck] = TemplateCorpus(
    "gcg", "gcg-corpus", demo_pool=demo_pool, load_cards=load_card_file,
    load_deck=load_deck)


class GcgGame:
    code = "gcg"
    title = "Gundam Card Game"
    rules = RulesRef("gcg", "zh-Hant")  # refusals cite the zh-Hant numbering
    zones = ZONES
    action_groups = present.GROUPS
    stops = present.STOPS
    fixes = FIXES
    scenario = GcgScenario()
    options = (
        OptionSpec("first_player", "who goes first (otherwise the seeded coin decides who chooses, 6-2-1-4)",
                   ALL_SEATS, None),
        OptionSpec("format", "duel (2 players), free_for_all (3-4 players, 12-2) or team (4 players, "
                   "2 against 2, 12-3)", FORMATS, None),
        OptionSpec("victory", "free-for-all: first_hit (12-2-5-1) or last_standing (12-2-5-2)",
                   VICTORIES, None),
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

    # --- printed cards (CONTRACTS §3b; the reader: reader/) -----------------------------

    printed_languages = reader.LANGUAGES
    card_fields = reader.CARD_FIELDS
    explain_words = reader.WORDS

    # s18-gcg: the card types `explain --type` accepts (CONTRACTS §8: another word exits 2 naming these);
    # a card file's own types are checked by its loader (cards.CardType, a printed token's type)
    card_types = ("unit", "pilot", "command", "base", "resource", "unit token", "ex resource", "ex base")

    def read_text(self, text: str, lang: str | None = None, card_type: str | None = None) -> Any:
        return reader.read(text, lang, card_type)  # the type settles a Pilot's one-line layout (3-3-9)

    def reader_version(self) -> str:
        return reader.version()

    def run_reason(self, ability: Any) -> str | None:
        """None when the engine runs this reading as printed, else why it is by hand."""
        return printed.run_reason(ability)

    def run_reasons(self, reading: Any) -> list[str | None]:
        """`run_reason` for each ability, knowing the card's other abilities."""
        return printed.run_reasons(reading)

    # --- match options -----------------------------------------------------------------

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        unknown = set(options) - {spec.name for spec in self.options} - {"cards", "pool", "decks",
                                                                          "skip_deck_check", "players"}
        if options.get("decks", "demo") not in DECK_SETS:
            raise OptionError(f"decks is one of {', '.join(DECK_SETS)}")
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for a GCG match")
        if "players" in options and options["players"] != players:
            raise OptionError(f"players: {options['players']} given for a match of {players}")
        format_ = options.get("format")
        if format_ is None:
            format_ = "duel" if players == 2 else "free_for_all" if players in (3, 4) else None
        if format_ not in FORMATS:
            if players not in (2, 3, 4):
                raise OptionError(f"a GCG match has 2 to 4 players, not {players}", "12-1")
            raise OptionError(f"format is one of {', '.join(FORMATS)}", "12-1")
        if format_ == "duel" and players != 2:
            raise OptionError(f"a duel has 2 players, not {players}", "1-1-1")
        if format_ == "free_for_all" and players not in (3, 4):
            raise OptionError(f"free-for-all is for 3 or 4 players, not {players}", "12-2")
        if format_ == "team" and players != 4:
            raise OptionError(f"a team battle has exactly 4 players, not {players}", "12-3")
        victory = options.get("victory")
        if format_ == "free_for_all":
            victory = victory or "last_standing"
            if victory not in VICTORIES:
                raise OptionError("victory is first_hit or last_standing", "12-2-5")
        elif victory is not None:
            raise OptionError("a victory rule is chosen for free-for-all only", "12-2-5")
        first = options.get("first_player")
        if first is not None and first not in ALL_SEATS[:players]:
            raise OptionError(f"first_player is one of {', '.join(ALL_SEATS[:players])}")
        out = {k: v for k, v in options.items() if k != "players"}
        if format_ != "duel":
            out["format"] = format_
        if victory is not None:
            out["victory"] = victory
        return out

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        self.validate_options(players, options)
        return ALL_SEATS[:players]

    # --- the rules -----------------------------------------------------------------------

    def setup(self, config: MatchConfig) -> GcgState:
        players = tuple(config.players)
        format_ = config.options.get("format", "duel")
        if len(set(players)) != len(players) or not (
                (format_ == "duel" and len(players) == 2) or (format_ == "team" and len(players) == 4)
                or (format_ == "free_for_all" and len(players) in (3, 4))):
            raise ValueError("a GCG match has two players (1-1-1), or 3-4 in free-for-all (12-2), "
                             "or 4 in a team battle (12-3)")
        pool = pool_for(config.options)
        teams = {"X": [players[0], players[2]], "Y": [players[1], players[3]]} if format_ == "team" \
            else None
        state = empty_state(pool, players, config.seed, format_, config.options.get("victory", ""),
                            teams)
        for player in players:
            deck: Deck = resolve_names(config.decks[player], pool)  # cards named without a number
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
        if format_ != "duel":
            _multi_first(state, first)
        elif first in players:
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

    def nothing_playable_in_public(self, state: GcgState, player: str) -> bool:
        return actions.nothing_playable_in_public(state, player)

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
        # a teammate who may also act (12-3-1) decides too when they have something to do
        also = [p for p in state.prompt.data.get("also", ())
                if any(a.kind != "concede" for a in actions.legal_actions(state, p))]
        return (state.prompt.player, *also)

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

    def pool_faces(self, pool: CardPool, numbers: Iterable[str]) -> list[Face]:
        """Units and bases in play standing, then rested (`view.fresh_unit`), then every card
        as in a hand (its printed information): the tiles a match's pool can show."""
        cards = [(n, d) for n in sorted(set(numbers)) if (d := pool.get(n)) is not None]
        in_play = [(n, d) for n, d in cards if d.type in ("unit", "base")]
        return [*(present.unit_face(view.fresh_unit(n, d, rested=False)) for n, d in in_play),
                *(present.unit_face(view.fresh_unit(n, d, rested=True)) for n, d in in_play),
                *(present.printed_face({"uid": 0, "number": n, "name": d.name, "type": d.type,
                                        **view.printed_detail(d)}) for n, d in cards if d.type != "resource")]

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        return present.describe(action, names)

    # --- tools -----------------------------------------------------------------------------

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        corpus = options.get("decks") == "corpus"  # the template corpus decks (issue 29)
        decks = list((CORPUS.decks if corpus else self.demo_decks()).values())
        options = dict(options)
        count = options.pop("players", None)
        if count is None:
            count = 4 if options.get("format") in ("free_for_all", "team") else 2
        seats = ALL_SEATS[:count]
        # The seed seats the decks (core.game.playout_seats, as ALTCG / UCG / NEX-A): no deck
        # keeps seat A, so a deck's strength is not read as a seat's lean. Where the decks
        # cannot fill the seats each with its own deck (four seats; three on the two demo
        # decks) the fixed cycle stays.
        seated = playout_seats(seed, decks, seats) if len(decks) >= count else \
            {s: decks[i % len(decks)] for i, s in enumerate(seats)}
        return MatchConfig(game="gcg", players=seats, decks=seated, seed=seed,
                           options=self.validate_options(count, options))

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        return random_choice(rng, legal)

    def invariants(self, match: Match) -> list[str]:
        return checks.invariants(match)

    def hidden_from(self, state: GcgState, viewer: str | None) -> set[int]:
        return checks.hidden_from(state, viewer)


def _multi_first(state: GcgState, first: str | None) -> None:
    """12-2-1 / 12-3-2: who goes first. Without `first_player` the seeded coin picks the
    first player (free-for-all: they then choose the direction) or the captain who
    chooses (team)."""
    if state.format == "team":
        if first is not None:
            team = state.team_of[first]
            state.first = team
            state.order = [team, next(t for t in state.teams if t != team)]
            state.active = team
            flow.deal_opening_hands(state)
            return
        state.rng_counter += 1
        captains = [members[0] for members in state.teams.values()]
        state.order_chooser = captains[generator(state.seed, state.rng_counter).randrange(2)]
        state.phase, state.step = "setup", "first_player"
        return
    if first is not None:
        seats = list(state.players)
        i = seats.index(first)
        state.order = seats[i:] + seats[:i]
        state.first = first
        flow.deal_opening_hands(state)
        return
    state.rng_counter += 1
    state.order_chooser = state.players[generator(state.seed, state.rng_counter).randrange(
        len(state.players))]
    state.phase, state.step = "setup", "first_player"


GAME = GcgGame()
