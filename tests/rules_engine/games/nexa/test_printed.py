"""The NEX-A reader and its model -> executor table (issue 29): what is read, what runs, and
that every printed card loads."""

from pathlib import Path

import pytest

from rules_engine.cards.check import check_files, summary
from rules_engine.core.registry import get_game
from rules_engine.games.nexa.cards import load_card_file, parse_cards
from rules_engine.paths import data_dir

CORPUS = data_dir() / "cards" / "corpus" / "nexa.yaml"


def _read(text: str):
    return get_game("nexa").read_text(text)


def test_the_template_corpus_is_at_least_70_percent_automated_and_every_card_loads():
    reports = check_files(get_game("nexa"), [CORPUS])
    totals = summary(reports)
    assert totals["loaded"] == totals["cards"] == 153
    assert totals["automated"] / totals["effects"] >= 0.70
    assert len(load_card_file(Path(CORPUS))) == 153


def test_the_keyword_line_is_one_ability_per_keyword_with_its_printed_cost():
    abilities = _read("戦闘配備　〔１〕：ゲイン　〔０〕：改装［ガルディア系］").abilities
    assert [a.keyword.name for a in abilities] == ["battle_deploy", "gain", "refit"]
    assert abilities[1].cost.resources == 1 and abilities[2].cost is None  # D-114-1
    assert all(a.body is not None for a in abilities)


@pytest.mark.parametrize("text, verb", [
    ("（防御ステップ）：戦闘エリアにいる敵軍ユニット１枚に、４ダメージを与える。", "damage"),
    ("（常時）：カード２枚を引く。", "draw"),
    ("『常駐』：全ての自軍ユニットは、±０／±０／＋１を得る。", "modify"),
])
def test_a_read_text_has_its_verb(text, verb):
    (ability,) = _read(text).abilities
    assert ability.body and ability.body[0].verb == verb


@pytest.mark.parametrize("text, unread", [
    ("（戦闘フェイズ）〔X〕：カード１枚を引く。", "〔X〕"),  # a variable cost: not a contract form
    ("（常時）：自軍本国を５回復する。", "自軍本国を5回復する"),  # 回復: no rule defines it
    ("『常駐』：このカードが受ける全ての通常ダメージは、２減殺される。", "このカードが受ける"),
])
def test_what_the_engine_cannot_run_is_by_hand_with_the_phrase(text, unread):
    (ability,) = _read(text).abilities
    assert ability.body is None and unread in ability.unread


def test_a_set_group_text_on_a_command_is_by_hand_and_a_printed_command_gets_its_script():
    (card,) = parse_cards([{"number": "P1", "name": "補給線", "type": "command",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "（常時）：カード２枚を引く。"}])
    assert card.timing == "always" and card.script[0].draw == 2
    (card,) = parse_cards([{"number": "P2", "name": "回復", "type": "command",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "（常時）：自軍本国を５回復する。"}])
    assert card.timing == "always" and card.script == []  # by hand, its timing kept


def test_a_keyword_the_card_type_cannot_hold_loads_as_a_text_by_hand():
    (card,) = parse_cards([{"number": "P3", "name": "補給士", "type": "character",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "〔１〕：供給"}])
    assert card.keywords == [] and card.effects[0].script == [] and card.effects[0].timing == "own.attack"
