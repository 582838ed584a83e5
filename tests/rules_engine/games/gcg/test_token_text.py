"""A token whose printed spec carries text of its own (5-17-2-1: a token is a unit like any
other, its text included): "[Scrap Parts]((Salvage Guild)･AP1･HP1･This Unit can't choose the
enemy player as its attack target)" — the token may not attack the player (10-1-5-6); the unit
that deployed it may (scenario printed-token-with-own-text.yaml plays the turns)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.games.gcg import printed, reader
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-token-with-own-text.yaml"


def test_the_token_cannot_attack_the_player_and_the_unit_that_deployed_it_can():
    data, positions, game = load(SCENARIO)
    runner = Runner(data, positions, game)
    runner.run()
    match, ids = runner.match, runner.ids
    state = match.state
    token = next(u for u in state.units("A") if state.cards[u].number == "TOKEN-1")
    assert state.definition(token).token and state.ap(token) == 1 and state.hp(token) == 1
    with pytest.raises(IllegalAction) as refused:
        match.check(Action("A", "attack", {"unit": token, "target": "B"}))
    assert refused.value.rule == "10-1-5-6"
    match.check(Action("A", "attack", {"unit": ids["dock"], "target": "B"}))  # no refusal


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Deploy 1 [Scrap Parts]((Salvage Guild)･AP1･HP1･This Unit can't choose the enemy "
           "player as its attack target) Unit token."),
    ("ja", "【配備時】「スクラップパーツ」(〔サルベージギルド〕・AP1・HP1・このユニットは相手プレイヤーを"
           "アタック先に選べない)のユニットトークン1つを配備する。"),
    ("zh-Hant", "【配置時】配置 1 張『廢料零件』(〈打撈公會〉·AP1·HP1·此機體無法選擇對方玩家作為攻擊對象)的機體替代卡。"),
])
def test_the_token_text_is_read_in_each_printed_language(lang, text):
    translation = printed.translate(reader.read(text, lang))
    assert translation.reasons == (None,)
    token = translation.effects[0]["script"][0]["token"]
    assert token["effects"][0]["timing"] == "continuous"
    assert token["effects"][0]["script"] == [{"cant": "attack_player", "target": "self", "until": "permanent"}]


def test_a_token_that_cannot_be_paired_or_set_active_carries_that_text():
    text = ("【Deploy】Deploy 2 rested [Tow Balloon]((Salvage Guild)･AP0･HP1･This Unit can't be set as active "
            "or paired with a Pilot) Unit tokens.")
    translation = printed.translate(reader.read(text, "en"))
    assert translation.reasons == (None,)
    token = translation.effects[0]["script"][0]["token"]
    assert token["rested"] is True
    assert [s["cant"] for s in token["effects"][0]["script"]] == ["be_set_active", "be_paired"]


def test_a_token_text_the_engine_does_not_run_keeps_the_token_by_hand():
    # s8-gcg-b: "This Unit can't attack" is run now (test_a_token_that_cannot_attack_carries_that_text)
    # s11-gcg-exec: "This Unit can't be destroyed by enemy effects" is run now (the test below)
    text = "【Deploy】Deploy 1 [Tow Arm]((Salvage Guild)･AP2･HP1･This Unit can't activate <Repair>) Unit token."
    assert printed.run_reasons(reader.read(text, "en")) == ["a token with text of its own: deployed by hand"]


def test_a_token_that_cannot_be_destroyed_by_enemy_effects_carries_that_text():
    """s11-gcg-exec: "This Unit can't be destroyed by enemy effects" on the token's own text (5-17-2-1,
    10-1-5-6; effects.destruction_stopped)."""
    text = ("【Deploy】Deploy 1 [Tow Arm]((Salvage Guild)･AP2･HP1･This Unit can't be destroyed by enemy effects) "
            "Unit token.")
    translation = printed.translate(reader.read(text, "en"))
    assert translation.reasons == (None,)
    token = translation.effects[0]["script"][0]["token"]
    assert token["effects"][0]["script"] == [{"cant": "destroyed_by_enemy", "target": "self", "until": "permanent"}]


def test_a_token_that_cannot_attack_carries_that_text():
    """s8-gcg-b: a static "can't attack" (10-1-5-6) on the token's own text (5-17-2-1)."""
    text = "【Deploy】Deploy 1 [Tow Arm]((Salvage Guild)･AP2･HP1･This Unit can't attack) Unit token."
    translation = printed.translate(reader.read(text, "en"))
    assert translation.reasons == (None,)
    token = translation.effects[0]["script"][0]["token"]
    assert token["effects"][0]["script"] == [{"cant": "attack", "target": "self", "until": "permanent"}]


ATTACK_SCENARIO = SCENARIO.with_name("printed-token-attack-text.yaml")


def test_a_token_with_an_attack_text_gets_its_ap_when_it_attacks():
    """s15-gen: "[Lance Drone]((Thicket)･AP1･HP2･【Attack】This Unit gets AP+1 during this turn)" — its own
    triggered text (5-17-2-1, 10-1-6): attacking the rested 0/2 wall, the 1-AP token deals 2 and destroys it."""
    data, positions, game = load(ATTACK_SCENARIO)
    runner = Runner(data, positions, game)
    runner.run()
    match, ids = runner.match, runner.ids
    state = match.state
    token = next(u for u in state.units("A") if state.cards[u].number == "TOKEN-1")
    assert state.ap(token) == 1
    match.apply(Action("A", "attack", {"unit": token, "target": ids["wall"]}))
    assert match.state.ap(token) == 2  # 【Attack】 resolved as the attack is declared
    match.apply(Action("B", "pass", {}))
    match.apply(Action("A", "pass", {}))
    assert match.state.cards[ids["wall"]].zone == "trash"


@pytest.mark.parametrize("lang,text,timing", [
    ("en", "【Deploy】Deploy 1 [Flare Drone]((Thicket)･AP1･HP1･【Destroyed】Draw 1) Unit token.", "destroyed"),
    ("ja", "【配備時】「フレアドローン」(〔シケット〕・AP1・HP1・【破壊時】自分は1枚ドローする)のユニットトークン1つを配備する。",
     "destroyed"),
    ("zh-Hant", "【配置時】配置 1 張『照明無人機』(〈荒林〉·AP1·HP1·【破壞時】抽 1 張卡)的機體替代卡。", "destroyed"),
    ("en", "【Deploy】Deploy 1 [Lance Drone]((Thicket)･AP1･HP2･【Attack】This Unit gets AP+1 during this turn) "
           "Unit token.", "attack"),
])
def test_a_token_triggered_text_is_read_in_each_printed_language(lang, text, timing):
    """s15-gen: a token's own 【Destroyed】 / 【Attack】 text runs as a card's (10-1-6); destroyed, a token is
    in the trash before it leaves the game, so "when destroyed" is met (5-17-2-5-1)."""
    translation = printed.translate(reader.read(text, lang))
    assert translation.reasons == (None,)
    token = translation.effects[0]["script"][0]["token"]
    assert [e["timing"] for e in token["effects"]] == [timing]


def test_a_token_deploy_text_stays_by_hand():
    """Whether a token deployed by an effect meets its own 【Deploy】 the rules do not say: by hand."""
    text = "【Deploy】Deploy 1 [Echo Drone]((Thicket)･AP1･HP1･【Deploy】Draw 1) Unit token."
    assert printed.run_reasons(reader.read(text, "en")) == ["a token with text of its own: deployed by hand"]


PAIRED_SCENARIO = SCENARIO.with_name("printed-token-paired-and-reduced-text.yaml")


def test_a_token_with_a_when_paired_text_draws_when_a_pilot_pairs_with_it():
    """s15-gen: "[Saddle Drone]((Thicket)･AP1･HP3･【When Paired】Draw 1)" — a Pilot pairs with a token as with a
    unit (5-17-2-2) and the token's own 【When Paired】 draws 1 (10-1-6); the reduced-damage token kept its HP."""
    data, positions, game = load(PAIRED_SCENARIO)
    runner = Runner(data, positions, game)
    runner.run()
    match, ids = runner.match, runner.ids
    husk = next(u for u in match.state.units("A") if match.state.cards[u].number == "TOKEN-1")
    assert match.state.cards[husk].damage == 0
    saddle = next(u for u in match.state.units("A") if match.state.cards[u].number == "TOKEN-2")
    hand, deck = len(match.state.zone("A", "hand")), len(match.state.zone("A", "deck"))
    match.apply(Action("A", "pair", {"card": ids["rider"], "unit": saddle}))
    assert len(match.state.zone("A", "deck")) == deck - 1
    assert len(match.state.zone("A", "hand")) == hand  # the pilot left the hand, the drawn card came in
