"""s16-verb (issue 29 §4): the verbs closed or left by hand this session, as the executor translates them — exile
from play (5-12-1), "won't be set as active …" on an event's unit (7-2-3-1), "that enemy Unit" never this unit, and a
lead in front of two joined steps (10-2-1, 10-1-3)."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read


def _script(text: str, lang: str = "en", card_type: str = "unit") -> list[dict]:
    reading = read(text, lang, card_type)
    assert printed.run_reasons(reading) == [None], (text, printed.run_reasons(reading))
    (effect,) = printed.translate(reading, card_type).effects
    return effect["script"]


@pytest.mark.parametrize("lang,text,step", [
    ("en", "【Main】Choose 1 enemy Unit that is Lv.4 or lower. Exile it from the game.",
     {"exile": True, "target": "enemy_unit", "where": {"max_level": 4}}),
    ("ja", "【メイン】Lv.4以下の相手のユニット1つを選ぶ。それをゲームから除外する。",
     {"exile": True, "target": "enemy_unit", "where": {"max_level": 4}}),
    ("zh-Hant", "【主要】選擇對方的 1 張 Lv.4 以下的機體。將該機體除外。",
     {"exile": True, "target": "enemy_unit", "where": {"max_level": 4}}),
    ("en", "【Main】Exile all your other Units from the game.", {"exile": True, "target": "your_units", "other": True}),
    ("en", "【Main】Exile all enemy Units that are Lv.2 or lower from the game.",
     {"exile": True, "target": "enemy_units", "where": {"max_level": 2}}),
])
def test_a_unit_in_play_is_exiled(lang, text, step):
    """5-12-1: exiled from play to the removal area (effects.run_step: its pilot along, not destroyed)."""
    assert _script(text, lang, "command") == [step]


def test_this_unit_exiled_from_play_stays_by_hand():
    """The engine's "this card" exiled is this card in its owner's trash (13-2-8-2): not taught a guess."""
    assert printed.run_reasons(read("【Deploy】Exile this Unit from the game.", "en", "unit"))[0] is not None


@pytest.mark.parametrize("text,runs", [
    ("When this Unit deals battle damage to an enemy Unit, that enemy Unit won't be set as active during the start "
     "phase of your opponent's next turn.", True),
    ("When an enemy Unit attacks, it won't be set as active during the start phase of your opponent's next turn.",
     True),
    # a unit of yours: "your opponent's next turn" is not its owner's start phase (7-2-3-1): by hand
    ("When one of your Units receives effect damage, it won't be set as active during the start phase of your "
     "opponent's next turn.", False),
    ("【Deploy】This Unit won't be set as active during the start phase of your opponent's next turn.", False),
    ("【Deploy】All your Units won't be set as active during the start phase of your opponent's next turn.", False),
    ("【Deploy】All enemy Units won't be set as active during the start phase of your opponent's next turn.", True),
])
def test_not_set_active_only_on_an_enemys_unit(text, runs):
    assert (printed.run_reasons(read(text, "en", "unit"))[0] is None) == runs, text


def test_that_enemy_unit_is_never_this_unit():
    """"When this Unit receives battle damage from an enemy Unit, rest that enemy Unit." read "rest this Unit" (main):
    no other card is named by that event here, so it is not read; after a damage it deals, or a choice, it is that
    card."""
    unread = read("When this Unit receives battle damage from an enemy Unit, rest that enemy Unit.", "en", "unit")
    assert unread.abilities[0].body is None
    dealt = read("When this Unit deals battle damage to an enemy Unit, rest that enemy Unit.", "en", "unit")
    assert dealt.abilities[0].body[0].target.who == "event_target"
    chosen = read("【Deploy】Choose 1 enemy Unit. Destroy that enemy Unit.", "en", "unit")
    assert chosen.abilities[0].body[1].target.who == "it"


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】If you have 2 or more Units in play, draw 2 and discard 1."),
    ("ja", "【配備時】自分のユニットが2つ以上いるなら、自分は2枚ドローし、自分の手札1枚を捨てる。"),
    ("zh-Hant", "【配置時】若我方場上有 2 張或更多機體，則抽 2 張卡，並丟棄 1 張手牌。"),
    ("en", "【Deploy】Choose 1 enemy Unit. If it is rested, deal 1 damage to it and rest it."),
    ("en", "【Deploy】You may discard 1. If you do, draw 2 and discard 1."),
])
def test_a_lead_in_front_of_two_joined_steps_is_not_read(lang, text):
    """10-2-1: "If C," / "If you do," in front of "A and B" binds both and is checked once; the engine checks a
    step's condition per step, so the second step would run ungated: not read (by hand). ("You may" in front:
    s17-gcg round 2, below.)"""
    reading = read(text, lang, "unit")
    assert any(a.body is None for a in reading.abilities), text


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Choose 1 enemy Unit. You may deal 1 damage to it and rest it."),
    ("ja", "【配備時】相手のユニット1つを選ぶ。それに1ダメージを与え、それをレストにしてもよい。"),
    ("zh-Hant", "【配置時】選擇對方的 1 張機體。可以給予該機體 1 點傷害，並將該機體轉為休息狀態。"),
])
def test_one_may_over_two_joined_steps_gates_both(lang, text):
    """s17-gcg round 2 (10-1-3, 10-3-3): the unit is chosen, then one "may" asks for both steps: the second is
    `under_may` (effects.group_end skips it with the first when declined) — never a second step run ungated."""
    script = _script(text, lang)
    assert [sorted(k for k in step if k not in ("target",)) for step in script] == [
        ["choose_only"], ["damage", "may"], ["rest", "under_may"]]
    assert [step["target"] for step in script] == ["enemy_unit", "chosen", "chosen"]


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Choose 1 enemy Unit. You may deal 1 damage to it and rest it. If you do, draw 1."),
    ("en", "【Deploy】Draw 1. You may draw 2 and discard 1."),
    ("en", "【Deploy】Choose 2 enemy Units. You may rest them."),
    ("en", "【Deploy】Choose 1 enemy Unit. If it is rested, you may destroy it."),
])
def test_an_optional_step_the_rules_do_not_settle_is_by_hand(lang, text):
    """s17-gcg round 2: "If you do," after two steps under one "may" (done when both were, or one?), a "may" over
    joined steps later in an effect with no choice before it, "you may rest them" (may some be rested and not
    others?), a "may" under its own "If …," on the chosen card: not said by the rules (10-1-3, 10-2-1) — by hand."""
    reading = read(text, lang, "unit")
    assert any(why for why in printed.run_reasons(reading)), text


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Draw 2 and discard 1."),
    ("ja", "【配備時】自分は2枚ドローし、自分の手札1枚を捨てる。"),
    ("zh-Hant", "【配置時】抽 2 張卡，並丟棄 1 張手牌。"),
])
def test_two_joined_steps_run_as_two_sentences(lang, text):
    sentences = {"en": "【Deploy】Draw 2. Then, discard 1.", "ja": "【配備時】自分は2枚ドローする。その後、自分の手札1枚を捨てる。",
                 "zh-Hant": "【配置時】抽 2 張卡。之後，丟棄 1 張手牌。"}
    assert _script(text, lang) == _script(sentences[lang], lang)


@pytest.mark.parametrize("text,plain", [
    ("【Deploy】Draw 1 card.", "【Deploy】Draw 1."),
    ("【Deploy】Draw 2 cards.", "【Deploy】Draw 2."),
    ("【Deploy】Your opponent draws 2 cards.", "【Deploy】Your opponent draws 2."),
    ("【Deploy】Each player draws 1 card.", "【Deploy】Each player draws 1."),
    ("【Deploy】All players draw 1 card.", "【Deploy】All players draw 1."),
])
def test_draw_n_cards_is_draw_n(text, plain):
    """5-14-1: "Draw N cards" (the rules' own words, ※抽 N 張卡) is the cards' "Draw N"."""
    assert _script(text) == _script(plain)


@pytest.mark.parametrize("text,runs", [
    ("When one of your Units is deployed, it can't be destroyed by your opponent's effects during this turn.", True),
    ("When one of your other Units is deployed, it can't be chosen by your opponent's effects during this turn.", True),
    # "your opponent's effects" on an enemy's unit: whose opponent is unclear (restrictions.FRIENDLY_ONLY) — by hand
    ("When an enemy Unit attacks, it can't be destroyed by your opponent's effects during this turn.", False),
    ("When this Unit deals battle damage to an enemy Unit, that enemy Unit can't be chosen by your opponent's effects "
     "during this turn.", False),
    ("When this Unit deals battle damage to an enemy Unit, that enemy Unit can't block during this turn.", True),
])
def test_a_cant_on_the_events_unit_keeps_its_side(text, runs):
    assert (printed.run_reasons(read(text, "en", "unit"))[0] is None) == runs, text


@pytest.mark.parametrize("text,runs", [
    ("When one of your other Units is deployed, it can't receive effect damage during this turn.", True),
    # "enemy" damage read from an enemy unit's side: by hand, as on a chosen enemy unit
    ("When an enemy Unit attacks, it can't receive effect damage during this turn.", False),
])
def test_damage_prevented_on_the_events_unit_of_yours_only(text, runs):
    assert (printed.run_reasons(read(text, "en", "unit"))[0] is None) == runs, text


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】You may draw 2 and discard 1."),
    ("ja", "【配備時】自分は2枚ドローし、自分の手札1枚を捨ててもよい。"),
    ("zh-Hant", "【配置時】可以抽 2 張卡，並丟棄 1 張手牌。"),
])
def test_a_leading_may_over_two_joined_steps_is_the_effects(lang, text):
    """s17-gcg round 2: a "may" leading the effect is the effect's (10-1-3): declined, nothing is done; taken, both
    steps — as "You may draw 2. Then, discard 1." (the second step no longer `under_may`)."""
    reading = read(text, lang, "unit")
    assert reading.abilities[0].optional, text
    sentences = {"en": "【Deploy】You may draw 2. Then, discard 1.",
                 "ja": "【配備時】自分は2枚ドローしてもよい。その後、自分の手札1枚を捨てる。",
                 "zh-Hant": "【配置時】可以抽 2 張卡。之後，丟棄 1 張手牌。"}
    script = _script(text, lang)
    assert script == _script(sentences[lang], lang)
    assert [(step.get("draw"), step.get("discard"), "under_may" in step) for step in script] == [
        (2, None, False), (None, 1, False)]
