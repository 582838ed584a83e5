"""The playout fuzzer (CONTRACTS.md §4): random legal-action players on the demo decks,
with the invariants checked after every action.

    python -m rules_engine.playout --game gcg --games N --seed S [--json]

Exit 1 on any error or invariant violation, printing the seed and action number that
reproduce it.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from ..cli import Parser, positive_int
from ..core.actions import Action
from ..core.game import GameModule
from ..core.hidden import public_action_leaks
from ..core.match import Match
from ..core.registry import UnknownGame, codes, get_game

MAX_ACTIONS = 3000


@dataclass
class Report:
    games: int = 0
    actions: int = 0
    errors: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    seconds: float = 0.0
    replay_ms: list[float] = field(default_factory=list)
    winners: dict[str, int] = field(default_factory=dict)
    # s18-games: the same wins by the winner's deck (its name), and the games each deck played,
    # so that a deck's lean shows apart from a seat's (the seed seats the decks, core.game.
    # playout_seats). A winner that is no seat (a draw, a team) counts in `winners` only.
    winners_by_deck: dict[str, int] = field(default_factory=dict)
    games_by_deck: dict[str, int] = field(default_factory=dict)
    unfinished: int = 0
    by_hand_effects: int = 0  # effects the random players resolved (or declined) by hand (issue 29 §3)
    by_hand_actions: int = 0  # every by-hand line they logged, the resolve/decline included

    def to_json(self) -> dict:
        return {
            "games": self.games, "actions": self.actions, "errors": len(self.errors),
            "invariant_violations": len(self.violations),
            "games_per_s": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "actions_per_game": round(self.actions / self.games, 1) if self.games else 0.0,
            "replay_ms_p50": round(statistics.median(self.replay_ms), 3) if self.replay_ms else 0.0,
            "unfinished": self.unfinished, "winners": self.winners,
            "winners_by_deck": self.winners_by_deck, "games_by_deck": self.games_by_deck,
            "by_hand_effects": self.by_hand_effects, "by_hand_actions": self.by_hand_actions,
            "first_problems": (self.errors + self.violations)[:5],
        }


def play(game: GameModule, seed: str, rng: random.Random, report: Report, options: dict,
         check_every: int = 1) -> Match:
    match = Match(game.playout_config(seed, options), game=game)
    legal = _LegalActions(match)
    invariants(match, report, seed, legal)
    while not match.finished and match.number < MAX_ACTIONS:
        deciding = match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding) if deciding \
            else match.config.players[0]
        choices = legal(player)
        if not choices:  # a game that waits on a player who can do nothing never ends
            report.errors.append(f"seed {seed} action {match.number}: {player} must decide but has "
                                 "no legal action")
            return match
        if len({a.key() for a in choices}) != len(choices):  # a menu offers each choice once
            report.violations.append(f"seed {seed} action {match.number}: {player}'s legal actions "
                                     f"list one action twice: {_repeated(choices)}")
            return match
        action = game.playout_choose(rng, choices)
        try:
            match.apply(action)
        except Exception as exc:  # a legal action must always apply
            report.errors.append(f"seed {seed} action {match.number}: {action.describe()}: "
                                 f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
            return match
        report.actions += 1
        if match.number % check_every == 0 and not invariants(match, report, seed, legal):
            return match
    if match.number % check_every and not invariants(match, report, seed, legal):
        return match  # the final state is always checked, whatever the interval
    if not match.finished:
        report.unfinished += 1
    return match


def count_by_hand(match: Match, report: Report) -> None:
    """The by-hand effects a game played, read from its log: every game logs each by-hand
    action as `<game or core>.event.by_hand_<action>` (core/effects/by_hand.py), and an
    effect resolved by hand ends with its `resolve` or `decline` line."""
    for events in match.events:
        for event in events:
            action = event.key.partition(".event.by_hand_")[2]
            if action:
                report.by_hand_actions += 1
                report.by_hand_effects += action in ("resolve", "decline")


def deck_name(deck: object) -> str:
    """A deck's name as its list titles it (every game's deck has `name`)."""
    return str(getattr(deck, "name", deck))


def count_decks(match: Match, report: Report) -> None:
    """The games each deck played (once per game, whatever seats it fills) and the wins of
    the winning seat's deck; a draw or a team's win is no seat's, so no deck's here."""
    decks = match.config.decks
    for name in dict.fromkeys(deck_name(deck) for deck in decks.values()):
        report.games_by_deck[name] = report.games_by_deck.get(name, 0) + 1
    winner = match.winner if match.finished else None
    if winner in decks:
        name = deck_name(decks[winner])
        report.winners_by_deck[name] = report.winners_by_deck.get(name, 0) + 1


def _repeated(legal: list) -> str:
    seen: set = set()
    for action in legal:
        if action.key() in seen:
            return action.describe()
        seen.add(action.key())
    return ""


class _LegalActions:
    """A player's legal actions in the match's current position, listed once: the shared
    hidden-card check reads them after an action, and the random player picks from them."""

    def __init__(self, match: Match) -> None:
        self.match, self.at, self.known = match, -1, {}

    def __call__(self, player: str) -> list[Action]:
        if self.at != self.match.number:
            self.at, self.known = self.match.number, {}
        if player not in self.known:
            self.known[player] = self.match.legal_actions(player)
        return self.known[player]


def invariants(match: Match, report: Report, seed: str,
               legal: Callable[[str], list[Action]] | None = None) -> bool:
    """The game's own invariants and the ones every game shares (core.hidden)."""
    problems = [*match.game.invariants(match), *public_action_leaks(match, legal)]
    for problem in problems:
        report.violations.append(f"seed {seed} action {match.number}: {problem}")
    return not problems


def replay_check(match: Match, report: Report, seed: str) -> None:
    start = time.perf_counter()
    replayed = match.replay()
    report.replay_ms.append((time.perf_counter() - start) * 1000)
    if replayed.state_hash() != match.state_hash():
        report.violations.append(f"seed {seed}: replaying {match.number} actions gives another "
                                 "state hash")


def run(game: str, games: int, seed: str, check_every: int = 1, options: dict | None = None) -> Report:
    module = get_game(game)
    report = Report()
    start = time.perf_counter()
    for n in range(games):
        game_seed = f"{seed}-{n}"
        rng = random.Random(game_seed)
        match = play(module, game_seed, rng, report, dict(options or {}), check_every)
        report.games += 1
        count_by_hand(match, report)
        count_decks(match, report)
        if match.finished:
            winner = str(match.winner)
            report.winners[winner] = report.winners.get(winner, 0) + 1
        replay_check(match, report, game_seed)
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m rules_engine.playout",
                    description="Random legal-action games on the demo decks, every invariant checked "
                                "(CONTRACTS.md §4). Exit 1 on any error or violation.")
    parser.add_argument("--game", default="gcg", help=f"one of: {', '.join(codes())}")
    parser.add_argument("--games", type=positive_int, default=50, metavar="N",
                        help="how many games to play (default 50)")
    parser.add_argument("--seed", default="0", metavar="S",
                        help="any text; the same seed plays the same games (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check-every", type=positive_int, default=1,
                        help="check the invariants every N actions (1: after every action)")
    parser.add_argument("--players", type=positive_int, help="player count, where the game has a choice")
    parser.add_argument("--format", dest="format_", metavar="FORMAT", help="the game's match format")
    parser.add_argument("--victory", help="the format's victory rule")
    parser.add_argument("--decks", help="the decks to play: demo (default) or corpus, the printed "
                                        "template corpus decks, where the game has them (issue 29)")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        parser.error(str(exc))
    options = {k: v for k, v in (("players", args.players), ("format", args.format_),
                                 ("victory", args.victory), ("decks", args.decks)) if v is not None}
    try:
        game.playout_config("check", options)
    except ValueError as exc:  # OptionError: the game cannot play with these options
        parser.error(str(exc))
    report = run(args.game, args.games, args.seed, args.check_every, options)
    data = report.to_json()
    data["game"] = args.game
    if options:
        data["options"] = options
    if args.json:
        print(json.dumps(data))
    else:
        for key in ("games", "actions", "errors", "invariant_violations", "games_per_s",
                    "actions_per_game", "replay_ms_p50", "unfinished", "winners", "winners_by_deck",
                    "games_by_deck", "by_hand_effects", "by_hand_actions"):
            print(f"{key:22} {data[key]}")
    for problem in (report.errors + report.violations)[:5]:
        print(problem, file=sys.stderr)
    return 1 if report.errors or report.violations else 0
