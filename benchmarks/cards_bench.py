"""How fast card files are read (issue 29: `check` over 1,000 cards in at most 2 s on one core).

    python benchmarks/cards_bench.py [FILE ...] [--game gcg] [--repeat 3] [--json]

Side by side in one run, on the same files: parsing the files only (the baseline: formats,
no reading of texts), a full `check` with the reader's text cache emptied first (every text
read), and the same files again through the per-file cache (what a second import costs).
Times are CPU seconds of this process (the machine is shared: wall time is printed too); the
figure to hold is `ms_per_1000_cards` of the cold check. Prints figures; asserts nothing.
With no FILE, the repository's GCG template corpus (or its demo cards) is read.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from importlib import import_module
from pathlib import Path

from rules_engine.cards.check import check_rows, summary
from rules_engine.cli import Parser, fail, positive_int
from rules_engine.core.errors import CardFileError
from rules_engine.core.printed.cache import ReadCache
from rules_engine.core.printed.formats import parse_cards_bytes
from rules_engine.core.registry import UnknownGame, codes, get_game
from rules_engine.paths import data_dir

TARGET_MS_PER_1000 = 2000.0


def default_files(game: str) -> list[Path]:
    corpus = data_dir() / "cards" / "corpus" / f"{game}.yaml"
    return [corpus if corpus.is_file() else data_dir() / "cards" / f"{game}-demo.yaml"]


def clear_text_cache(game: str) -> None:
    """Empty the game reader's cache of identical texts, so every text is read again."""
    try:
        reader = import_module(f"rules_engine.games.{game}.reader")
    except ImportError:
        return
    read = getattr(reader, "read", None)
    if hasattr(read, "cache_clear"):
        read.cache_clear()


def timed(work) -> tuple[float, float, object]:
    cpu, wall = time.process_time(), time.perf_counter()
    result = work()
    return time.process_time() - cpu, time.perf_counter() - wall, result


def measure(game_code: str, files: list[Path], repeat: int) -> dict:
    game = get_game(game_code)
    blobs = [(path.name, path.read_bytes()) for path in files]

    def parse_only():
        return [parse_cards_bytes(data, name, game.card_fields) for name, data in blobs]

    def check_all():
        return [report for (name, data), rows in zip(blobs, parse_only(), strict=True)
                for report in check_rows(game, rows, name)]

    cache: ReadCache = ReadCache()
    version = game.reader_version()

    def through_cache():
        return [cache.get(data, version, lambda d=data, n=name: check_rows(
            game, parse_cards_bytes(d, n, game.card_fields), n)) for name, data in blobs]

    check_all()  # warm-up: imports, compiled patterns
    baseline, cold, cached, walls = [], [], [], []
    reports: list = []
    for _ in range(repeat):
        baseline.append(timed(parse_only)[0])
        clear_text_cache(game_code)
        cpu, wall, reports = timed(check_all)
        cold.append(cpu)
        walls.append(wall)
        cache.clear()
        through_cache()  # fills the per-file cache
        cached.append(timed(through_cache)[0])
    totals = summary(reports)
    cards = max(totals["cards"], 1)
    best = min(cold)
    return {
        "game": game_code, "files": [p.name for p in files], "cards": totals["cards"],
        "effects": totals["effects"], "automated": totals["automated"],
        "parse_only_s": round(min(baseline), 4), "check_cold_s": round(best, 4),
        "check_cold_median_s": round(statistics.median(cold), 4), "check_wall_s": round(min(walls), 4),
        "per_file_cache_s": round(min(cached), 6),
        "cards_per_s": round(cards / best, 1) if best else None,
        "ms_per_1000_cards": round(best / cards * 1_000_000, 1),
        "target_ms_per_1000_cards": TARGET_MS_PER_1000,
    }


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="benchmarks/cards_bench.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE")
    parser.add_argument("--game", default="gcg", choices=codes())
    parser.add_argument("--repeat", type=positive_int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    files = args.files or default_files(args.game)
    missing = next((f for f in files if not f.is_file()), None)
    if missing is not None:
        fail(f"no such file: {missing}")
    try:
        figures = measure(args.game, files, args.repeat)
    except (UnknownGame, CardFileError) as exc:
        fail(str(exc))
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{figures['cards']} cards, {figures['effects']} effects ({figures['automated']} read) "
              f"in {len(files)} file(s), {args.game}")
        print(f"  parse only (baseline)   {figures['parse_only_s'] * 1000:8.1f} ms CPU")
        print(f"  check, texts read cold  {figures['check_cold_s'] * 1000:8.1f} ms CPU "
              f"({figures['check_wall_s'] * 1000:.1f} ms wall) = {figures['ms_per_1000_cards']:.1f} ms "
              f"per 1,000 cards (target {TARGET_MS_PER_1000:.0f}), {figures['cards_per_s']} cards/s")
        print(f"  same files, per-file cache {figures['per_file_cache_s'] * 1000:.3f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
