"""s17-fmt (#29): the same printed words typeset another way read the same (core `typography`).

The format variants (`benchmarks/format_variants.py`) over each game's template corpus: no variant
may ever change a reading (an effect automated with a reading the original does not have — a
possible misreading), and the cards read the same stay at least as many as pinned (raise the pins,
never lower them). GCG is sampled (every 3rd card, in each of its three languages) to stay fast."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from rules_engine.core.effects.typography import Typography, retypeset
from rules_engine.core.registry import get_game
from rules_engine.games.gcg.reader.en import GRAMMAR as GCG_EN
from rules_engine.games.gcg.reader.ja import GRAMMAR as GCG_JA
from rules_engine.paths import data_dir

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "benchmarks"))
from format_variants import measure

# (game, language) -> variant -> cards read the same at least (GCG: every 3rd corpus card)
SAMPLE = {"gcg": 3, "ucg": 1, "altcg": 1, "nexa": 1}
_GCG = {"flat_lines": 56, "crlf": 61, "square_markers": 168, "fullwidth_square_markers": 168,
        "angle_keywords": 32, "guillemet_keywords": 32, "double_spaces": 199, "fullwidth_digits": 182,
        "middle_dot": 42, "trailing_space": 199}
_UCG = {"flat_lines": 1, "crlf": 1, "square_markers": 45, "fullwidth_square_markers": 45,
        "guillemet_keywords": 82, "double_spaces": 151, "fullwidth_digits": 138, "trailing_space": 151}
PINNED: dict[tuple[str, str], dict[str, int]] = {
    ("gcg", "en"): _GCG, ("gcg", "ja"): _GCG, ("gcg", "zh-Hant"): _GCG,
    ("ucg", "en"): _UCG, ("ucg", "ja"): _UCG, ("ucg", "zh-Hant"): _UCG,
    ("altcg", "zh-Hant"): {"flat_lines": 55, "crlf": 55, "square_markers": 154, "fullwidth_square_markers": 154,
                           "guillemet_keywords": 51, "double_spaces": 154, "fullwidth_digits": 165,
                           "middle_dot": 3, "trailing_space": 172},
    # NEX-A prints ［］ itself (改装［X系］): its two 【】 cards stay by hand when typeset with [ ]
    ("nexa", "ja"): {"flat_lines": 48, "crlf": 52, "square_markers": 0, "fullwidth_square_markers": 0,
                     "double_spaces": 2, "middle_dot": 1, "trailing_space": 174},
}


@pytest.fixture(scope="module", params=sorted(SAMPLE))
def tallies(request: pytest.FixtureRequest) -> tuple[str, dict]:
    code = request.param
    corpus = data_dir() / "cards" / "corpus" / f"{code}.yaml"
    return code, measure(get_game(code), [corpus], None, corpus=True, sample=SAMPLE[code])


def test_no_variant_changes_a_reading_and_the_same_share_holds(tallies: tuple[str, dict]) -> None:
    code, result = tallies
    for lang, got in result["languages"].items():
        pins = PINNED[(code, lang)]
        for variant, tally in got["variants"].items():
            touched = sum(v for k, v in tally.items() if k not in ("examples", "untouched"))
            same = tally.get("same", 0) + tally.get("same_share", 0)
            assert tally.get("changed", 0) == 0, (code, lang, variant, tally["examples"]["changed"])
            if touched:
                assert same >= pins[variant], (code, lang, variant, same, tally["examples"]["lost"][:10])


# --- the typography step itself (GCG's vocabulary) ------------------------------------------------


def test_square_markers_become_markers_only_for_the_games_marker_words() -> None:
    assert GCG_EN.retypeset("[Deploy]Draw 1.") == "【Deploy】Draw 1."
    assert GCG_EN.retypeset("［Activate･Main］［Once per Turn］Draw 1.") == "【Activate･Main】【Once per Turn】Draw 1."
    # a GCG pilot name / link condition in [ ] (2-12) stays a name
    assert GCG_EN.retypeset("【Pilot】[Amuro Ray]") == "【Pilot】[Amuro Ray]"
    assert GCG_EN.retypeset("[Amuro Ray]") == "[Amuro Ray]"
    assert GCG_JA.retypeset("［配備時］カードを1枚引く。") == "【配備時】カードを1枚引く。"


def test_keywords_in_other_brackets_only_for_the_games_keywords() -> None:
    assert GCG_EN.retypeset("〈Blocker〉") == "<Blocker>"
    assert GCG_EN.retypeset("While this Unit has 〈Repair〉, it gets AP+1.") == \
        "While this Unit has <Repair>, it gets AP+1."
    assert GCG_EN.retypeset("〈Earth Federation〉") == "〈Earth Federation〉"  # not a keyword: as printed
    assert GCG_JA.retypeset("<ブロッカー>") == "《ブロッカー》"


def test_layout_recovered_where_an_ability_starts() -> None:
    flat = ("<Repair 1> (At the end of your turn, this Unit recovers the specified number of HP.) "
            "【When Paired】If you have 2 or more Units in play, draw 1. 【Attack】Draw 1.")
    assert GCG_EN.retypeset(flat).split("\n") == [
        "<Repair 1> (At the end of your turn, this Unit recovers the specified number of HP.)",
        "【When Paired】If you have 2 or more Units in play, draw 1.", "【Attack】Draw 1."]
    assert GCG_EN.retypeset("<Blocker> At the start of your opponent's turn, draw 1.").split("\n") == [
        "<Blocker>", "At the start of your opponent's turn, draw 1."]
    assert GCG_JA.retypeset("カードを1枚引く。【アタック時】カードを1枚引く。").split("\n") == [
        "カードを1枚引く。", "【アタック時】カードを1枚引く。"]
    # a text made only of reminders, run together (an EX card's, 2-11-4): each its own line, so none is an effect
    assert GCG_EN.retypeset("(At the start of the game, place 1 Token into your area.) (Rest it when paying a cost.)"
                            ).split("\n") == ["(At the start of the game, place 1 Token into your area.)",
                                              "(Rest it when paying a cost.)"]
    assert get_game("gcg").read_text("(At the start of the game, place 1 Token into your area.) (Rest it when "
                                     "paying a cost.)", "en").abilities == ()
    # a parenthesis that is not whole sentences opens no reminder: "(Zeon) Units …" stays one sentence
    assert GCG_EN.retypeset("(Zeon) Units get AP+1. (Rest this Unit.)") == "(Zeon) Units get AP+1.\n(Rest this Unit.)"


def test_markers_inside_a_sentence_stay_in_it() -> None:
    for text in ("【Deploy】Choose 1 Unit. It gains 【Activate･Main】 until the end of the turn.",
                 "【During Link】【Attack】Draw 1.",
                 "【Main】/【Action】Choose 1 enemy Unit. It gets AP-2 during this turn.",
                 "When you activate a Command's 【Main】/【Action】 effect, draw 1.",
                 'It gains "【Activate･Main】Rest this Unit: Draw 1. 【Once per Turn】Draw 1." during this turn.'):
        assert "\n" not in GCG_EN.retypeset(text), text


def test_spaces_and_line_ends() -> None:
    assert GCG_EN.retypeset("【Deploy】  Draw 1.\r\n【Attack】 Draw 1. ") == "【Deploy】Draw 1.\n【Attack】Draw 1."
    assert GCG_EN.retypeset("activate 【Main】 / 【Action】 , draw 1 .") == "activate 【Main】/【Action】, draw 1."
    assert GCG_EN.retypeset('with " Awakened Potential " in its card name') == \
        'with "Awakened Potential" in its card name'
    # a full stop with no space before the next sentence; never inside a quoted or bracketed name
    assert GCG_EN.retypeset("Add this card to your hand.While you have it, draw 1.") == \
        "Add this card to your hand. While you have it, draw 1."
    assert GCG_EN.retypeset('a Unit with "Gundam Mk.II" in its card name or [Mk.II], Lv.3') == \
        'a Unit with "Gundam Mk.II" in its card name or [Mk.II], Lv.3'


def test_gcg_lower_case_trait_word_as_printed() -> None:
    # another source lower-cases a trait's colour word: "(white Base Team)" is (White Base Team) (2-5)
    assert GCG_EN.retypeset("All your (white Base Team) Units get AP+1.") == \
        "All your (White Base Team) Units get AP+1."
    assert GCG_EN.retypeset("AP+(specified amount)") == "AP+(specified amount)"


def test_a_game_without_typography_reads_as_printed() -> None:
    plain = Typography(recover_layout=False)
    assert retypeset("[Deploy] x", plain, lambda w: False, lambda w: False) == "[Deploy] x"


def test_ability_lines_from_a_games_words_only() -> None:
    """s17-fmt round 2: where an ability starts inside a line is core's; a game gives only its words —
    ALTCG's ■ paragraphs (304.1a), UCG's state prefixes after a sentence end (2.3.5.2), NEX-A's text
    headers outside brackets (B10-3, B10-6); a fifth game the same way."""
    from rules_engine.core.effects.typography import ability_lines

    paragraphs = Typography(recover_layout=False, paragraph_lines=True)
    assert ability_lines("■登場時：抽1張。■ 退場時：抽1張。\n\n  【速攻】 ", paragraphs) == [
        "登場時：抽1張。", "退場時：抽1張。", "【速攻】"]
    prefixes = Typography(recover_layout=False, line_prefixes=r"\[(?:SIN|DBL)\]")
    assert ability_lines("Up to 4 copies. [SIN] Draw 1.\n[DBL]Draw 2.", prefixes) == [
        "Up to 4 copies.", "[SIN] Draw 1.", "[DBL]Draw 2."]
    assert ability_lines("Draw 1 [SIN] card.", prefixes) == ["Draw 1 [SIN] card."]  # not after a sentence end
    heads = Typography(recover_layout=False, text_heads=re.compile(r"\{(?:Start|End)\}:"))
    assert ability_lines("{Start}:Draw 1. {End}:Discard 1.「{End}:quoted」", heads) == [
        "{Start}:Draw 1.", "{End}:Discard 1.「{End}:quoted」"]
    assert ability_lines("one\ntwo", Typography()) == ["one", "two"]  # no words given: lines only
