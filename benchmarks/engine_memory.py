"""What a match keeps in the engine alone (issue #28 §7, docs/memory.md, eighth pass): bytes
per match after its setup and a few actions, and bytes per action after that, per game
(tracemalloc, after `gc.collect()`; everything the match holds: the state, the actions,
the log records).

    python benchmarks/engine_memory.py [--games 10] [--actions 30] [--long 200] [--json]

`per_match`: a match set up and played `--actions` random legal actions (what a live match
in benchmarks/memory.py holds, engine side, at --actions 4 … 30); `per_action`: what each
further action adds, up to `--long` actions (the climb of a match that plays on). Prints
figures; asserts nothing (tests/bot/test_event_records.py bounds bytes per action).
"""

from __future__ import annotations

import gc
import json
import random
import sys
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_engine.cli import Parser, positive_int
from rules_engine.core.match import Match
from rules_engine.core.registry import codes, get_game


def step(match: Match, rng: random.Random) -> None:
    deciding = match.deciding()
    player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
    match.apply(match.game.playout_choose(rng, match.legal_actions(player)))


def per_match(code: str, games: int, actions: int) -> dict:
    game = get_game(code)
    Match(game.playout_config("warm-up", {}), game=game)  # the game's one-offs (card pool, caches)
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        matches = []
        for n in range(games):
            match = Match(game.playout_config(f"engine-memory-{n}", {}), game=game)
            rng = random.Random(n)
            while not match.finished and match.number < actions:
                step(match, rng)
            matches.append(match)
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    return {"bytes": round(kept / games), "actions": sum(m.number for m in matches) / games,
            "events": sum(len(b) for m in matches for b in m.events) / games}


def per_action(code: str, games: int, actions: int) -> dict:
    game = get_game(code)
    kept = played = events = 0
    for n in range(games):
        match = Match(game.playout_config(f"engine-memory-long-{n}", {}), game=game)
        rng = random.Random(n)
        step(match, rng)  # the first action's one-offs are not the log's
        gc.collect()
        tracemalloc.start()
        try:
            before, first = tracemalloc.get_traced_memory()[0], match.number
            while not match.finished and match.number < actions:
                step(match, rng)
            gc.collect()
            kept += tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        played += match.number - first
        events += sum(len(b) for b in match.events[first:])
    return {"bytes": round(kept / played), "events": round(events / played, 2)}


def main() -> None:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive_int, default=10, help="matches per game")
    parser.add_argument("--actions", type=positive_int, default=30, help="actions per match (per_match)")
    parser.add_argument("--long", type=positive_int, default=200, help="actions per match (per_action)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = {code: {"per_match": per_match(code, args.games, args.actions),
                  "per_action": per_action(code, max(1, args.games // 3), args.long)} for code in codes()}
    if args.json:
        print(json.dumps({"actions": args.actions, "long": args.long, "games": out}, indent=1))
        return
    print(f"{'game':6} {'per match (B)':>14} {'actions':>8} {'per action (B)':>15} {'lines/action':>13}")
    for code, figures in out.items():
        m, a = figures["per_match"], figures["per_action"]
        print(f"{code:6} {m['bytes']:>14,} {m['actions']:>8.1f} {a['bytes']:>15,} {a['events']:>13}")


if __name__ == "__main__":
    main()
