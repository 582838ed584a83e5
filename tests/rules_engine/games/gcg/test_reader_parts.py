"""s6-gcg-b (issue 29): the GCG reader's target and amount parts combine freely — each
sentence here combines known parts in a way no seen real card prints, in the three printed
languages, and reads the same in each; a part not fully read leaves the whole effect by hand.
Clauses are the zh-Hant rules' (v1.1.0)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.explain import explain
from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed

GAME = get_game("gcg")


def read(text: str, lang: str):
    return GAME.read_text(text, lang)


def shape(reading):
    from rules_engine.cards.check import _shape

    return _shape(reading)


# (part, English, Japanese, Traditional Chinese, how it reads, the executor's script)
PARTS = [
    ('filter.extreme',  # 10-3-3, 2-9: the highest Lv. among enemy units
     '【When Paired】Choose 1 enemy Unit with the highest Lv. Deal 3 damage to it.',
     '【セット時】Lv.が最も高い相手のユニット1つを選ぶ。それに3ダメージを与える。',
     '【搭乘時】選擇對方的 1 張 Lv. 最高的機體。給予該機體 3 點傷害。',
     ['When paired: choose 1 enemy unit with the highest level; deal 3 damage to it.'],
     [{'damage': 3, 'target': 'enemy_unit', 'where': {'highest': 'level'}}]),
    ('filter.extreme+state',  # rested + the lowest HP (2-8): no seen card prints it
     '【Deploy】Choose 1 rested enemy Unit with the lowest HP. Return it to its owner\'s hand.',
     '【配備時】HPが最も低いレストの相手のユニット1つを選ぶ。それを持ち主の手札に戻す。',
     '【配置時】選擇對方的 1 張 HP 最低的休息狀態的機體。將該機體放回持有者的手牌。',
     ["When deployed: choose 1 rested enemy unit with the lowest hp; return it to its owner's hand."],
     [{'return_to_hand': True, 'target': 'enemy_unit', 'where': {'state': 'rested', 'lowest': 'hp'}}]),
    ('filter.extreme+yours+trait',  # your (X) Units with the highest AP (2-7)
     '【Main】Choose 1 of your (Storm Fist) Units with the highest AP. It gains <First Strike> during this turn.',
     '【メイン】APが最も高い〔ストーム・フィスト〕の自分のユニット1つを選ぶ。このターン中、それは《先制攻撃》を得る。',
     '【主要】選擇我方的 1 張 AP 最高的擁有〈風暴之拳〉的機體。本回合中，該機體獲得《先制攻擊》。',
     ['Main phase: choose 1 of your (Storm Fist) units with the highest ap; it gains <First Strike> during this turn.'],
     [{'grant': 'first_strike', 'target': 'your_unit', 'until': 'turn', 'where': {'traits': ['Storm Fist'],
                                                                               'highest': 'ap'}}]),
]


@pytest.mark.parametrize(("part", "en", "ja", "zh", "words", "script"), PARTS, ids=[p[0] for p in PARTS])
def test_each_part_reads_the_same_in_every_printed_language_and_runs(part, en, ja, zh, words, script):
    readings = {lang: read(text, lang) for lang, text in (("en", en), ("ja", ja), ("zh-Hant", zh))}
    for lang, reading in readings.items():
        assert all(a.body is not None for a in reading.abilities), (lang, [a.reason for a in reading.abilities])
        assert shape(reading) == shape(readings["en"]), lang
    assert explain(readings["en"], GAME.explain_words) == words
    translation = printed.translate(readings["en"], "command" if "【Main】" in en else "unit")
    assert translation.reasons == (None,)
    assert translation.effects[0]["script"] == script


@pytest.mark.parametrize("text", [
    # which two of several "with the lowest HP" would be is not printed: by hand, never a guess
    '【Main】Choose 2 enemy Units with the lowest HP. Rest them.',
    # an extreme on a base choice: not run by the executor
    '【Main】Choose 1 enemy Unit/Base with the highest HP. Deal 1 damage to it.',
])
def test_an_extreme_the_executor_cannot_run_exactly_is_by_hand(text):
    translation = printed.translate(read(text, "en"), "command")
    assert translation.reasons[0] is not None


def test_lv_dot_ends_the_sentence_only_after_lowest_or_highest():
    (ability,) = read('【Deploy】Choose 1 enemy Unit that is Lv.3 or lower. Rest it.', "en").abilities
    assert [s.verb for s in ability.body] == ["choose", "rest"]
    (ability,) = read('【Deploy】Choose 1 enemy Unit with the lowest Lv. Rest it.', "en").abilities
    assert [s.verb for s in ability.body] == ["choose", "rest"]
