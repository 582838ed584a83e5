"""s11-gcg-exec (issue 29): "Reveal 1 (X) Unit card from your hand. Return it to the bottom of your
deck." chooses among the cards of its owner's hand — hidden from everyone else (4-3-2) until the
chosen card is revealed: the other players' views, log lines and options never show the cards
offered; the revealed one is named to all; a card not offered is refused with no state change."""

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .seen import seen_by

SCENARIO = Path(__file__).parents[3] / "scenarios" / "gcg" / "printed-s11e-reveal-from-hand.yaml"
OFFERED = ("Vanguard Frame Lancer", "Bulwark Walker")
HIDDEN = ("Ria Sorel", "Ember Raider")  # in the hand, never offered (a Pilot card / not (Harbor Fleet))


def at_the_choice() -> tuple[Match, dict[str, int]]:
    runner = Runner(*load(SCENARIO))
    match, ids = runner.match, runner.ids
    match.apply(Action("A", "attack", {"unit": ids["u2"], "target": "B"}))
    assert match.state.prompt.kind == "target" and match.state.prompt.player == "A"
    return match, ids


def test_only_the_owner_sees_the_hand_cards_offered():
    match, ids = at_the_choice()
    assert sorted(match.view("A")["prompt"]["options"]) == sorted([ids["lancer"], ids["walker"]])
    for viewer in ("B", None):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "target" and prompt["options"] == []
        text = seen_by(match, viewer)
        assert not any(name in text for name in (*OFFERED, "Ria Sorel"))
    assert {a.kind for a in match.legal_actions("B")} <= {"concede"}
    assert match.game.invariants(match) == []


def test_the_revealed_card_is_named_to_all_the_rest_of_the_hand_is_not():
    match, ids = at_the_choice()
    match.apply(Action("A", "choose", {"card": ids["walker"]}))
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert "A reveals Bulwark Walker [DEMO-002] from their hand and puts it on the bottom of their deck" in text
        assert not any(name in text for name in ("Vanguard Frame Lancer", "Ria Sorel"))
    assert match.state.zone("A", "deck")[-1] == ids["walker"]
    assert match.game.invariants(match) == []


@pytest.mark.parametrize("card", ["ria", "raider_card"])
def test_a_hand_card_not_offered_is_refused_with_no_state_change(card):
    match, ids = at_the_choice()
    before = match.view("A")
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("A", "choose", {"card": ids[card]}))
    assert refused.value.rule == "10-3-3"
    assert not any(name in str(refused.value) for name in (*OFFERED, *HIDDEN))  # a hand card is never named
    assert match.view("A") == before and match.state.cards[ids[card]].zone == "hand"
