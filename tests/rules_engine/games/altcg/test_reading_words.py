"""s16-games round 3: ALTCG readings players trust. No reading of the corpus or the demo shows the model's
words (a count "hand (at least 0, at most 0, of self)", "(ship card)", "discard 1", "1 you card"), and
where the opponent chooses (「對方將其自身…」 307.1a, 「對方捨棄」 313.3a) the reading says so: TC-A004 read
"rest 1 active enemy card", as if the player chose."""

from __future__ import annotations

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.altcg import printed
from tests.rules_engine.core.effects.reading_audit import model_words


def test_no_reading_of_the_corpus_or_the_demo_shows_the_models_words():
    seen, found = model_words("altcg", "zh-Hant")
    assert seen >= 200
    assert found == []


@pytest.mark.parametrize(("text", "words"), [
    ("■【主階段啟動】【每回合1次】可以將此卡轉為休息狀態：對方將其自身戰場上的1張處於激活狀態的卡牌轉為休息狀態。",
     "【主階段啟動】Activate (main phase), once per turn, you may pay: rest this card: your opponent chooses 1 "
     "active card of theirs and rests it."),
    ("■【登場時】對方捨棄1張手牌。",
     "【登場時】When played: your opponent chooses 1 card of their hand and discards it."),
    ("■【反制】(在己方的防守步驟可以發動)本次戰鬥中，己方的1張卡牌戰力+400。之後，當己方的手牌數量為0時，抽1張卡。",
     "【反制】Counter (your defense step): 1 of your cards gets POWER+400 during this battle; if you have no cards "
     "in your hand, draw 1."),
    ("■當己方戰場上存在3張或以上《東煌》艦船卡時，戰場上的此卡戰力+100。",
     "Continuous: if you have at least 3 ship cards of faction 《東煌》 on your field, this card gets POWER+100 "
     "permanently."),
    # 313.7a, 401: was "search up to 1 of your cards … in your deck top (the rest to the bottom of the deck in
    # random order, revealed to all: no)" (no look count, the parameters in parentheses)
    ("■【登場時】查看己方卡組最上方的3張卡，將其中最多1張《重櫻》艦船卡公開並加入手牌，而後將其餘卡牌以隨機順序置於卡組最下方。",
     # round 4: 「公開並加入手牌」: the taken card is shown to the opponent (313.8a; the reading left it out)
     "【登場時】When played: look at the top 3 cards of your deck, add up to 1 of your ship cards of faction "
     "《重櫻》 among them to your hand, showing your opponent what you take, and put the rest on the bottom of the "
     "deck in random order."),
    # round 4: the type said once (was "deploy 1 of your ship of class … that is a ship card in your hand")
    ("■【攻擊時】可以將己方手牌的1張費用為2或以下的《白鷹》〈驅逐〉艦船卡登場於未被放置卡牌的己方戰場。",
     "【攻擊時】When attacking: you may deploy 1 of your ship cards of class 〈驅逐〉 with a cost of 2 or less of "
     "faction 《白鷹》 in your hand."),
    ("■【反制】(在己方的防守步驟可以發動)本次戰鬥中，被攻擊的己方卡牌戰力+200。",
     "【反制】Counter (your defense step): your attacked card gets POWER+200 during this battle."),
])
def test_the_words_of_a_reading(text, words):
    (report,) = effect_reports(printed.read_text(text), get_game("altcg"))
    assert report.automated and report.reading == words


# s17-games round 2: the number said as a player says it (was "the top 1 card(s)") and a card of your hand put on
# your own deck (was "its owner's deck": 401, your cards go to your deck)
@pytest.mark.parametrize(("text", "words"), [
    ("■【攻擊時】抽1張卡，將1張手牌置於卡組最上方或最下方。",
     "【攻擊時】When attacking: draw 1; return 1 of your cards in your hand to the top or the bottom of your deck."),
    ("■【被攻擊時】【每回合1次】公開雙方卡組最上方的1張卡，而後將其置於卡組最下方。當己方公開的卡牌的費用大於等於對方公開的卡牌的費用時，"
     "本次戰鬥中，此卡戰力+100。",
     "【被攻擊時】When attacked, once per turn: reveal the top card of each player's deck, then put them on the bottom "
     "of their decks; if the cost of the card you revealed is at least the cost of the card your opponent revealed "
     "(202.1), this card gets POWER+100 during this battle."),
    # round 2: the cost 「將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方」 (303.3, 401; was by hand)
    ("■【攻擊時】可以將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方：抽1張卡。",
     "【攻擊時】When attacking, you may pay: put 1 of your ships of class 〈潛艇〉 on the bottom of your deck: "
     "draw 1."),
])
def test_the_words_of_a_card_count_and_of_your_deck(text, words):
    (report,) = effect_reports(printed.read_text(text), get_game("altcg"))
    assert report.automated and report.reading == words
    assert "card(s)" not in report.reading and "owner's deck" not in report.reading


def test_several_ships_to_the_deck_as_a_cost_stay_by_hand():
    """401.4: the owner would order several cards put on the deck together — not printed, so by hand."""
    (report,) = effect_reports(printed.read_text("■【攻擊時】可以將己方戰場上的2張〈潛艇〉艦船卡彈回卡組最下方：抽1張卡。"),
                               get_game("altcg"))
    assert not report.automated and "401.4" in report.reason
