"""s17-games round 2: "For every two cards in an opponent's hand, give this character +1000 BP." /
「對手的手牌每有兩張，本角色BP+1000。」 / 「相手の手札2枚につき、このキャラのBP+1000する。」 (9.3.1, 11.7.1): one reading and
one script in each printed language; the count is rounded down (core `per_every`)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.explain import explain_ability
from rules_engine.core.effects.model import per_every
from rules_engine.games.ucg import printed
from rules_engine.games.ucg.reader import WORDS

TEXTS = {
    "en": "[SIN][DBL]For every two cards in an opponent's hand, give this character +1000 BP.",
    "zh-Hant": "[SIN][DBL]對手的手牌每有兩張，本角色BP+1000。",
    "ja": "[SIN][DBL]相手の手札2枚につき、このキャラのBP+1000する。",
}
ROW = {"number": "T-EV", "name": {"en": "T"}, "type": "kaiju", "character": "T", "level": 1, "attribute": "power",
       "bp": {"single": 4000, "double": 6000}}


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_each_language_reads_a_bp_change_for_every_two_cards_of_the_opponents_hand(lang):
    (ability,) = printed.read_text(TEXTS[lang], lang).abilities
    assert explain_ability(ability, WORDS) == (
        "Continuous, in state single, double: this character gets BP+1000 for every 2 cards in your opponent's "
        "hand while this text applies.")
    card = printed.to_card({**ROW, "text": {lang: TEXTS[lang]}})
    (effect,) = card["effects"]
    assert effect["timing"] == "continuous" and effect["states"] == ["single", "double"]
    assert effect["script"] == [{"bp": 1000, "per_opponent_hand": 2, "target": "self"}]


@pytest.mark.parametrize(("cards", "bp"), [(0, 0), (1, 0), (2, 1000), (3, 1000), (5, 2000), (6, 3000)])
def test_a_part_of_two_cards_is_not_two_cards(cards, bp):
    assert per_every(1000, cards, 2) == bp
