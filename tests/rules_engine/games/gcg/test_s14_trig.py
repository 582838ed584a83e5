"""s14-trig (issue 29): the trigger families of the parts matrix's last gaps — what runs, what stays by hand
and why (scenarios: tests/scenarios/gcg/printed-s14t-*.yaml)."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.cards import Card
from rules_engine.games.gcg.reader import read


def _effects(text: str, lang: str = "en") -> tuple[list[str | None], tuple[dict, ...]]:
    reading = read(text, lang, "unit")
    return printed.run_reasons(reading), printed.translate(reading, "unit").effects


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "When this Unit is returned to its owner's hand, this Unit gets AP+1 during this turn."),
    ("en", "When this Unit is returned to its owner's hand, it gets AP+1 during this turn."),
    ("ja", "このユニットが持ち主の手札に戻されたとき、このターン中、このユニットをAP+1する。"),
    ("en", "When one of your shields is destroyed, it gets AP+1 during this turn."),
    ("en", "When this Unit is destroyed by an effect, this Unit gets AP+1 during this turn."),  # in the trash
])
def test_a_step_on_the_card_that_left_is_by_hand(lang, text):
    """In the hand this Unit is a new card (4-1-5); the shield is on its way to the trash (5-10-3)."""
    reasons, effects = _effects(text, lang)
    assert reasons != [None] and "script" not in effects[0], (reasons, effects)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "When this Unit is returned to its owner's hand, choose 1 enemy Unit. Rest it."),
    ("ja", "このユニットが持ち主の手札に戻されたとき、相手のユニット1つを選ぶ。それをレストにする。"),
    ("zh-Hant", "當此機體被放回持有者的手牌時，選擇對方的 1 張機體。將該機體轉為休息狀態。"),
])
def test_a_choice_after_this_unit_returned_runs(lang, text):
    """"it" is the chosen enemy Unit, not this card (10-1-6-4: it activates from the hand)."""
    reasons, effects = _effects(text, lang)
    assert reasons == [None]
    assert effects[0]["on"] == {"event": "returned_to_hand", "subject": "this"}
    assert effects[0]["script"] == [{"rest": True, "target": "enemy_unit"}]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "At the end of the battle, draw 1."),
    ("en", "During your turn, at the end of this battle, draw 1."),
    ("ja", "バトル終了時、自分は1枚ドローする。"),
    ("zh-Hant", "在戰鬥結束時，抽 1 張卡。"),
])
def test_at_the_end_of_the_battle_is_read_and_left_by_hand(lang, text):
    """Which battle (any, or this card's) a card printing it outside a battle effect means is not said (8-6)."""
    reasons, _ = _effects(text, lang)
    assert reasons == ['"at the end of the battle": which battle (any, or this card\'s) the card does not say '
                       "(8-6): resolved by hand"]


@pytest.mark.parametrize("text", [
    "When you deploy an enemy Unit, draw 1.",
    "When you deploy an enemy Base, draw 1.",
    "When you pair another Pilot, draw 1.",
    "When your Units receive damage, draw 1.",  # a plural verb: only "they", the units chosen before
])
def test_you_deploy_only_your_own_cards(text):
    """A player deploys onto their own field (5-8-1): anything else is not a card you deploy (nor a pilot you
    pair "another"); "When your Units receive damage" — all at once or each? — is not read."""
    reasons, _ = _effects(text)
    assert reasons != [None]


@pytest.mark.parametrize(("lang", "text", "on"), [
    ("en", "When you deploy a Base, draw 1.", {"event": "deployed", "subject": "yours", "card_kind": "base"}),
    ("ja", "自分がベースを配備したとき、自分は1枚ドローする。", {"event": "deployed", "subject": "yours", "card_kind": "base"}),
    ("en", "When an enemy Base is destroyed, draw 1.", {"event": "destroyed", "subject": "enemy", "card_kind": "base"}),
    ("zh-Hant", "當我方的護盾被破壞時，抽 1 張卡。", {"event": "shield_destroyed", "subject": "yours"}),
    ("ja", "自分がLv.5以上のユニットを配備したとき、自分は1枚ドローする。",
     {"event": "deployed", "subject": "yours", "where": {"min_level": 5}}),
    ("en", "During your turn, when you deploy another Unit, draw 1.", {"event": "deployed", "subject": "yours",
                                                                      "other": True}),
    ("ja", "相手がユニットを配備したとき、自分は1枚ドローする。", {"event": "deployed", "subject": "enemy"}),
    ("zh-Hant", "當我方搭乘擁有〈吉翁〉的駕駛員時，抽 1 張卡。",
     {"event": "paired", "subject": "yours", "object_where": {"traits": ["吉翁"]}}),
])
def test_the_event_each_language_prints(lang, text, on):
    reasons, effects = _effects(text, lang)
    assert reasons == [None] and effects[0]["on"] == on


@pytest.mark.parametrize("text", [
    "At the start of your opponent's turn, draw 1.",  # was a load error before s14-trig
    "During your turn, at the start of your turn, draw 1.",
    "During your opponent's turn, at the start of your main phase, draw 1.",
    "【Once per Turn】At the start of your main phase, draw 1.",
])
def test_a_start_trigger_with_a_turn_condition_loads_and_runs(text):
    """The conditions are checked as it triggers (10-1-6-2, effects.fire_turn_timing): never a load error."""
    card = Card(number="S14T-T1", name="Timer", type="unit", colors=["green"], level=1, cost=1, ap=1, hp=1,
                text=text)
    assert card.effects[0].timing in ("start_of_turn", "start_of_main") and card.effects[0].script


@pytest.mark.parametrize(("lang", "text", "said"), [
    # round 2: what `/card` and `check` say — "one of your …" is one card, never "all your … is destroyed"
    ("en", "When one of your shields is destroyed, draw 1.", "When one of your shields is destroyed: draw 1."),
    ("ja", "自分のシールドが破壊されたとき、自分は1枚ドローする。", "When one of your shields is destroyed: draw 1."),
    ("zh-Hant", "當我方的護盾被破壞時，抽 1 張卡。", "When one of your shields is destroyed: draw 1."),
    ("en", "When your Base is destroyed, draw 1.", "When one of your bases is destroyed: draw 1."),
    ("en", "When one of your (Zeon) Units is destroyed by an enemy effect, draw 1.",
     "When one of your (Zeon) units is destroyed by an enemy effect: draw 1."),
    ("ja", "〔ジオン〕の自分のユニットがバトルダメージで破壊されたとき、自分は1枚ドローする。",
     "When one of your (ジオン) units is destroyed with battle damage: draw 1."),
    ("zh-Hant", "當我方的機體因對方的效果而被破壞時，抽 1 張卡。",
     "When one of your units is destroyed by an enemy effect: draw 1."),
    ("en", "When this Unit is destroyed by an effect, draw 1.", "When this unit is destroyed by an effect: draw 1."),
    ("en", "When you pair a Pilot with one of your Units, draw 1.",
     "When you pair a pilot with one of your units: draw 1."),
    ("en", "When one of your Units' AP is reduced by an enemy effect, draw 1.",
     "When one of your units' AP is reduced by an enemy effect: draw 1."),
])
def test_the_event_is_told_in_the_singular(lang, text, said):
    from rules_engine.core.effects.explain import explain

    assert explain(read(text, lang, "unit")) == [said]


@pytest.mark.parametrize("text", [
    "【配置時】選擇我方的 1～2 張機體。本回合中，當那些機體透過戰鬥傷害破壞對方機體時，抽 1 張卡。",
    "【配置時】選擇對方的最多 2 張機體。將那些機體轉為休息狀態。",
    "【配置時】選擇我方廢棄區中的最多 2 張機體卡牌。將那些卡牌加入手牌。",
])
def test_these_units_read_as_those_units(text):
    """zh-Hant 「這些機體 / 這些卡牌」 refer back to the cards just chosen as 「那些…」 do (the rules' own usage, 4-1-6)."""
    these = text.replace("那些", "這些")

    def script(printed_text: str) -> list[dict]:
        return [{k: v for k, v in e.items() if k != "text"}
                for e in printed.translate(read(printed_text, "zh-Hant", "unit"), "unit").effects]

    assert script(these) == script(text)
    assert printed.run_reasons(read(these, "zh-Hant", "unit")) == [None]


@pytest.mark.parametrize(("lang", "text", "condition"), [
    ("en", "【Destroyed】If this Unit is destroyed by one of your (Zeon) card's effects, draw 1.",
     {"kind": "destroyed_by_effect", "source_who": "yours", "source_where": {"traits": ["Zeon"]}}),
    ("en", "【Destroyed】If this Unit is destroyed by your opponent's effect, draw 1.",
     {"kind": "destroyed_by_effect", "source_who": "enemy"}),
    ("en", "【Destroyed】If this Unit is destroyed by an effect, draw 1.", {"kind": "destroyed_by_effect"}),
    ("ja", "【破壊時】このユニットが相手の効果で破壊されたなら、自分は1枚ドローする。",
     {"kind": "destroyed_by_effect", "source_who": "enemy"}),
    ("zh-Hant", "【破壞時】若此機體因我方擁有〈吉翁〉的卡牌的效果而被破壞，則抽 1 張卡。",
     {"kind": "destroyed_by_effect", "source_who": "yours", "source_where": {"traits": ["吉翁"]}}),
])
def test_destroyed_by_whose_effect(lang, text, condition):
    reasons, effects = _effects(text, lang)
    assert reasons == [None] and effects[0]["script"][0]["condition"] == condition


@pytest.mark.parametrize("text", [
    # known only as this card is destroyed: on another timing it is by hand (as "with battle damage")
    "【Deploy】If this Unit is destroyed by one of your (Zeon) card's effects, draw 1.",
    # "another" card's effects: which card is "this" then? by hand
    "【Destroyed】If this Unit is destroyed by one of your other Units' effects, draw 1.",
])
def test_destroyed_by_an_effect_stays_by_hand(text):
    reasons, _ = _effects(text)
    assert reasons != [None]


def test_a_burst_is_not_playing_a_command():
    """"When you play a Command card" (5-7-1): the event carries `played`, which a 【Burst】 activation lacks
    (13-2-5-1, events.command_matches); "When you activate a Command's 【Main】/【Action】" does not."""
    _, played = _effects("When you play a Command card, draw 1.")
    _, activated = _effects("When you activate a (Zeon) Command's 【Main】/【Action】, draw 1.")
    assert played[0]["on"] == {"event": "command", "subject": "yours", "played": True}
    assert activated[0]["on"] == {"event": "command", "subject": "yours", "object_where": {"traits": ["Zeon"]}}
    reasons, _ = _effects("When you play a Unit card, draw 1.")  # not a command: not read
    assert reasons != [None]
