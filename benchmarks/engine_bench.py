"""Engine figures: complete random games per second (one core, no invariant checks),
actions per game, and the time to rebuild a 300-action match from its log.

    python benchmarks/engine_bench.py [--game gcg] [--games 200] [--seed bench] [--json]
                                      [--players N] [--format F] [--victory V] [--all-formats]

Prints figures; asserts nothing. The playout fuzzer (`python -m rules_engine.playout`)
plays the same games with every invariant checked after every action (much slower by
design).
"""

from __future__ import annotations

import json
import random
import statistics
import time

from rules_engine.cli import Parser, positive_int
from rules_engine.core.game import GameModule
from rules_engine.core.match import Match
from rules_engine.core.registry import UnknownGame, codes, get_game

MAX_ACTIONS = 3000
FORMATS = {"gcg": [  # chapter 12: every format gcg plays
    {}, {"format": "free_for_all", "players": 3, "victory": "last_standing"},
    {"format": "free_for_all", "players": 3, "victory": "first_hit"},
    {"format": "free_for_all", "players": 4, "victory": "last_standing"},
    {"format": "free_for_all", "players": 4, "victory": "first_hit"},
    {"format": "team", "players": 4}]}


def play(game: GameModule, seed: str, options: dict) -> Match:
    match = Match(game.playout_config(seed, options), game=game)
    rng = random.Random(seed)
    while not match.finished and match.number < MAX_ACTIONS:
        deciding = match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
        match.apply(game.playout_choose(rng, match.legal_actions(player)))
    return match


def measure(game: GameModule, games: int, seed: str, options: dict) -> dict:
    play(game, "warm-up", options)
    start = time.perf_counter()
    matches = [play(game, f"{seed}-{n}", options) for n in range(games)]
    elapsed = time.perf_counter() - start
    actions = [m.number for m in matches]
    long_game = next((m for m in matches if m.number >= 300), None)
    n = 1
    while long_game is None and n < 200:  # a game long enough for the 300-action replay figure
        candidate = play(game, f"{seed}-long-{n}", options)
        long_game = candidate if candidate.number >= 300 else None
        n += 1
    timings = []
    replayed = 300 if long_game else max(matches, key=lambda m: m.number).number
    source = long_game or max(matches, key=lambda m: m.number)
    for _ in range(30):
        t0 = time.perf_counter()
        source.replay(replayed)
        timings.append((time.perf_counter() - t0) * 1000)
    return {
        "game": game.code, "options": options, "games": games,
        "games_per_s": round(games / elapsed, 1),
        "actions_per_game_mean": round(statistics.mean(actions), 1),
        "actions_per_game_median": statistics.median(actions), "actions_per_game_max": max(actions),
        "actions_per_s": round(sum(actions) / elapsed),
        "replay_actions": replayed, "replay_ms_p50": round(statistics.median(timings), 2),
        "replay_ms_max": round(max(timings), 2),
        "unfinished": sum(1 for m in matches if not m.finished),
    }


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python benchmarks/engine_bench.py",
                    description="Random games per second on one core, actions per game, replay time.")
    parser.add_argument("--game", default="gcg", help=f"one of: {', '.join(codes())}")
    parser.add_argument("--games", type=positive_int, default=200)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--players", type=positive_int)
    parser.add_argument("--format", dest="format_", metavar="FORMAT")
    parser.add_argument("--victory")
    parser.add_argument("--all-formats", action="store_true",
                        help="gcg: one line per format (duel, free-for-all 3/4 players with each "
                             "victory rule, team)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        parser.error(str(exc))
    options = {k: v for k, v in (("players", args.players), ("format", args.format_),
                                 ("victory", args.victory)) if v is not None}
    try:
        game.playout_config("check", options)
    except ValueError as exc:
        parser.error(str(exc))
    if args.all_formats:
        rows = [measure(game, args.games, args.seed, dict(o)) for o in FORMATS.get(game.code, [{}])]
        if args.json:
            print(json.dumps(rows))
        else:
            for row in rows:
                print(f"{json.dumps(row['options']):70} {row['games_per_s']:>7} games/s  "
                      f"{row['actions_per_game_mean']:>7} actions/game  replay {row['replay_actions']}: "
                      f"{row['replay_ms_p50']} ms")
        return 0
    figures = measure(game, args.games, args.seed, options)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"game:                  {figures['game']} {options or ''}")
        print(f"games:                 {figures['games']}")
        print(f"games per second:      {figures['games_per_s']}")
        print(f"actions per game:      mean {figures['actions_per_game_mean']}, "
              f"median {figures['actions_per_game_median']}, max {figures['actions_per_game_max']}")
        print(f"actions per second:    {figures['actions_per_s']}")
        print(f"replay {figures['replay_actions']} actions:    p50 {figures['replay_ms_p50']} ms, "
              f"max {figures['replay_ms_max']} ms")
        if figures["unfinished"]:
            print(f"unfinished (hit {MAX_ACTIONS} actions): {figures['unfinished']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
