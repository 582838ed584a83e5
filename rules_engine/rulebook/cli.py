"""`python -m rules_engine.rulebook` — the rules lookup from the command line (CONTRACTS.md §1).

    search QUERY [--game G] [--lang L] [--limit N] [--json]
    search --stdin [--json] [--limit N]
    show ID --game G [--lang L] [--json]

Exit 0 with results (possibly only suggestions); 2 with one line on stderr for an
empty query or an unknown --game/--lang; 1 when `show` finds no such clause.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import NoReturn

from ..cli import positive_int
from .model import GAMES
from .normalize import strip_controls
from .search import Result, Searcher, default_searcher

LANG_ALIASES = {"zh-hant": "zh-Hant", "zh": "zh-Hant", "zh-tw": "zh-Hant", "ja": "ja", "jp": "ja"}
GAME_NAMES = {"gcg": "Gundam Card Game", "ucg": "Ultraman Card Game", "altcg": "Azur Lane TCG",
              "nexa": "Gundam War NEX-A"}


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2, no usage dump
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m rules_engine.rulebook",
                     description="Look up clauses of the comprehensive rules.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    search = sub.add_parser("search", help="find clauses by id or words")
    search.add_argument("query", nargs="?")
    search.add_argument("--stdin", action="store_true", help="one query per input line")
    search.add_argument("--game")
    search.add_argument("--lang")
    search.add_argument("--limit", type=positive_int, default=5, help="at most N results (default 5)")
    search.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="one clause with its parent chain and children")
    show.add_argument("id")
    show.add_argument("--game", required=True)
    show.add_argument("--lang")
    show.add_argument("--json", action="store_true")
    return parser


def _game(value: str | None) -> str | None:
    if value is None:
        return None
    game = value.strip().lower()
    if game not in GAMES:
        raise UsageError(f"unknown --game {value!r}; choose one of {', '.join(GAMES)}")
    return game


def _lang(value: str | None) -> str | None:
    if value is None:
        return None
    lang = LANG_ALIASES.get(value.strip().lower())
    if lang is None:
        raise UsageError(f"unknown --lang {value!r}; choose zh-Hant or ja")
    return lang


def format_result(result: Result) -> str:
    crumbs = " › ".join(f"{i} {t}".strip() for i, t in result.path)
    here = f"{result.id} {result.heading}".strip()
    game = GAME_NAMES[result.game]
    lines = [f"[{result.kind} {result.score}] {game} ({result.lang}) {result.id}",
             f"  {crumbs + ' › ' if crumbs else ''}{here}"]
    for paragraph in result.text.split("\n") if result.text else []:
        # never after the hyphen of a clause id ("8-\n5.傷害步驟")
        lines.extend(textwrap.wrap(paragraph, width=60, initial_indent="    ", subsequent_indent="    ",
                                   break_on_hyphens=False) or [""])
    if result.en:
        lines.append("  English (unofficial):")
        for paragraph in result.en.split("\n"):
            lines.extend(textwrap.wrap(paragraph, width=60, initial_indent="    ",
                                       subsequent_indent="    ") or [""])
    if result.children:
        lines.append("  children:")
        lines.extend(f"    {cid}  {text[:70]}" for cid, text in result.children)
    if result.counterpart:
        lines.append(f"  {result.counterpart[0]}: {result.counterpart[1]}")
    return "\n".join(lines)


def _emit(results: list[Result], as_json: bool) -> None:
    if as_json:
        print(json.dumps([r.to_json() for r in results], ensure_ascii=False))
    else:
        print("\n\n".join(format_result(r) for r in results))


def _run(args: argparse.Namespace, searcher: Searcher) -> int:
    if args.command == "show":
        game, lang = _game(args.game), _lang(args.lang)
        clause_id = strip_controls(args.id).strip()
        if not clause_id:
            raise UsageError("empty clause id")
        results = searcher.show(clause_id, game, lang)
        if not results:
            print(f"no clause {clause_id!r} in {GAME_NAMES[game]}"
                  f"{f' ({lang})' if lang else ''}", file=sys.stderr)
            return 1
        _emit(results, args.json)
        return 0
    game, lang = _game(args.game), _lang(args.lang)
    limit = max(1, min(args.limit, 50))
    if args.stdin:
        for line in sys.stdin:
            query = strip_controls(line).strip()
            results = searcher.search(query, game=game, lang=lang, limit=limit) if query else []
            _emit(results, True) if args.json else print(
                "\n\n".join(format_result(r) for r in results) + "\n---")
            sys.stdout.flush()
        return 0
    if args.query is None or not strip_controls(args.query).strip():
        raise UsageError("empty query: give a clause id such as 11-4 or some words")
    _emit(searcher.search(args.query, game=game, lang=lang, limit=limit), args.json)
    return 0


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        return _run(args, default_searcher())
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `... | head`
        return 0
    except KeyboardInterrupt:
        return 130
