"""`python -m bot tournament …`: check a tournament's standings or pairing from its results.

    python -m bot tournament standings RESULTS.json [--tiebreakers mtr] [--json]
    python -m bot tournament pair RESULTS.json --seed N [--json]

`standings` prints what the bot prints, from the same code (standings.py); `pair` pairs the
round after the file's last one with a seed, so a published round can be re-derived from
the results before it and its logged seed. A bad file or argument: one line, exit 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rules_engine.cli import Parser, fail

from .model import EventError, parse_event, played_pairs
from .pairing import pair_round
from .standings import TIEBREAKERS, compute_standings, shared_ranks, standings_json

MAX_FILE_BYTES = 32 * 1024 * 1024  # 32 MB: thousands of players over many rounds fit in a few


def parse(argv: list[str]) -> Any:
    parser = Parser(prog="python -m bot tournament",
                    description="Check a Swiss tournament's standings or pairings from its results file "
                                "(docs/tournaments.md has the format).")
    commands = parser.add_subparsers(dest="command", required=True, metavar="{standings,pair}")
    standings = commands.add_parser("standings", help="the standings with tiebreakers")
    standings.add_argument("results", metavar="RESULTS.json")
    standings.add_argument("--tiebreakers", choices=sorted(TIEBREAKERS), default="mtr",
                           help="the tiebreaker order (default mtr: Magic Tournament Rules Appendix C)")
    standings.add_argument("--json", action="store_true", help='print {"standings": [...]} as JSON')
    pair = commands.add_parser("pair", help="pair the round after the file's last round")
    pair.add_argument("results", metavar="RESULTS.json")
    pair.add_argument("--seed", type=int, required=True,
                      help="the round's seed (the file's seeds list has them)")
    pair.add_argument("--json", action="store_true", help="print the pairing as JSON")
    for sub in (standings, pair):  # subparsers make their own parser: keep the one-line errors
        sub.error = parser.error  # type: ignore[method-assign]
    return parser.parse_args(argv)


def load(path: str):
    file = Path(path)
    try:
        if file.stat().st_size > MAX_FILE_BYTES:
            fail(f"{path}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        data = json.loads(file.read_text(encoding="utf-8"))
        return parse_event(data)
    except OSError as exc:
        fail(f"{path}: {exc.strerror or exc}")
    except UnicodeDecodeError:
        fail(f"{path}: not UTF-8 text")
    except json.JSONDecodeError as exc:
        fail(f"{path}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})")
    except RecursionError:
        fail(f"{path}: nested too deeply to be a results file")
    except EventError as exc:
        fail(f"{path}: {exc}")


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    event = load(args.results)
    if args.command == "standings":
        standings = compute_standings(event, args.tiebreakers)
        if args.json:
            print(json.dumps(standings_json(standings), ensure_ascii=False))
        else:
            print(table(standings))
        return 0
    round_number = len(event.rounds) + 1
    standings = compute_standings(event)
    pairing = pair_round(event.active(round_number), {s.player: s.points for s in standings},
                         played_pairs(event.rounds), {s.player for s in standings if s.byes},
                         shared_ranks(standings), args.seed)
    if args.json:
        print(json.dumps({"round": round_number, "seed": pairing.seed,
                          "tables": [{"a": a, "b": b} for a, b in pairing.tables],
                          "bye": pairing.bye, "rematches": pairing.rematches}, ensure_ascii=False))
    else:
        print(f"round {round_number} (seed {pairing.seed})")
        for number, (a, b) in enumerate(pairing.tables, 1):
            print(f"  table {number}: {a} v {b}")
        if pairing.bye is not None:
            print(f"  bye: {pairing.bye}")
        if pairing.rematches:
            print(f"  {pairing.rematches} rematch(es): no pairing without one exists")
    return 0


def table(standings) -> str:
    rows = [("rank", "player", "points", "W-L-D", "OMW%", "GW%", "OGW%")]
    for s in standings:
        rows.append((str(s.rank), _printable(s.player), str(s.points), f"{s.wins}-{s.losses}-{s.draws}",
                     f"{float(s.omw) * 100:.2f}", f"{float(s.gw) * 100:.2f}", f"{float(s.ogw) * 100:.2f}"))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) if i == 1 else cell.rjust(w) for i, (cell, w) in
                               enumerate(zip(row, widths, strict=True))).rstrip() for row in rows)


def _printable(player) -> str:
    """An id as it reads, or quoted with escapes if it holds a control character."""
    text = str(player)
    return text if text.isprintable() else repr(text)


if __name__ == "__main__":
    sys.exit(main())
