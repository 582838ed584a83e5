"""s10-gcg-b (issue 29): "You may pair 1 (X) Pilot card from your hand with this Unit" chooses
among the cards of its owner's hand — hidden from everyone else (4-3-2) until the chosen Pilot
card is paired (then it is in the battle area, public): the other players' views, log lines and
options never show the cards offered; a card not offered is refused with no state change."""

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import names_in
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .seen import seen_by

SCENARIO = Path(__file__).parents[3] / "scenarios" / "gcg" / "printed-pair-from-hand.yaml"
HIDDEN = ("Dust Rookie", "Vale Standard")  # in the hand, never offered (no trait / not a Pilot card)


def at_the_choice() -> tuple[Match, dict[str, int]]:
    runner = Runner(*load(SCENARIO))
    match, ids = runner.match, runner.ids
    match.apply(Action("A", "deploy", {"card": ids["c1"]}))
    match.apply(Action("A", "resolve", {}))  # "You may": yes
    assert match.state.prompt.kind == "target" and match.state.prompt.player == "A"
    return match, ids


def test_only_the_owner_sees_the_pilot_cards_offered():
    match, ids = at_the_choice()
    assert sorted(match.view("A")["prompt"]["options"]) == sorted([ids["ace"], ids["ace2"]])
    labels = [str(match.game.describe(a, names_in(match.view("A"))).label) for a in match.legal_actions("A")]
    assert any("Vale Ace" in label for label in labels)  # the owner's buttons name the card
    for viewer in ("B", None):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "target" and prompt["options"] == []
        text = seen_by(match, viewer)
        assert "Vale Ace" not in text and not any(name in text for name in HIDDEN)
    assert {a.kind for a in match.legal_actions("B")} <= {"concede"}
    assert match.game.invariants(match) == []


def test_the_paired_card_is_public_the_rest_of_the_hand_is_not():
    match, ids = at_the_choice()
    match.apply(Action("A", "choose", {"card": ids["ace"]}))
    assert match.state.cards[ids["c1"]].pilot == ids["ace"]
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert "A pairs Vale Ace [S10B-VACE] from their hand with Vale Caller [S10B-CALL] — linked" in text
        assert not any(name in text for name in HIDDEN)
    assert match.game.invariants(match) == []


@pytest.mark.parametrize("card", ["rook", "std"])
def test_a_hand_card_not_offered_is_refused_with_no_state_change(card):
    match, ids = at_the_choice()
    before = match.view("A")
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("A", "choose", {"card": ids[card]}))
    assert refused.value.rule == "10-3-3"
    assert not any(name in str(refused.value) for name in HIDDEN)  # a hand card is never named
    assert match.view("A") == before and match.state.cards[ids[card]].zone == "hand"


def test_a_unit_that_already_has_a_pilot_pairs_nothing():
    """3-3-4 (one pilot per unit): the chosen card cannot be paired, so it stays in the hand (1-3-2)
    and the unit keeps its pilot; nothing is announced."""
    from rules_engine.games.gcg import effect_deploy
    from rules_engine.games.gcg.cards import Step

    match, ids = at_the_choice()
    match.apply(Action("A", "choose", {"card": ids["ace"]}))
    step = Step.model_validate({"deploy_card": {"pair": True}, "target": "your_hand_card", "where": {"type": "pilot"}})
    effect_deploy.pair_card(match.state, "A", step, ids["ace2"], ids["c1"])
    assert match.state.cards[ids["c1"]].pilot == ids["ace"] and match.state.cards[ids["ace2"]].zone == "hand"
    effect_deploy.pair_card(match.state, "A", step, ids["ace2"], None)  # this Unit has left the field
    assert match.state.cards[ids["ace2"]].zone == "hand"
    assert "Vale Ace [S10B-VACE] from their hand with Vale Caller [S10B-CALL] — linked" in seen_by(match, "A")
    assert match.game.invariants(match) == []
