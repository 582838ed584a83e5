"""s16-games (issue #29): the reasons a player reads for a NEX-A text resolved by hand (`check`, `/card`,
the by-hand menu) are plain words: no internal name (a step's verb, a target kind), no repr, no code."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.model import Step
from rules_engine.core.effects.words import IDENTIFIER
from rules_engine.games.nexa import printed
from rules_engine.games.nexa.reader import ja
from tests.rules_engine.core.effects.reason_audit import internal_readings, internal_reasons


def test_no_by_hand_reason_in_the_corpus_or_the_demo_shows_an_internal_name():
    assert internal_reasons("nexa", "ja") == []


def test_a_text_not_understood_quotes_the_phrase_not_read():
    """The phrase the reader stopped at, as printed (before: "not understood" alone)."""
    [ability] = printed.read_text("(戦闘フェイズ)〔1〕:敵軍部隊を持ち主の手札に移す。").abilities
    assert ability.reason == "not understood: 敵軍部隊を持ち主の手札に移す"


def test_every_unit_for_a_verb_the_engine_runs_on_one_reads_as_words():
    """D-33: 「全ての…」 has no target; the engine moves one chosen card only."""
    [ability] = printed.read_text("(戦闘フェイズ)〔1〕:全ての敵軍ユニットを持ち主のジャンクヤードに移す。").abilities
    assert ability.reason == ("the engine cannot run this exactly: every unit at once, for putting a card "
                              "into the junkyard (D-33)")  # before: "every unit, for to_trash"


@pytest.mark.parametrize(("step", "words"), [
    (Step("destroy", target=ja.OWN_G), "destroying a card on a G"),  # before: "destroy on a G"
    (Step("destroy", target=ja.ENEMY_FORCE), "destroying a card on a force"),
    (Step("return_to_hand", target=ja.ENEMY_FORCE), "returning a card to its owner's hand on a force"),
])
def test_a_verb_the_engine_cannot_run_there_reads_as_words(step, words):
    with pytest.raises(printed.NotRunnable) as refused:
        printed.to_script(step, automatic=True, lasting=False)
    assert str(refused.value) == words
    assert not IDENTIFIER.search(str(refused.value))


def test_a_reason_raised_with_an_internal_name_is_put_in_words():
    """NotRunnable itself puts its reason in words: no site can show a verb's internal name."""
    assert str(printed.NotRunnable("grant_terrain after 「このカードを廃棄する。その場合、」")) == \
        "giving a terrain after 「このカードを廃棄する。その場合、」"
    assert str(printed.NotRunnable("negate_destroy: a step the engine does not run")) == \
        "cancelling a destruction: a step the engine does not run"


@pytest.mark.parametrize("lang", ["ja"])
def test_no_reading_in_the_corpus_or_the_demo_shows_an_internal_name(lang):
    """`check`/`explain`/`/card` show how an automated text was read: in words too (s16-games)."""
    assert internal_readings("nexa", lang) == []
