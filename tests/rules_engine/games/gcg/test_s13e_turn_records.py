"""s13-gcg-exec round 2 (issue 29): conditions on the turn's record — "If a friendly Unit paired with a Pilot /
one of your (X) Units has destroyed an enemy Unit with battle damage this turn" (8-5-3, 7-6-6).

The engine keeps one record of the turn (GcgState.turn_record, in the state hash: replays and rewinds give the
same record) and empties it as the next turn begins; the reader reads the condition as one part in en / ja /
zh-Hant (reader/turn_records.py), composed with every effect the sequencing harness composes conditions with
(sequencing_fragments.CONDITIONS)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read
from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"


def _script(text: str, lang: str = "en") -> list[dict] | None:
    translation = printed.translate(read(text, lang), "unit")
    assert len(translation.effects) == 1, text
    return translation.effects[0].get("script")


def _kill(who: str, where: dict | None = None) -> dict:
    return {"kind": "this_turn", "happened": "battle_kill", "who": who, **({"where": where} if where else {})}


# (en subject, ja subject, zh-Hant subject, the condition)
SUBJECTS = [
    ("a friendly Unit paired with a Pilot", "パイロットがセットされている味方のユニット", "搭乘了駕駛員的友方機體",
     _kill("friendly", {"paired": True})),
    ("one of your (Harbor Fleet) Units", "自分の〔ハーバー・フリート〕のユニット", "我方擁有〈港灣艦隊〉的機體",
     None),  # the traits are each language's names: compared below per language
    ("one of your Units", "自分のユニット", "我方機體", _kill("yours")),
    ("a friendly Unit", "味方のユニット", "友方機體", _kill("friendly")),
    ("one of your blue Units paired with a Pilot", "パイロットがセットされている自分の青のユニット",
     "搭乘了駕駛員的我方的藍色的機體", _kill("yours", {"colors": ["blue"], "paired": True})),
]
TRAITS = {"en": "Harbor Fleet", "ja": "ハーバー・フリート", "zh-Hant": "港灣艦隊"}


def _texts(en: str, ja: str, zh: str) -> dict[str, str]:
    return {
        "en": f"【Attack】If {en} has destroyed an enemy Unit with battle damage during this turn, draw 1.",
        "ja": f"【アタック時】このターン中に{ja}がバトルダメージで相手のユニットを破壊していたなら、自分は1枚ドローする。",
        "zh-Hant": f"【攻擊時】若本回合中{zh}已透過戰鬥傷害破壞過對方機體，則抽1張卡。",
    }


@pytest.mark.parametrize(("en", "ja", "zh", "condition"), SUBJECTS, ids=[s[0] for s in SUBJECTS])
@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_the_condition_reads_and_runs_in_three_languages(lang, en, ja, zh, condition):
    expected = condition or _kill("yours", {"traits": [TRAITS[lang]]})
    assert _script(_texts(en, ja, zh)[lang], lang) == [{"draw": 1, "player": "self", "condition": expected}]


@pytest.mark.parametrize("text", [
    "【Deploy】If a friendly Unit paired with a Pilot has destroyed an enemy Unit with battle damage this turn, "
    "choose 1 enemy Unit that is Lv.4 or lower. Deal 1 damage to it.",
    "【Activate･Main】①：If one of your (Harbor Fleet) Units has destroyed an enemy Unit with battle damage this "
    "turn, choose 1 enemy Unit. Rest it.",
])
def test_the_condition_gates_the_first_step(text):
    script = _script(text)
    assert script is not None and script[0]["condition"]["happened"] == "battle_kill"
    assert all("condition" not in step for step in script[1:])


@pytest.mark.parametrize("text", [
    # a bound on the destroyed Unit, a Lv. bound on the destroyer (Lv. can change), "another" (which card?)
    "【Deploy】If a friendly Unit has destroyed an enemy Unit that is Lv.3 or lower with battle damage this turn, draw 1.",
    "【Deploy】If one of your Lv.4 or higher Units has destroyed an enemy Unit with battle damage this turn, draw 1.",
    "【Deploy】If another friendly Unit has destroyed an enemy Unit with battle damage this turn, draw 1.",
    # a negation of the record ("has not destroyed") is not this template
    "【Deploy】If no friendly Unit has destroyed an enemy Unit with battle damage this turn, draw 1.",
])
def test_what_stays_by_hand(text):
    assert _script(text) is None


def _run(name: str) -> Runner:
    data, positions, game = load(SCENARIOS / name)
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def test_the_record_keeps_the_destroyer_as_it_dealt_the_damage_and_replays_alike():
    runner = _run("printed-s13e-battle-kill-this-turn.yaml")
    match = runner.match
    # the last turn's kills are gone (7-6-6): replay up to the third kill's last action and look
    kills_seen = []
    for upto in range(len(match.actions) + 1):
        record = [r for r in match.replay(upto).state.turn_record if r[0] == "battle_kill"]
        if len(record) > len(kills_seen):
            kills_seen = record
    assert [(r[2], r[3], "Harbor Fleet" in r[4]) for r in kills_seen] == [
        ("S13E-HULL", False, False), ("S13E-SKIFF", False, True), ("S13E-HULL", True, False)]
    assert all(r[1] == "A" and r[5] == "B" for r in kills_seen)
    assert not [r for r in match.state.turn_record if r[0] == "battle_kill"]  # a new turn
    assert match.replay().state_hash() == match.state_hash()


# --- payments for a Unit's effect (10-1-7) ------------------------------------------------------------------

def _paid(n: int, op: str, **more) -> dict:
    return {"kind": "this_turn", "happened": "paid", "n": n, "op": op, **more}


# (en "for …'s effects", ja 「…の効果で」, zh-Hant 「為…的效果」, N, bound words (en, ja, zh), the condition)
PAID = [
    ("one of your Units'", "自分のユニット", "我方的機體", 1, ("more", "以上", "以上"), _paid(1, ">=")),
    ("one of your other Units'", "このユニット以外の自分のユニット", "此機體以外的我方的機體", 2,
     ("more", "以上", "以上"), _paid(2, ">=", other=True)),
    ("one of your blue Units'", "自分の青のユニット", "我方的藍色的機體", 3, ("less", "以下", "以下"),
     _paid(3, "<=", where={"colors": ["blue"]})),
    ("a friendly Unit's", "味方のユニット", "友方的機體", 1, ("more", "以上", "或更多"), _paid(1, ">=")),
]


@pytest.mark.parametrize(("en", "ja", "zh", "n", "bounds", "condition"), PAID, ids=[p[0] for p in PAID])
@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_paid_reads_alike_as_a_condition_and_as_the_end_of_a_turn(lang, en, ja, zh, n, bounds, condition):
    mark = "①②③"[n - 1]
    conditions = {
        "en": f"【Deploy】If you have paid {mark} or {bounds[0]} for {en} effects this turn, draw 1.",
        "ja": f"【配備時】このターン中に{ja}の効果で{mark}{bounds[1]}を支払っていたなら、自分は1枚ドローする。",
        "zh-Hant": f"【配置時】若本回合中我方已為{zh}的效果支付過{mark}{bounds[2]}，則抽1張卡。",
    }
    assert _script(conditions[lang], lang) == [{"draw": 1, "player": "self", "condition": condition}]
    ends = {
        "en": f"At the end of a turn where you have paid {mark} or {bounds[0]} for {en} effects, draw 1.",
        "ja": f"{ja}の効果で{mark}{bounds[1]}を支払ったターンの終了時、自分は1枚ドローする。",
        "zh-Hant": f"在我方為{zh}的效果支付了{mark}{bounds[2]}的回合結束時，抽1張卡。",
    }
    effect = printed.translate(read(ends[lang], lang), "unit").effects[0]
    assert (effect["timing"], effect["whose"], effect["conditions"], effect["script"]) == (
        "end_of_turn", "any", [condition], [{"draw": 1, "player": "self"}])


@pytest.mark.parametrize("text", [
    "【Deploy】If you have paid ① or more for one of your Lv.4 or lower Units' effects this turn, draw 1.",
    "【Deploy】If you have paid ① or more for an enemy Unit's effect this turn, draw 1.",
    "At the end of a turn where you have paid ① or more for one of your Units' effects and you have 2 or more "
    "Units in play, draw 1.",
])
def test_paid_left_by_hand(text):
    effects = printed.translate(read(text, "en"), "unit").effects
    assert not effects or "script" not in effects[0], effects


def test_each_payment_is_recorded_with_its_unit_and_replays_alike():
    match = _run("printed-s13e-end-of-turn-where-paid.yaml").match
    seen = []
    for upto in range(len(match.actions) + 1):
        for entry in match.replay(upto).state.turn_record:
            if entry[0] == "paid" and entry not in seen:
                seen.append(entry)
    assert [(e[1], e[2], e[5], "Harbor Fleet" in e[6]) for e in seen] == [
        ("A", 1, "S13E-WARDEN", True), ("A", 1, "S13E-CLERK", False), ("A", 1, "S13E-PURSER", True)]
    assert match.replay().state_hash() == match.state_hash()


# --- discards due to an effect (5-11-1) ------------------------------------------------------------------------

DISCARDED = {"kind": "this_turn", "happened": "discarded", "who": "enemy"}


@pytest.mark.parametrize(("text", "lang"), [
    ("During a turn where your opponent has discarded due to one of your effects, this card in your hand gets "
     "cost -2.", "en"),
    ("相手が自分の効果で手札を捨てたターン中、手札のこのカードをコスト-2する。", "ja"),
    ("在對方因我方的效果丟棄了手牌的回合中，手牌中的此卡牌費用-2。", "zh-Hant"),
])
def test_during_a_turn_where_your_opponent_discarded(text, lang):
    (effect,) = printed.translate(read(text, lang), "unit").effects
    assert effect["timing"] == "continuous"
    assert effect["script"] == [{"cost_modify": -2, "target": "self", "until": "permanent", "condition": DISCARDED}]


@pytest.mark.parametrize(("text", "lang"), [
    ("【Main】If your opponent has discarded due to one of your effects this turn, choose 1 enemy Unit. Rest it.",
     "en"),
    ("【メイン】このターン中に相手が自分の効果で手札を捨てていたなら、相手のユニット1つを選ぶ。それをレストにする。", "ja"),
    ("【主要】若本回合中對方已因我方的效果丟棄過手牌，則選擇對方的 1 張機體。將該機體轉為休息狀態。", "zh-Hant"),
])
def test_if_your_opponent_discarded_this_turn(text, lang):
    (effect,) = printed.translate(read(text, lang), "command").effects
    assert effect["script"] == [{"rest": True, "target": "enemy_unit", "condition": DISCARDED}]


# --- "by an amount equal to the cost paid": the payment that triggered the effect (10-1-7) ------------------

COST_PAID = [{"modify": {"ap": 1}, "per_count": {"kind": "cost_paid"}, "until": "turn", "target": "self"}]


@pytest.mark.parametrize(("text", "lang"), [
    ("When you pay ② or more for one of your (Harbor Fleet) Units' effects, increase this Unit's AP by an amount "
     "equal to the cost paid during this turn.", "en"),
    ("When you pay ① or more cost for a friendly Unit's effect, you may increase this Unit's AP during this turn "
     "by an amount equal to the cost paid.", "en"),
    ("自分のユニットの効果で①以上を支払ったとき、このターン中、このユニットを、支払ったコストと同じ数だけAP+する。", "ja"),
    ("當我方為我方的機體的效果支付①以上的費用時，本回合中，此機體的AP增加與支付的費用相同的數值。", "zh-Hant"),
])
def test_an_amount_equal_to_the_cost_paid(text, lang):
    (effect,) = printed.translate(read(text, lang), "unit").effects
    assert effect["on"]["event"] == "paid" and effect["script"] == COST_PAID


@pytest.mark.parametrize("text", [
    "【Deploy】Increase this Unit's AP during this turn by an amount equal to the cost paid.",  # no payment
    "When this Unit attacks, increase this Unit's AP during this turn by an amount equal to the cost paid.",
])
def test_the_cost_paid_with_no_payment_that_triggered_it_is_by_hand(text):
    effects = printed.translate(read(text, "en"), "unit").effects
    assert not effects or "script" not in effects[0], effects


# --- "When … is returned to its owner's hand" (a unit leaving the field for the hand, 10-1-6-1) -------------

@pytest.mark.parametrize(("text", "lang", "on"), [
    ("When one of your other (Harbor Fleet) Units is returned to its owner's hand, draw 1.", "en",
     {"event": "returned_to_hand", "subject": "yours", "other": True, "where": {"traits": ["Harbor Fleet"]}}),
    ("When an enemy Unit is returned to its owner's hand, draw 1.", "en",
     {"event": "returned_to_hand", "subject": "enemy"}),
    ("When a friendly Unit that is Lv.3 or lower is returned to its owner's hand, draw 1.", "en",
     {"event": "returned_to_hand", "subject": "friendly", "where": {"max_level": 3}}),
    ("このユニット以外の自分の〔ハーバー・フリート〕のユニットが手札に戻されたとき、自分は1枚ドローする。", "ja",
     {"event": "returned_to_hand", "subject": "yours", "other": True, "where": {"traits": ["ハーバー・フリート"]}}),
    ("當此機體以外的我方的擁有〈港灣艦隊〉的機體被放回持有者的手牌時，抽1張卡。", "zh-Hant",
     {"event": "returned_to_hand", "subject": "yours", "other": True, "where": {"traits": ["港灣艦隊"]}}),
])
def test_when_a_unit_is_returned_to_its_owners_hand(text, lang, on):
    (effect,) = printed.translate(read(text, lang), "unit").effects
    assert effect["on"] == on and effect["script"] == [{"draw": 1, "player": "self"}]


@pytest.mark.parametrize("text", [
    # s14-trig: "When this Unit is returned …, draw 1." runs (it activates from the hand, 10-1-6-4); a step
    # on this card does not (in the hand it is a new card, 4-1-5: tests/.../test_s14_trig.py)
    "When this Unit is returned to its owner's hand, this Unit gets AP+1 during this turn.",
    "When this Unit or one of your Units is returned to its owner's hand, draw 1.",
])
def test_this_unit_returned_is_by_hand(text):
    effects = printed.translate(read(text, "en"), "unit").effects
    assert not effects or "script" not in effects[0], effects
