"""The playout fuzzer (CONTRACTS.md §4): random legal-action players on the demo decks,
with the invariants checked after every action.

    python -m rules_engine.playout --game gcg --games N --seed S [--json]

Exit 1 on any error or invariant violation, printing the seed and action number that
reproduce it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field

from .core.game import MatchConfig
from .core.match import Match
from .core.zones import JUDGE

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
    unfinished: int = 0

    def to_json(self) -> dict:
        return {
            "games": self.games, "actions": self.actions, "errors": len(self.errors),
            "invariant_violations": len(self.violations),
            "games_per_s": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "actions_per_game": round(self.actions / self.games, 1) if self.games else 0.0,
            "replay_ms_p50": round(statistics.median(self.replay_ms), 3) if self.replay_ms else 0.0,
            "unfinished": self.unfinished, "winners": self.winners,
            "first_problems": (self.errors + self.violations)[:5],
        }


def gcg_config(seed: str) -> MatchConfig:
    from .games.gcg.decks import demo_decks

    decks = list(_demo_decks(demo_decks).values())
    return MatchConfig(game="gcg", players=("A", "B"), decks={"A": decks[0], "B": decks[1]},
                       seed=seed)


_DECKS: dict = {}


def _demo_decks(load) -> dict:
    if not _DECKS:
        _DECKS.update(load())
    return _DECKS


CONFIGS = {"gcg": gcg_config}


def choose(rng: random.Random, legal: list) -> object:
    """A random player that resolves effects instead of fiddling with them forever and
    concedes only rarely."""
    kinds = {a.kind for a in legal}
    if "resolve" in kinds and rng.random() < 0.6:
        return next(a for a in legal if a.kind == "resolve")
    pool = [a for a in legal if a.kind != "concede"] or legal
    if rng.random() < 0.0005:
        pool = [a for a in legal if a.kind == "concede"] or pool
    return rng.choice(pool)


def play(game: str, seed: str, rng: random.Random, report: Report, check_every: int = 1) -> Match:
    match = Match(CONFIGS[game](seed))
    invariants(match, report, seed)
    while not match.finished and match.number < MAX_ACTIONS:
        prompt = match.state.prompt
        player = prompt.player if prompt else match.config.players[0]
        legal = match.legal_actions(player)
        action = choose(rng, legal)
        try:
            match.apply(action)
        except Exception as exc:  # a legal action must always apply
            report.errors.append(f"seed {seed} action {match.number}: {action.describe()}: "
                                 f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
            return match
        report.actions += 1
        if match.number % check_every == 0 and not invariants(match, report, seed):
            return match
    if not match.finished:
        report.unfinished += 1
    return match


def invariants(match: Match, report: Report, seed: str) -> bool:
    problems = [*conservation(match), *limits(match), *hidden_leaks(match)]
    for problem in problems:
        report.violations.append(f"seed {seed} action {match.number}: {problem}")
    return not problems


def conservation(match: Match) -> list[str]:
    """Each player's deck cards are all somewhere, each exactly once."""
    state = match.state
    out = []
    for player in state.players:
        placed = [u for zone in state.zones[player].values() for u in zone]
        pilots = [u for u, c in state.cards.items() if c.owner == player and c.paired_to is not None]
        if len(placed) != len(set(placed)):
            out.append(f"{player}: a card is in two zones")
        counted = {u for u in placed + pilots if not state.pool[state.cards[u].number].token}
        owned = {u for u, c in state.cards.items() if c.owner == player
                 and not state.pool[c.number].token}
        if counted != owned:
            out.append(f"{player}: cards lost or duplicated ({len(counted)} placed, {len(owned)} owned)")
        for uid in placed:
            if state.cards[uid].zone not in state.zones[player] or uid not in \
                    state.zones[player][state.cards[uid].zone]:
                out.append(f"{player}: card {uid} is listed in a zone it does not record")
                break
    return out


def limits(match: Match) -> list[str]:
    state = match.state
    out = []
    for player in state.players:
        zones = state.zones[player]
        if len(zones["battle"]) > 6:
            out.append(f"{player} has {len(zones['battle'])} units (4-5-4)")
        if len(zones["base"]) > 1:
            out.append(f"{player} has {len(zones['base'])} bases (4-6-3)")
        if len(zones["resources"]) > 15:
            out.append(f"{player} has {len(zones['resources'])} resources (4-4-2)")
        ex = sum(1 for u in zones["resources"] if state.pool[state.cards[u].number].token)
        if ex > 5:
            out.append(f"{player} has {ex} EX Resources (4-4-2-1)")
        for uid in zones["battle"]:
            card = state.cards[uid]
            if card.pilot is not None and state.cards[card.pilot].paired_to != uid:
                out.append(f"unit {uid} and its pilot disagree")
        if state.phase == "main" and state.turn > 1 and len(zones["hand"]) > 10 and \
                state.active != player and state.prompt and state.prompt.kind == "main":
            out.append(f"{player} kept {len(zones['hand'])} cards past the hand step (4-8-4)")
    return out


def _uids(value, into: set[int]) -> set[int]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "uid" and isinstance(item, int):
                into.add(item)
            else:
                _uids(item, into)
    elif isinstance(value, list):
        for item in value:
            _uids(item, into)
    return into


def hidden_leaks(match: Match) -> list[str]:
    """No hidden card's identity in the public view or in the other player's view."""
    state = match.state
    out = []
    hidden_from_all = {u for p in state.players for z in ("deck", "shields", "resource_deck")
                       for u in state.zones[p][z]}
    viewers = [None, *state.players]
    for viewer in viewers:
        seen = _uids(match.view(viewer), set())
        hidden = set(hidden_from_all)
        for player in state.players:
            if player != viewer:
                hidden |= set(state.zones[player]["hand"])
        leaked = seen & hidden
        if leaked:
            who = "public" if viewer is None else f"{viewer}'s"
            out.append(f"the {who} view shows hidden cards {sorted(leaked)[:5]}")
    judge = _uids(match.view(JUDGE), set())
    if not hidden_from_all <= judge:
        out.append("the judge view is missing hidden cards")
    return out


def replay_check(match: Match, report: Report, seed: str) -> None:
    start = time.perf_counter()
    replayed = match.replay()
    report.replay_ms.append((time.perf_counter() - start) * 1000)
    if replayed.state_hash() != match.state_hash():
        report.violations.append(f"seed {seed}: replaying {match.number} actions gives another "
                                 "state hash")


def run(game: str, games: int, seed: str, check_every: int = 1) -> Report:
    report = Report()
    start = time.perf_counter()
    for n in range(games):
        game_seed = f"{seed}-{n}"
        rng = random.Random(game_seed)
        match = play(game, game_seed, rng, report, check_every)
        report.games += 1
        if match.finished:
            report.winners[match.state.winner] = report.winners.get(match.state.winner, 0) + 1
        replay_check(match, report, game_seed)
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_engine.playout")
    parser.add_argument("--game", default="gcg", choices=sorted(CONFIGS))
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", default="0")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--check-every", type=int, default=1,
                        help="check the invariants every N actions (1: after every action)")
    args = parser.parse_args(argv)
    report = run(args.game, max(1, args.games), args.seed, max(1, args.check_every))
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        data = report.to_json()
        for key in ("games", "actions", "errors", "invariant_violations", "games_per_s",
                    "actions_per_game", "replay_ms_p50", "unfinished", "winners"):
            print(f"{key:22} {data[key]}")
    for problem in (report.errors + report.violations)[:5]:
        print(problem, file=sys.stderr)
    return 1 if report.errors or report.violations else 0


if __name__ == "__main__":
    sys.exit(main())
