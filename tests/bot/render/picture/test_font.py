"""The shipped CJK font: there after install, under its licence, drawing every character the
bot's words and the demo cards use, and a character it lacks drawn visibly (〓), never as
an empty box."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from PIL import Image, ImageDraw

from bot.i18n import FILES, FOLDER, LOCALES
from bot.render.picture import fonts, render
from bot.render.picture.board import Viewer
from bot.render.picture.fonts import (
    FONT_PATH,
    LANG_TAGS,
    MISSING,
    RAQM,
    advance,
    coverage,
    drawable,
    font,
    runs,
)
from bot.render.picture.layout import TEXT
from bot.render.picture.sample import FORMATS, play_to, printed_of, table_for, viewer_of
from rules_engine.core.registry import get_game

REPO = Path(__file__).resolve().parents[4]


def test_the_font_and_its_licence_ship_with_the_package():
    assert FONT_PATH.is_file() and FONT_PATH.stat().st_size < 5 * 1024 * 1024
    licence = (FONT_PATH.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert '"render/picture/fonts/*"' in pyproject  # package data: a wheel carries it too


def _message_text(lang: str) -> str:
    """Every message value of the catalogues (comments and ids left out)."""
    out = []
    for name in FILES:
        path = FOLDER / lang / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.startswith("#") or not line.strip():
                    continue
                out.append(line.split("=", 1)[1] if re.match(r"^[\w.-]+\s*=", line) else line)
    return "\n".join(out)


def test_every_character_of_the_catalogues_is_in_the_font():
    for lang in LOCALES:
        shown = drawable(_message_text(lang))
        assert shown.missing == "", f"{lang}: no glyph for {sorted(set(shown.missing))}"


def _names(value) -> list[str]:
    if isinstance(value, dict):
        return [str(v) for v in value.values()]
    return [str(value)] if value else []


def test_every_demo_card_name_in_every_language_is_in_the_font():
    have = coverage()
    for path in sorted((REPO / "data" / "cards").rglob("*.yaml")):  # the template corpora too
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        cards = data["cards"] if isinstance(data, dict) else data
        for card in cards:
            for name in _names(card.get("name")):
                lacking = [c for c in name if ord(c) not in have]
                assert not lacking, f"{path.name} {card.get('number')}: {name!r} lacks {lacking}"


def test_the_glossary_words_are_in_the_font():
    have = coverage()
    text = (REPO / "data" / "glossary" / "terms.yaml").read_text(encoding="utf-8")
    lacking = sorted({c for c in text if c.isprintable() and ord(c) not in have})
    assert not lacking, lacking


def test_a_missing_glyph_is_drawn_visibly_and_reported():
    shown = drawable("Zaku 𠀋 II")  # U+2000B: outside the subset
    assert shown.text == f"Zaku {MISSING} II" and shown.missing == "𠀋"
    decoration = drawable("⚔️ Battle in progress")  # the catalogue's emoji: the picture draws its own
    assert decoration.text == "Battle in progress" and decoration.missing == ""


def test_a_card_name_the_font_lacks_shows_the_missing_sign_on_its_tile():
    from dataclasses import replace
    match = play_to("gcg", "font-1", 60)
    viewer = viewer_of("public")
    table = table_for(match, viewer)
    seat = next(s for s in table.seats if s.pile("battle").cards)
    pile = seat.pile("battle")
    odd = replace(pile.cards[0], name="𠀋 Walker")
    table = replace(table, seats=tuple(replace(s, piles=tuple(replace(p, cards=(odd, *p.cards[1:]))
                                                              if p is pile else p for p in s.piles))
                                       if s is seat else s for s in table.seats))
    picture = render(table, lang="en")  # no lookup: the name as the table gives it
    names = [e for e in picture.layout.of(TEXT) if e.uid == odd.uid and e.role == "name"]
    assert names and names[0].missing == "𠀋" and MISSING in names[0].text


def _lines_drawn(monkeypatch) -> set[tuple[str, str]]:
    """(language, line) for every line the boards of every game and format set, public and a
    player's, in every language, 60 actions into a seeded game; and every card name."""
    seen: set[tuple[str, str]] = set()
    stamp = fonts.stamp

    def recording(text, size, lang="en", bold=False):
        seen.add((lang, text))
        return stamp(text, size, lang, bold)

    monkeypatch.setattr(fonts, "stamp", recording)
    for game, options, _ in FORMATS:
        for action in (60,):
            match = play_to(game, "runs", action, options)
            for lang in LOCALES:
                for viewer in (Viewer(), Viewer(seat=match.config.players[0])):
                    render(table_for(match, viewer), lang=lang, viewer=viewer, printed=printed_of(match),
                           title=get_game(game).title, match_id=12)
    for path in sorted((REPO / "data" / "cards").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for card in data["cards"] if isinstance(data, dict) else data:
            seen.update((lang, drawable(name).text) for name in _names(card.get("name")) for lang in LOCALES)
    return seen


def test_a_line_set_from_its_words_is_as_wide_as_the_line_laid_out_whole(monkeypatch):
    """`fonts.stamp` sets a line from its runs (words laid out alone, cached), and fitting
    measures it the same way: each run must move the pen exactly as it does inside the
    line — kana kerning kept inside words, zh-Hant's `·` and figures in their neighbour's
    script — or its words would sit visibly apart or together."""
    lines = [(lang, text) for lang, text in _lines_drawn(monkeypatch) if len(runs(text)) > 1]
    assert len(lines) > 300
    for lang, text in lines:
        for size in (13, 22):
            whole = font(size).getlength(text, language=LANG_TAGS.get(lang) if RAQM else None)
            assert abs(advance(text, size, lang) - whole) < 0.02, (lang, size, text, runs(text))


def test_runs_cut_at_spaces_and_keep_a_word_without_letters_with_its_neighbour():
    assert runs("Lv 6 · Resources 6/6 active · Hand 5") == (
        "Lv 6 ·", " ", "Resources 6/6", " ", "active ·", " ", "Hand 5")
    assert runs("6/6 active") == ("6/6 active",)
    assert runs("アクティブ · 手札 7") == ("アクティブ ·", " ", "手札 7")
    assert runs("a  b") == ("a", "  ", "b")
    assert "".join(runs("先攻プレイヤー · Lv 3 · 【Deploy】Look at")) == "先攻プレイヤー · Lv 3 · 【Deploy】Look at"


def test_a_run_is_rasterised_exactly_as_pillow_draws_it(monkeypatch):
    """`fonts.run` takes FreeType's mask of a run in one layout (`getmask2`), where it measured
    the run's box and drew it with `ImageDraw.text` (two layouts): the same pixels, the same
    place, plain and bold, for every word the boards and the card names set, in each
    language's shaping, at the sizes the boards use."""
    words = sorted({(lang, part) for lang, text in _lines_drawn(monkeypatch) for part in runs(text)
                    if not part.isspace()})
    assert len(words) > 500
    for n, (lang, word) in enumerate(words):
        size, bold = (12, 13, 15, 17, 22)[n % 5], n % 2 == 0
        f, stroke, language = font(size), 1 if bold else 0, LANG_TAGS.get(lang) if RAQM else None
        left, top, right, bottom = f.getbbox(word, language=language, stroke_width=stroke)
        drawn = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(drawn).text((-left, -top), word, font=f, fill=255, language=language,
                                   stroke_width=stroke, stroke_fill=255)
        made = fonts.run(word, size, lang, bold)
        assert (made.left, made.top, made.mask.size) == (left, top, drawn.size), (lang, word, size, bold)
        assert made.mask.tobytes() == drawn.tobytes(), (lang, word, size, bold)
