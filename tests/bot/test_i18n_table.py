"""The table's own words in three languages: every phase, step, decision, pile, stat, mark,
tag, card kind, printed fact and note a played game shows is said in ja and zh-Hant, and a
note's English entry reads exactly as the engine's line."""

from __future__ import annotations

import random
import re

import pytest

from bot import i18n
from bot.render.board import BoardMeta, board_embed
from bot.render.cards import facts_line
from bot.render.hand import hand_embed
from bot.render.judge import seat_embed
from bot.render.text import clip, escape
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.table import Table

from .test_i18n_engine import TRANSLATED

# Words the cards themselves print in Latin letters in every language (UCG's SINGLE … QUAD
# BP and TEAM, NEX-A's ACE, the stats' short names).
PRINTED_LATIN = {"BP", "Lv", "AP", "HP", "EX", "SINGLE", "DOUBLE", "TRIPLE", "QUAD", "EXTRA", "TEAM", "ACE",
                 "TCG", "NEX"}  # and the games' own titles: アズールレーン TCG, 鋼彈大戰 NEX-A
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
TRUNCATED = re.compile(r"[A-Za-z][A-Za-z ,'.-]*…")


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
            for fact in face.facts:
                out.append(("fact", fact.label, i18n.engine))
                if fact.words:
                    out += [("fact value", value, i18n.engine_words) for value in fact.values]
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


def _embed_text(embed: dict) -> str:
    return "\n".join([embed.get("title", ""), embed.get("description", ""),
                      *(f"{f['name']}\n{f['value']}" for f in embed.get("fields", ()))])


def _card_data(table: Table) -> set[str]:
    """What a card file prints: names, texts, and the named facts (traits, teams)."""
    out: set[str] = set()
    for pile in [p for seat in table.seats for p in seat.piles] + list(table.shared):
        for face in pile.cards or ():
            for f in (face, *face.attached):
                out |= {f.name, clip(f.name, 30), clip(f.name, 40), f.number, *f.detail.splitlines()}
                out |= {v for fact in f.facts if not fact.words for v in fact.values}
    out |= set(table.detail.splitlines())  # the text of the effect being decided on
    return {text for text in out if text}


@pytest.mark.parametrize("code", sorted(TRANSLATED))
def test_the_rendered_board_hand_and_judge_view_have_no_english_left(code):
    """What a user reads: the board, a DM hand and the judge's view of a played game, in ja
    and zh-Hant, hold no English word but the cards' own names and texts."""
    game = get_game(code)
    names = {card.name for card in game.pool().cards.values()}
    match = Match(game.playout_config("rendered-i18n", {}), game=game)
    rng = random.Random(7)
    meta = BoardMeta(match_id=1, title=game.title, names={seat: "席" for seat in match.config.players})
    left: set[tuple[str, str]] = set()
    while not match.finished and match.number < 400:
        if match.number % 10 == 0:
            tables = {viewer: match.table(viewer) for viewer in (None, *match.config.players, "judge")}
            data = set().union(*(_card_data(t) for t in tables.values())) | names
            for lang in ("ja", "zh-Hant"):
                with i18n.use(lang):
                    texts = [_embed_text(board_embed(tables[None], meta))]
                    texts += [_embed_text(hand_embed(tables[s], s, match_id=1)) for s in match.config.players]
                    texts += [_embed_text(seat_embed(tables["judge"], seat, "J")) for seat in tables["judge"].seats]
                for text in texts:  # card data as the files give it, or escaped (bot/render/text.py)
                    for known in sorted(data | {escape(d) for d in data}, key=len, reverse=True):
                        text = text.replace(known, "")
                    text = TRUNCATED.sub("", text)  # the end of a line cut to fit: a name's start
                    left |= {(lang, word, text[max(0, text.find(word) - 40):text.find(word) + 40])
                             for word in _english_left(text, set())}
        deciding = match.deciding()
        match.apply(game.playout_choose(rng, match.legal_actions(rng.choice(deciding))))
    assert not left, sorted(left)[:30]


def test_printed_facts_read_in_the_readers_language():
    from rules_engine.core.table import Face, Fact

    face = Face(uid=1, number="X", name="X", facts=(Fact("", ("red", "blue")), Fact("Traits", ("Ace Pilot",), False),
                                                    Fact("Keywords", ("Blocker", "Repair 2"))))
    with i18n.use("en"):
        assert facts_line(face, "gcg") == "red/blue · Traits: Ace Pilot · Keywords: Blocker, Repair 2"
    with i18n.use("ja"):
        assert facts_line(face, "gcg") == "赤/青 · 特徴：Ace Pilot · キーワード：ブロッカー、リペア 2"
    with i18n.use("zh-Hant"):
        assert facts_line(face, "gcg") == "紅/藍 · 特徵：Ace Pilot · 關鍵字：阻擋者和修復 2"  # Babel's list
