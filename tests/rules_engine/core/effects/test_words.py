"""s16-games: core/effects/words.py puts the internal names of a by-hand reason in words, for every game."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.words import IDENTIFIER, name_words, plain_words


@pytest.mark.parametrize(("internal", "words"), [
    ("return_to_hand: a step the engine does not run",
     "returning a card to its owner's hand: a step the engine does not run"),
    ("a condition the engine does not have (stack_state)",
     "a condition the engine does not have (the state of this character's stack)"),
    ("a target that is ('double', 'triple')", "a target that is (double, triple)"),
    ("the executor's `it` is one card", "the executor's it is one card"),
    ("a filter {'row': 'front'}", "a filter (row: front)"),
    ("an unknown_name here", "an unknown name here"),  # no table has it: its underscores as spaces
    ("on its owner's hand: resolved by hand", "on its owner's hand: resolved by hand"),  # words stay words
])
def test_internal_names_become_words(internal, words):
    assert plain_words(internal) == words
    assert not IDENTIFIER.search(words)


def test_a_game_table_comes_before_the_model_table():
    assert name_words("to_trash") == "putting a card into the trash"
    assert name_words("to_trash", {"to_trash": "putting a card into the junkyard"}) == \
        "putting a card into the junkyard"
    assert plain_words("to_trash", {"to_trash": "retreating"}) == "retreating"


def test_identifier_finds_what_a_player_must_not_read():
    for internal in ("verb to_deck", "{'n': 1}", "('a',)", "`it`"):
        assert IDENTIFIER.search(internal), internal
    for words in ("this card's state", "「それ」 after 「全ての…」", "M/R/D ±N"):
        assert not IDENTIFIER.search(words), words
