"""`python -m rules_engine.cards check FILE... --game G [--json] [--summary] [--lang L]` and
`python -m rules_engine.cards explain TEXT --game G [--lang L] [--type T] [--json]` (CONTRACTS §3b).

`check` reads card files (YAML, CSV/TSV, JSON Lines) and says, card by card and effect by
effect, how each printed text was read: in words, or why it is resolved by hand. With
`--json`, one JSON object per card, then `{"summary": {...}}`. Exit 0 when every card
loaded, 1 otherwise, 2 for bad arguments."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import get_args

from ..cli import Parser, fail
from ..core.printed.language import UnknownLanguage, canonical
from ..core.registry import UnknownGame, codes, get_game
from .check import CardReport, check_files, effect_reports, summary

AUTOMATED_NOTE = (
    "An effect counts as automated when its whole printed text (header and every sentence) was read "
    "into the engine's effect model and the game's engine runs it exactly as printed (a game whose "
    "engine cannot run a reading says why: `read, resolved by hand: ...`). GCG is read in English, "
    "Japanese and Traditional Chinese and run by its engine; NEX-A is read in Japanese and run by its "
    "engine; UCG is read in Traditional Chinese, English and Japanese and run by its engine; ALTCG is "
    "read in Traditional Chinese and run by its engine (docs/cards.md, docs/altcg.md).")


def parser() -> Parser:
    p = Parser(prog="python -m rules_engine.cards", description=__doc__.split("\n\n")[1],
               epilog=AUTOMATED_NOTE, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    check = sub.add_parser("check", help="how every card of card files is read", epilog=AUTOMATED_NOTE)
    check.add_argument("files", nargs="+", type=Path, metavar="FILE")
    check.add_argument("--game", required=True, choices=codes())
    check.add_argument("--json", action="store_true", help="one JSON object per card, then the summary")
    check.add_argument("--summary", action="store_true",
                       help="only the summary: shares read and the commonest unread phrases")
    check.add_argument("--lang", help="the printing to report when a card gives several (en, ja, zh-Hant)")
    check.add_argument("--top", type=int, default=15, help="unread phrases listed by --summary (default 15)")
    explain = sub.add_parser("explain", help="how one printed text is read", epilog=AUTOMATED_NOTE)
    explain.add_argument("text")
    explain.add_argument("--game", required=True, choices=codes())
    explain.add_argument("--lang", help="en, ja or zh-Hant (detected when left out)")
    explain.add_argument("--type", dest="card_type",
                         help="the card's type, one of the game's card types as its card files name them "
                              "(another word exits 2 naming them). GCG reads it: a Pilot's two texts on one "
                              "line are split (3-3-9); the UCG, ALTCG and NEX-A readers ignore it (every "
                              "type's text is read alike)")
    explain.add_argument("--json", action="store_true")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        game = get_game(args.game)
        lang = canonical(args.lang) if args.lang else None
    except (UnknownGame, UnknownLanguage) as exc:
        fail(str(exc))
    if args.command == "explain":
        # s18-gcg: a card type the game does not name is refused (CONTRACTS §8)
        accepted = card_types(game)
        if args.card_type and accepted and args.card_type.strip().lower() not in accepted:
            fail(f"unknown card type for {args.game}: {args.card_type!r} (accepted: {', '.join(accepted)})")
        return _explain(game, args.text, lang, args.json, args.card_type)
    missing = next((f for f in args.files if not f.is_file()), None)
    if missing is not None:
        fail(f"no such file: {missing}")
    reports = check_files(game, args.files, lang)
    totals = summary(reports, top=args.top if args.summary else 0)
    if args.json:
        for report in ([] if args.summary else reports):
            print(json.dumps(report.to_dict(), ensure_ascii=False))
        print(json.dumps({"summary": totals}, ensure_ascii=False))
    else:
        if not args.summary:
            for report in reports:
                _print_card(report)
        _print_summary(totals)
    return 0 if all(r.loaded for r in reports) else 1


def card_types(game) -> tuple[str, ...]:
    """The card types `explain --type` accepts: the game's own list (GCG: game.card_types, with its printed
    token types), else the `CardType` of its card model (UCG, ALTCG, NEX-A: the values their card files
    give, `rules_engine/games/<game>/cards.py`); their loaders accept no other word (no printed-language
    type names), so neither does --type."""
    named = getattr(game, "card_types", None)
    if named:
        return tuple(named)
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        model = importlib.import_module(f"{package}.cards")
    except ImportError:
        return ()
    kinds = getattr(model, "CardType", None)
    return tuple(get_args(kinds)) if kinds is not None else ()


def _explain(game, text: str, lang: str | None, as_json: bool, card_type: str | None = None) -> int:
    reading = game.read_text(text, lang, card_type.strip().lower() if card_type else None)
    effects = effect_reports(reading, game)
    if as_json:
        out = {"lang": reading.lang, "effects": [e.to_dict() for e in effects]}
        print(json.dumps(out, ensure_ascii=False))
    else:
        for effect in effects:
            _print_effect(effect)
    return 0


def _print_card(report: CardReport) -> None:
    title = " ".join(x for x in (report.number, report.name) if x) or "(file)"
    if not report.loaded:
        print(f"{title}: NOT LOADED: {report.error}")
        return
    print(title if report.effects else f"{title}: no effect text")
    for effect in report.effects:
        _print_effect(effect, "  ")
    for line in report.differs:
        print(f"  ! {line}")


def _print_effect(effect, indent: str = "") -> None:
    print(f"{indent}- {effect.text}")
    if effect.automated:
        print(f"{indent}  read: {effect.reading}")
    else:
        print(f"{indent}  by hand: {effect.reason}")


def _print_summary(totals: dict) -> None:
    effects, automated = totals["effects"], totals["automated"]
    share = f" ({100 * automated / effects:.1f} %)" if effects else ""
    print(f"{totals['cards']} cards, {totals['loaded']} loaded, {effects} effects, "
          f"{automated} automated{share}")
    if totals.get("undefined_keywords"):
        listed = ", ".join(f"{k} ({n})" for k, n in totals["undefined_keywords"].items())
        print(f"keywords our rule documents do not define (by hand): {listed}")
    for item in totals.get("unread", []):
        print(f"{item['count']:5d}  {item['phrase']}")


def _entry() -> int:
    try:
        return main()
    except BrokenPipeError:  # `... | head`: the reader stopped reading; not an error (as rulebook.cli)
        sys.stderr.close()  # nothing more to say, and no "Exception ignored" at exit
        return 0


if __name__ == "__main__":
    sys.exit(_entry())
