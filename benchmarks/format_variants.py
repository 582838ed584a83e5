"""How the card readers stand up to the same printed text typeset another way.

Card lists come from many sources: the official card lists, shop exports, fan databases, a
spreadsheet a player typed. They print the same words but not the same typography: markers in
`[Deploy]` or `［配備時］` instead of 【…】, effects run together on one line (a CSV cell, a
web page's text), `〈Blocker〉` for `<Blocker>`, full-width digits, CRLF line ends, doubled
spaces. A reader that only knows one source's typography reads another source's list badly.

For each card of the given files (each game's template corpus by default) and each variant
below, the card's text is typeset the variant's way and read again; the card counts as

- **same**: every effect read exactly as the original (same automated flags and readings);
- **lost**: read with fewer automated effects (what was understood is now by hand);
- **changed**: an effect is automated with a reading the original does not have — a
  possible misreading, worse than by hand (#29 §4 "Correct").

    python benchmarks/format_variants.py                      # every game's corpus
    python benchmarks/format_variants.py --game gcg FILE ...  # other lists (measure only)
    python benchmarks/format_variants.py --show lost --variant flat_lines --game gcg
    python benchmarks/format_variants.py --json
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_engine.cards.check import printed_effects
from rules_engine.cli import Parser, fail
from rules_engine.core.errors import CardFileError
from rules_engine.core.game import GameModule
from rules_engine.core.printed.formats import read_card_file
from rules_engine.core.registry import codes, get_game
from rules_engine.paths import data_dir

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_FULL_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


def _flat(text: str) -> str:
    """Every line break gone: a CSV cell or a web page's text (CJK joins without a space)."""
    return re.sub(r"\s*\n\s*", "" if CJK.search(text) else " ", text).strip()


# name -> (what it does, the change; None when the variant does not apply to the text)
VARIANTS: dict[str, tuple[str, Callable[[str], str]]] = {
    "flat_lines": ("line breaks removed (effects and reminders run together)", _flat),
    "crlf": ("CRLF line ends", lambda t: t.replace("\n", "\r\n")),
    "square_markers": ("【X】 as [X]", lambda t: t.replace("【", "[").replace("】", "]")),
    "fullwidth_square_markers": ("【X】 as ［X］", lambda t: t.replace("【", "［").replace("】", "］")),
    "angle_keywords": ("<X> as 〈X〉", lambda t: t.replace("<", "〈").replace(">", "〉")),
    "guillemet_keywords": ("《X》 as <X>", lambda t: t.replace("《", "<").replace("》", ">")),
    "double_spaces": ("spaces doubled, a space after every 】",
                      lambda t: t.replace(" ", "  ").replace("】", "】 ")),
    "fullwidth_digits": ("digits full-width (CJK text)",
                         lambda t: t.translate(_FULL_DIGITS) if CJK.search(t) else t),
    "middle_dot": ("･ and ・ swapped", lambda t: t.replace("･", "\0").replace("・", "･").replace("\0", "・")),
    "trailing_space": ("a space before every line break and at the end",
                       lambda t: t.replace("\n", " \n") + " "),
}


def _typeset(value: Any, change: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return change(value)
    if isinstance(value, dict):
        return {k: _typeset(v, change) for k, v in value.items()}
    return value


def _signature(game: GameModule, data: dict[str, Any], lang: str | None) -> tuple[tuple[bool, str], ...]:
    return tuple((e.automated, e.reading or "") for e in printed_effects(game, data, lang))


def measure(game: GameModule, files: list[Path], langs: list[str] | None, *, corpus: bool,
            sample: int = 1) -> dict[str, Any]:
    """The tallies for one game's files: per language read (the corpus: each printed language;
    other files: each card's own, unless `langs` names some). `sample` n keeps every n-th card
    with a text (a deterministic sample, for the fast test)."""
    rows = [row for path in files for row in read_card_file(path, game.card_fields) if row.error is None]
    texts = game.card_fields.texts
    printed = [r.data for r in rows if any(r.data.get(f) not in (None, "", {}) for f in texts)][::sample]
    languages: list[str | None] = list(langs or (game.printed_languages if corpus else [None]))
    out: dict[str, Any] = {"game": game.code, "cards": len(printed), "languages": {}}
    for lang in languages:
        originals = [_signature(game, data, lang) for data in printed]
        effects = sum(len(s) for s in originals)
        automated = sum(a for s in originals for a, _ in s)
        per_variant: dict[str, Any] = {}
        for name, (_, change) in VARIANTS.items():
            tally: Counter[str] = Counter()
            examples: dict[str, list[str]] = {"lost": [], "changed": []}
            for data, original in zip(printed, originals, strict=True):
                varied = {**data, **{f: _typeset(data.get(f), change) for f in texts if f in data}}
                if varied == data:
                    tally["untouched"] += 1
                    continue
                got = _signature(game, varied, lang)
                if got == original:
                    tally["same"] += 1
                    continue
                known = {r for a, r in original if a}
                if any(a and r not in known for a, r in got):
                    tally["changed"] += 1
                    examples["changed"].append(str(data.get("number")))
                elif sum(a for a, _ in got) < sum(a for a, _ in original):
                    tally["lost"] += 1
                    examples["lost"].append(str(data.get("number")))
                else:
                    tally["same_share"] += 1  # as many automated, split or joined differently
            per_variant[name] = {**tally, "examples": examples}
        out["languages"][lang or "-"] = {"effects": effects, "automated": automated, "variants": per_variant}
    return out


def main() -> None:
    parser = Parser(prog="benchmarks/format_variants.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="card files (with --game); the corpus by default")
    parser.add_argument("--game", action="append", choices=sorted(codes()))
    parser.add_argument("--lang", action="append", help="only these printed languages")
    parser.add_argument("--variant", action="append", choices=sorted(VARIANTS))
    parser.add_argument("--show", choices=["lost", "changed"], help="list the cards of that outcome")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.files and (not args.game or len(args.game) != 1):
        parser.error("files need exactly one --game")
    if args.variant:
        for name in list(VARIANTS):
            if name not in args.variant:
                del VARIANTS[name]
    results = []
    for code in args.game or sorted(codes()):
        game = get_game(code)
        files = args.files or [data_dir() / "cards" / "corpus" / f"{code}.yaml"]
        missing = [str(f) for f in files if not f.is_file()]
        if missing:
            fail(f"no such file: {missing[0]}")
        try:
            results.append(measure(game, files, args.lang, corpus=not args.files))
        except CardFileError as exc:
            fail(str(exc))
    if args.json:
        print(json.dumps({"benchmark": "format_variants", "results": results}, ensure_ascii=False))
        return
    for res in results:
        for lang, got in res["languages"].items():
            print(f"{res['game']} {lang}: {res['cards']} cards, "
                  f"{got['automated']}/{got['effects']} effects automated")
            for name, tally in got["variants"].items():
                touched = sum(v for k, v in tally.items() if k not in ("examples", "untouched"))
                if not touched:
                    continue
                same = tally.get("same", 0) + tally.get("same_share", 0)
                print(f"  {name:26} {same:5}/{touched:<5} same ({100 * same / touched:5.1f} %)"
                      f"  lost {tally.get('lost', 0):4}  changed {tally.get('changed', 0):4}")
                if args.show and tally["examples"][args.show]:
                    print("    " + " ".join(tally["examples"][args.show]))


if __name__ == "__main__":
    main()
