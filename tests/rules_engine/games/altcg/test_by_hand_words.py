"""s16-games (issue #29): the reasons a player reads for an ALTCG ability resolved by hand (`check`,
`/card`, the by-hand menu) are plain words: no internal name (a step's verb, a condition's kind, a filter)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.model import Ability, Condition, Filter, Step
from rules_engine.core.effects.words import IDENTIFIER
from rules_engine.games.altcg import printed
from tests.rules_engine.core.effects.reason_audit import internal_readings, internal_reasons


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_no_by_hand_reason_in_the_corpus_or_the_demo_shows_an_internal_name(lang):
    assert internal_reasons("altcg", lang) == []


@pytest.mark.parametrize(("call", "words"), [
    (lambda: printed.to_script(Step("recover"), "on_enter"), "recovering: a step the engine does not run"),
    (lambda: printed.to_script(Step("rest"), "on_enter"), "resting a card without a target"),  # was "rest without …"
    (lambda: printed.condition(Condition.of("window"), "on_enter"),
     "a condition the engine does not check (the timing window)"),
    (lambda: printed.where((Filter("name_not", "==", "x"),)), "a filter the engine does not check (a name other than)"),
])
def test_a_reason_built_from_an_internal_name_reads_as_words(call, words):
    with pytest.raises(printed.NotRunnable) as refused:
        call()
    assert str(refused.value) == words
    assert not IDENTIFIER.search(words)


def test_two_conditions_read_as_words():
    """304.4b: two 「當…時」 conditions on one ability (before: "two windows")."""
    ability = Ability("■【登場時】…", body=(Step("draw"),), timing="on_enter",
                      conditions=(Condition.of("turn"), Condition.of("flagship")))
    assert printed.problem(ability) == "two conditions on when it applies (304.4b)"


def test_a_reason_raised_with_an_internal_name_is_put_in_words():
    """NotRunnable itself puts its reason in words: no site can show an internal name."""
    assert str(printed.NotRunnable("cube_ramp without a target")) == "adding a cube without a target"


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_no_reading_in_the_corpus_or_the_demo_shows_an_internal_name(lang):
    """`check`/`explain`/`/card` show how an automated text was read: in words too (s16-games)."""
    assert internal_readings("altcg", lang) == []
