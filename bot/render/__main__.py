"""Look at the board without Discord (docs/picture.md):

    python -m bot.render board --game G [--format F] [--players N] --seed S --action N
                               --viewer A|public|judge --lang L --out board.png

renders the board of a seeded random game (the playout's random players on the demo decks)
after N actions (or where the game ended, if sooner) as the viewer sees it. `--help` exits
0; a bad argument prints one line and exits 2 (CONTRACTS.md §8)."""

from __future__ import annotations

import sys
from pathlib import Path

from rules_engine.cli import Parser, non_negative_int
from rules_engine.core.registry import UnknownGame, codes, get_game

from ..i18n import LOCALES, normalize


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m bot.render", description="Draw a board as the bot posts it.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    board = commands.add_parser("board", help="render the board of a seeded random game to a PNG",
                                description="Render the board of a seeded random game (random legal "
                                            "players on the demo decks) to a PNG.")
    board.add_argument("--game", required=True, help=f"one of: {', '.join(codes())}")
    board.add_argument("--format", dest="format_", metavar="FORMAT",
                       help="the game's match format (GCG: duel, free_for_all, team)")
    board.add_argument("--players", type=non_negative_int, help="player count, where the format has a choice")
    board.add_argument("--seed", default="0", help="the game's seed (default 0)")
    board.add_argument("--action", type=non_negative_int, default=40,
                       help="draw the board after this many actions (default 40)")
    board.add_argument("--viewer", default="public",
                       help="public (the channel's board), judge, or a seat (A, B, …: that player's view)")
    board.add_argument("--lang", default="en", help=f"one of: {', '.join(LOCALES)}")
    board.add_argument("--out", type=Path, default=Path("board.png"),
                       help="the PNG to write (default board.png)")
    args = parser.parse_args(argv)

    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        parser.error(str(exc))
    if args.lang not in LOCALES and normalize(args.lang) == "en" and args.lang.lower() not in ("en", "en-us"):
        parser.error(f"unknown language {args.lang!r}: one of {', '.join(LOCALES)}")
    lang = args.lang if args.lang in LOCALES else normalize(args.lang)

    from .picture import render
    from .picture.sample import options_for, play_to, printed_of, table_for, viewer_of

    options = options_for(args.game, args.format_, args.players)
    try:
        seats = game.playout_config("check", options).players
    except ValueError as exc:  # OptionError: the game cannot play with these options
        parser.error(str(exc))
    if args.viewer not in ("public", "judge", *seats):
        parser.error(f"unknown viewer {args.viewer!r}: public, judge or one of the seats {', '.join(seats)}")
    match = play_to(args.game, args.seed, args.action, options)
    viewer = viewer_of(args.viewer)
    picture = render(table_for(match, viewer), lang=lang, viewer=viewer, printed=printed_of(match),
                     title=game.title, match_id=1)
    try:
        args.out.write_bytes(picture.png)
    except OSError as exc:
        print(f"error: cannot write {args.out}: {exc.strerror}", file=sys.stderr)
        return 2
    ended = " (the game ended there)" if match.finished and match.number < args.action else ""
    print(f"{args.out}: {picture.width}×{picture.height} px, {len(picture.png) // 1024} KB, "
          f"{args.game} after action {match.number}{ended}, viewer {args.viewer}, {lang}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
