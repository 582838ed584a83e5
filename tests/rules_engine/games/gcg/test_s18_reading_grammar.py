"""s18-gcg: the words a reading says agree with their subject. A delayed trigger on several chosen units
("Choose 1 to 2 of your Units. During this turn, when they destroy …") is each one's event: "when one of them
destroys …", never "when them destroys" (10-1-6-1); the English plural verbs the Japanese and Chinese
printings already read ("when they attack", "when they are destroyed") read the same."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_engine.cards.check import check_files, effect_reports
from rules_engine.core.registry import get_game

ROOT = Path(__file__).resolve().parents[4]
CORPUS = ROOT / "data" / "cards" / "corpus" / "gcg.yaml"
REAL_LISTS = sorted(Path("/work/wt/realcards/gcg").glob("*.jsonl"))  # reference only, where present

# broken agreement: an object pronoun as a subject ("them destroys", "them is"), "they" with a singular verb,
# "it" with a plural one, one thing counted as several ("1 cards")
BROKEN = re.compile(r"\b(?:when|if|while|until|and) them (?:is|are|was|has|[a-z]+s)\b|\bthey (?:is|was|has|"
                    r"destroys|receives|attacks|deals|gets|gains)\b|\bit (?:are|were|have)\b|\b1 (?:cards|units|"
                    r"pilots|shields|resources)\b|\bone of them (?:are|have|destroy|receive|attack)\b")


def _broken(paths: list[Path], lang: str | None) -> list[str]:
    return [f"{report.number}: {effect.reading}" for report in check_files(get_game("gcg"), paths, lang)
            for effect in report.effects if effect.reading and BROKEN.search(effect.reading)]


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_no_corpus_reading_breaks_agreement(lang):
    assert _broken([CORPUS], lang) == []


@pytest.mark.skipif(not REAL_LISTS, reason="the real card lists are reference material outside the repo")
def test_no_real_list_reading_breaks_agreement():
    assert _broken(REAL_LISTS, None) == []


TEXTS = {
    "en": ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they destroy an enemy Unit with battle "
           "damage, draw 1."),
    "ja": ("【配備時】自分のユニット1～2つを選ぶ。このターン中、それらがバトルダメージで相手のユニットを破壊したとき、"
           "自分は1枚ドローする。"),
    "zh-Hant": "【配置時】選擇我方的 1～2 張機體。本回合中，當那些機體透過戰鬥傷害破壞對方機體時，抽 1 張卡。",
}


def _words(text: str) -> str:
    game = get_game("gcg")
    reports = effect_reports(game.read_text(text), game)
    assert [r.automated for r in reports] == [True], [r.reason for r in reports]
    return reports[0].reading


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_delayed_trigger_on_several_chosen_units_reads_one_of_them(lang):
    assert "when one of them destroys an enemy unit with battle damage: draw 1" in _words(TEXTS[lang])


@pytest.mark.parametrize("text, event", [
    ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they attack, draw 1.", "when one of them attacks"),
    ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they are destroyed, draw 1.",
     "when one of them is destroyed"),
    ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they attack an enemy Unit, draw 1.",
     "when one of them attacks an enemy unit"),
    ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they attack a player, draw 1.",
     "when one of them attacks a player"),
    ("【Deploy】Choose 1 to 2 of your Units. During this turn, when they block, draw 1.", "when one of them blocks"),
    ("【配備時】自分のユニット1～2つを選ぶ。このターン中、それらがアタックしたとき、自分は1枚ドローする。", "when one of them attacks"),
    ("【配置時】選擇我方的 1～2 張機體。本回合中，當那些機體被破壞時，抽 1 張卡。", "when one of them is destroyed"),
    # one unit chosen stays "it"
    ("【Deploy】Choose 1 of your Units. During this turn, when it attacks, draw 1.", "when it attacks"),
])
def test_plural_verbs_after_they_read_as_each_chosen_unit(text, event):
    assert f"{event}: draw 1" in _words(text)


@pytest.mark.parametrize("text", ["When your Units are destroyed, draw 1.", "When your Units attack, draw 1.",
                                  "When your Units block, draw 1."])
def test_a_plural_verb_on_units_not_chosen_before_stays_by_hand(text):
    """All at once, or each? (player_events._they): only the units an effect chose are read."""
    game = get_game("gcg")
    assert [r.automated for r in effect_reports(game.read_text(text), game)] == [False]
