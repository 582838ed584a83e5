"""Every board's PNG and layout as digests: two trees drew the same pictures if they print
the same digests (run each tree with its own PYTHONPATH, compare the output).

    python benchmarks/render_digest.py [--actions 40] [--seed bench] [--json]

Renders every game and format (render_bench's replays), after each of the first `--actions`
actions, for the public board, the first seat's view and a judge's, in `en` and `ja`, in
that order in one process (so the piece caches warm as they do in the bot), and hashes
each PNG's bytes, its decoded pixels (palette indices and the palette) and
`repr(layout.elements)`. Prints one SHA-256 per format and one over everything, for the
bytes, the pixels and the layouts apart (a change of palette index that keeps the colours
would show in the bytes but not in the pixels). Asserts nothing.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from bot.render.picture import render
from bot.render.picture.board import Viewer
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from rules_engine.cli import Parser, positive_int
from rules_engine.core.registry import get_game


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=positive_int, default=40)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    every = {kind: hashlib.sha256() for kind in ("png", "pixels", "layout")}
    rows = []
    renders = 0
    for game, options, label in FORMATS:
        title = get_game(game).title
        mine = {kind: hashlib.sha256() for kind in every}
        count = 0
        for match in positions(game, args.seed, options, upto=args.actions):
            first = match.config.players[0]
            for viewer in (Viewer(), Viewer(seat=first), Viewer(judge=True)):
                for lang in ("en", "ja"):
                    picture = render(table_for(match, viewer), lang=lang, viewer=viewer, names={first: "Aki"},
                                     printed=printed_of(match), title=title, match_id=7)
                    decoded = Image.open(io.BytesIO(picture.png))
                    pixels = decoded.convert("RGB").tobytes()
                    layout = repr(picture.layout.elements).encode()
                    for digests in (every, mine):
                        digests["png"].update(picture.png)
                        digests["pixels"].update(pixels)
                        digests["layout"].update(layout)
                    count += 1
        renders += count
        rows.append({"game": game, "format": label, "renders": count,
                     **{kind: digest.hexdigest()[:16] for kind, digest in mine.items()}})
    out = {"renders": renders, **{kind: digest.hexdigest() for kind, digest in every.items()},
           "formats": rows}
    if args.json:
        print(json.dumps(out))
    else:
        for row in rows:
            print(f"{row['game']:6} {row['format']:14} {row['renders']:5}  png {row['png']}  "
                  f"pixels {row['pixels']}  layout {row['layout']}")
        print(f"all {renders} renders: png {out['png']}\n  pixels {out['pixels']}\n  layout {out['layout']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
