"""s16-games (issue #29): the reasons a player reads for a UCG ability resolved by hand (`check`, `/card`,
the by-hand menu) are plain words: no internal name (a step's verb, a condition's kind, a filter)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.model import Condition, Filter, Selector, Step
from rules_engine.core.effects.words import IDENTIFIER
from rules_engine.games.ucg import printed
from tests.rules_engine.core.effects.reason_audit import internal_readings, internal_reasons


@pytest.mark.parametrize("lang", ["zh-Hant", "en", "ja"])
def test_no_by_hand_reason_in_the_corpus_or_the_demo_shows_an_internal_name(lang):
    assert internal_reasons("ucg", lang) == []


@pytest.mark.parametrize(("call", "words"), [
    (lambda: printed.condition_of((Condition.of("lead_player"), Condition.of("in_play"))),
     "a condition the engine does not have (being in play)"),
    (lambda: printed._filters(Selector(who="yours", kind="character", filters=(Filter("or_kind", "==", "x"),))),
     "a target filter the engine does not have (one of several kinds)"),
    (lambda: printed.to_script((Step("return_top"),), False),
     "returning a card to the top of the deck: a step the engine does not run"),  # was "the verb return_top"
])
def test_a_reason_built_from_an_internal_name_reads_as_words(call, words):
    with pytest.raises(printed.NotRunnable) as refused:
        call()
    assert str(refused.value) == words
    assert not IDENTIFIER.search(words)


@pytest.mark.parametrize("lang", ["zh-Hant", "en", "ja"])
def test_no_reading_in_the_corpus_or_the_demo_shows_an_internal_name(lang):
    """`check`/`explain`/`/card` show how an automated text was read: in words too (s16-games)."""
    assert internal_readings("ucg", lang) == []
