"""s16-games round 2: an ALTCG reading says what is optional. 「可以…」 (303.3a) reads "you may …"; a 「可以…：」
cost "you may pay: …"; 「最多N張」 "up to N"; and the engine asks exactly there: the whole ability, or — for
「可以抽1張卡。之後，…」 — the first sentence only (304.1a: the sentences after it apply either way)."""

from __future__ import annotations

import re

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.altcg import printed
from rules_engine.games.altcg.cards import Effect
from tests.rules_engine.core.effects.optional_audit import unsaid

MARKER = re.compile(r"可以|最多")


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_every_optional_text_in_the_corpus_and_the_demo_reads_as_optional(lang):
    seen, found = unsaid("altcg", lang, MARKER)
    assert seen >= 25  # the corpus and the demo print 「可以」 / 「最多」 on at least this many automated texts
    assert found == []


@pytest.mark.parametrize(("text", "words"), [
    ("■【登場時】可以抽1張卡。", "【登場時】When played: you may draw 1."),
    ("■【攻擊時】可以捨棄1張手牌:本回合中，對方戰場上的1張艦船卡戰力-100。",
     "【攻擊時】When attacking, you may pay: discard 1 of your cards in your hand: "
     "1 enemy ship gets POWER-100 during this turn."),
    ("■戰場上的此卡發起攻擊時，可以捨棄1張手牌。若有執行此動作時，本次戰鬥中，此卡戰力+200。",
     "【攻擊時】When attacking: you may discard 1 card of your hand; if you did (「若有執行此動作時」), this card gets POWER+200 "
     "during this battle."),
    ("■【攻擊時】可以將己方的1張魔方卡轉為休息狀態:抽1張卡。",  # the cost's words: was "cubes 1"
     "【攻擊時】When attacking, you may pay: rest 1 of your cubes: draw 1."),
    ("■【己方回合結束時】可以抽1張卡。之後，將1張手牌置於卡組最下方。",
     "【己方回合結束時】At the end of your turn: you may draw 1; then, either way, return 1 of your cards in your "
     "hand to the bottom of your deck."),
])
def test_the_words_of_an_optional_reading(text, words):
    (report,) = effect_reports(printed.read_text(text), get_game("altcg"))
    assert report.automated and report.reading == words


def test_a_recovered_card_reads_as_added_to_the_hand_not_as_hp():
    """404: 「將撤退區的…加入手牌」 (was "… in your trash recovers 1 HP", the model's words for GCG)."""
    (report,) = effect_reports(printed.read_text("■【登場時】將己方撤退區的1張艦船卡加入手牌。"), get_game("altcg"))
    assert "add 1 of your ship cards in your trash to your hand" in report.reading  # s16-games round 3: the noun
    assert "HP" not in report.reading


def test_the_engine_asks_for_the_first_sentence_only_when_only_it_is_optional():
    effect = printed._effect(printed.read_text("■【己方回合結束時】可以抽1張卡。之後，將1張手牌置於卡組最下方。")
                             .abilities[0], "ship")
    assert effect is not None and effect["optional"] and effect["optional_steps"] == 1
    assert Effect.model_validate(effect).optional_steps == 1
    whole = printed._effect(printed.read_text("■【登場時】可以抽1張卡。").abilities[0], "ship")
    assert whole is not None and whole["optional"] and "optional_steps" not in whole



def test_a_first_sentence_with_its_own_condition_is_not_made_optional_alone():
    """The engine would ask before knowing whether the condition holds (304.4b): left as read (then by hand
    for 「可以」 after a condition)."""
    from rules_engine.core.effects.model import Ability, Condition, Step

    text = "■【登場時】可以抽1張卡。之後，將1張手牌置於卡組最下方。"
    plain = Ability(text, timing="on_enter", optional=True, body=(Step("draw"), Step("return")))
    assert printed._first_sentence_optional(plain).body[0].may
    guarded = Ability(text, timing="on_enter", optional=True,
                      body=(Step("draw", condition=Condition.of("turn")), Step("return")))
    assert printed._first_sentence_optional(guarded) == guarded
    assert printed.problem(guarded) is not None
