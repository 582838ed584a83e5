"""s16-games round 3: NEX-A readings players trust. No reading of the corpus or the demo shows the model's
words; 「自軍G」 reads as a G (B7-3; was "1 friendly (装弾) g"), 「特徴：X」 as "with the trait X", 「４以下の防御力」
"with defense 4 or less" (was "<= 4"), 「部隊戦闘力」 "force power" (was "FORCE_POWER"), and 「部隊解散まで」 is said."""

from __future__ import annotations

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import printed
from tests.rules_engine.core.effects.reading_audit import model_words


def test_no_reading_of_the_corpus_or_the_demo_shows_the_models_words():
    seen, found = model_words("nexa", "ja")
    assert seen >= 200
    assert found == []


@pytest.mark.parametrize(("text", "kind", "words"), [
    ("（常時）：本来の記述に「特徴：装弾」を持つ自軍Ｇ１枚をロールする。敵軍本国に２ダメージを与える。", "command",
     # s17-games round 2: 本国へのダメージ (B9-5) in the game's words (was "… of your opponent's deck into their trash")
     "(any time): roll 1 friendly G with the trait 装弾; put the top 2 cards of your opponent's 本国 into your "
     "opponent's 捨て山."),
    ("（常時）：自軍本国の上のカード１枚を捨て山に移す。", "command", "(any time): put the top card of your 本国 into your 捨て山."),
    ("（戦闘フェイズ）：４以下の防御力を持つ、「特徴：ＭＳ」を持つ敵軍ユニット１枚を持ち主の手札に移す。", "command",
     "(battle phase): return 1 enemy unit with defense 4 or less with the trait MS to its owner's hand."),
    # 部隊解散まで (B9-12) is said (the reading left it out, as if the change lasted); was "FORCE_POWER+1"
    ("（防御ステップ）〔１〕：このカードの部隊の部隊戦闘力を、部隊解散まで＋１する。", "unit",
     "(defense step), cost: pay 1: this force gets force power +1 until the force disbands."),
    # round 4: 地形適性「宇宙」 read out (was "grant terrain it (terrain space)")
    ("（自軍ターン）：「特徴：ＭＳ」を持つ自軍ユニット１枚は、ターン終了時まで「強襲」、＋１／＋１／±０、地形適性「宇宙」を得る。",
     "command", "(your turn): 1 friendly unit with the trait MS gains <Assault> during this turn; it gets +1/+1/±0 "
     "during this turn; it gains terrain aptitude for space during this turn."),
])
def test_the_words_of_a_reading(text, kind, words):
    (report,) = effect_reports(printed.read_text(text, "ja", kind), get_game("nexa"))
    assert report.automated and report.reading == words


# s17-games round 2: the number said as a player says it (was "the top 1 card(s)", "discard 1 card(s)") and the
# 本国 (B2-5) named as such where a card goes back to it (was "… of its owner's deck", GCG's word)
@pytest.mark.parametrize(("text", "kind", "words"), [
    ("（自軍ターン）〔Ｒ〕：自軍本国の上のカード１枚を見て、自軍本国の上か下に移す。", "unit",
     "(your turn), cost: roll this card: look at the top card of your 本国; return it to the top or the bottom of "
     "your 本国."),
    ("（自軍配備フェイズ）〔Ｒ〕：自軍本国の上のカード１枚をロール状態で自軍Ｇにする。", "unit",
     "(your deploy phase), cost: roll this card: put the top card of your 本国 into your G zone as G, rolled."),
    ("（常時）：自軍本国の上のカード２枚を自軍Ｇにする。", "command",
     "(any time): put the top 2 cards of your 本国 into your G zone as G (standing)."),
    ("（常時）：自軍手札１枚を廃棄する。その場合、カード２枚を引く。", "command",
     "(any time): discard 1 card of your hand; if you do, draw 2."),
    ("（常時）：自軍手札２枚を廃棄する。その場合、カード２枚を引く。", "command",
     "(any time): discard 2 cards of your hand; if you do, draw 2."),
    # round 3: 「その中にあるカード１枚を自軍手札に移す」 (D-2), the rest stay in their order
    ("（戦闘フェイズ）：自軍本国の上のカード３枚を見て、その中にあるカード１枚を自軍手札に移す。", "command",
     "(battle phase): look at the top 3 cards of your 本国; put 1 of them into your hand; the others stay on top in "
     "their order."),
    ("（戦闘フェイズ）：交戦中の、ダメージを受けている敵軍ユニット１枚を持ち主の本国の下に移す。", "command",
     "(battle phase): return 1 damaged enemy unit that is engaged to the bottom of its owner's 本国."),
])
def test_the_words_of_a_card_going_to_or_from_a_hongoku(text, kind, words):
    (report,) = effect_reports(printed.read_text(text, "ja", kind), get_game("nexa"))
    assert report.automated and report.reading == words
    assert "card(s)" not in report.reading and "deck" not in report.reading


# s17-games round 2: a unit of the own junkyard (the game's word, not GCG's "trash")
def test_the_words_of_a_junkyard_unit_to_the_hand():
    text = "（自軍配備フェイズ）：自軍ジャンクヤードにある「特徴：ＭＳ」を持つユニット１枚を、自軍手札に移す。"
    (report,) = effect_reports(printed.read_text(text, "ja", "command"), get_game("nexa"))
    assert report.automated and report.reading == (
        "(your deploy phase): return 1 friendly unit card with the trait MS in your junkyard to its owner's hand.")
