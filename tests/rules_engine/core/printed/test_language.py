"""Which language a printed text is in; a `lang:` wins; Simplified Chinese is read as Traditional."""

from __future__ import annotations

import pytest

from rules_engine.core.printed.language import UnknownLanguage, canonical, detect, resolve


@pytest.mark.parametrize(("text", "lang"), [
    ("【Deploy】Choose 1 enemy Unit with 3 or less HP. Rest it.", "en"),
    ("【配備時】HP3以下の相手のユニット1つを選ぶ。それをレストにする。", "ja"),
    ("【配置時】選擇對方的 1 張 HP 3 以下的機體。將該機體轉為休息狀態。", "zh-Hant"),
    ("【配置时】选择对方的 1 张 HP 3 以下的机体。", "zh-Hant"),
    ("<Blocker>", "en"),
    ("", "en"),
])
def test_detect(text, lang):
    assert detect(text) == lang


def test_given_language_wins_and_simplified_is_converted():
    assert resolve("Draw 1.", "ja") == ("ja", "Draw 1.")
    assert resolve("【配置时】选择对方的 1 张机体。") == ("zh-Hant", "【配置時】選擇對方的 1 張機體。")
    assert resolve("選擇", "zh-Hans")[0] == "zh-Hant"
    assert resolve("【配置時】選擇對方的 1 張機體。")[1] == "【配置時】選擇對方的 1 張機體。"  # Traditional untouched


def test_language_spellings():
    assert [canonical(x) for x in ("EN", "jp", "zh_TW", "zh-hant", "zh-CN")] == ["en", "ja", "zh-Hant", "zh-Hant",
                                                                               "zh-Hans"]
    with pytest.raises(UnknownLanguage, match="use en, ja or zh-Hant"):
        canonical("klingon")
