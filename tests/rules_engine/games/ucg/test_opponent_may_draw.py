"""s17-games: 「對手可抽一張牌。以此效果抽牌時，我方抽一張牌。」 in each printed language (11.3, 11.10.1, 11.20.2): the
opponent's 「可」 draw, then the owner's draw only if they drew; the reading says whose choice it is."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.explain import explain_ability
from rules_engine.games.ucg import printed
from rules_engine.games.ucg.reader import WORDS

TEXTS = {
    "en": "《When this character enters play》 Your opponent may draw a card. When they draw with this effect, "
          "draw a card.",
    "zh-Hant": "《當本角色登場時》對手可抽一張牌。以此效果抽牌時，我方抽一張牌。",
    "ja": "《このキャラの登場時》相手は1枚ドローできる。この効果でドローした時、自分は1枚ドローする。",
}
ROW = {"number": "T-OD", "name": {"en": "T"}, "type": "kaiju", "character": "T", "level": 1, "attribute": "power",
       "bp": {"single": 4000}}


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_each_language_reads_the_opponents_choice_then_the_owners_draw(lang):
    (ability,) = printed.read_text(TEXTS[lang], lang).abilities
    assert explain_ability(ability, WORDS).endswith("your opponent may draw 1; if they do, draw 1.")
    card = printed.to_card({**ROW, "text": {lang: TEXTS[lang]}})
    assert card["effects"][0]["script"] == [{"draw": 1, "by_opponent": True, "may": True},
                                            {"draw": 1, "if_done": True}]


def test_when_you_draw_after_the_opponents_draw_stays_by_hand():
    text = "《When this character enters play》 Your opponent may draw a card. When you draw with this effect, draw a card."
    (ability,) = printed.read_text(text, "en").abilities
    assert ability.body is None
