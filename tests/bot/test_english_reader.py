"""An English reader meets no Chinese or Japanese on a board, a hand, a log line, an action
label or a refusal, apart from card names and printed texts that exist only in CJK (issue #30
§3). Seeded games of every registered game are rendered in English, and every CJK character
left, once the cards' own names and texts are taken out, is a failure."""

from __future__ import annotations

import random

import pytest

from bot import i18n
from bot.render.board import BoardMeta, board_message
from bot.render.hand import hand_message
from bot.render.menus import Choice
from bot.render.text import unescape
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import names_in
from rules_engine.core.match import Match
from rules_engine.core.registry import codes, get_game
from rules_engine.core.table import Face, Table

GAMES = sorted(codes())
ACTIONS = 240  # per game: setup, several turns, battles and effects of the demo decks
EVERY = 3


def printed(table: Table) -> set[str]:
    """Every card name and printed text the table shows (a card's own words)."""
    words: set[str] = set()

    def add(face: Face) -> None:
        words.update(w for w in (face.name, face.detail, face.number) if w)
        for fact in face.facts:
            if not fact.words:  # a trait, a team: the card file's own names
                words.update(fact.values)
        for under in face.attached:
            add(under)

    for pile in [*(p for seat in table.seats for p in seat.piles), *table.shared]:
        for face in pile.cards or ():
            add(face)
    if table.detail:
        words.add(table.detail)
    return words


def pool_words(match: Match) -> set[str]:
    """Every name (in every language) and printed text of the match's cards."""
    words: set[str] = set()
    pool = getattr(match.state, "pool", None)
    for card in (pool.values() if hasattr(pool, "values") else ()):
        for attr in ("name", "text", "number"):
            value = getattr(card, attr, None)
            if isinstance(value, str) and value:
                words.add(value)
        for value in (getattr(card, "names", None) or {}).values():
            words.add(str(value))
        for effect in getattr(card, "effects", None) or ():
            for attr in ("text", "label", "name"):
                value = getattr(effect, attr, None) if not isinstance(effect, dict) else effect.get(attr)
                if isinstance(value, str) and value:
                    words.add(value)
    return words


def leftover_cjk(text: str, own_words: set[str]) -> list[str]:
    text = unescape(text)
    for word in sorted(own_words, key=len, reverse=True):
        if i18n.CJK.search(word):
            text = text.replace(word, " ")
    return [line for line in text.splitlines() if i18n.CJK.search(line)]


def rendered(message) -> str:
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", ""), (embed.get("footer") or {}).get("text", "")]
        for field in embed.get("fields", ()):
            parts += [field.get("name", ""), field.get("value", "")]
    for row in message.components:
        for item in row.get("components", ()):
            parts += [item.get("label", ""), item.get("placeholder", "")]
            parts += [o.get("label", "") + "\n" + o.get("description", "") for o in item.get("options", ())]
    return "\n".join(parts)


@pytest.mark.parametrize("code", GAMES)
def test_an_english_board_hand_log_and_labels_have_no_chinese_or_japanese_game_words(code):
    game = get_game(code)
    match = Match(game.playout_config(f"english-{code}", {}), game=game)
    rng = random.Random(code)
    own = pool_words(match)
    found: dict[str, str] = {}
    with i18n.use("en"):
        while not match.finished and match.number < ACTIONS:
            if match.number % EVERY == 0:
                table = game.table(match.view(None))
                words = own | printed(table)
                log = tuple(i18n.event_line(e, code) for batch in match.events[-8:] for e in batch)
                choices = []
                for seat in match.deciding():
                    names = names_in(match.view(seat))
                    for action in match.legal_actions(seat):
                        text = game.describe(action, names)
                        choices.append(Choice(action, text))
                        label = i18n.action_label(text, action, code, names)
                        for line in leftover_cjk(label, words | set(names.values())):
                            found.setdefault(line, f"action label at {match.number}")
                meta = BoardMeta(match_id=1, title=game.title, log=log,
                                 names={p: f"Player {p}" for p in match.config.players})
                texts = [rendered(board_message(table, meta, []))]
                for seat in match.config.players:
                    seat_table = game.table(match.view(seat))
                    words |= printed(seat_table)
                    texts.append(rendered(hand_message(seat_table, seat, match_id=1)))
                for text in texts:
                    for line in leftover_cjk(text, words):
                        found.setdefault(line, f"board/hand/log at {match.number}")
            deciding = match.deciding()
            player = rng.choice(deciding) if deciding else match.config.players[0]
            match.apply(game.playout_choose(rng, match.legal_actions(player)))
    assert not found, "\n".join(f"{where}: {line}" for line, where in list(found.items())[:30])


@pytest.mark.parametrize("code", GAMES)
def test_an_english_refusal_has_no_chinese_or_japanese_game_words(code):
    """Every refusal the engine has a key for, rendered in English from its catalogue entry
    when its engine text has a printed game word."""
    bundle = i18n.bundle("en")
    prefix = f"refusal-{code}-"
    keys = [key for key in bundle.message_ids() if key.startswith(prefix)]
    assert keys
    for key in keys:
        message = bundle.get_message(key)
        assert not i18n.CJK.search(str(message.value)), key
    error = IllegalAction("the 本国 is empty", key=f"{code}.refusal.x")
    assert i18n.refusal(error.message, "", code, "en", key=error.key) == "the 本国 is empty"  # no entry: as said


@pytest.mark.parametrize("title", ["Ultraman Card Game", "Azur Lane TCG", "Gundam Card Game"])
def test_a_challenge_reads_right_whatever_the_games_first_letter(title):
    """"a Ultraman Card Game match" (#30 §4): the English names the game where no article
    depends on its first letter."""
    with i18n.use("en"):
        text = i18n.t("challenge-text", who="@Bob", challenger="Alice", game=title, match="3")
    assert f"a match of {title} (match #3)" in text and f"a {title}" not in text


def test_a_decision_in_your_own_dm_is_yours_and_ends_with_one_stop():
    from rules_engine.core.table import Seat

    for decision, expected in (("keep or redraw their hand", "keep or redraw your hand."),
                               ("go first or second?", "go first or second?")):
        table = Table(game="gcg", turn=1, phase="setup", step="", phase_label="Setup", active="A",
                      seats=(Seat("A", ()),), deciding=("A",), decision=decision)
        with i18n.use("en"):
            text = hand_message(table, "A", match_id=1, controls=({"type": 1, "components": []},)).embeds[0]
        assert text["description"].endswith(f"— {expected}"), text["description"]
