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
