"""s15-opt: the reasons a player reads for a by-hand effect (`check`, `/card`, the by-hand menu) are
plain words: no internal name (snake_case step keys, condition kinds), no dict, no Python repr."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_engine.cards.check import check_files
from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed, reader
from rules_engine.games.gcg.by_hand_words import plain_words

ROOT = Path(__file__).resolve().parents[4]
CORPUS = ROOT / "data" / "cards" / "corpus" / "gcg.yaml"
REAL_LISTS = sorted(Path("/work/wt/realcards/gcg").glob("*.jsonl"))  # reference only, where present

# A name, a dict, or a repr's opening quote (an apostrophe follows a letter: "this card's" is words).
_IDENTIFIER = re.compile(r"[a-z0-9]_[a-z0-9]|[{}]|(?<![A-Za-z])'")
_PRINTED = re.compile(r"“[^”]*”")  # the printed text the reader did not understand, quoted as printed


def _internal_names(paths: list[Path], lang: str | None) -> list[str]:
    found = []
    for report in check_files(get_game("gcg"), paths, lang):
        for effect in report.effects:
            words = _PRINTED.sub("", effect.reason or "")
            if _IDENTIFIER.search(words):
                found.append(f"{report.number}: {effect.reason}")
    return found


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_no_by_hand_reason_in_the_corpus_shows_an_internal_name(lang):
    assert _internal_names([CORPUS], lang) == []


@pytest.mark.skipif(not REAL_LISTS, reason="the real card lists are reference material outside the repo")
def test_no_by_hand_reason_in_the_real_lists_shows_an_internal_name():
    assert _internal_names(REAL_LISTS, None) == []


def _reasons(text: str) -> list[str | None]:
    return printed.run_reasons(reader.read(text))


def test_a_condition_kind_reads_as_words():
    """5-17-3-2: only a command's play records an EX Resource paid; on a unit's trigger it is by hand."""
    assert _reasons("【Deploy】If you use an EX Resource to play this card, draw 1.") == [
        "a condition on the EX Resources paid: checked by hand"]


def test_a_keyword_filter_reads_as_the_keyword():
    assert _reasons("【Deploy】Choose 1 Unit card with <Blocker> from your trash. Add it to your hand.") in (
        [None], ["a target with <Blocker>: chosen by hand"])
    assert plain_words("a target keyword has 'any': chosen by hand") == "a target keyword has any: chosen by hand"


@pytest.mark.parametrize(("internal", "words"), [
    ("draw by chosen_player: resolved by hand", "draw by the chosen player: resolved by hand"),
    ("draw by event_player: resolved by hand", "draw by that enemy player: resolved by hand"),
    ("condition destroyed_by: checked by hand", "a condition on what destroyed this card: checked by hand"),
    ("condition this_turn: checked by hand", "a condition on what happened this turn: checked by hand"),
    ("condition effect_result: checked by hand", "a condition on what this effect did: checked by hand"),
    ("reduce_damage: not run by the engine yet", "reducing damage: not run by the engine yet"),
    ("place_resource if discarded: resolved by hand", "placing a Resource if discarded: resolved by hand"),
    ("no_set_active on the chosen card: resolved by hand", "not setting active on the chosen card: resolved by hand"),
    ("a choice among each_enemy_player units: made by hand", "a choice among each enemy player's units: made by hand"),
    ("a target level <= 'it': chosen by hand", "a target level at most it: chosen by hand"),
    ("a condition checked by hand", "a condition checked by hand"),  # words stay words
    ("on its owner's hand: resolved by hand", "on its owner's hand: resolved by hand"),
])
def test_internal_names_become_words(internal, words):
    assert plain_words(internal) == words


def test_every_by_hand_raised_is_in_words():
    """ByHand itself puts its reason in words: no site can show an internal name."""
    assert str(printed.ByHand("two pilot_level bounds: chosen by hand")) == \
        "two pilot level bounds: chosen by hand"
