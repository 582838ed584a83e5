"""s13-gcg-exec (issue 29): the executor's by-hand classes run as general classes.

"【Burst】Activate this card's 【Main】. Then, …" where the 【Main】 chooses: the 【Main】's steps are a group
the executor skips as one when its choice has no target (10-2-2: that 【Main】 does not activate), while
the Burst's own steps after the activation are done (13-2-5-1, 10-1-2). Composed from the sequencing
harness's fragments: every 【Main】 of `EFFECTS` × every step of `AFTER_ACTIVATION`."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read
from rules_engine.tools.scenario import Runner, load

from .sequencing_fragments import AFTER_ACTIVATION, EFFECTS

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"
BURST = {"en": "【Burst】Activate this card's 【Main】. Then, {after}.",
         "ja": "【バースト】このカードの【メイン】を発動する。その後、{after}。",
         "zh-Hant": "【爆發】發動此卡牌的【主要】。之後，{after}。"}


def _main_and_burst(text: str, lang: str = "en") -> tuple[dict, dict]:
    translation = printed.translate(read(text, lang), "command")
    assert translation.reasons == (None, None), (text, translation.reasons)
    main, burst = translation.effects
    return main, burst


def _capital(phrase: str) -> str:
    return phrase[0].upper() + phrase[1:]


@pytest.mark.parametrize("main_phrase,main_script", EFFECTS)
@pytest.mark.parametrize("after_en,after_ja,after_zh,after_script", AFTER_ACTIVATION)
def test_the_main_is_a_group_the_steps_after_are_the_bursts(main_phrase, main_script, after_en, after_ja,
                                                             after_zh, after_script):
    text = f"【Main】{_capital(main_phrase)}.\n" + BURST["en"].format(after=after_en)
    main, burst = _main_and_burst(text)
    assert main["script"] == main_script
    chooses = "target" in main_script[0] and main_script[0]["target"].startswith(("enemy_", "your_"))
    expected = ([{**main_script[0], "group_end": len(main_script)}, *main_script[1:]] if chooses
                else main_script)
    assert burst["script"] == [*expected, *after_script], text


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
@pytest.mark.parametrize("after_en,after_ja,after_zh,after_script", AFTER_ACTIVATION)
def test_the_three_languages_read_alike(lang, after_en, after_ja, after_zh, after_script):
    mains = {"en": "【Main】Choose 1 enemy Unit that is Lv.3 or higher. Deal 3 damage to it.",
             "ja": "【メイン】Lv.3以上の相手のユニット1つを選ぶ。それに3ダメージを与える。",
             "zh-Hant": "【主要】選擇對方的 1 張 Lv.3 以上的機體。給予該機體 3 點傷害。"}
    en = _main_and_burst(mains["en"] + "\n" + BURST["en"].format(after=after_en))
    other = _main_and_burst(mains[lang] + "\n" + BURST[lang].format(after=after_ja if lang == "ja" else after_zh),
                            lang)
    assert other[1]["script"] == en[1]["script"] == [
        {"damage": 3, "target": "enemy_unit", "where": {"min_level": 3}, "group_end": 1}, *after_script]


@pytest.mark.parametrize("main", [
    "Choose 2 enemy Units. Rest them.",  # several: how few still activate it is not this class
    "Choose up to 1 enemy Unit. Rest it.",  # none may be chosen: not a target missing
    "You may choose 1 enemy Unit. Rest it.",  # declining the 【Main】 is not declining the Burst (10-1-3)
    "If you have 2 or more Units in play, choose 1 enemy Unit. Rest it.",  # its own "If" (10-2-1)
])
def test_what_stays_by_hand(main):
    reading = read(f"【Main】{main}\n【Burst】Activate this card's 【Main】. Then, draw 1.", "en")
    assert printed.run_reasons(reading)[1] is not None, main


def _events(name: str) -> list[str]:
    data, positions, game = load(SCENARIOS / name)
    runner = Runner(data, positions, game)
    runner.run()
    return [e.text for batch in runner.match.events for e in batch]


def test_no_target_the_main_is_not_activated_and_the_log_says_why():
    texts = _events("printed-s13e-burst-main-no-target-then.yaml")
    assert any("its 【Main】 does not activate (10-2-2); the steps after it are done" in t for t in texts), texts


def test_with_a_target_nothing_is_said_of_a_main_not_activated():
    texts = _events("printed-s13e-burst-main-chooses-then.yaml")
    assert not any("does not activate" in t for t in texts), texts


# --- amounts counted from this effect's record ----------------------------------------------------------

from .sequencing_fragments import EFFECT_RECORD_COUNTED, EFFECT_RECORD_DOERS, EFFECT_RECORD_VERBS  # noqa: E402


def _unit_script(text: str) -> tuple[list[dict] | None, str | None]:
    translation = printed.translate(read(text, "en"), "unit")
    return translation.effects[0].get("script"), translation.reasons[0]


RECORD_CASES = [(doer, doer_script, record, counted, counted1, counted_record, per_count, verb, verb_script)
                for doer, doer_script, record in EFFECT_RECORD_DOERS
                for counted, counted1, counted_record, per_count in EFFECT_RECORD_COUNTED
                for verb, verb_script in EFFECT_RECORD_VERBS]


def test_every_record_count_composes():
    """Each doer × what it counts × each verb, after "Then,": the count runs when the doer makes that
    record (a rest for "rested", a mill for "placed"); a count of a record no step of the effect makes
    is by hand (it would count nothing, not what is printed)."""
    failures = []
    for doer, doer_script, record, counted, counted1, counted_record, per_count, verb, verb_script in RECORD_CASES:
        sentence = verb.format(c=counted, c1=counted1)
        text = f"【Deploy】{doer}. Then, {sentence}."
        script, reason = _unit_script(text)
        if record == counted_record:
            expected = [doer_script, {**verb_script, "per_count": per_count}]
            if script != expected:
                failures.append((text, script, reason))
        elif reason is None:
            failures.append((text, script, "ran a count of a record this effect never makes"))
    assert not failures, failures[:5]
    assert len(RECORD_CASES) == 6 * 6 * 8


@pytest.mark.parametrize("verb,verb_script", EFFECT_RECORD_VERBS)
def test_a_count_before_its_record_is_by_hand(verb, verb_script):
    text = f"【Deploy】{_capital(verb.format(c='Units rested with this effect', c1='Unit rested with this effect'))}."
    assert _unit_script(text)[1] is not None, text


@pytest.mark.parametrize("text,lang", [
    ("【配備時】Lv.2以下の相手のユニットすべてをレストにする。その後、相手のユニット1つを選ぶ。"
     "それに、この効果でレストにしたユニットと同じ数のダメージを与える。", "ja"),
    ("【配置時】將對方所有 Lv.2 以下的機體轉為休息狀態。之後，選擇對方的 1 張機體。"
     "給予該機體與透過此效果轉為休息狀態的機體張數相同的傷害。", "zh-Hant"),
])
def test_the_record_count_in_ja_and_zh_hant(text, lang):
    en = "【Deploy】Rest all enemy Units that are Lv.2 or lower. Then, choose 1 enemy Unit. " \
         "Deal damage to it equal to the number of Units rested with this effect."
    assert printed.translate(read(text, lang), "unit").effects[0]["script"] == _unit_script(en)[0]


@pytest.mark.parametrize("doer,condition", [
    ("You may choose 1 to 2 of your other active Units. Rest them.", {"kind": "rested_by_effect", "op": ">=", "n": 1}),
    ("Choose 1 to 3 of your active (Zeon) Units. Rest them.", {"kind": "rested_by_effect", "op": ">=", "n": 1}),
    ("Choose up to 2 of your active Units. Rest them.", {"kind": "rested_by_effect", "op": ">=", "n": 1}),
    ("You may choose up to 3 of your other active (Zeon) Units. Rest them.",
     {"kind": "rested_by_effect", "op": ">=", "n": 1}),
    ("Place the top 2 cards of your deck into your trash.", {"kind": "placed", "op": ">=", "n": 2}),
    ("Place the top 3 cards of your deck into your trash.", {"kind": "placed", "op": ">=", "n": 3}),
])
@pytest.mark.parametrize("after,after_script", [
    ("draw 1", {"draw": 1, "player": "self"}),
    ("choose 1 enemy Unit. Deal 2 damage to it", {"damage": 2, "target": "enemy_unit"}),
    ("deal 1 damage to all enemy Units", {"damage": 1, "target": "enemy_units"}),
])
def test_if_you_do_after_one_to_n_rested_or_n_placed(doer, condition, after, after_script):
    """"1 to N … Rest them. If you do,": done when one was rested (the owner chose within the printed
    range, 10-3-3; each active unit chosen is rested, 1-3-2-1). "Place the top N …. If you do,": done when
    all N were placed; with fewer in the deck the effect is by hand as the mill comes (`whole`, 1-3-2)."""
    script, reason = _unit_script(f"【Deploy】{doer} If you do, {after}.")
    assert reason is None, (doer, after, reason)
    assert script[-1] == {**after_script, "condition": condition}
    assert script[0].get("whole", False) == ("mill" in script[0])


@pytest.mark.parametrize("doer", [
    "Choose 2 of your active Units. Rest them.",  # all N? fewer? (s11-gcg-exec's `whole`, unchanged)
    "Rest this Unit. Choose 1 to 2 of your active Units. Rest them.",  # which rest would "you do" be?
])
def test_if_you_do_left_as_before(doer):
    script, _reason = _unit_script(f"【Deploy】{doer} If you do, draw 1.")
    assert script is None or script[-1].get("condition", {}).get("kind") != "rested_by_effect"


# --- a card this effect placed, chosen ---------------------------------------------------------------------

PLACED_KINDS = [("Unit card", {"type": "unit"}), ("(Zeon) Unit card", {"type": "unit", "traits": ["Zeon"]}),
                ("Command card", {"type": "command"}), ("Pilot card", {"type": "pilot"}),
                ("(Zeon) card", {"traits": ["Zeon"]}), ("blue card", {"colors": ["blue"]}),
                ("card", {})]
PLACED_WORDS = ["you placed with this effect", "you placed from your deck with this effect",
                "you placed into your trash with this effect"]


@pytest.mark.parametrize("kind,where", PLACED_KINDS)
@pytest.mark.parametrize("words", PLACED_WORDS)
@pytest.mark.parametrize("n", [2, 3, 5])
def test_add_a_card_placed_by_this_effect(kind, where, words, n):
    script, reason = _unit_script(f"【Deploy】Place the top {n} cards of your deck into your trash. "
                                  f"Add 1 {kind} {words} to your hand.")
    assert reason is None
    assert script == [{"mill": n}, {"add_to_hand": True, "target": "your_trash_card",
                                    "where": {**where, "placed_by_this_effect": True}}]


@pytest.mark.parametrize("kind,where", PLACED_KINDS[:3])
def test_a_card_placed_with_no_mill_before_is_by_hand(kind, where):
    assert _unit_script(f"【Deploy】Add 1 {kind} you placed with this effect to your hand.")[1] is not None
    assert _unit_script(f"【Deploy】Add 1 {kind} you placed with this effect to your hand. "
                        "Place the top 2 cards of your deck into your trash.")[1] is not None


# --- a draw by a count -------------------------------------------------------------------------------------

from . import combination_fragments as cf  # noqa: E402


@pytest.mark.parametrize("counted", [c for c, _ in cf.COUNTED])
@pytest.mark.parametrize("sentence", ["Draw 1 for each of {c}.", "Draw cards equal to the number of {c}.",
                                      "Draw a number of cards equal to the number of {c}."])
def test_a_draw_counts_what_damage_counts(counted, sentence):
    """The draw's count is the one "Deal 1 damage to it for each of X" has, for every X of the combination
    harness (units in play, cards in a trash)."""
    draw, reason = _unit_script(f"【Deploy】{sentence.format(c=counted)}")
    damage, damage_reason = _unit_script(f"【Deploy】Choose 1 enemy Unit. Deal 1 damage to it for each of {counted}.")
    assert reason == damage_reason
    if damage is not None:
        assert draw == [{"draw": 1, "player": "self", "per_count": damage[0]["per_count"]}]


@pytest.mark.parametrize("n", [1, 2])
def test_a_draw_of_n_for_each(n):
    script, _ = _unit_script(f"【Deploy】Draw {n} for each rested enemy Unit.")
    assert script == [{"draw": n, "player": "self",
                       "per_count": {"kind": "count", "who": "enemy", "other": False, "where": {"state": "rested"}}}]


@pytest.mark.parametrize("kind,where", PLACED_KINDS)
@pytest.mark.parametrize("count,upto", [(2, False), (3, False), (2, True), (1, True)])
def test_add_several_cards_placed_by_this_effect(kind, where, count, upto):
    """"Add 2 / up to 2 …": as many as possible of those this effect placed (1-3-2), or up to N (10-3-3)."""
    noun = kind if count == 1 else f"{kind}s"
    script, reason = _unit_script(f"【Deploy】Place the top 4 cards of your deck into your trash. "
                                  f"Add {'up to ' if upto else ''}{count} {noun} you placed with this effect to your hand.")
    assert reason is None
    step = {"add_to_hand": True, "target": "your_trash_card", **({"count": count} if count > 1 else {}),
            **({"at_least": 0} if upto else {}), "where": {**where, "placed_by_this_effect": True}}
    assert script == [{"mill": 4}, step]
