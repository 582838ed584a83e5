"""The table's own words in three languages: every phase, step, decision, pile, stat, mark,
tag, card kind, printed fact and note a played game shows is said in ja and zh-Hant, and a
note's English entry reads exactly as the engine's line."""

from __future__ import annotations

import random
import re

import pytest

from bot import i18n
from bot.render.cards import facts_line
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.table import Table

from .test_i18n_engine import TRANSLATED

# Words the cards themselves print in Latin letters in every language (UCG's SINGLE … QUAD
# BP and TEAM, NEX-A's ACE, the stats' short names).
PRINTED_LATIN = {"BP", "Lv", "AP", "HP", "EX", "SINGLE", "DOUBLE", "TRIPLE", "QUAD", "EXTRA", "TEAM", "ACE"}
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
# Facts whose values are a card's own names (traits, a pilot, a team): card data, not words.
NAMED_FACTS = {"Traits", "Link condition", "Pilot", "Team"}


def _english_left(text: str, names: set[str]) -> list[str]:
    """The English words left in `text`, but for card names (a retrofit names its ship)."""
    for name in names:
        text = text.replace(name, "")
    return [w for w in ENGLISH_WORD.findall(text) if w not in PRINTED_LATIN]


def _words(table: Table) -> list[tuple[str, str, object]]:
    """(what, English, how to say it) for every fixed word of a table."""
    out: list[tuple[str, str, object]] = [("phase", table.phase_label, i18n.engine_words),
                                          ("decision", table.decision, i18n.engine)]
    for seat in table.seats:
        out += [("stat", label, i18n.engine) for label, _ in seat.stats]
        out += [("stat value", value, i18n.engine_words) for _, value in seat.stats]
        out += [("tag", tag, i18n.engine_words) for tag in seat.tags]
    for pile in [p for seat in table.seats for p in seat.piles] + list(table.shared):
        out.append(("pile", pile.label, i18n.engine_words))
        for face in pile.cards or ():
            out += [("kind", face.kind, i18n.engine), ("stats", face.stats, i18n.engine_words)]
            out += [("mark", mark, i18n.engine_words) for mark in face.marks]
            for label, values in face.facts:
                out.append(("fact", label, i18n.engine))
                if label not in NAMED_FACTS:
                    out += [("fact value", value, i18n.engine_words) for value in values]
    return [(what, text, say) for what, text, say in out if text]


@pytest.mark.parametrize("code", sorted(TRANSLATED))
def test_every_word_and_note_of_a_played_table_is_said_in_every_language(code):
    game = get_game(code)
    untranslated: set[tuple[str, str, str]] = set()
    notes_seen: set[str] = set()
    names = {card.name for card in game.pool().cards.values()}
    for n, options in enumerate(TRANSLATED[code]):
        match = Match(game.playout_config(f"table-i18n-{n}", options), game=game)
        rng = random.Random(n)
        while not match.finished and match.number < 500:
            if match.number % 4 == 0:
                for viewer in (*match.config.players, "judge"):
                    table = match.table(viewer)
                    for lang in ("ja", "zh-Hant"):
                        for what, text, say in _words(table):
                            left = _english_left(say(text, code, lang), names)
                            if left:
                                untranslated.add((lang, what, text))
                    for note in table.notes:
                        assert note.key, f"a {code} note without a key: {note.text!r}"
                        notes_seen.add(note.key)
                        assert i18n.note_line(note, code, "en") == note.text
                        key = i18n.message_key(note.key, "note")
                        for lang in i18n.LOCALES:
                            assert i18n.has(key, lang), (lang, key)
                        bundle = i18n.bundle("en")
                        english, errors = bundle.format_pattern(
                            bundle.get_message(key).value, i18n.message_args(key, note.params, code, "en"))
                        assert not errors and english == note.text, (english, note.text)
            deciding = match.deciding()
            player = rng.choice(deciding)
            match.apply(game.playout_choose(rng, match.legal_actions(player)))
    assert not untranslated, sorted(untranslated)[:20]
    assert notes_seen, f"no {code} game showed a note"


def test_printed_facts_read_in_the_readers_language():
    from rules_engine.core.table import Face

    face = Face(uid=1, number="X", name="X", facts=(("", ("red", "blue")), ("Traits", ("Ranger",)),
                                                    ("Keywords", ("Blocker", "Repair 2"))))
    with i18n.use("en"):
        assert facts_line(face, "gcg") == "red/blue · Traits: Ranger · Keywords: Blocker, Repair 2"
    with i18n.use("ja"):
        assert facts_line(face, "gcg") == "赤/青 · 特徴：Ranger · キーワード：ブロッカー、リペア 2"
    with i18n.use("zh-Hant"):
        assert facts_line(face, "gcg") == "紅/藍 · 特徵：Ranger · 關鍵字：阻擋者和修復 2"  # Babel's list
