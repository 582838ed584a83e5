"""Playouts over the NEX-A template corpus decks (issue 29): printed cards only, the effects
the engine cannot run exactly resolved by hand by the random players through the effect
actions, every invariant checked. The long form runs outside the suite
(`python -m rules_engine.playout --game nexa --decks corpus --games N`)."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.game import OptionError
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import by_hand
from rules_engine.tools.playout import Report, play


def test_corpus_games_are_clean_and_resolve_effects_by_hand():
    report = Report()
    by_hand_actions: list[str] = []
    for n in range(3):
        seed = f"corpus-{n}"
        match = play(get_game("nexa"), seed, random.Random(seed), report, {"decks": "corpus"}, 1)
        by_hand_actions += [a.kind for a in match.actions if a.kind in by_hand.KINDS]
        assert match.finished, seed
    assert report.errors == [] and report.violations == [], (report.errors + report.violations)[:3]
    assert "resolve" in by_hand_actions or "decline" in by_hand_actions, "no effect was resolved by hand"
    assert set(by_hand_actions) & {*by_hand.VERBS, *by_hand.LOOKS}, by_hand_actions


def test_an_unknown_deck_set_is_refused():
    with pytest.raises(OptionError, match="demo, corpus"):
        get_game("nexa").validate_options(2, {"decks": "legends"})
