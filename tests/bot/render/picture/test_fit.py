"""Fitting text into its box (`canvas.fit`) measures each word once per size and a line's
width with two or three real measurements (`canvas._first_over`); the scan it replaced
measured every growing prefix of the text at every size. The picture must not change: the
scan is kept here as the reference, and both must give exactly the same size and lines for
every card text and name of the four games' demo and corpus card files in the three
languages, every catalogue message, long names, odd Unicode and CJK without spaces — in the
boxes the boards of every game and format really fit text into."""

from __future__ import annotations

import itertools
import re

import pytest
import yaml

from bot.i18n import FILES, FOLDER, LOCALES
from bot.render.picture import canvas, fonts, render
from bot.render.picture.board import Viewer
from bot.render.picture.canvas import ELLIPSIS, _length, _units
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from rules_engine.core.registry import get_game

from .test_font import REPO

Box = tuple[int, int, int, int, int, bool]  # width, height, size, min_size, lines, bold


# --- the reference: canvas.py's fitting before the fifth pass, verbatim ---------------------

def _reference_wrap(text: str, size: int, width: int, lines: int, lang: str, bold: bool) -> list[str] | None:
    out: list[str] = []
    current = ""
    for unit in _units(text):
        candidate = current + unit
        if _length(candidate.rstrip(), size, lang, bold) <= width or not current:
            if not current and _length(unit.rstrip(), size, lang, bold) > width:
                return None
            current = candidate
            continue
        out.append(current.rstrip())
        current = unit
        if len(out) == lines or _length(unit.rstrip(), size, lang, bold) > width:
            return None
    if current.strip():
        out.append(current.rstrip())
    return out if len(out) <= lines else None


def _reference_fit(text: str, width: int, height: int, size: int, min_size: int, lines: int, lang: str,
                   bold: bool) -> tuple[int, tuple[str, ...]]:
    if lines > 1:
        for s in range(size, max(min_size, size - 3) - 1, -1):
            if fonts.lines_in(height, s) >= 1 and _length(text, s, lang, bold) <= width:
                return s, (text,)
    for s in range(size, min_size - 1, -1):
        allowed = min(lines, fonts.lines_in(height, s))
        if allowed < 1:
            continue
        wrapped = _reference_wrap(text, s, width, allowed, lang, bold)
        if wrapped is not None:
            return s, tuple(wrapped)
    s = min_size
    allowed = max(1, min(lines, fonts.lines_in(height, s)))
    kept: list[str] = []
    rest = text
    for n in range(allowed):
        last = n == allowed - 1
        line = ""
        for unit in _units(rest):
            if _length((line + unit).rstrip() + (ELLIPSIS if last else ""), s, lang, bold) > width:
                break
            line += unit
        if not line:
            for ch in rest:
                if _length(line + ch + ELLIPSIS, s, lang, bold) > width:
                    break
                line += ch
            last = True
        rest = rest[len(line):]
        if last and rest:
            kept.append(line.rstrip() + ELLIPSIS)
            break
        kept.append(line.rstrip())
        if not rest:
            break
    return s, tuple(kept)


# --- what is fitted, and where ----------------------------------------------------------------

def _card_strings() -> list[tuple[str, str]]:
    """Every string of the demo and corpus card files, in its language (English where the
    file does not say), each text whole and line by line."""
    out: list[tuple[str, str]] = []

    def walk(value, lang: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, key if key in LOCALES else lang)
        elif isinstance(value, list):
            for item in value:
                walk(item, lang)
        elif isinstance(value, str):
            out.append((value, lang))
            out.extend((line, lang) for line in value.splitlines() if len(value.splitlines()) > 1)

    for path in sorted((REPO / "data" / "cards").rglob("*.yaml")):
        walk(yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader), "en")
    return out


def _catalogue_strings() -> list[tuple[str, str]]:
    """Every message line of the Fluent catalogues, placeholders filled with a number or a name."""
    out: list[tuple[str, str]] = []
    for lang in LOCALES:
        for name in FILES:
            path = FOLDER / lang / name
            if not path.exists():
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
                if line.startswith("#") or not line.strip():
                    continue
                value = line.split("=", 1)[1] if re.match(r"^[\w.-]+\s*=", line) else line
                filler = str(n % 120) if n % 2 else "Commander Hoshino-Valentine"
                out.append((re.sub(r"\{[^}]*\}", filler, value).strip(), lang))
    return out


ODD = [
    ("Ｗｉｄｅ　ｌｅｔｔｅｒｓ　ａｎｄ　ｓｐａｃｅｓ", "ja"), ("e\u0301te\u0301 cafe\u0301 na\u0308ive", "en"),
    ("🃏 Joker ⚔️ 1/3 · 🛡️ 12", "en"), ("Zalgo t̶̢e̷x̵t̸ here", "en"), ("\u202eright to left\u202c", "en"),
    ("a" * 120, "en"), ("Supercalifragilisticexpialidocious-and-then-some " * 3, "en"),
    ("一二三四五六七八九十" * 12, "zh-Hant"), ("カードを1枚引く。その後、手札を1枚捨てる。" * 4, "ja"),
    ("混合Mixed文字列with漢字and kana かな", "ja"), ("  spaced   out   words  ", "en"),
    ("Hand 4 · Deck 39 · Resources 1/3 · Shields 6", "en"), ("手牌 4 · 牌組 39 · 資源 1/3", "zh-Hant"),
    ("action 100", "en"), ("x", "en"), ("1", "en"), ("…", "ja"), ("〓〓〓", "ja"),
]


def _board_boxes_and_texts() -> tuple[list[Box], list[tuple[str, str]]]:
    """The boxes (and the texts) the boards of every game and format fit, in each language."""
    boxes: dict[Box, None] = {}
    texts: list[tuple[str, str]] = []
    original = canvas.fit

    def recording(text, width, height, size, min_size, lines, lang, bold):
        boxes[(width, height, size, min_size, lines, bold)] = None
        texts.append((text, lang))
        return original(text, width, height, size, min_size, lines, lang, bold)

    canvas.fit = recording
    try:
        for (game, options, _), lang in zip(FORMATS, itertools.cycle(LOCALES)):
            module = get_game(game)
            for match in itertools.islice(positions(game, "fit", options), 0, 40, 30):
                render(table_for(match, Viewer()), lang=lang, printed=printed_of(match), title=module.title,
                       match_id=7)
    finally:
        canvas.fit = original
    return sorted(boxes), texts


# Every string in 5 boxes, a third of them also shaped as another language, passed when it was
# written (12,215 strings, ~73,000 fits, 85 s of CPU); the suite keeps a fixed sample of it.
SAMPLE_EVERY = 4
BOXES_EACH = 1


def test_fitting_gives_exactly_what_the_scan_gave():
    boxes, board_texts = _board_boxes_and_texts()
    assert len(boxes) >= 40  # names, counts, stats lines, status lines, card texts on tiles …
    strings = list(dict.fromkeys(
        (shown, lang) for text, lang in [*_card_strings(), *_catalogue_strings(), *board_texts]
        if (shown := fonts.drawable(text).text)))[::SAMPLE_EVERY]
    strings += [(fonts.drawable(text).text, lang) for text, lang in ODD]
    assert len(strings) >= 3000
    fit = canvas.fit.__wrapped__  # not the cache: the new code itself
    checked = 0
    rotation = itertools.cycle(boxes)
    for n, (text, lang) in enumerate(strings):
        # each string in BOXES_EACH boxes in turn (every box gets its share), the odd ones in all
        odd = n >= len(strings) - len(ODD)
        for box in boxes if odd else [next(rotation) for _ in range(BOXES_EACH)]:
            width, height, size, min_size, lines, bold = box
            # and, a string in three, in another language's shaping (glyph forms, kerning)
            for shaping in (lang, LOCALES[n // 3 % 3]) if n % 3 == 0 else (lang,):
                got = fit(text, width, height, size, min_size, lines, shaping, bold)
                want = _reference_fit(text, width, height, size, min_size, lines, shaping, bold)
                assert got == want, (text, box, shaping)
                checked += 1
    assert checked >= 4000


@pytest.mark.parametrize("lang", LOCALES)
def test_every_width_and_size_of_a_box_fits_the_same(lang):
    """A few texts through every width from 1 to 820 px at every size the boards use: the
    break points and the shortening at each width, not only the widths the boards have."""
    texts = {"en": "2 effects waiting: [On play] Put 1 card of your hand on the bottom of your deck.",
             "ja": "2件の効果が解決待ち：【登場時】自分の手札1枚をデッキの下に置く。",
             "zh-Hant": "2個效果等待處理：【出場時】將自己的1張手牌放到牌組底部。"}
    text = texts[lang]
    fit = canvas.fit.__wrapped__
    for width in range(1, 821, 7):
        for size, min_size, lines, height in ((17, 12, 1, 30), (15, 11, 2, 39), (14, 11, 3, 47), (22, 14, 1, 29)):
            for bold in (False, True):
                assert fit(text, width, height, size, min_size, lines, lang, bold) == \
                    _reference_fit(text, width, height, size, min_size, lines, lang, bold), (width, size, bold)
