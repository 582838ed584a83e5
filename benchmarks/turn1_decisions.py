"""How many decisions the first turn leaves to the players, over many seeded deals, per
auto-pass mode — on the engine, without Discord (benchmarks/clicks.py plays one deal
through the double; this one counts many, fast).

    python benchmarks/turn1_decisions.py [--game G ...] [--games N] [--seed S] [--turns T] [--json]

(`--turns 999`: the decisions of a whole game.)

Each seeded match is played with the game's demo decks (`GameModule.playout_config`); the
player who must decide takes their first legal action that is not a pass. A decision
counts when the bot's auto-pass (`bot.services.autopass.decide`, with the game's
public-only proof) would not take it for them: `off` counts every decision, `on` (the
default) and `always` what is left, `on-without-proof` what `on` left before the proof
(the baseline, side by side in the same run), and `on+yield`: the default mode with the
player's own yield (docs/play.md, "Pass until …") — a player who would pass and has
nothing they want to do chooses "Pass until something happens" instead (one decision), and
the bot passes for them while it holds, whatever they could play; this changes what is
played, so it is a trajectory of its own on the same deal. The redraws and the choice of
the first player are not counted (as in clicks.py). Prints per game and mode the mean, min and max decisions
and their distribution; `--json`: one object per game.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.services.autopass import (
    ALWAYS,
    OFF,
    ON,
    PASS,
    UNTIL_SOMETHING,
    Preference,
    Yield,
    decide,
    end_yields,
)
from rules_engine.cli import Parser, positive_int
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

GAMES = ("gcg", "ucg", "altcg", "nexa")
NO_PROOF = "on-without-proof"  # the default mode before the public-only proof: the baseline
WITH_YIELD = "on+yield"  # the default mode, the player yielding "until something happens"
MODES = (OFF, NO_PROOF, ON, ALWAYS)
SETUP_PHASES = {"setup", "mulligan"}
MAX_ACTIONS = 400  # a guard: turn 1 of every game ends long before
MAX_ACTIONS_WHOLE = 20000  # the same guard for --turns (a whole game)


def ask(public, seat: str, action) -> str:
    """Where a decision left to a player stands, in public terms (`--asks`): whose turn,
    the phase and step, the kind of decision, the kind of action chosen."""
    whose = "own" if public.active == seat else "opponent's"
    place = public.phase + (f"/{public.step}" if public.step else "")
    return f"{whose} {place} [{public.decision}] → {action.kind}"


def turn1_decisions(game: str, seed: str, turns: int = 1, asks: Counter | None = None) -> dict[str, int]:
    module = get_game(game)
    match = Match(module.playout_config(seed, {}))
    counts = dict.fromkeys(MODES, 0)
    while not match.finished and match.number < (MAX_ACTIONS if turns == 1 else MAX_ACTIONS_WHOLE):
        seat = match.deciding()[0]
        public = module.table(match.view(None))
        if public.turn > turns:
            break
        legal = match.legal_actions(seat)
        if public.phase not in SETUP_PHASES:
            proved = match.nothing_playable_in_public(seat)
            for mode in MODES:
                proof = (lambda: False) if mode == NO_PROOF else (lambda p=proved: p)
                counts[mode] += decide(legal, public, seat, Preference(ON if mode == NO_PROOF else mode),
                                       proof) is None
        chosen = next((a for a in legal if a.kind not in ("pass", "concede")), legal[0])
        if asks is not None and public.phase not in SETUP_PHASES \
                and decide(legal, public, seat, Preference(ON), lambda p=proved: p) is None:
            asks[ask(public, seat, chosen)] += 1
        match.apply(chosen)
    return counts


def turn1_decisions_yielding(game: str, seed: str, turns: int = 1, asks: Counter | None = None) -> int:
    """Decisions of turn 1 in the default mode when each player, instead of a pass they
    would make with nothing they want to do, chooses "Pass until something happens"."""
    module = get_game(game)
    match = Match(module.playout_config(seed, {}))
    yields: dict[str, Yield] = {}
    decisions = 0
    while not match.finished and match.number < (MAX_ACTIONS if turns == 1 else MAX_ACTIONS_WHOLE):
        seat = match.deciding()[0]
        public = module.table(match.view(None))
        if public.turn > turns:
            break
        legal = match.legal_actions(seat)
        if seat in yields and not yields[seat].covers(public, seat, 0):
            del yields[seat]
        action = decide(legal, public, seat, Preference(ON),
                        lambda s=seat: match.nothing_playable_in_public(s), yielded=yields.get(seat))
        automatic = action is not None
        if action is None:
            action = next((a for a in legal if a.kind not in (PASS, "concede")), legal[0])
            decisions += public.phase not in SETUP_PHASES
            if asks is not None and public.phase not in SETUP_PHASES:
                asks[ask(public, seat, action)] += 1
        end_yields(yields, action, automatic)
        if not automatic and action.kind == PASS:  # the yield's button: this pass and the later ones
            yields[seat] = Yield.chosen(UNTIL_SOMETHING, public, 0)
        match.apply(action)
    return decisions


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python benchmarks/turn1_decisions.py",
                    description="Decisions left to the players in turn 1, per auto-pass mode, over "
                                "seeded deals (on the engine).")
    parser.add_argument("--game", action="append", choices=GAMES, help="a game (repeat; default: every game)")
    parser.add_argument("--games", type=positive_int, default=30, help="seeded deals per game (default 30)")
    parser.add_argument("--seed", default="turn1", help="the seeds' seed (default: turn1)")
    parser.add_argument("--turns", type=positive_int, default=1,
                        help="count the decisions of the first N turns (default 1; a large N: whole games)")
    parser.add_argument("--asks", action="store_true",
                        help="also count where the decisions left to the players stand (whose turn, phase, "
                             "decision, the action chosen), per deal, for `on` and `on+yield`")
    parser.add_argument("--json", action="store_true", help="one JSON object per game, one per line")
    args = parser.parse_args(argv)
    for game in args.game or GAMES:
        rng = random.Random(f"{args.seed}:{game}")
        seeds = [f"{rng.getrandbits(64):016x}" for _ in range(args.games)]
        asks = {ON: Counter(), WITH_YIELD: Counter()} if args.asks else None
        runs = [{**turn1_decisions(game, seed, args.turns, asks and asks[ON]),
                 WITH_YIELD: turn1_decisions_yielding(game, seed, args.turns, asks and asks[WITH_YIELD])}
                for seed in seeds]
        out = {"game": game, "games": args.games, "modes": {
            mode: {"mean": round(statistics.mean(r[mode] for r in runs), 1),
                   "min": min(r[mode] for r in runs), "max": max(r[mode] for r in runs),
                   "distribution": dict(sorted(Counter(r[mode] for r in runs).items()))}
            for mode in (*MODES, WITH_YIELD)}}
        if asks is not None:
            out["asks"] = {mode: {where: round(n / args.games, 1) for where, n in counted.most_common()}
                           for mode, counted in asks.items()}
        if args.json:
            print(json.dumps(out), flush=True)
            continue
        print(f"{game}: {args.games} deals")
        for mode, figures in out["modes"].items():
            print(f"  {mode:16} mean {figures['mean']}, min {figures['min']}, max {figures['max']}, "
                  f"{figures['distribution']}")
        for mode, counted in out.get("asks", {}).items():
            print(f"  asks per deal, {mode}:")
            for where, n in counted.items():
                print(f"    {n:7} {where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
