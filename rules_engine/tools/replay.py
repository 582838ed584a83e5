"""`python -m rules_engine.replay FILE`: rebuild an exported match record, print the
final state hash, and check it and the seed commitment (CONTRACTS.md §5).
Exit 0 when both match, 1 on any mismatch or an action the rules refuse, 2 when the
file cannot be read."""

from __future__ import annotations

import sys
from pathlib import Path

from ..cli import Parser
from ..core.errors import IllegalAction
from ..core.rng import commitment
from .record import RecordError, load_record, match_from_record


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m rules_engine.replay",
                    description="Rebuild an exported match record; print the final state hash; check it "
                                "and the seed commitment (exit 1 on a mismatch, 2 on an unreadable file).")
    parser.add_argument("file", metavar="FILE", help="a match record exported by /judge export")
    path = parser.parse_args(sys.argv[1:] if argv is None else argv).file
    try:
        record = load_record(Path(path).read_text(encoding="utf-8"))
        match = match_from_record(record)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: cannot read {path}: {exc}", file=sys.stderr)
        return 2
    except RecordError as exc:
        print(f"error: {path}: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # e.g. a deck the game rejects at setup
        print(f"error: {path}: the match cannot be rebuilt: {exc}", file=sys.stderr)
        return 2
    except IllegalAction as exc:
        print(f"MISMATCH: a recorded action is refused by the rules: {exc}")
        return 1
    problems = []
    final = match.state_hash()
    print(f"final state hash {final} after {match.number} actions")
    if record.get("final_hash") != final:
        problems.append(f"the record says {record.get('final_hash')}")
    if commitment(record.get("seed", "")) != record.get("commitment"):
        problems.append("the seed does not match its published SHA-256 commitment")
    else:
        print(f"seed commitment verified: {record['commitment']}")
    for problem in problems:
        print(f"MISMATCH: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
