"""s17-gcg (issue 29): sentences of the real lists that stay by hand because the rules leave their working unclear
are recognised and say why (never "not understood", never a guess). Texts in the real templates, invented names."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read
from rules_engine.games.gcg.reader.en import ONLY_ATTACK_WHEN, REDIRECTED_BATTLE_DAMAGE


@pytest.mark.parametrize("text,reason", [
    ("【Attack】You may choose 1 of your (Harbor Fleet) Units. During this battle, battle damage this Unit would "
     "receive is dealt to that Unit instead.", REDIRECTED_BATTLE_DAMAGE),
    ("【Deploy】Choose 1 of your (Harbor Fleet) Units. During this turn, battle damage it would receive is dealt to "
     "this Unit instead.", REDIRECTED_BATTLE_DAMAGE),
    ("This Unit can only attack during a turn when one of your (Harbor Fleet) Units is deployed.", ONLY_ATTACK_WHEN),
])
def test_a_sentence_the_rules_leave_unclear_is_by_hand_with_its_reason(text, reason):
    reading = read(text, "en", "unit")
    (ability,) = reading.abilities
    assert ability.body is None and ability.reason == reason, ability.reason
    assert printed.translate(reading).reasons[0] is not None
