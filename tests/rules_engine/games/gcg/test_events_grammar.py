"""s6-gcg-a (issue 29): the GCG events grammar "When <subject> <event> [<qualifier>]," (10-1-6-1)
and delayed triggers inside an effect. Parts combine freely: a combination no seen real card
prints reads (and runs) the same in every printed language; a part not fully read keeps the whole
effect by hand (never a partial reading)."""

import json

import pytest

from rules_engine.core.effects.model import Reading
from rules_engine.games.gcg import printed, reader

# (en, ja, zh-Hant): combinations of known parts no seen card prints
COMBINATIONS = [
    ("When one of your Units attacks a player, draw 1.",
     "自分のユニットがプレイヤーにアタックしたとき、自分は1枚ドローする。",
     "當我方的機體攻擊玩家時，抽1張卡。"),
    ("When this Unit is blocked, draw 1.",
     "このユニットがブロックされたとき、自分は1枚ドローする。",
     "當此機體被阻擋時，抽1張卡。"),
    ("When one of your white Units is destroyed with damage, draw 1.",
     "白の自分のユニットがダメージで破壊されたとき、自分は1枚ドローする。",
     "當我方的白色的機體因傷害被破壞時，抽1張卡。"),
    ("【Once per Turn】When this Base receives damage, draw 1.",
     "【ターン1回】このベースがダメージを受けたとき、自分は1枚ドローする。",
     "【每回合 1 次】當此基地受到傷害時，抽1張卡。"),
    ("【Deploy】During this turn, when one of your Units attacks, draw 1.",
     "【配備時】このターン中、自分のユニットがアタックしたとき、自分は1枚ドローする。",
     "【配置時】本回合中，當我方的機體攻擊時，抽1張卡。"),
    ("【Deploy】Choose 1 of your Units. When it is blocked during this turn, draw 1.",
     "【配備時】自分のユニット1つを選ぶ。このターン中、それがブロックされたとき、自分は1枚ドローする。",
     "【配置時】選擇我方的 1 張機體。本回合中，當該機體被阻擋時，抽1張卡。"),
]


def _run(text, lang, card_type="unit"):
    return printed.translate(reader.read(text, lang), card_type)


@pytest.mark.parametrize(("en", "ja", "zh"), COMBINATIONS)
def test_new_combinations_run_alike_in_every_language(en, ja, zh):
    runs = {lang: _run(text, lang) for lang, text in (("en", en), ("ja", ja), ("zh-Hant", zh))}
    for lang, run in runs.items():
        assert run.reasons == (None,), (lang, run.reasons)
    shapes = {lang: [(e["timing"], e.get("on"), e.get("script"), e.get("conditions")) for e in run.effects]
              for lang, run in runs.items()}
    assert shapes["en"] == shapes["ja"] == shapes["zh-Hant"]


@pytest.mark.parametrize(("text", "why"), [
    # a delayed trigger that lasts no printed time
    ("【Deploy】Choose 1 of your Units. When it is destroyed, draw 1.", "lasts no printed time"),
    # s9-gcg-b: "Choose 1 friendly Unit. During this turn, when it receives enemy damage, reduce it
    # by 1." is run now: a reduction for the turn on the chosen unit (printed._delayed_cut, scenario
    # printed-chosen-reduce-enemy-damage); on every unit of yours for the turn, it stays by hand:
    ("【Deploy】During this turn, when one of your Units receives enemy damage, reduce it by 1.",
     "a delayed trigger with this effect"),
    # s8-gcg-b: "… receives damage from an enemy Unit with 3 or less AP, reduce it by 1" is run now
    # (effects.reduced_damage knows the dealer; scenario printed-reduce-damage-on-other-units)
    # an attack target the engine cannot match (a friendly unit is never attacked)
    ("When one of your Units attacks a friendly Unit, draw 1.", "the event"),
])
def test_a_part_not_fully_read_keeps_the_whole_effect_by_hand(text, why):
    reason = _run(text, "en").reasons[0]
    assert reason is not None and why in reason, reason


def test_the_event_words_are_explained_with_their_target_and_qualifier():
    from rules_engine.core.effects.explain import explain

    lines = explain(reader.read("When an enemy Link Unit is destroyed with damage while this Unit is "
                                "attacking, draw 1.", "en"))
    assert lines == ["When an enemy link unit is destroyed with damage, while this card is attacking: draw 1."]


def test_a_delayed_trigger_reading_is_json_and_back():
    reading = reader.read("【Main】Choose 1 of your Units. When it destroys an enemy Unit with battle damage "
                          "during this turn, set it as active.", "en")
    assert Reading.from_dict(json.loads(json.dumps(reading.to_dict()))) == reading
