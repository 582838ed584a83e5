"""Build the picture renderer's CJK font: a subset of Noto Sans CJK (SIL OFL 1.1).

    python -m bot.render.picture.fontsubset --source NotoSansCJK-Regular.ttc [--out PATH]

The source is the Regular collection of Noto Sans CJK (Debian's `fonts-noto-cjk`,
`/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc`, version 2.004). Its Japanese face
is kept with its `locl` feature, so one file draws Japanese with Japanese glyph forms and
Traditional Chinese with Taiwanese ones (Pillow's raqm layout, `language="zh-Hant"`).

What it covers (docs/picture.md): Latin, general punctuation, arrows, circled numbers,
CJK punctuation, kana, full-width forms, every kanji of JIS X 0208 (levels 1 and 2), every
hanzi of Big5 level 1 (常用字), and every character of the catalogues, the glossary, the
demo cards and decks and the games' table labels — so every word the bot draws today is
there (tests/bot/render/picture/test_font.py checks), and a rarer character of an
imported card falls back visibly (〓), never as an empty box.

Run only when the coverage must grow; the result is committed with its licence (OFL.txt)
and its coverage (`NotoSansCJKjp-Subset.cmap`: the code points it has glyphs for, which
the renderer reads instead of the font's tables).
Needs fontTools (a dependency of the bot already).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from rules_engine.cli import Parser

ROOT = Path(__file__).resolve().parents[3]
FONT_DIR = Path(__file__).parent / "fonts"
OUT = FONT_DIR / "NotoSansCJKjp-Subset.otf"
# Unicode blocks kept whole (those the source has glyphs for).
RANGES = ((0x20, 0x7F), (0xA0, 0x100), (0x2010, 0x2070), (0x2150, 0x2190), (0x2190, 0x2200),
          (0x2460, 0x2500), (0x25A0, 0x2600), (0x2600, 0x2700), (0x3000, 0x3100), (0x31F0, 0x3200),
          (0xFF00, 0xFFF0))
# Text the bot draws: every file of these, whole.
SOURCES = ("bot/locales/*/*.ftl", "bot/locales/*/games/*.ftl", "data/glossary/*.yaml", "data/cards/*.yaml",
           "data/cards/corpus/*.yaml", "data/decks/*/*", "rules_engine/games/*/present.py")


def _double_byte(encoding: str, leads: Iterable[int], trails: Iterable[int]) -> set[str]:
    out = set()
    trails = list(trails)
    for lead in leads:
        for trail in trails:
            try:
                text = bytes((lead, trail)).decode(encoding)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.add(text)
    return out


def jis_x_0208() -> set[str]:
    """Every character of JIS X 0208 (Shift_JIS's double-byte codes)."""
    return _double_byte("shift_jis", range(0x81, 0xF0), range(0x40, 0xFD))


def big5_level1() -> set[str]:
    """Big5's symbols and level-1 hanzi (常用字, lead bytes A1–C6)."""
    return _double_byte("big5", range(0xA1, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])


def project_text() -> set[str]:
    chars: set[str] = set()
    for pattern in SOURCES:
        for path in sorted(ROOT.glob(pattern)):
            if path.is_file():
                chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable()}


def wanted() -> set[str]:
    chars = {chr(code) for start, stop in RANGES for code in range(start, stop)}
    return chars | jis_x_0208() | big5_level1() | project_text()


def build(source: Path, out: Path) -> int:
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    font = TTCollection(str(source)).fonts[0]  # Noto Sans CJK JP: face 0 of the collection
    if "Noto Sans CJK JP" not in str(font["name"].getDebugName(4)):
        raise SystemExit(f"error: {source} is not Noto Sans CJK (its first face is "
                         f"{font['name'].getDebugName(4)!r})")
    have = font.getBestCmap()
    text = "".join(sorted(c for c in wanted() if ord(c) in have))
    options = subset.Options()
    options.layout_features = ["locl", "kern", "palt"]  # locl: the zh-Hant glyph forms
    options.layout_scripts = ["hani", "kana", "latn", "DFLT"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # FreeType's auto-hinter does as well at these sizes
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    write_coverage(out)
    return len(text)


def coverage_path(font: Path) -> Path:
    """Where a font's coverage is kept beside it (`fonts.coverage` reads it)."""
    return font.with_suffix(".cmap")


def write_coverage(font: Path) -> Path:
    """Write the code points `font` has glyphs for (its cmap) beside it, as hexadecimal
    ranges one a line (`4E00-4E05`, or `4E08` alone): the bot reads this file instead of
    loading fontTools and the font's tables at its first picture (~3 MB of modules for
    good and ~6 MB of tables until a full collection; docs/memory.md, seventh pass)."""
    from fontTools.ttLib import TTFont

    with TTFont(str(font), lazy=True) as opened:
        points = sorted(opened.getBestCmap())
    ranges: list[list[int]] = []
    for point in points:
        if ranges and ranges[-1][1] == point - 1:
            ranges[-1][1] = point
        else:
            ranges.append([point, point])
    path = coverage_path(font)
    path.write_text("".join(f"{a:X}\n" if a == b else f"{a:X}-{b:X}\n" for a, b in ranges), encoding="ascii")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m bot.render.picture.fontsubset",
                    description="Subset Noto Sans CJK to what the picture renderer draws.")
    parser.add_argument("--source", type=Path,
                        help="NotoSansCJK-Regular.ttc (required unless --coverage-only)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--coverage-only", action="store_true",
                        help="only write the font's coverage file (OUT with .cmap) from OUT as it is")
    args = parser.parse_args(argv)
    if args.coverage_only:
        print(write_coverage(args.out))
        return 0
    if args.source is None or not args.source.is_file():
        parser.error(f"no such file: {args.source}")
    count = build(args.source, args.out)
    print(f"{args.out}: {count} characters, {args.out.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
