"""s5-gcg-b (issue 29): "You may deploy 1 (X) Unit card … from your hand" chooses among the
cards of its owner's hand — hidden from everyone else (4-3-2) until the chosen one is deployed:
the other players' views, log lines and options never show the cards offered."""

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import names_in
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .seen import seen_by

SCENARIO = Path(__file__).parents[3] / "scenarios" / "gcg" / "printed-deploy-from-hand.yaml"
OFFERED = ("Reserve Frame",)  # r1 and r2: the cards the effect may deploy
NOT_OFFERED = "Reserve Giant"  # Lv.5: in the hand, never an option


def at_the_choice() -> tuple[Match, dict[str, int]]:
    runner = Runner(*load(SCENARIO))
    match, ids = runner.match, runner.ids
    match.apply(Action("A", "pair", {"card": ids["p1"], "unit": ids["a1"]}))
    match.apply(Action("A", "resolve", {}))  # "You may": yes
    assert match.state.prompt.kind == "target" and match.state.prompt.player == "A"
    return match, ids


def test_only_the_owner_sees_the_hand_cards_offered():
    match, ids = at_the_choice()
    assert sorted(match.view("A")["prompt"]["options"]) == sorted([ids["r1"], ids["r2"]])
    labels = [str(match.game.describe(a, names_in(match.view("A"))).label) for a in match.legal_actions("A")]
    assert any("Reserve Frame" in label for label in labels)  # the owner's buttons name the card
    for viewer in ("B", None):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "target" and prompt["options"] == []
        text = seen_by(match, viewer)
        assert "Reserve Frame" not in text and NOT_OFFERED not in text
    assert {a.kind for a in match.legal_actions("B")} <= {"concede"}
    assert match.game.invariants(match) == []


def test_the_deployed_card_is_public_the_rest_of_the_hand_is_not():
    match, ids = at_the_choice()
    match.apply(Action("A", "choose", {"card": ids["r1"]}))
    assert match.state.cards[ids["r1"]].zone == "battle"
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert "A deploys Reserve Frame" in text  # deployed: on the field, public (4-5-2)
        assert NOT_OFFERED not in text and "Reserve Hail" not in text
    assert match.game.invariants(match) == []


def test_a_hand_card_not_offered_is_refused_with_no_state_change():
    match, ids = at_the_choice()
    before = match.view("A")
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("A", "choose", {"card": ids["big"]}))
    assert refused.value.rule == "10-3-3"
    assert "Reserve Giant" not in str(refused.value)  # "that card": a hand card is never named
    assert match.view("A") == before and match.state.cards[ids["big"]].zone == "hand"
