"""s5-gcg-b (issue 29): "Look at the top 3 cards … return 1 to the top. Return the remaining
cards to the bottom of your deck." — the owner orders the rest at the bottom (4-1-6) seeing them
alone: the other players' views, log lines and options never name them, nor the order (4-1-7)."""

from pathlib import Path

from rules_engine.core.actions import Action
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .seen import seen_by

SCENARIO = Path(__file__).parents[3] / "scenarios" / "gcg" / "printed-look-top-rest-bottom-ordered.yaml"


def at_the_order() -> tuple[Match, dict[str, int]]:
    runner = Runner(*load(SCENARIO))
    match, ids = runner.match, runner.ids
    match.apply(Action("A", "command", {"card": ids["sort"]}))
    match.apply(Action("A", "take", {"card": ids["d3"]}))
    prompt = match.state.prompt
    assert prompt.kind == "look" and prompt.player == "A" and prompt.data.get("order")
    return match, ids


def name(match: Match, uid: int) -> str:
    return match.state.definition(uid).name


def test_only_the_owner_sees_the_cards_they_order():
    match, ids = at_the_order()
    mine = match.view("A")["prompt"]
    assert sorted(mine["options"]) == sorted([ids["d1"], ids["d2"]]) and mine["n"] == 2
    assert {a.kind for a in match.legal_actions("A")} == {"take", "concede"}  # no "decline": order them
    for viewer in ("B", None):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "look" and prompt["n"] == 2 and "options" not in prompt
        text = seen_by(match, viewer)
        assert name(match, ids["d1"]) not in text and name(match, ids["d2"]) not in text
    assert name(match, ids["d1"]) in seen_by(match, "A")
    assert match.game.invariants(match) == []


def test_the_order_chosen_is_the_owners_alone():
    match, ids = at_the_order()
    match.apply(Action("A", "take", {"card": ids["d1"]}))
    assert match.state.zone("A", "deck")[-2:] == [ids["d1"], ids["d2"]]  # d1 first, d2 under it
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert "puts 2 card(s) on the bottom of their deck in an order they chose" in text
        assert name(match, ids["d1"]) not in text and name(match, ids["d2"]) not in text
    assert match.game.invariants(match) == []
