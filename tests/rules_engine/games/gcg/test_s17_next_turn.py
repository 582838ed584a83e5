"""s17-gcg (issue 29): the durations that end in a later turn (next_turn.py; 7-6-6-1 at that turn's end, 7-1 / 7-2
its start) read as printed in each language, first or last in the sentence, and translate to the script's `until`;
what they may not carry stays by hand. Played across the turns in test_s16_durations.py and the scenarios
printed-s17-next-turn-*.yaml."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read

READINGS = [
    ("en", "【Deploy】Choose 1 enemy Unit. It gets AP-2 until the end of your opponent's next turn.",
     "end_of_opponents_next_turn"),
    ("en", "【Deploy】Choose 1 enemy Unit. Until the end of your opponent's next turn, it gets AP-2.",
     "end_of_opponents_next_turn"),
    ("en", "【Deploy】Choose 1 enemy Unit. During your opponent's next turn, it gets AP-2.", "opponents_next_turn"),
    ("en", "【Deploy】This Unit gets AP+2 during your next turn.", "your_next_turn"),
    ("en", "【Deploy】This Unit gains <Blocker> until the end of your next turn.", "end_of_your_next_turn"),
    ("ja", "【配備時】相手のユニット1つを選ぶ。次の相手のターン終了時まで、それをAP-2する。", "end_of_opponents_next_turn"),
    ("ja", "【配備時】相手のユニット1つを選ぶ。次の相手のターンの終了時まで、それをAP-2する。", "end_of_opponents_next_turn"),
    ("ja", "【配備時】相手のユニット1つを選ぶ。次の相手のターン中、それをAP-2する。", "opponents_next_turn"),
    ("ja", "【配備時】次の自分のターン中、このユニットをAP+2する。", "your_next_turn"),
    ("ja", "【配備時】次の自分のターン終了時まで、このユニットは《ブロッカー》を得る。", "end_of_your_next_turn"),
    ("zh-Hant", "【配置時】選擇對方的 1 張機體。直到對方下一個回合結束為止，該機體的AP-2。", "end_of_opponents_next_turn"),
    ("zh-Hant", "【配置時】選擇對方的 1 張機體。直到對方下一個回合結束時，該機體的AP-2。", "end_of_opponents_next_turn"),
    ("zh-Hant", "【配置時】選擇對方的 1 張機體。對方下一個回合中，該機體的AP-2。", "opponents_next_turn"),
    ("zh-Hant", "【配置時】我方下一個回合中，此機體的AP+2。", "your_next_turn"),
    ("zh-Hant", "【配置時】直到我方下一個回合結束為止，此機體獲得《阻擋者》。", "end_of_your_next_turn"),
]


@pytest.mark.parametrize("lang,text,until", READINGS, ids=lambda v: v if isinstance(v, str) and len(v) < 30 else None)
def test_a_later_turn_duration_reads_and_runs_in_every_language(lang, text, until):
    reading = read(text, lang, "unit")
    (ability,) = reading.abilities
    assert ability.body is not None, (text, ability.reason)
    lasting = [s for s in ability.body if s.verb != "choose"]
    assert [(s.until.kind, s.until.key) for s in lasting] == [("until", until)], text
    translation = printed.translate(reading)
    assert translation.reasons == (None,), (text, translation.reasons)
    assert [s.get("until") for s in translation.effects[0]["script"] if "target" in s and "until" in s] == [until]


@pytest.mark.parametrize("text", [
    # a counted amount over a later turn: counted when? (as it resolves, or as the turn begins) — not taught
    "【Deploy】This Unit gets AP+1 for each of your other Units until the end of your opponent's next turn.",
    # "during this turn" wording for a start phase the rules name (7-2-3-1) is the verbs matrix's, not a duration
    "【Deploy】This Unit won't be set as active during the start phase of your opponent's next turn.",
])
def test_what_a_later_turn_may_not_carry_stays_by_hand(text):
    reading = read(text, "en", "unit")
    assert reading.abilities[0].body is None or printed.run_reasons(reading)[0] is not None, text
